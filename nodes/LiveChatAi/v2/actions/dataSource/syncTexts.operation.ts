import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { requiredField } from '../../../shared/dataSources/fields';
import { matchByField, runSync, syncHead, syncTail } from './sync/sync';
import { TEXT_KIND } from './sync/syncKinds';
import type { OperationOption } from '../../../shared/operations/resource';

export const resource = 'dataSource';
export const key = 'syncTexts';

// Pages of a handbook, a price list, notes kept elsewhere: each run makes the agent's texts equal to them.

const words = { items: 'texts', examples: 'the pages of a handbook' };

export const properties: INodeProperties[] = [
	...syncHead(words),
	matchByField,
	{
		...requiredField('Title', 'title', 'Support hours', 'The title of the text in this item'),
		default: '={{ $json.title }}',
	},
	{
		...requiredField('Content', 'content', 'We answer from 8:00 to 18:00.', 'The text itself', 4),
		default: '={{ $json.content }}',
	},
	...syncTail(words, TEXT_KIND.deleteName),
];

export const option: OperationOption = {
	name: 'Sync Texts',
	action: 'Sync the text data sources of an AI agent: add, replace, delete',
	description: "Make an agent's texts match the input items: add, replace and optionally delete",
};

export async function executeAll(this: IExecuteFunctions): Promise<INodeExecutionData[]> {
	return await runSync(this, TEXT_KIND);
}
