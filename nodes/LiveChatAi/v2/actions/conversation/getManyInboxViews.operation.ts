import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { botId, botLocator } from '../../../shared/descriptions/botLocator';
import { readLimit, returnAllOrLimit } from '../../../shared/descriptions/returnAllOrLimit';
import { INBOX_VIEW_ITEMS, V2_MAX_PAGE_SIZE } from '../../../shared/serviceDecisions';
import { readList } from '../../../shared/transport';
import type { OperationOption } from '../../../shared/node/resource';
import { smallerLimit } from '../../../shared/node/toolResultBound';

export const properties: INodeProperties[] = [
	botLocator('Agent', { description: 'The agent whose saved inbox views to get' }),
	...returnAllOrLimit(),
];

export const option: OperationOption = {
	name: 'Get Many Inbox Views',
	action: 'Get many inbox views',
	description: 'Get the saved inbox views of an agent',
};

/** As a tool, the hint of a cut result (toolResultBound.ts). */
export const forMoreAsTool = smallerLimit('views');

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const agentId = botId(this, itemIndex, 'Agent');
	const limit = readLimit(this, itemIndex);
	const spec = {
		path: '/api/v2/conversations/views',
		query: { agentId },
		pageSize: { name: 'perPage' as const, max: V2_MAX_PAGE_SIZE },
		items: INBOX_VIEW_ITEMS,
	};
	return await readList.call(this, spec, limit, itemIndex);
}
