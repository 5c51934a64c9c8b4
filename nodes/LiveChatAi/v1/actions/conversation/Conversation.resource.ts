import { defineResource } from '../../../shared/node/resource';
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
