import { SEED } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';
import { probe } from './probe';

const h = useSimulator();

const conversations = {
	mode: 'paginate' as const,
	path: '/api/v2/conversations',
	qs: { agentId: SEED.agents.support },
};
const pagesRequested = () =>
	h.sim.requests.map(({ query }) => [Number(query.page), Number(query.perPage)]);

describe('page/perPage lists', () => {
	it('without a limit, reads every page of 100', async () => {
		const { items } = await probe(h.sim, conversations);
		expect(items).toHaveLength(SEED.conversations.total.support);
		expect(pagesRequested()).toEqual([
			[1, 100],
			[2, 100],
			[3, 100],
		]);
		expect(new Set(items.map((item) => item.json.id)).size).toBe(items.length);
	});

	it('a limit inside the first page costs one request of that size', async () => {
		const { items } = await probe(h.sim, { ...conversations, limit: 30 });
		expect(items).toHaveLength(30);
		expect(pagesRequested()).toEqual([[1, 30]]);
	});

	it('a limit that ends mid-page stops without an extra request', async () => {
		const { items } = await probe(h.sim, { ...conversations, limit: 150 });
		expect(items).toHaveLength(150);
		expect(pagesRequested()).toEqual([
			[1, 100],
			[2, 100],
		]);
	});
});

describe('a service that ignores `page` (every page the first, no total, always a next page)', () => {
	beforeEach(() => h.sim.setPaging('ignoresPage'));

	it('stops at the first page that brings nothing new: two requests, each item once', async () => {
		const { items } = await probe(h.sim, conversations);
		expect(items).toHaveLength(100);
		expect(new Set(items.map((item) => item.json.id)).size).toBe(100);
		expect(pagesRequested()).toEqual([
			[1, 100],
			[2, 100],
		]);
	});

	it('a limit past the first page stops there too; one inside it costs one request', async () => {
		expect((await probe(h.sim, { ...conversations, limit: 250 })).items).toHaveLength(100);
		expect(pagesRequested()).toEqual([
			[1, 100],
			[2, 100],
		]);
		h.sim.clearRequests();
		expect((await probe(h.sim, { ...conversations, limit: 50 })).items).toHaveLength(50);
		expect(pagesRequested()).toEqual([[1, 50]]);
	});
});
