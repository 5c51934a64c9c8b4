import { defineResource } from '../../../shared/operations/resource';
import * as end from './end.operation';
import * as get from './get.operation';
import * as getMany from './getMany.operation';
import * as getManyInboxViews from './getManyInboxViews.operation';
import * as reply from './reply.operation';
import * as sendMessage from './sendMessage.operation';
import * as sendTypingIndicator from './sendTypingIndicator.operation';

export const conversation = defineResource({
	resource: 'conversation',
	name: 'Conversation',
	default: 'sendMessage',
	operations: {
		end,
		get,
		getMany,
		getManyInboxViews,
		reply,
		sendMessage,
		sendTypingIndicator,
	},
});
