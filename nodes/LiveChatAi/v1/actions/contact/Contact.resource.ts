import { defineResource } from '../../../shared/operations/resource';
import * as getAgents from './getAgents.operation';
import * as upsert from './upsert.operation';

export const contact = defineResource({
	resource: 'contact',
	name: 'Contact',
	default: 'upsert',
	operations: {
		getAgents,
		upsert,
	},
});
