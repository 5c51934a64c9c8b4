import type { INodeProperties } from 'n8n-workflow';

import type { OperationModule } from '../../../shared/node/operation.type';
import * as get from './get.operation';
import * as getMany from './getMany.operation';
import * as getManyInboxViews from './getManyInboxViews.operation';
import * as reply from './reply.operation';
import * as sendMessage from './sendMessage.operation';
import * as sendTypingIndicator from './sendTypingIndicator.operation';

export const conversationOperations: Record<string, OperationModule> = {
	get,
	getMany,
	getManyInboxViews,
	reply,
	sendMessage,
	sendTypingIndicator,
};

export const conversationDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['conversation'] } },
		options: [
			{
				name: 'Get',
				value: 'get',
				action: 'Get a conversation',
				description: 'Get a conversation with its messages',
			},
			{
				name: 'Get Many',
				value: 'getMany',
				action: 'Get many conversations',
				description: 'Get the conversations of an agent, with filters',
			},
			{
				name: 'Get Many Inbox Views',
				value: 'getManyInboxViews',
				action: 'Get many inbox views',
				description: 'Get the saved inbox views of an agent',
			},
			{
				name: 'Reply as Human Agent',
				value: 'reply',
				action: 'Reply as a human agent',
				description: 'Send a message in a conversation as a human agent',
			},
			{
				name: 'Send Message',
				value: 'sendMessage',
				action: 'Send a message to an AI agent',
				description: 'Ask an agent a question and get its answer, in a new or ongoing conversation',
			},
			{
				name: 'Send Typing Indicator',
				value: 'sendTypingIndicator',
				action: 'Send a typing indicator to a conversation',
				description:
					"Show or hide the human agent's typing indicator in the chat widget of a conversation",
			},
		],
		default: 'sendMessage',
	},
	...get.description,
	...getMany.description,
	...getManyInboxViews.description,
	...reply.description,
	...sendMessage.description,
	...sendTypingIndicator.description,
];
