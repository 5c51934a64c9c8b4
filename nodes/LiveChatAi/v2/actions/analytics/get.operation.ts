import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { readLimit } from '../../../shared/fields/returnAllOrLimit';
import { isRecord } from '../../../shared/transport/json';
import type { OperationOption } from '../../../shared/operations/resource';
import { smallerLimit } from '../../../shared/operations/toolResultBound';
import { V2_MAX_PAGE_SIZE } from '../../../shared/serviceDecisions';
import { apiRequest } from '../../../shared/transport';
import { readList } from '../../../shared/lists/readList';
import { properties } from './fields';
import { feedbackItem, reportItems } from './output';
import { readAnalyticsRequest } from './query';
import { REPORTS } from './reports';

export const resource = 'analytics';
export const key = 'get';

export { properties };

export const option: OperationOption = {
	name: 'Get',
	action: 'Get analytics of an AI agent',
	description:
		'Get a report of an agent for a period (overview, human agents, AI functions, CSAT, topics, sentiments), beside the period before, as flat items',
};

/** As a tool, the hint of a cut result (toolResultBound.ts): CSAT feedback is the one long list. */
export const forMoreAsTool = `${smallerLimit('CSAT responses')} A shorter period gives fewer days.`;

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const { report, view, query } = readAnalyticsRequest(this, itemIndex);
	const { path } = REPORTS[report];
	if (view === 'feedback') {
		const limit = readLimit(this, itemIndex);
		// [doc] CSAT pages its feedback: data.currentPeriod.scores, `page` and `pageSize` (at most 100), the
		// `metadata` wrapper inside `data`.
		const spec = {
			path,
			query,
			pageSize: { name: 'pageSize' as const, max: V2_MAX_PAGE_SIZE },
			items: ['data', 'currentPeriod', 'scores'],
			each: feedbackItem,
		};
		return await readList.call(this, spec, limit, itemIndex);
	}
	// The whole body, not v2Request's `data`: Topics and Sentiments put `keys` and their counts beside `data`.
	const body = await apiRequest.call(this, { method: 'GET', path, qs: query, itemIndex });
	const { startDate, endDate, timezone } = query;
	const items = reportItems(report, view, isRecord(body) ? body : {}, {
		startDate,
		endDate,
		timezone,
	});
	return items as IDataObject[];
}
