import type { INodeProperties } from 'n8n-workflow';

import { legacyDescription } from '../../../shared/legacy/legacyDescription';
import type { OperationModule } from '../../../shared/node/operation.type';
import * as create from './create.operation';
import * as deleteChatbot from './delete.operation';
import * as get from './get.operation';
import * as getChatCount from './getChatCount.operation';
import * as getMany from './getMany.operation';
import * as getMessageCount from './getMessageCount.operation';
import * as sendMessage from './sendMessage.operation';

export const chatbotOperations: Record<string, OperationModule> = {
	create,
	delete: deleteChatbot,
	get,
	getChatCount,
	getMany,
	getMessageCount,
	sendMessage,
};

export const chatbotDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['chatbot'] } },
		options: [
			{
				name: 'Create',
				value: 'create',
				action: 'Create a chatbot',
				description: legacyDescription('Create a chatbot'),
			},
			{
				name: 'Delete',
				value: 'delete',
				action: 'Delete a chatbot',
				description: legacyDescription('Delete a chatbot'),
			},
			{
				name: 'Get',
				value: 'get',
				action: 'Get a chatbot',
				description: legacyDescription('Get the details of a chatbot'),
			},
			{
				name: 'Get Chat Count',
				value: 'getChatCount',
				action: 'Get the chat count of a chatbot',
				description: legacyDescription('Get how many chats a chatbot had'),
			},
			{
				name: 'Get Many',
				value: 'getMany',
				action: 'Get many chatbots',
				description: legacyDescription('Get the chatbots of the account'),
			},
			{
				name: 'Get Message Count',
				value: 'getMessageCount',
				action: 'Get the message count of a chatbot',
				description: legacyDescription('Get how many messages a chatbot exchanged'),
			},
			{
				name: 'Send Message',
				value: 'sendMessage',
				action: 'Send a message to a chatbot',
				description: legacyDescription('Send a question to a chatbot and get its reply'),
			},
		],
		default: 'sendMessage',
	},
	...create.description,
	...deleteChatbot.description,
	...get.description,
	...getChatCount.description,
	...getMany.description,
	...getMessageCount.description,
	...sendMessage.description,
];
