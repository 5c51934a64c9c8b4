import type { IDataObject } from 'n8n-workflow';

import { sizeNow, slidingWindow, type WindowSize } from '../node/slidingWindow';

export interface Page<T> {
	items: T[];
	totalPages?: number;
}

export interface PaginateOptions {
	/** Stop once this many items are held; undefined means every page. */
	limit?: number;
	maxPerPage: number;
	/** Pages requested at once once the first page told how many there are (the run's request window). */
	pagesAtOnce?: WindowSize;
}

/** The item's id, where it has one: a list read while it changes may show an item on two pages. */
function idOf(item: unknown): string | undefined {
	const id = (item as IDataObject | null)?.id;
	return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}

/** The items of the pages in page order, each id once (the first time it shows). */
function merge<T>(pages: Array<Page<T>>): T[] {
	const seen = new Set<string>();
	const merged: T[] = [];
	for (const item of pages.flatMap((page) => page.items)) {
		const id = idOf(item);
		if (id !== undefined && seen.has(id)) continue;
		if (id !== undefined) seen.add(id);
		merged.push(item);
	}
	return merged;
}

/**
 * Reads the pages (1-based) of a list until the limit is held or the list ends. When the first page tells the
 * number of pages, the others it needs are requested at once (`pagesAtOnce` in flight), else one after the
 * other; a list that grew meanwhile is read on past its last page. With a limit below the page size, the page
 * size shrinks to the limit, so a small limit costs one request, and no page past the limit is requested.
 */
export async function collectPages<T>(
	fetchPage: (page: number, perPage: number) => Promise<Page<T>>,
	{ limit, maxPerPage, pagesAtOnce = 1 }: PaginateOptions,
): Promise<T[]> {
	const perPage = limit === undefined ? maxPerPage : Math.max(1, Math.min(limit, maxPerPage));
	const needed = limit === undefined ? Infinity : Math.ceil(limit / perPage);
	const pages = [await fetchPage(1, perPage)];
	const known = Math.min(pages[0].totalPages ?? 1, needed);
	if (known > 1 && sizeNow(pagesAtOnce) > 1) {
		const outcomes = await slidingWindow(
			known - 1,
			pagesAtOnce,
			async (index) => await fetchPage(index + 2, perPage),
			{ stopOnError: true },
		);
		for (const outcome of outcomes) {
			if (outcome && 'error' in outcome) throw outcome.error;
			if (outcome) pages.push(outcome.value);
		}
	}
	// On one after the other: where the total is unknown, while pages come back full and bring an item not seen
	// before (a service that ignores `page` would otherwise send the same full page for ever); where it is
	// known, while the newest page says there are more (the list grew while it was read: a page may then repeat
	// what an earlier one held, and the total bounds the reading).
	const seen = new Set(pages.flatMap((page) => page.items.map(idOf)));
	while (pages.length < needed) {
		const last = pages[pages.length - 1];
		const unbounded = last.totalPages === undefined;
		if (unbounded ? last.items.length < perPage : pages.length >= last.totalPages!) break;
		const next = await fetchPage(pages.length + 1, perPage);
		const ids = next.items.map(idOf);
		if (unbounded && ids.every((id) => id !== undefined && seen.has(id))) break;
		for (const id of ids) seen.add(id);
		pages.push(next);
	}
	const items = merge(pages);
	return limit === undefined ? items : items.slice(0, limit);
}
