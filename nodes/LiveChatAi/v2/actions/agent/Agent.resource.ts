import type { INodeProperties } from 'n8n-workflow';

import { legacyDescription } from '../../../shared/legacy/legacyDescription';
import type { OperationModule } from '../../../shared/node/operation.type';
import * as create from './create.operation';
import * as deleteAgent from './delete.operation';
import * as get from './get.operation';
import * as getConversationCount from './getConversationCount.operation';
import * as getMany from './getMany.operation';
import * as getMessageCount from './getMessageCount.operation';

export const agentOperations: Record<string, OperationModule> = {
	create,
	delete: deleteAgent,
	get,
	getConversationCount,
	getMany,
	getMessageCount,
};

export const agentDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['agent'] } },
		options: [
			{
				name: 'Create',
				value: 'create',
				action: 'Create an AI agent',
				description: 'Create an agent',
			},
			{
				name: 'Delete',
				value: 'delete',
				action: 'Delete an AI agent',
				description: 'Delete an agent',
			},
			{
				name: 'Get',
				value: 'get',
				action: 'Get an AI agent',
				description: 'Get an agent by ID or slug',
			},
			{
				name: 'Get Conversation Count',
				value: 'getConversationCount',
				action: 'Get the conversation count of an AI agent',
				description: legacyDescription('Get how many conversations an agent had since it began'),
			},
			{
				name: 'Get Many',
				value: 'getMany',
				action: 'Get many AI agents',
				description: 'Get the agents of the account',
			},
			{
				name: 'Get Message Count',
				value: 'getMessageCount',
				action: 'Get the message count of an AI agent',
				description: legacyDescription('Get how many messages an agent exchanged since it began'),
			},
		],
		default: 'getMany',
	},
	...create.description,
	...deleteAgent.description,
	...get.description,
	...getConversationCount.description,
	...getMany.description,
	...getMessageCount.description,
];
