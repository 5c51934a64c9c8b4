import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { crawl, crawlProperties } from '../../../shared/crawl/crawl';
import { withRequestOptions } from '../../../shared/descriptions/requestOptions';

const properties: INodeProperties[] = [
	{
		displayName:
			'Outputs the links of a site, not data sources: add the pages you want with Data Source > Add URL',
		name: 'crawlHint',
		type: 'notice',
		default: '',
	},
	...crawlProperties,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['dataSource'], operation: ['crawlWebsite'] } },
	withRequestOptions(properties),
);

export const execute = crawl;
