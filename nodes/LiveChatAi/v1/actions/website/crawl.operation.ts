import { updateDisplayOptions } from 'n8n-workflow';

import { crawl, crawlProperties } from '../../../shared/crawl/crawl';
import { withRequestOptions } from '../../../shared/descriptions/requestOptions';

export const description = updateDisplayOptions(
	{ show: { resource: ['website'], operation: ['crawl'] } },
	withRequestOptions(crawlProperties),
);

export const execute = crawl;
