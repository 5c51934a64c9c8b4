/**
 * The request log (`sim.requests`) the node tests read. The hook `onRequest`, called once a request is logged
 * and before its route runs, is relied on by test/nodes/shared/returnAll.test.ts and test/trigger/agents.test.ts.
 */
import { SIMULATOR_API_KEY } from '../index';
import { useSimulator } from '../testHelpers';

describe('request log', () => {
	const h = useSimulator();

	it('holds every API request in order, refused ones too, with what was sent and answered', async () => {
		await h.anon.get('/api/aibot/list');
		await h.api.post('/api/aibot/create?x=1&x=2', { name: 'Logged' });
		await h.api.post('/api/aibot/create', '{"name":', {
			headers: { 'Content-Type': 'application/json' },
			transformRequest: [(d: unknown) => d],
		});
		expect(h.sim.requests).toEqual([
			expect.objectContaining({ method: 'GET', path: '/api/aibot/list', rawBody: '', status: 401 }),
			expect.objectContaining({
				method: 'POST',
				path: '/api/aibot/create',
				query: { x: ['1', '2'] },
				rawBody: '{"name":"Logged"}',
				body: { name: 'Logged' },
				status: 200,
			}),
			expect.objectContaining({ rawBody: '{"name":', body: undefined, status: 400 }),
		]);
		expect(h.sim.requests[0].headers.authorization).toBeUndefined();
		expect(h.sim.requests[1].headers.authorization).toBe(`Bearer ${SIMULATOR_API_KEY}`);
		for (const { at, answeredAt } of h.sim.requests) {
			expect(new Date(answeredAt!).toISOString()).toBe(answeredAt);
			expect(Date.parse(answeredAt!)).toBeGreaterThanOrEqual(Date.parse(at));
		}
		h.sim.clearRequests();
		expect(h.sim.requests).toEqual([]);
	});
});
