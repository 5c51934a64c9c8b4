import { crawl, crawlProperties } from '../../../shared/crawl/crawl';
import type { OperationOption } from '../../../shared/node/resource';
import { legacyDescription } from '../../../shared/legacy/legacyDescription';

export const option: OperationOption = {
	name: 'Crawl',
	action: 'Crawl a website',
	description: legacyDescription(
		'Find the internal links of a website, from a page or its sitemap',
	),
};

export const properties = crawlProperties;

export const execute = crawl;
