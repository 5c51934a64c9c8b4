import { defineResource } from '../../../shared/node/resource';
import * as crawl from './crawl.operation';

export const website = defineResource({
	resource: 'website',
	name: 'Website',
	default: 'crawl',
	operations: {
		crawl,
	},
});
