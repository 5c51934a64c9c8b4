import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { requiredField } from '../../../shared/dataSources/fields';
import { withRequestOptions } from '../../../shared/descriptions/requestOptions';
import { matchByField, runSync, syncHead, syncTail } from './sync';
import { TEXT_KIND } from './syncKinds';

// Pages of a handbook, a price list, notes kept elsewhere: each run makes the agent's texts equal to them.

const words = { items: 'texts', examples: 'the pages of a handbook' };

const properties: INodeProperties[] = [
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
	...syncTail(words, 'Delete Texts Not in Input'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['dataSource'], operation: ['syncTexts'] } },
	withRequestOptions(properties),
);

export async function executeAll(this: IExecuteFunctions): Promise<INodeExecutionData[]> {
	return await runSync(this, TEXT_KIND);
}
