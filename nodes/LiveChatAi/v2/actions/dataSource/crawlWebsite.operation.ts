import type { INodeProperties } from 'n8n-workflow';

import { crawl, crawlAction, crawlProperties } from '../../../shared/legacy/crawl';
import type { OperationOption } from '../../../shared/operations/resource';

export const resource = 'dataSource';
export const key = 'crawlWebsite';

export const properties: INodeProperties[] = [
	{
		displayName:
			'Outputs the links of a site, not data sources: add the pages you want with Data Source > Add URL',
		name: 'crawlHint',
		type: 'notice',
		default: '',
	},
	...crawlProperties,
];

export const option: OperationOption = { name: 'Crawl Website', ...crawlAction };

export const execute = crawl;
