import { at, isRecord } from '../transport/json';

/**
 * What a page of a v2 list says of the rest. [doc] Four wrappers carry it: `pages` (agents, contacts, data
 * sources; its item count `totalCount` beside it), `meta` (conversations, inbox views), `pagination` (AI
 * suggestions), at the top of the body or inside `data`, and `metadata` inside `data` (CSAT's feedback).
 */
export interface PageInfo {
	/** How many pages the list has at the size the service served: its page count, else its item count over its page size. */
	totalPages?: number;
	/** Whether a page follows: `hasNext`, `hasNextPage`, or `next` (null on the last page). */
	hasNext?: boolean;
}

const WRAPPERS = ['pages', 'meta', 'pagination', 'metadata'] as const;

const numberOr = (...values: unknown[]) =>
	values.find((value) => typeof value === 'number') as number | undefined;

/** [doc] `metadata` says `totalPageCount` and `next` (the next page's number, null on the last page). */
function nextOf(info: Record<string, unknown>): unknown {
	return info.hasNext ?? info.hasNextPage ?? ('next' in info ? info.next !== null : undefined);
}

/** The page count, or the item count over the page size the wrapper says it served. */
function totalPagesOf(holder: Record<string, unknown>, info: Record<string, unknown>) {
	const pages = numberOr(info.totalPages, info.totalPageCount);
	if (pages !== undefined) return pages;
	const total = numberOr(info.total, info.totalCount, info.totalItemCount, holder.totalCount);
	const size = numberOr(info.perPage, info.limit, info.pageSize);
	return total !== undefined && size !== undefined && size > 0
		? Math.ceil(total / size)
		: undefined;
}

/** What a page says of the rest of the list, whichever wrapper carries it. */
export function pageInfo(body: unknown): PageInfo {
	for (const holder of [body, at(body, ['data'])]) {
		if (!isRecord(holder)) continue;
		for (const wrapper of WRAPPERS) {
			const info = holder[wrapper];
			if (!isRecord(info)) continue;
			const hasNext = nextOf(info);
			return {
				totalPages: totalPagesOf(holder, info),
				hasNext: typeof hasNext === 'boolean' ? hasNext : undefined,
			};
		}
	}
	return {};
}

/**
 * Whether page `page` is the last by what it says: it has no next, or it is the last of its page count; false
 * where it says a page follows; undefined where it says nothing.
 */
export function saysLast({ totalPages, hasNext }: PageInfo, page: number): boolean | undefined {
	if (hasNext === false || (totalPages !== undefined && page >= totalPages)) return true;
	return totalPages !== undefined || hasNext === true ? false : undefined;
}
