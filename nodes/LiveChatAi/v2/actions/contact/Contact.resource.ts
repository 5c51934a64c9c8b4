import type { INodeProperties } from 'n8n-workflow';

import { legacyDescription } from '../../../shared/legacy/legacyDescription';
import type { OperationModule } from '../../../shared/node/operation.type';
import * as get from './get.operation';
import * as getAgents from './getAgents.operation';
import * as getConversations from './getConversations.operation';
import * as getMany from './getMany.operation';
import * as upsert from './upsert.operation';

export const contactOperations: Record<string, OperationModule> = {
	get,
	getAgents,
	getConversations,
	getMany,
	upsert,
};

export const contactDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['contact'] } },
		options: [
			{
				name: 'Create or Update',
				value: 'upsert',
				action: 'Create or update a contact',
				description: 'Create a new record, or update the current one if it already exists (upsert)',
			},
			{
				name: 'Get',
				value: 'get',
				action: 'Get a contact',
				description: 'Get a contact with its attributes',
			},
			{
				name: 'Get Agents',
				value: 'getAgents',
				action: 'Get the AI agents of a contact',
				description: legacyDescription('Get the agents a contact talked to'),
			},
			{
				name: 'Get Conversations',
				value: 'getConversations',
				action: 'Get the conversations of a contact',
				description: 'Get the conversations of a contact, with every agent',
			},
			{
				name: 'Get Many',
				value: 'getMany',
				action: 'Get many contacts',
				description: 'Get the contacts of an agent',
			},
		],
		default: 'upsert',
	},
	...upsert.description,
	...get.description,
	...getAgents.description,
	...getConversations.description,
	...getMany.description,
];
