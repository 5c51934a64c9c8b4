import { defineResource } from '../../../shared/operations/resource';
import * as get from './get.operation';
import * as getAgents from './getAgents.operation';
import * as getConversations from './getConversations.operation';
import * as getMany from './getMany.operation';
import * as upsert from './upsert.operation';

export const contact = defineResource({
	resource: 'contact',
	name: 'Contact',
	default: 'upsert',
	operations: {
		get,
		getAgents,
		getConversations,
		getMany,
		upsert,
	},
});
