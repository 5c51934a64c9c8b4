export interface Page<T> {
	items: T[];
	totalPages?: number;
}

export interface PaginateOptions {
	/** Stop once this many items are held; undefined means every page. */
	limit?: number;
	maxPerPage: number;
}

/**
 * Reads page after page (1-based) until the limit is held or the list ends. With a limit below the page size,
 * the page size shrinks to the limit, so a small limit costs one request.
 */
export async function collectPages<T>(
	fetchPage: (page: number, perPage: number) => Promise<Page<T>>,
	{ limit, maxPerPage }: PaginateOptions,
): Promise<T[]> {
	const perPage = limit === undefined ? maxPerPage : Math.max(1, Math.min(limit, maxPerPage));
	const collected: T[] = [];
	for (let page = 1; ; page++) {
		const { items, totalPages } = await fetchPage(page, perPage);
		collected.push(...items);
		const full = limit !== undefined && collected.length >= limit;
		const lastPage = items.length < perPage || (totalPages !== undefined && page >= totalPages);
		if (full || lastPage) break;
	}
	return limit === undefined ? collected : collected.slice(0, limit);
}
