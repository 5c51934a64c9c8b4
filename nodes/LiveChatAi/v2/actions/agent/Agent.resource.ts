import { defineResource } from '../../../shared/operations/resource';
import * as create from './create.operation';
import * as deleteAgent from './delete.operation';
import * as get from './get.operation';
import * as getConversationCount from './getConversationCount.operation';
import * as getMany from './getMany.operation';
import * as getMessageCount from './getMessageCount.operation';
import { bot } from '../bot';

export const agent = defineResource({
	resource: 'agent',
	name: bot.label,
	default: 'getMany',
	operations: {
		create,
		delete: deleteAgent,
		get,
		getConversationCount,
		getMany,
		getMessageCount,
	},
});
