import type { IDataObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import type { ListRequestOptions, RequestContext } from '../transport/request';
import { apiRequest } from '../transport/request';
import { at, isRecord } from '../transport/json';
import type { Page } from './listEnd';
import { ListEnd } from './listEnd';
import { requestWindowOf } from '../transport/requestLimits';
import { collectPages } from './collectPages';
import { pageInfo, saysLast } from './pageInfo';

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

/** One page of a list endpoint: its items and what it says of the rest (whether it is the last: ListEnd). */
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
	const info = pageInfo(body);
	const records = items.filter(isRecord);
	return {
		items: spec.each ? records.map(spec.each) : records,
		totalPages: info.hasNext === false ? page : info.totalPages,
		last: saysLast(info, page),
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

/**
 * A list read one page per call from the first, each page with whether it ends the list (ListEnd): how the
 * trigger's sources read newest first until they have read past their saved position.
 */
export function pagesOf(context: RequestContext, spec: ListSpec) {
	let page = 0;
	const end = new ListEnd();
	return {
		async next(): Promise<{ items: IDataObject[]; done: boolean }> {
			page += 1;
			const read = await readListPage.call(context, spec, page);
			return { items: read.items, done: end.isLast(read) };
		},
	};
}
