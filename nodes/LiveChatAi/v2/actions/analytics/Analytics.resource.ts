import type { INodeProperties } from 'n8n-workflow';

import type { OperationModule } from '../../../shared/node/operation.type';
import * as get from './get.operation';

export const analyticsOperations: Record<string, OperationModule> = { get };

export const analyticsDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['analytics'] } },
		options: [
			{
				name: 'Get',
				value: 'get',
				action: 'Get analytics',
				description:
					'Get the figures of an agent for a period, beside those of the period before: an overview, human agents, AI functions or CSAT',
			},
		],
		default: 'get',
	},
	...get.description,
];
