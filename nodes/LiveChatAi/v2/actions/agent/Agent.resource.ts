import type { INodeProperties } from 'n8n-workflow';

import type { OperationModule } from '../../../shared/operation.type';
import * as create from './create.operation';
import * as deleteAgent from './delete.operation';
import * as get from './get.operation';
import * as getMany from './getMany.operation';

export const agentOperations: Record<string, OperationModule> = {
	create,
	delete: deleteAgent,
	get,
	getMany,
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
				action: 'Create an agent',
				description: 'Create an agent',
			},
			{
				name: 'Delete',
				value: 'delete',
				action: 'Delete an agent',
				description: 'Delete an agent',
			},
			{
				name: 'Get',
				value: 'get',
				action: 'Get an agent',
				description: 'Get an agent by ID or slug',
			},
			{
				name: 'Get Many',
				value: 'getMany',
				action: 'Get many agents',
				description: 'Get the agents of the account',
			},
		],
		default: 'getMany',
	},
	...create.description,
	...deleteAgent.description,
	...get.description,
	...getMany.description,
];
