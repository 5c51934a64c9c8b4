import { defineResource } from '../../../shared/operations/resource';
import * as get from './get.operation';

export const analytics = defineResource({
	resource: 'analytics',
	name: 'Analytics',
	default: 'get',
	operations: {
		get,
	},
});
