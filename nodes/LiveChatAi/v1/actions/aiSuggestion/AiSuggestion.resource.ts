import type { INodeProperties } from 'n8n-workflow';

import { dismissOption } from '../../../shared/aiSuggestions';
import type { OperationModule } from '../../../shared/operation.type';
import * as dismiss from './dismiss.operation';

export const aiSuggestionOperations: Record<string, OperationModule> = { dismiss };

export const aiSuggestionDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['aiSuggestion'] } },
		options: [dismissOption],
		default: 'dismiss',
	},
	...dismiss.description,
];
