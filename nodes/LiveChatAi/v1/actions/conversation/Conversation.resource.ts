import { defineResource } from '../../../shared/operations/resource';
import * as getMany from './getMany.operation';
import * as sendTypingIndicator from './sendTypingIndicator.operation';

export const conversation = defineResource({
	resource: 'conversation',
	name: 'Conversation',
	default: 'getMany',
	operations: {
		getMany,
		sendTypingIndicator,
	},
});
