import type { INodeProperties } from 'n8n-workflow';

import type { OperationModule } from '../../../shared/node/operation.type';
import * as dismiss from './dismiss.operation';
import * as get from './get.operation';
import * as getMany from './getMany.operation';

export const aiSuggestionOperations: Record<string, OperationModule> = { dismiss, get, getMany };

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
			{
				name: 'Get',
				value: 'get',
				action: 'Get an AI suggestion',
				description: 'Get an AI suggestion for improving the knowledge by ID',
			},
			{
				name: 'Get Many',
				value: 'getMany',
				action: 'Get many AI suggestions',
				description:
					'Get the AI suggestions of an agent: answers it could improve, with the gap and a better answer',
			},
		],
		default: 'getMany',
	},
	...dismiss.description,
	...get.description,
	...getMany.description,
];
