import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { readTitleAndContent, requiredField } from '../../../shared/dataSources/fields';

import { addDataSource } from '../dataSources';
import type { OperationOption } from '../../../shared/operations/resource';
import { bot } from '../bot';

export const resource = 'dataSource';
export const key = 'addText';

export const properties: INodeProperties[] = [
	bot.locator({ description: 'The agent that learns from the text' }),
	requiredField(
		'Title',
		'title',
		'Support hours',
		'Name of the text as the data sources list shows it',
	),
	requiredField(
		'Content',
		'content',
		'Our support team is available Monday to Friday, 8:00 to 18:00.',
		'The plain text the agent learns from',
		6,
	),
];

export const option: OperationOption = {
	name: 'Add Text',
	action: 'Add a text data source to an AI agent',
	description: 'Teach an agent a titled piece of text',
};

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const body = {
		...readTitleAndContent(this, itemIndex),
		agentId: bot.id(this, itemIndex),
	};
	return await addDataSource.call(this, itemIndex, 'text', body);
}
