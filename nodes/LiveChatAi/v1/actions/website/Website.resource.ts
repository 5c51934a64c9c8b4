import type { INodeProperties } from 'n8n-workflow';

import { legacyDescription } from '../../../shared/legacy/legacyDescription';
import type { OperationModule } from '../../../shared/node/operation.type';
import * as crawl from './crawl.operation';

export const websiteOperations: Record<string, OperationModule> = { crawl };

export const websiteDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['website'] } },
		options: [
			{
				name: 'Crawl',
				value: 'crawl',
				action: 'Crawl a website',
				description: legacyDescription(
					'Find the internal links of a website, from a page or its sitemap',
				),
			},
		],
		default: 'crawl',
	},
	...crawl.description,
];
