import type { INodeProperties } from 'n8n-workflow';

import { legacyDescription } from '../../../shared/legacy/legacyDescription';
import type { OperationModule } from '../../../shared/node/operation.type';
import * as get from './get.operation';

export const chatOperations: Record<string, OperationModule> = { get };

export const chatDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['chat'] } },
		options: [
			{
				name: 'Get',
				value: 'get',
				action: 'Get a chat',
				description: legacyDescription('Get the details of a chat session'),
			},
		],
		default: 'get',
	},
	...get.description,
];
