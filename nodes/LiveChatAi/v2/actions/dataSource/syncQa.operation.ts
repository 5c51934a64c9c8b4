import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { qaProperties } from '../../../shared/dataSources/qaFields';
import { runSync, syncHead, syncTail } from './sync/sync';
import { QA_KIND } from './sync/syncKinds';
import type { OperationOption } from '../../../shared/operations/resource';
import { bot } from '../bot';

export const resource = 'dataSource';
export const key = 'syncQa';

// The most common flow beyond the API: a FAQ sheet imported again and again.

const words = { items: 'Q&A pairs', examples: 'the rows of a sheet' };
const [question, answer] = qaProperties(bot.label);

export const properties: INodeProperties[] = [
	...syncHead(words),
	{
		...question,
		default: '={{ $json.question }}',
		description:
			'The question of the pair in this item. Pairs match the ones the agent holds by question, ignoring case and spaces.',
	},
	{
		...answer,
		default: '={{ $json.answer }}',
		description:
			'The answer of the pair in this item. A pair the data source already has with another answer is replaced: the new pair is added, then the old one deleted.',
	},
	...syncTail(words, QA_KIND.deleteName),
];

export const option: OperationOption = {
	name: 'Sync Q&A',
	action: 'Sync the Q&A data sources of an AI agent: add, replace, delete',
	description:
		"Make an agent's Q&A pairs match the input items: add, replace and optionally delete",
};

export async function executeAll(this: IExecuteFunctions): Promise<INodeExecutionData[]> {
	return await runSync(this, QA_KIND);
}
