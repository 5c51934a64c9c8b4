import type { IDataObject, IPollFunctions } from 'n8n-workflow';

import { LIST_DATE_FILTER_STEP_SECONDS, V2_MAX_PAGE_SIZE } from '../serviceDecisions';
import type { ListRequestOptions } from '../transport';
import { readListPage } from '../lists/readList';
import { ListEnd } from '../lists/listEnd';
import { isoDateTime } from '../fields/isoDateTime';
import { instantKey } from '../lists/instants';
import type { EventSource, InstantKey } from './newEvents';

/**
 * The AI suggestions of an agent made at or after the bound, newest createdAt first. Read by time,
 * not by page number alone: each page after the first asks for suggestions up to the oldest one read (its
 * second included, both ends of the API's range are), so suggestions dismissed or made while the pages are
 * read shift no page and none is skipped. Only where a whole page shares one second does the page number move.
 */
export function aiSuggestionSource(
	context: IPollFunctions,
	agentId: string,
	request: Omit<ListRequestOptions, 'itemIndex'>,
): EventSource {
	return {
		open(bound) {
			const startDate = bound === undefined ? undefined : filterDate(bound, 'down');
			let endDate: string | undefined;
			let page = 1;
			// A new range (endDate) is a new list: its pages end by what they say of it.
			let end = new ListEnd();
			return {
				async next() {
					const spec = {
						path: '/api/v2/ai-suggestions',
						query: { agentId, startDate, endDate },
						pageSize: { name: 'limit' as const, max: V2_MAX_PAGE_SIZE },
						items: ['data', 'suggestions'],
						request,
					};
					const read = await readListPage.call(context, spec, page);
					const { items } = read;
					if (end.isLast(read)) return { items, done: true };
					const oldest = instantKey(items[items.length - 1].createdAt);
					const upTo = oldest === undefined ? undefined : filterDate(oldest, 'up');
					// Same-length UTC date-times: string order is time order.
					if (upTo !== undefined && (endDate === undefined || upTo < endDate)) {
						[endDate, page, end] = [upTo, 1, new ListEnd()];
					} else page += 1;
					return { items, done: false };
				},
			};
		},
		read(suggestion: IDataObject) {
			const createdAt = instantKey(suggestion.createdAt);
			if (suggestion.id === undefined || suggestion.id === null || !createdAt) return undefined;
			return { id: String(suggestion.id), last: createdAt, eventAt: createdAt, item: suggestion };
		},
	};
}

/**
 * An instant as the list's date filters take it ([doc] an ISO 8601 date-time), in whole seconds rounded outwards
 * to the decided step.
 */
function filterDate(key: InstantKey, round: 'down' | 'up'): string {
	const seconds = Date.parse(`${key.slice(0, 19)}Z`) / 1000;
	const exact = !/[1-9]/.test(/\.(\d+)Z$/.exec(key)?.[1] ?? '');
	const step = LIST_DATE_FILTER_STEP_SECONDS;
	const steps =
		round === 'down'
			? Math.floor(seconds / step)
			: Math.floor(seconds / step) + (exact && seconds % step === 0 ? 0 : 1);
	return isoDateTime(steps * step * 1000);
}
