import type { INodeProperties } from 'n8n-workflow';

import { operationField } from '../../../shared/descriptions/operationField';
import type { OperationModule } from '../../../shared/operation.type';
import * as get from './get.operation';

export const analyticsOperations: Record<string, OperationModule> = { get };

export const analyticsDescription: INodeProperties[] = [
	operationField(
		'analytics',
		[
			{
				name: 'Get',
				value: 'get',
				action: 'Get analytics',
				description:
					'Get the figures of an agent for a period, beside those of the period before: an overview, human agents, AI functions or CSAT',
			},
		],
		'get',
	),
	...get.description,
];
