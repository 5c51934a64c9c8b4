import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { segment, v2Delete } from '../../../shared/transport';
import type { OperationOption } from '../../../shared/operations/resource';
import { bot } from '../bot';

export const resource = 'agent';
export const key = 'delete';

export const properties: INodeProperties[] = [
	bot.locator({
		description: 'The agent to delete, with its data sources and conversations',
	}),
];

export const option: OperationOption = {
	name: 'Delete',
	action: 'Delete an AI agent',
	description: 'Delete an agent',
};

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const agentId = bot.id(this, itemIndex);
	const path = `/api/v2/agents/${segment(agentId)}`;
	const options = { path, itemIndex, notFoundIsGone: true, bodyNeeded: false } as const;
	const { alreadyDeleted } = await v2Delete.call(this, options);
	return { deleted: true, agentId, ...(alreadyDeleted ? { alreadyDeleted } : {}) };
}
