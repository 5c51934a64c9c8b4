import type { IDataObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import type { ListRequestOptions, RequestContext } from '../transport/request';
import { apiRequest } from '../transport/request';
import { at, isRecord } from '../transport/json';
import type { Page } from './collectPages';
import { requestWindowOf } from '../transport/requestLimits';
import { collectPages } from './collectPages';

/**
 * A list endpoint of the v2 API. [doc] Its lists come in four wrappers (`pages`, `meta`, `pagination`, at the
 * top of the body or inside `data`; `metadata` inside `data`, CSAT's feedback) and name the page size `limit`,
 * `perPage` or `pageSize`: a spec says which, so one paginator reads them all.
 */
export interface ListSpec {
	path: string;
	/** The query besides paging (agentId, filters). */
	query?: IDataObject;
	pageSize: { name: 'limit' | 'perPage' | 'pageSize'; max: number };
	/** Where the items sit in the body, e.g. ['data'] or ['data', 'items']. */
	items: readonly string[];
	/** Retries and timeout of its requests, when not the transport's (a poll's). */
	request?: Omit<ListRequestOptions, 'itemIndex'>;
	/**
	 * Made of each item as its page arrives (Simplify): a long Return All then holds the output's items, not
	 * every page's full items as well until the last page.
	 */
	each?: (item: IDataObject) => IDataObject;
}

const WRAPPERS = ['pages', 'meta', 'pagination', 'metadata'] as const;

/** [doc] `metadata` says `totalPageCount` and `next` (the next page's number, null on the last page). */
function nextOf(info: Record<string, unknown>): unknown {
	return info.hasNext ?? info.hasNextPage ?? ('next' in info ? info.next !== null : undefined);
}

/** What a page says of the rest of the list, whichever wrapper carries it. */
export function pageInfo(body: unknown): { totalPages?: number; hasNext?: boolean } {
	for (const holder of [body, at(body, ['data'])]) {
		if (!isRecord(holder)) continue;
		for (const wrapper of WRAPPERS) {
			const info = holder[wrapper];
			if (!isRecord(info)) continue;
			const hasNext = nextOf(info);
			const totalPages = info.totalPages ?? info.totalPageCount;
			return {
				totalPages: typeof totalPages === 'number' ? totalPages : undefined,
				hasNext: typeof hasNext === 'boolean' ? hasNext : undefined,
			};
		}
	}
	return {};
}

/** One page of a list endpoint: its items and what it says of the rest. */
export async function readListPage(
	this: RequestContext,
	spec: ListSpec,
	page: number,
	size: number = spec.pageSize.max,
	itemIndex?: number,
): Promise<Page<IDataObject>> {
	const qs = { ...spec.query, page, [spec.pageSize.name]: size };
	const { path, request } = spec;
	const body = await apiRequest.call(this, { method: 'GET', path, qs, itemIndex, ...request });
	const items = at(body, spec.items);
	if (!Array.isArray(items)) {
		throw new NodeApiError(
			this.getNode(),
			{},
			{
				message: `LiveChatAI sent a list without ${spec.items.join('.')}`,
				description: `The response of GET ${spec.path} did not have the documented shape.`,
				itemIndex,
			},
		);
	}
	const { totalPages, hasNext } = pageInfo(body);
	// A page that says there is no next one ends the list as surely as a total would.
	const records = items.filter(isRecord);
	return {
		items: spec.each ? records.map(spec.each) : records,
		totalPages: hasNext === false ? page : totalPages,
	};
}

/** Every item of a list (limit undefined), or the first `limit`: no request past the page that holds them. */
export async function readList(
	this: RequestContext,
	spec: ListSpec,
	limit: number | undefined,
	itemIndex?: number,
): Promise<IDataObject[]> {
	return await collectPages(
		async (page, size) => await readListPage.call(this, spec, page, size, itemIndex),
		{ limit, maxPerPage: spec.pageSize.max, pagesAtOnce: () => requestWindowOf(this) },
	);
}
