import { defineResource } from '../../../shared/operations/resource';
import * as get from './get.operation';

export const chat = defineResource({
	resource: 'chat',
	name: 'Chat',
	default: 'get',
	operations: {
		get,
	},
});
