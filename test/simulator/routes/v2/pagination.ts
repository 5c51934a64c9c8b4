/**
 * Paging of the v2 lists. The published API has four wrappers (pages, meta, pagination; metadata for CSAT's
 * feedback) and three names for the page size (limit, perPage, pageSize), so each list says which it uses; all share the rules below. With the paging
 * setting `ignoresPage` (a fault), every page is the first, without totals, and says there is a next. With the
 * form `maxPageSize` below the size asked, a page holds that many and its paging fields say so. With the form
 * `pageCounts` off, the wrappers that carry a next marker (pages, pagination, metadata) leave their counts out and
 * tell the end by that marker alone; meta, which has no marker, keeps its counts.
 */
import type { RouteContext } from '../../server/context';
import { queryInteger } from '../../server/validation';

export const MAX_PAGE_SIZE = 100;

export interface PageRequest {
	page: number;
	size: number;
	/** The `ignoresPage` fault: the first page whatever was asked, no totals, always a next page. */
	ignoresPage?: boolean;
	/** The form `pageCounts` off: a wrapper with a next marker says no item or page count. */
	markerOnly?: boolean;
}

export function readPage(
	{ query, settings }: Pick<RouteContext, 'query' | 'settings'>,
	sizeName: 'limit' | 'perPage' | 'pageSize',
	defaultSize: number,
): PageRequest {
	const asked = queryInteger(query, sizeName, { min: 1, max: MAX_PAGE_SIZE, default: defaultSize });
	// The legal form of a service that serves smaller pages than asked: its paging fields say the size it used.
	const size = Math.min(asked, settings.forms.maxPageSize);
	const page = queryInteger(query, 'page', { min: 1, default: 1 });
	const markerOnly = !settings.forms.pageCounts;
	return settings.paging === 'ignoresPage'
		? { page: 1, size, ignoresPage: true, markerOnly }
		: { page, size, markerOnly };
}

/** The counts a wrapper with a next marker says: none under the form `pageCounts` off. */
function markedCounts<T extends object>(req: PageRequest, counts: T): Partial<T> {
	return req.markerOnly ? {} : counts;
}

function cut<T>(all: T[], { page, size, ignoresPage }: PageRequest) {
	const totalPages = ignoresPage ? undefined : Math.ceil(all.length / size);
	return {
		items: all.slice((page - 1) * size, page * size),
		totalPages,
		total: ignoresPage ? undefined : all.length,
		hasPrevious: page > 1,
		hasNext: totalPages === undefined || page < totalPages,
	};
}

export function pagesWrapper<T>(all: T[], req: PageRequest) {
	const c = cut(all, req);
	return {
		items: c.items,
		...markedCounts(req, { totalCount: c.total }),
		pages: {
			page: req.page,
			perPage: req.size,
			...markedCounts(req, { totalPages: c.totalPages }),
			hasPrevious: c.hasPrevious,
			hasNext: c.hasNext,
			previous: c.hasPrevious ? req.page - 1 : null,
			next: c.hasNext ? req.page + 1 : null,
		},
	};
}

export function metaWrapper<T>(all: T[], req: PageRequest) {
	const c = cut(all, req);
	return {
		items: c.items,
		meta: {
			total: c.total,
			perPage: req.size,
			currentPage: req.page,
			totalPages: c.totalPages,
		},
	};
}

export function paginationWrapper<T>(all: T[], req: PageRequest) {
	const c = cut(all, req);
	return {
		items: c.items,
		pagination: {
			page: req.page,
			limit: req.size,
			...markedCounts(req, { totalCount: c.total, totalPages: c.totalPages }),
			hasNextPage: c.hasNext,
			hasPreviousPage: c.hasPrevious,
		},
	};
}

/** The order of the v2 lists of agents, contacts, data sources and suggestions: newest createdAt first,
 * ties by id descending, so that pages never overlap. */
export function newestFirst(
	a: { createdAt: string; id: string },
	b: { createdAt: string; id: string },
) {
	const d = Date.parse(b.createdAt) - Date.parse(a.createdAt);
	return d !== 0 ? d : a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

type Created = { createdAt: string; id: string };

/**
 * The order of a list by `createdAt` the form `contactAndScoreOrder` names: newest first, its reverse, or none
 * (by the id read backwards: a fixed order, so pages never overlap, that says nothing of `createdAt`).
 */
export function createdOrder(order: 'newestFirst' | 'oldestFirst' | 'unordered') {
	if (order === 'newestFirst') return newestFirst;
	if (order === 'oldestFirst') return (a: Created, b: Created) => newestFirst(b, a);
	const key = ({ id }: Created) => [...id].reverse().join('');
	return (a: Created, b: Created) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);
}

/** [doc] CSAT's feedback: `metadata` with the counts, the current page and the previous and next ones (or null). */
export function metadataWrapper<T>(all: T[], req: PageRequest) {
	const { items, total, totalPages, hasPrevious, hasNext } = cut(all, req);
	const [prev, next] = [hasPrevious && req.page - 1, hasNext && req.page + 1];
	const counts = markedCounts(req, { totalItemCount: total, totalPageCount: totalPages });
	const metadata = { ...counts, currentPage: req.page };
	return {
		items,
		metadata: { ...metadata, prev: prev || null, next: next || null, pageSize: req.size },
	};
}
