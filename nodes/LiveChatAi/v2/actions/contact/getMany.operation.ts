import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { readLimit, returnAllOrLimit } from '../../../shared/fields/returnAllOrLimit';
import { V2_MAX_PAGE_SIZE } from '../../../shared/serviceDecisions';
import { readList } from '../../../shared/lists/readList';
import type { OperationOption } from '../../../shared/operations/resource';
import { smallerLimit } from '../../../shared/operations/toolResultBound';
import { bot } from '../bot';

export const resource = 'contact';
export const key = 'getMany';

export const properties: INodeProperties[] = [
	bot.locator({ description: 'The agent whose contacts to get' }),
	...returnAllOrLimit(),
];

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many contacts',
	description: 'Get the contacts of an agent',
};

/** As a tool, the hint of a cut result (toolResultBound.ts). */
export const forMoreAsTool = `${smallerLimit('contacts')} Contact > Get reads one.`;

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const agentId = bot.id(this, itemIndex);
	const limit = readLimit(this, itemIndex);
	const spec = {
		path: '/api/v2/contacts',
		query: { agentId },
		pageSize: { name: 'limit' as const, max: V2_MAX_PAGE_SIZE },
		items: ['data'],
	};
	return await readList.call(this, spec, limit, itemIndex);
}
