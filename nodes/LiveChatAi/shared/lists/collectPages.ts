import { sizeNow, slidingWindow, type WindowSize } from '../operations/slidingWindow';
import { idOf, ListEnd, type Page } from './listEnd';

export interface PaginateOptions {
	/** Stop once this many items are held; undefined means every page. */
	limit?: number;
	maxPerPage: number;
	/** Pages requested at once once the first page told how many there are (the run's request window). */
	pagesAtOnce?: WindowSize;
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
 * Reads the pages (1-based) of a list until the limit is held or the list ends (ListEnd). When the first page
 * tells the number of pages, the others it needs are requested at once (`pagesAtOnce` in flight), else one after
 * the other; a list that grew meanwhile is read on past its last page. With a limit below the page size, the
 * page size asked shrinks to the limit, so a small limit costs one request. The service may serve fewer items a
 * page than asked: the first page, unless it is the last, holds the service's own size, which tells how many
 * pages a limit needs; no page past the limit is requested.
 */
export async function collectPages<T>(
	fetchPage: (page: number, perPage: number) => Promise<Page<T>>,
	{ limit, maxPerPage, pagesAtOnce = 1 }: PaginateOptions,
): Promise<T[]> {
	const perPage = limit === undefined ? maxPerPage : Math.max(1, Math.min(limit, maxPerPage));
	const wanted = limit ?? Infinity;
	const end = new ListEnd();
	const pages = [await fetchPage(1, perPage)];
	let ended = end.isLast(pages[0]);
	let held = pages[0].items.length;
	const served = Math.max(1, held);
	const known = Math.min(pages[0].totalPages ?? 1, Math.ceil(wanted / served));
	if (!ended && known > 1 && sizeNow(pagesAtOnce) > 1) {
		const outcomes = await slidingWindow(
			known - 1,
			pagesAtOnce,
			async (index) => await fetchPage(index + 2, perPage),
			{ stopOnError: true },
		);
		for (const outcome of outcomes) {
			if (outcome && 'error' in outcome) throw outcome.error;
			if (!outcome) continue;
			pages.push(outcome.value);
			ended = end.isLast(outcome.value);
			held += outcome.value.items.length;
		}
	}
	// On one after the other while the newest page does not end the list: where the list grew while it was read,
	// a page may repeat what an earlier one held, and its page count bounds the reading.
	while (!ended && held < wanted) {
		const next = await fetchPage(pages.length + 1, perPage);
		pages.push(next);
		ended = end.isLast(next);
		held += next.items.length;
	}
	const items = merge(pages);
	return limit === undefined ? items : items.slice(0, limit);
}
