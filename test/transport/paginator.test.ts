/**
 * The one paginator of the v2 API reads every wrapper the service uses ([doc] `pages`, `meta`, `pagination`, at
 * the top or inside `data`); the engine tests of each Get Many prove it over real HTTP.
 */
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
		['no wrapper', { data: [] }, {}],
	])('%s', (_name, body, expected) => {
		expect(pageInfo(body)).toEqual(expected);
	});
});
