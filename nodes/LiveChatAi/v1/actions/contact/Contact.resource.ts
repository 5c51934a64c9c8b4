import type { INodeProperties } from 'n8n-workflow';

import { legacyDescription } from '../../../shared/legacy/legacyDescription';
import type { OperationModule } from '../../../shared/node/operation.type';
import * as getAgents from './getAgents.operation';
import * as upsert from './upsert.operation';

export const contactOperations: Record<string, OperationModule> = { getAgents, upsert };

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
				name: 'Get Chatbots',
				value: 'getAgents',
				action: 'Get the chatbots of a contact',
				description: legacyDescription('Get the chatbots a contact talked to'),
			},
		],
		default: 'upsert',
	},
	...upsert.description,
	...getAgents.description,
];
