import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { readLimit, returnAllOrLimit } from '../../../shared/fields/returnAllOrLimit';
import {
	additionalQueryParameters,
	readAdditional,
} from '../../../shared/legacy/additionalParameters';
import { parameterText } from '../../../shared/fields/validation';
import {
	INBOX_VIEW_ITEMS,
	INBOX_VIEW_SEARCH_PARAMETER,
	V2_MAX_PAGE_SIZE,
} from '../../../shared/serviceDecisions';
import { readList } from '../../../shared/lists/readList';
import { filtersCollection } from '../../../shared/fields/optionsCollection';
import type { OperationOption } from '../../../shared/operations/resource';
import { smallerLimit } from '../../../shared/operations/toolResultBound';
import { bot } from '../bot';

export const resource = 'conversation';
export const key = 'getManyInboxViews';

export const properties: INodeProperties[] = [
	bot.locator({ description: 'The agent whose saved inbox views to get' }),
	...returnAllOrLimit(),
	filtersCollection([
		{
			displayName: 'Name',
			name: 'name',
			type: 'string',
			default: '',
			placeholder: 'e.g. billing',
			description: 'Search the views by name: only views whose name matches this text',
		},
	]),
	// The search's parameter name is not published (INBOX_VIEW_SEARCH_PARAMETER): another one can be sent here.
	additionalQueryParameters,
];

export const option: OperationOption = {
	name: 'Get Many Inbox Views',
	action: 'Get many inbox views',
	description: 'Get the saved inbox views of an agent, optionally searched by name',
};

/** As a tool, the hint of a cut result (toolResultBound.ts). */
export const forMoreAsTool = smallerLimit('views');

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const agentId = bot.id(this, itemIndex);
	const limit = readLimit(this, itemIndex);
	const name = parameterText(this.getNodeParameter('filters.name', itemIndex, ''));
	// The node's own parameters win over the additional ones on a clash, as in the legacy operations.
	const query = {
		...readAdditional(this, 'additionalQueryParameters', itemIndex),
		agentId,
		...(name ? { [INBOX_VIEW_SEARCH_PARAMETER]: name } : {}),
	};
	const spec = {
		path: '/api/v2/conversations/views',
		query,
		pageSize: { name: 'perPage' as const, max: V2_MAX_PAGE_SIZE },
		items: INBOX_VIEW_ITEMS,
	};
	return await readList.call(this, spec, limit, itemIndex);
}
