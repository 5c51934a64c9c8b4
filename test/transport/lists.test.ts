/**
 * Reading lists, the pure parts: the one paginator of the v2 API reads every wrapper the service uses ([doc]
 * `pages`, `meta`, `pagination`, at the top or inside `data`, and CSAT's `metadata`), pages one after the other unless told how many
 * at once, and a legacy body without a list is one item. The node tests read lists over real HTTP
 * (test/nodes/shared/returnAll.test.ts, test/nodes/v2/lists.test.ts, test/nodes/v1/returnAllAndLimit.test.ts).
 */
import { responseToJsonItems } from '../../nodes/LiveChatAi/shared/lists/listItems';
import { collectPages } from '../../nodes/LiveChatAi/shared/lists/collectPages';
import { pageInfo, saysLast } from '../../nodes/LiveChatAi/shared/lists/pageInfo';
import { ListEnd } from '../../nodes/LiveChatAi/shared/lists/listEnd';

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
		[
			'pages without a page count: its item count over the size it served',
			{ data: [], totalCount: 15, pages: { page: 1, perPage: 7, hasNext: true } },
			{ totalPages: 3, hasNext: true },
		],
		[
			'meta without a page count',
			{ data: { meta: { total: 241, perPage: 50, currentPage: 1 } } },
			{ totalPages: 5, hasNext: undefined },
		],
		['no wrapper', { data: [] }, {}],
	])('%s', (_name, body, expected) => {
		expect(pageInfo(body)).toEqual(expected);
	});
});

it.each([
	['a page that has no next', { hasNext: false }, 2, true],
	['the last page of its page count', { totalPages: 2, hasNext: true }, 2, true],
	['a page before the last of its count', { totalPages: 3 }, 2, false],
	['a page that says a next one follows', { hasNext: true }, 9, false],
	['a page that says nothing', {}, 1, undefined],
])('saysLast: %s', (_name, info, page, expected) => {
	expect(saysLast(info, page)).toBe(expected);
});

describe('ListEnd: a list ends where its page says so, never by a page shorter than asked', () => {
	const page = (ids: string[], told: { totalPages?: number; last?: boolean } = {}) => ({
		items: ids.map((id) => ({ id })),
		...told,
	});

	it('a short page that says a next follows goes on; one that says it is the last ends', () => {
		const end = new ListEnd();
		expect(end.isLast(page(['a', 'b'], { last: false }))).toBe(false);
		expect(end.isLast(page(['c'], { last: false }))).toBe(false);
		expect(end.isLast(page(['d'], { last: true }))).toBe(true);
	});

	it('a page count bounds the reading, even where a grown list repeats an item', () => {
		const end = new ListEnd();
		expect(end.isLast(page(['a', 'b'], { totalPages: 3, last: false }))).toBe(false);
		expect(end.isLast(page(['a', 'b'], { totalPages: 3, last: false }))).toBe(false);
		expect(end.isLast(page(['c'], { totalPages: 3, last: true }))).toBe(true);
	});

	it('a next marker without a page count ends where a page brings nothing new (a service ignoring page)', () => {
		const end = new ListEnd();
		expect(end.isLast(page(['a', 'b'], { last: false }))).toBe(false);
		expect(end.isLast(page(['a', 'b'], { last: false }))).toBe(true);
	});

	it('pages that say nothing: a short first page is not the end; a page shorter than an earlier one is', () => {
		const end = new ListEnd();
		expect(end.isLast(page(['a', 'b']))).toBe(false);
		expect(end.isLast(page(['c', 'd']))).toBe(false);
		expect(end.isLast(page(['e']))).toBe(true);
		const empty = new ListEnd();
		expect(empty.isLast(page(['a']))).toBe(false);
		expect(empty.isLast(page([]))).toBe(true);
	});
});

it('collectPages with a service serving fewer than asked: the limit from its own page size, no page past it', async () => {
	const requested: Array<[number, number]> = [];
	const all = Array.from({ length: 30 }, (_, index) => ({ id: `i${index}` }));
	const fetchPage = async (page: number, perPage: number) => {
		requested.push([page, perPage]);
		// Three a page whatever was asked; its paging fields say the count at that size.
		return { items: all.slice((page - 1) * 3, page * 3), totalPages: 10, last: page >= 10 };
	};
	const items = await collectPages(fetchPage, { limit: 8, maxPerPage: 100, pagesAtOnce: 4 });
	expect(items).toEqual(all.slice(0, 8));
	expect(requested).toEqual([
		[1, 8],
		[2, 8],
		[3, 8],
	]);
	requested.length = 0;
	expect(await collectPages(fetchPage, { maxPerPage: 100 })).toEqual(all);
	expect(requested.map(([page]) => page)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
});

it('collectPages reads one page after the other unless told how many at once, each id once', async () => {
	const requested: number[] = [];
	// Page 2 repeats the last item of page 1, as a list that grew while it was read does.
	const pages = [['a', 'b'], ['b', 'c'], ['d']];
	const items = await collectPages(
		async (page) => {
			requested.push(page);
			return { items: pages[page - 1].map((id) => ({ id })), totalPages: 3, last: page >= 3 };
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
