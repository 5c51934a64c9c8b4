/**
 * The three pagination wrappers of the v2 lists (which list has which: v2Routes.test.ts) and the bounds of
 * `page` and of the page size. The paging setting `ignoresPage`: test/nodes/v2/lists.test.ts.
 */
import { SEED } from '../index';
import { useSimulator } from '../testHelpers';

const agents = '/api/v2/agents';
const views = `/api/v2/conversations/views?agentId=${SEED.agents.support}`;
const suggestions = `/api/v2/ai-suggestions?agentId=${SEED.agents.support}`;

describe('pagination', () => {
	const h = useSimulator();
	const get = async (url: string) => (await h.api.get(url)).data;

	it('pages: the total, and the page numbers around this page; past the end, no records', async () => {
		const middle = await get(`${agents}?limit=5&page=2`);
		expect(middle.data).toHaveLength(5);
		expect({ totalCount: middle.totalCount, ...middle.pages }).toEqual({
			totalCount: SEED.agents.mainCount,
			page: 2,
			perPage: 5,
			totalPages: 3,
			hasPrevious: true,
			hasNext: true,
			previous: 1,
			next: 3,
		});
		const past = await get(`${agents}?limit=5&page=9`);
		expect(past.data).toEqual([]);
		expect(past.pages).toMatchObject({ totalPages: 3, hasNext: false, next: null, previous: 8 });
	});

	it('meta: the total, the page and the page count', async () => {
		const { data } = await get(`${views}&perPage=1&page=2`);
		expect(data.views).toHaveLength(1);
		expect(data.meta).toEqual({ total: 2, perPage: 1, currentPage: 2, totalPages: 2 });
	});

	it('pagination: the total, the page and whether there are others', async () => {
		const { data } = await get(`${suggestions}&limit=4&page=3`);
		expect(data.suggestions).toHaveLength(2);
		expect(data.pagination).toEqual({
			page: 3,
			limit: 4,
			totalCount: 10,
			totalPages: 3,
			hasNextPage: false,
			hasPreviousPage: true,
		});
	});

	it.each([
		['page=0', 'page must be an integer greater than or equal to 1'],
		['page=1.5', 'page must be an integer greater than or equal to 1'],
		['perPage=x', 'perPage must be an integer between 1 and 100'],
		['page=1&page=2', 'page must be given only once'],
	])('%s: 400 %s', async (query, message) => {
		const res = await h.api.get(`${views}&${query}`);
		expect({ status: res.status, body: res.data }).toEqual({
			status: 400,
			body: { status: 'error', message, code: 'validation_error' },
		});
	});
});
