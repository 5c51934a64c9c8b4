/* eslint-disable @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/no-restricted-globals -- test tooling, never shipped: the simulator is a Node.js HTTP server (node:http, timers), not node code run by n8n */
/** Starting, resetting and closing a simulator; its two clocks. (The store after a reset: seed.test.ts.) */
import http from 'node:http';
import { MANUAL_CLOCK_START, SEED, SIMULATOR_API_KEY, startSimulator } from '../index';
import { client, useSimulator } from '../testHelpers';

const LIST = '/api/aibot/list';

describe('simulator lifecycle', () => {
	const h = useSimulator();

	it('reset() brings back the seed, the clock, an empty log, no faults, no hook and the default settings', async () => {
		const latest = SEED.conversations.latest;
		await h.api.post('/api/aibot/create', { name: 'Temp' });
		const created = [...h.sim.store.chatbots.keys()].pop();
		await h.api.post(`/api/v2/conversations/${latest}/typing`, { isTyping: true });
		h.sim.setListShape('items');
		h.sim.setPaging('ignoresPage');
		h.sim.injectFault({ path: '/api/v2/*', fault: { kind: 'empty' } });
		h.sim.onRequest(() => {
			throw new Error('hook still installed');
		});
		h.sim.clock.advance(3_600_000);

		h.sim.reset();
		expect(h.sim.requests).toEqual([]);
		expect(h.sim.clock.now().toISOString()).toBe(MANUAL_CLOCK_START);
		expect(h.sim.typingState(latest).visible).toBe(false);
		expect(Object.keys((await h.api.get(LIST)).data)).toEqual(['data']);
		expect((await h.api.get('/api/v2/agents')).data.totalCount).toBe(SEED.agents.mainCount);
		// New ids start again where they started.
		await h.api.post('/api/aibot/create', { name: 'Temp' });
		expect([...h.sim.store.chatbots.keys()].pop()).toBe(created);
	});

	it('a second simulator is another store on another port; close() ends its sockets and streams at once', async () => {
		const sim = await startSimulator();
		const agent = new http.Agent({ keepAlive: true });
		const api = client(sim.url, SIMULATOR_API_KEY);
		expect(
			(await api.post('/api/aibot/create', { name: 'Only there' }, { httpAgent: agent })).status,
		).toBe(200);
		expect(sim.store.chatbots.size).toBe(SEED.counts.chatbots + 1);
		const here = [h.sim.port === sim.port, h.sim.store.chatbots.size, h.sim.requests];
		expect(here).toEqual([false, SEED.counts.chatbots, []]);
		const scrape = { url: 'https://a.test', limit: 250, streaming: true };
		const streaming = api
			.post('/api/aibot/scrape', scrape, { httpAgent: agent, responseType: 'text' })
			.catch((e: Error) => e);
		await new Promise((r) => setTimeout(r, 20));
		const t0 = Date.now();
		await sim.close();
		expect(Date.now() - t0).toBeLessThan(1000);
		expect(await streaming).toBeInstanceOf(Error);
		await expect(api.get(LIST)).rejects.toThrow();
		agent.destroy();
		const again = await startSimulator({ port: sim.port });
		expect(again.port).toBe(sim.port);
		await again.close();
	});

	it("the 'real' clock follows Date.now(), moves when told, and the seed is dated before it", async () => {
		const sim = await startSimulator({ clock: 'real' });
		try {
			expect(Math.abs(sim.clock.now().getTime() - Date.now())).toBeLessThan(100);
			const age =
				Date.now() -
				Date.parse(sim.store.conversations.get(SEED.conversations.latest)!.lastMessageDate);
			expect(age).toBeGreaterThan(0);
			expect(age).toBeLessThan(30 * 24 * 3600 * 1000);
			sim.clock.advance(60_000);
			expect(sim.clock.now().getTime() - Date.now()).toBeGreaterThan(59_000);
		} finally {
			await sim.close();
		}
	});
});
