/**
 * Reading lists, the pure parts: the one paginator of the v2 API reads every wrapper the service uses ([doc]
 * `pages`, `meta`, `pagination`, at the top or inside `data`, and CSAT's `metadata`), pages one after the other unless told how many
 * at once, and a legacy body without a list is one item. The node tests read lists over real HTTP
 * (test/nodes/shared/returnAll.test.ts, test/nodes/v2/lists.test.ts, test/nodes/v1/returnAllAndLimit.test.ts).
 */
import { responseToJsonItems } from '../../nodes/LiveChatAi/shared/lists/listItems';
import { collectPages } from '../../nodes/LiveChatAi/shared/lists/collectPages';
import { pageInfo } from '../../nodes/LiveChatAi/shared/lists/readList';

describe('pageInfo', () => {
	it.each([
		[
			'pages at the top (agents, contacts)',
			{ data: [], totalCount: 14, pages: { page: 1, totalPages: 2, hasNext: true } },
			{ totalPages: 2, hasNext: true },
		],
		[
			'pages inside data (data sources)',
			{ data: { items: [], pages: { page: 2, totalPages: 2, hasNext: false } } },
			{ totalPages: 2, hasNext: false },
		],
		[
			'meta inside data (conversations, inbox views)',
			{ data: { conversations: [], meta: { total: 241, currentPage: 1, totalPages: 3 } } },
			{ totalPages: 3, hasNext: undefined },
		],
		[
			'pagination inside data (AI suggestions)',
			{ data: { suggestions: [], pagination: { totalPages: 2, hasNextPage: true } } },
			{ totalPages: 2, hasNext: true },
		],
		[
			'metadata inside data (CSAT feedback), a next page',
			{ data: { metadata: { totalItemCount: 45, totalPageCount: 5, currentPage: 1, next: 2 } } },
			{ totalPages: 5, hasNext: true },
		],
		[
			'metadata of the last page, without its counts',
			{ data: { metadata: { currentPage: 3, prev: 2, next: null } } },
			{ totalPages: undefined, hasNext: false },
		],
		['no wrapper', { data: [] }, {}],
	])('%s', (_name, body, expected) => {
		expect(pageInfo(body)).toEqual(expected);
	});
});

it('collectPages reads one page after the other unless told how many at once, each id once', async () => {
	const requested: number[] = [];
	// Page 2 repeats the last item of page 1, as a list that grew while it was read does.
	const pages = [['a', 'b'], ['b', 'c'], ['d']];
	const items = await collectPages(
		async (page) => {
			requested.push(page);
			return { items: pages[page - 1].map((id) => ({ id })), totalPages: 3 };
		},
		{ maxPerPage: 2 },
	);
	expect(requested).toEqual([1, 2, 3]);
	expect(items).toEqual(['a', 'b', 'c', 'd'].map((id) => ({ id })));
});

it('responseToJsonItems reads a legacy body’s only array as its list, and a body without one as one item', () => {
	expect(responseToJsonItems({ status: 'success', chatbots: [{ id: 1 }], total: 1 })).toEqual([
		{ id: 1 },
	]);
	expect(responseToJsonItems({ chatbotId: 'bot_1', count: 3 })).toEqual([
		{ chatbotId: 'bot_1', count: 3 },
	]);
	expect(responseToJsonItems({ a: [1], b: [2] })).toEqual([{ a: [1], b: [2] }]);
});
