import { defineResource } from '../../../shared/operations/resource';
import * as create from './create.operation';
import * as deleteChatbot from './delete.operation';
import * as get from './get.operation';
import * as getChatCount from './getChatCount.operation';
import * as getMany from './getMany.operation';
import * as getMessageCount from './getMessageCount.operation';
import * as sendMessage from './sendMessage.operation';
import { bot } from '../bot';

export const chatbot = defineResource({
	resource: 'chatbot',
	name: bot.label,
	default: 'sendMessage',
	operations: {
		create,
		delete: deleteChatbot,
		get,
		getChatCount,
		getMany,
		getMessageCount,
		sendMessage,
	},
});
