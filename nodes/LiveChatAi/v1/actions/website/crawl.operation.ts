import { updateDisplayOptions } from 'n8n-workflow';

import { crawl, crawlProperties } from '../../../shared/crawl/crawl';

export const description = updateDisplayOptions(
	{ show: { resource: ['website'], operation: ['crawl'] } },
	crawlProperties,
);

export const execute = crawl;
