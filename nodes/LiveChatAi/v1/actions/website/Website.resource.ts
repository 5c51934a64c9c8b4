import { defineResource } from '../../../shared/node/resource';
import * as crawl from './crawl.operation';

export const website = defineResource({
	name: 'Website',
	default: 'crawl',
	operations: {
		crawl,
	},
});
