import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { runsAsTool } from '../../../shared/operations/runsAsTool';
import { itemDateTimeRange } from '../../../shared/fields/isoDateTime';

import { readLimit, returnAllOrLimit } from '../../../shared/fields/returnAllOrLimit';
import { readList } from '../../../shared/lists/readList';
import { V2_MAX_PAGE_SIZE } from '../../../shared/serviceDecisions';
import { suggestionForModel } from './suggestionForModel';
import { filtersCollection } from '../../../shared/fields/optionsCollection';
import type { OperationOption } from '../../../shared/operations/resource';
import { smallerLimit } from '../../../shared/operations/toolResultBound';
import { bot } from '../bot';

export const resource = 'aiSuggestion';
export const key = 'getMany';

export const properties: INodeProperties[] = [
	bot.locator({ description: 'The agent whose AI suggestions to get' }),
	...returnAllOrLimit(),
	filtersCollection([
		{
			displayName: 'End Date',
			name: 'endDate',
			type: 'dateTime',
			default: '',
			description:
				'Only suggestions made at or before this time. Accepts a date, an ISO 8601 string or Unix seconds (e.g. from an expression); sent as an ISO 8601 date-time.',
		},
		{
			displayName: 'Start Date',
			name: 'startDate',
			type: 'dateTime',
			default: '',
			description:
				'Only suggestions made at or after this time. Accepts a date, an ISO 8601 string or Unix seconds (e.g. from an expression); sent as an ISO 8601 date-time.',
		},
	]),
];

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many AI suggestions',
	description:
		'Get the AI suggestions of an agent: answers it could improve, with the gap and a better answer',
};

/** As a tool, the hint of a cut result (toolResultBound.ts). */
export const forMoreAsTool = `${smallerLimit('suggestions')} AI Suggestion > Get reads one.`;

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const agentId = bot.id(this, itemIndex);
	const filters = this.getNodeParameter('filters', itemIndex, {}) as IDataObject;
	const dates = itemDateTimeRange(this, itemIndex, filters);
	const limit = readLimit(this, itemIndex);
	// [doc] Items under data.suggestions, the `pagination` wrapper inside `data`, size `limit` (at most 100);
	// startDate / endDate ISO 8601 date-times only.
	const spec = {
		path: '/api/v2/ai-suggestions',
		query: { agentId, ...dates },
		pageSize: { name: 'limit' as const, max: V2_MAX_PAGE_SIZE },
		items: ['data', 'suggestions'],
		each: runsAsTool(this) ? suggestionForModel : undefined,
	};
	return await readList.call(this, spec, limit, itemIndex);
}
