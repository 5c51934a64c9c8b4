/* eslint-disable @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/no-restricted-globals -- test tooling, never shipped: the simulator is a Node.js HTTP server (node:http, timers), not node code run by n8n */
import http from 'node:http';
import { SEED, SIMULATOR_API_KEY, startSimulator } from '../index';
import { client } from '../testHelpers';

describe('simulator lifecycle', () => {
	it('close() ends open keep-alive sockets and running streams, and frees the port', async () => {
		const sim = await startSimulator();
		const agent = new http.Agent({ keepAlive: true });
		const api = client(sim.url, SIMULATOR_API_KEY);
		expect((await api.get('/api/aibot/list', { httpAgent: agent })).status).toBe(200);
		sim.setStreamFraming('sse');
		const streaming = api
			.post(
				'/api/aibot/scrape',
				{ url: 'https://a.test', limit: 250, streaming: true },
				{ httpAgent: agent, responseType: 'text' },
			)
			.catch((e: Error) => e);
		await new Promise((r) => setTimeout(r, 20));
		const t0 = Date.now();
		await sim.close();
		expect(Date.now() - t0).toBeLessThan(1000);
		expect(await streaming).toBeInstanceOf(Error);
		await expect(api.get('/api/aibot/list')).rejects.toThrow();
		agent.destroy();
		// the port is free again
		const again = await startSimulator({ port: sim.port });
		expect(again.port).toBe(sim.port);
		await again.close();
	});

	it("the 'real' clock follows Date.now() and the seed is dated relative to it", async () => {
		const sim = await startSimulator({ clock: 'real' });
		try {
			expect(Math.abs(sim.clock.now().getTime() - Date.now())).toBeLessThan(100);
			sim.clock.advance(60_000);
			expect(sim.clock.now().getTime() - Date.now()).toBeGreaterThan(59_000);
			const latest = sim.store.conversations.get(SEED.conversations.latest)!;
			const age = Date.now() - Date.parse(latest.lastMessageDate);
			expect(age).toBeGreaterThan(0);
			expect(age).toBeLessThan(30 * 24 * 3600 * 1000);
			const res = await client(sim.url, SIMULATOR_API_KEY).post(
				`/api/v2/conversations/${SEED.conversations.latest}/typing`,
				{ isTyping: true },
			);
			expect(res.status).toBe(200);
			expect(sim.typingState(SEED.conversations.latest).visible).toBe(true);
			sim.clock.advance(10_000);
			expect(sim.typingState(SEED.conversations.latest).visible).toBe(false);
		} finally {
			await sim.close();
		}
	});

	it('two simulators are independent', async () => {
		const a = await startSimulator();
		const b = await startSimulator();
		try {
			expect(a.port).not.toBe(b.port);
			await client(a.url, SIMULATOR_API_KEY).post('/api/aibot/create', { name: 'Only in A' });
			expect(a.store.chatbots.size).toBe(SEED.counts.chatbots + 1);
			expect(b.store.chatbots.size).toBe(SEED.counts.chatbots);
			expect(b.requests).toHaveLength(0);
		} finally {
			await Promise.all([a.close(), b.close()]);
		}
	});
});
