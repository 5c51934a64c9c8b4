/**
 * The paging forms of the simulator (control/legalForms.ts): `maxPageSize` (pages smaller than asked, said in their
 * paging fields) and `pageCounts` off (the wrappers that carry a next marker tell the end by it alone, without item
 * or page counts; `meta`, which has no marker, keeps its counts), each read page by page to the end.
 */
import { SEED } from '../index';
import { useSimulator } from '../testHelpers';

describe('legal forms of paging', () => {
	const h = useSimulator();
	const kb = SEED.agents.knowledgeBase;

	it('pageCounts off: pages and pagination say only their next marker, and it tells the end', async () => {
		h.sim.setForms({ maxPageSize: 50, pageCounts: false });
		const first = (await h.api.get('/api/v2/agents?limit=100&page=1')).data;
		expect(first).not.toHaveProperty('totalCount');
		expect(first.pages).toEqual({
			page: 1,
			perPage: 50,
			hasPrevious: false,
			hasNext: false,
			previous: null,
			next: null,
		});
		const pages: number[] = [];
		for (let page = 1; page < 10; page++) {
			const { data } = (
				await h.api.get(`/api/v2/ai-suggestions?agentId=${kb}&limit=100&page=${page}`)
			).data;
			expect(data.pagination).not.toHaveProperty('totalCount');
			expect(data.pagination).not.toHaveProperty('totalPages');
			pages.push(data.suggestions.length);
			if (!data.pagination.hasNextPage) break;
		}
		expect(pages).toEqual([50, 50, SEED.suggestions.knowledgeBaseCount - 100]);
	});

	it('pageCounts off: CSAT feedback says its next page, no counts; meta, without a marker, keeps its counts', async () => {
		h.sim.setForms({ maxPageSize: 7, pageCounts: false });
		const period = 'startDate=2026-10-02&endDate=2026-11-01';
		const csat = (
			await h.api.get(`/api/v2/analytics/csat?agentId=${SEED.agents.support}&${period}`)
		).data;
		expect(csat.data.metadata).toMatchObject({ currentPage: 1, next: 2, pageSize: 7 });
		expect(csat.data.metadata).not.toHaveProperty('totalItemCount');
		expect(csat.data.metadata).not.toHaveProperty('totalPageCount');
		const listed = (await h.api.get(`/api/v2/conversations?agentId=${SEED.agents.support}`)).data;
		expect(listed.data.conversations).toHaveLength(7);
		expect(listed.data.meta).toEqual({
			total: SEED.conversations.total.support,
			perPage: 7,
			currentPage: 1,
			totalPages: Math.ceil(SEED.conversations.total.support / 7),
		});
	});

	it('pageCounts must be true or false', async () => {
		const res = await h.anon.post('/__sim/forms', { pageCounts: 'no' });
		expect(res.status).toBe(400);
		expect((await h.anon.get('/__sim/state')).data.settings.forms.pageCounts).toBe(true);
	});
});
