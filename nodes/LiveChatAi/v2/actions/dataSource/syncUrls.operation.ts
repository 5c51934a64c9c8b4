import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { requiredField } from '../../../shared/dataSources/fields';
import { runSync, syncHead, syncTail } from './sync/sync';
import { URL_KIND } from './sync/syncKinds';
import type { OperationOption } from '../../../shared/operations/resource';

export const resource = 'dataSource';
export const key = 'syncUrls';

// The pages of a help center or a sitemap: each run makes the agent's web pages equal to the list.

const words = { items: 'web pages', examples: 'the links of a sitemap' };

export const properties: INodeProperties[] = [
	...syncHead(words),
	{
		...requiredField(
			'URL',
			'url',
			'https://example.com/help/billing',
			'The http(s) address of the page in this item. Pages match by URL, ignoring the case of the host, a fragment (#…) and a trailing slash.',
		),
		default: '={{ $json.url }}',
	},
	...syncTail(words, URL_KIND.deleteName),
];

export const option: OperationOption = {
	name: 'Sync URLs',
	action: 'Sync the URL data sources of an AI agent: add, delete',
	description: "Make an agent's web pages match the input items: add and optionally delete",
};

export async function executeAll(this: IExecuteFunctions): Promise<INodeExecutionData[]> {
	return await runSync(this, URL_KIND);
}
