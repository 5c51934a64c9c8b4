import type { INodeProperties } from 'n8n-workflow';

import type { OperationModule } from '../../../shared/node/operation.type';
import * as getMany from './getMany.operation';
import * as sendTypingIndicator from './sendTypingIndicator.operation';

export const conversationOperations: Record<string, OperationModule> = {
	getMany,
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
				name: 'Get Many',
				value: 'getMany',
				action: 'Get many conversations',
				description: 'Get the conversations of a chatbot, with filters',
			},
			{
				name: 'Send Typing Indicator',
				value: 'sendTypingIndicator',
				action: 'Send a typing indicator to a conversation',
				description:
					"Show or hide the human agent's typing indicator in the chat widget of a conversation",
			},
		],
		default: 'getMany',
	},
	...getMany.description,
	...sendTypingIndicator.description,
];
