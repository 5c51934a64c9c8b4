import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { botId, botLocator } from '../../../shared/descriptions/botLocator';
import { requiredString } from '../../../shared/parameters';
import { addDataSource } from './dataSources';

const properties: INodeProperties[] = [
	botLocator('Agent', { description: 'The agent that learns from the text' }),
	{
		displayName: 'Title',
		name: 'title',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. Support hours',
		description: 'Name of the text as the data sources list shows it',
	},
	{
		displayName: 'Content',
		name: 'content',
		type: 'string',
		typeOptions: { rows: 6 },
		required: true,
		default: '',
		placeholder: 'e.g. Our support team is available Monday to Friday, 8:00 to 18:00.',
		description: 'The plain text the agent learns from',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['dataSource'], operation: ['addText'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const body = {
		title: requiredString(this, 'title', 'Title', itemIndex),
		content: requiredString(this, 'content', 'Content', itemIndex),
		agentId: botId(this, itemIndex, 'Agent'),
	};
	return await addDataSource.call(this, itemIndex, 'text', body);
}
