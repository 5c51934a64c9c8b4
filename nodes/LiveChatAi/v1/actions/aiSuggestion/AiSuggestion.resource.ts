import type { INodeProperties } from 'n8n-workflow';

import type { OperationModule } from '../../../shared/node/operation.type';
import * as dismiss from './dismiss.operation';

export const aiSuggestionOperations: Record<string, OperationModule> = { dismiss };

export const aiSuggestionDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['aiSuggestion'] } },
		options: [
			{
				name: 'Dismiss',
				value: 'dismiss',
				action: 'Dismiss an AI suggestion',
				description:
					'CursorPoint an AI suggestion for improving the knowledge as ignored, so it is no longer listed',
			},
		],
		default: 'dismiss',
	},
	...dismiss.description,
];
