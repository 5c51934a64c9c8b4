import type { INodeProperties } from 'n8n-workflow';

import { crawl, crawlProperties } from '../../../shared/crawl/crawl';
import type { OperationOption } from '../../../shared/node/resource';
import { legacyDescription } from '../../../shared/legacy/legacyDescription';

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

export const option: OperationOption = {
	name: 'Crawl Website',
	action: 'Crawl a website',
	description: legacyDescription(
		'Find the internal links of a website, from a page or its sitemap',
	),
};

export const execute = crawl;
