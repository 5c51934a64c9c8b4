import { defineResource } from '../../../shared/operations/resource';
import * as crawl from './crawl.operation';

export const website = defineResource({
	resource: 'website',
	name: 'Website',
	default: 'crawl',
	operations: {
		crawl,
	},
});
