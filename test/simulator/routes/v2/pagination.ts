/**
 * Paging of the v2 lists. The published API has three wrappers and two names for the page size, so each
 * list says which it uses; all share the rules: page >= 1 (default 1), size 1..100, else 400 naming the
 * parameter; totalPages = ceil(total / size) (0 for an empty list); a page past the end is empty.
 *  - pages      (agents, contacts, data sources; size `limit`):
 *               `{totalCount, pages:{page, perPage, totalPages, hasPrevious, hasNext, previous, next}}`,
 *               previous/next being page numbers or null
 *  - meta       (conversations, inbox views, a contact's conversations; size `perPage`):
 *               `{meta:{total, perPage, currentPage, totalPages}}`
 *  - pagination (AI suggestions; size `limit`):
 *               `{pagination:{page, limit, totalCount, totalPages, hasNextPage, hasPreviousPage}}`
 */
import { queryInteger, type Query } from '../../validation';

export const MAX_PAGE_SIZE = 100;

export interface PageRequest {
	page: number;
	size: number;
}

export function readPage(
	query: Query,
	sizeName: 'limit' | 'perPage',
	defaultSize: number,
): PageRequest {
	return {
		page: queryInteger(query, 'page', { min: 1, default: 1 }),
		size: queryInteger(query, sizeName, { min: 1, max: MAX_PAGE_SIZE, default: defaultSize }),
	};
}

function cut<T>(all: T[], { page, size }: PageRequest) {
	const totalPages = Math.ceil(all.length / size);
	return {
		items: all.slice((page - 1) * size, page * size),
		totalPages,
		hasPrevious: page > 1,
		hasNext: page < totalPages,
	};
}

export function pagesWrapper<T>(all: T[], req: PageRequest) {
	const c = cut(all, req);
	return {
		items: c.items,
		totalCount: all.length,
		pages: {
			page: req.page,
			perPage: req.size,
			totalPages: c.totalPages,
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
			total: all.length,
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
			totalCount: all.length,
			totalPages: c.totalPages,
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
