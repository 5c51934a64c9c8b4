import { MANUAL_CLOCK_START, SEED, SIMULATOR_API_KEY } from '../index';
import { useSimulator } from '../testHelpers';

describe('HTTP control API (/__sim) and reset()', () => {
	const h = useSimulator();

	it('needs no auth and is never logged', async () => {
		const res = await h.anon.get('/__sim/state');
		expect(res.status).toBe(200);
		expect(h.sim.requests).toHaveLength(0);
	});

	it('GET/DELETE /__sim/requests', async () => {
		await h.api.post('/api/aibot/create', { name: 'Logged' });
		const log = await h.anon.get('/__sim/requests');
		expect(log.data).toHaveLength(1);
		expect(log.data[0]).toMatchObject({
			method: 'POST',
			path: '/api/aibot/create',
			body: { name: 'Logged' },
		});
		expect(log.data[0].headers.authorization).toBe(`Bearer ${SIMULATOR_API_KEY}`);
		expect((await h.anon.delete('/__sim/requests')).data).toEqual({ status: 'success' });
		expect((await h.anon.get('/__sim/requests')).data).toEqual([]);
		expect(h.sim.requests).toHaveLength(0);
	});

	it('POST/GET/DELETE /__sim/faults', async () => {
		const added = await h.anon.post('/__sim/faults', {
			path: '/api/aibot/list',
			fault: { kind: 'status', status: 429, retryAfter: '2' },
			times: 1,
		});
		expect(added.data).toEqual({ status: 'success', faults: 1 });
		expect((await h.anon.get('/__sim/faults')).data).toEqual([
			{
				path: '/api/aibot/list',
				fault: { kind: 'status', status: 429, retryAfter: '2' },
				times: 1,
				remaining: 1,
			},
		]);
		const limited = await h.api.get('/api/aibot/list');
		expect(limited.status).toBe(429);
		expect(limited.headers['retry-after']).toBe('2');
		expect((await h.api.get('/api/aibot/list')).status).toBe(200);
		await h.anon.post('/__sim/faults', { path: '/api/*', fault: { kind: 'empty' } });
		expect((await h.anon.delete('/__sim/faults')).status).toBe(200);
		expect((await h.api.get('/api/aibot/list')).status).toBe(200);
		const bad = await h.anon.post('/__sim/faults', { path: '/x', fault: { kind: 'nope' } });
		expect(bad.status).toBe(400);
		expect(bad.data.code).toBe('validation_error');
	});

	it('POST /__sim/list-shape and /__sim/stream-framing', async () => {
		expect((await h.anon.post('/__sim/list-shape', { shape: 'bare' })).data).toEqual({
			status: 'success',
			shape: 'bare',
		});
		expect(Array.isArray((await h.api.get('/api/aibot/list')).data)).toBe(true);
		expect((await h.anon.post('/__sim/list-shape', { shape: 'weird' })).status).toBe(400);
		expect((await h.anon.post('/__sim/stream-framing', { framing: 'text' })).data).toEqual({
			status: 'success',
			framing: 'text',
		});
		const res = await h.api.post(
			'/api/aibot/scrape',
			{ url: 'https://a.test', limit: 2, streaming: true },
			{ responseType: 'text' },
		);
		expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
		expect(res.data).toBe('https://a.test/\nhttps://a.test/about\n');
		expect((await h.anon.post('/__sim/stream-framing', { framing: 'xml' })).status).toBe(400);
	});

	it('POST /__sim/activity and /__sim/clock/*', async () => {
		const advanced = await h.anon.post('/__sim/clock/advance', { ms: 90_000 });
		expect(advanced.data).toEqual({ now: '2026-11-01T12:01:30.000Z' });
		const moved = await h.anon.post('/__sim/activity', {
			conversationId: 'conv_0100',
			kind: 'agent',
		});
		expect(moved.status).toBe(200);
		expect(moved.data).toMatchObject({
			id: 'conv_0100',
			lastMessageDate: '2026-11-01T12:01:30.000Z',
			lastAgentMessageDate: '2026-11-01T12:01:30.000Z',
		});
		const created = await h.anon.post('/__sim/activity', {
			agentId: SEED.agents.sales,
			kind: 'visitor',
			at: '2026-11-01T12:05:00.000Z',
		});
		expect(created.data).toMatchObject({
			lastMessageDate: '2026-11-01T12:05:00.000Z',
			lastVisitorMessageDate: '2026-11-01T12:05:00.000Z',
		});
		const stored = await h.anon.get(`/__sim/store/conversations/${created.data.id}`);
		expect(stored.data).toMatchObject({
			agentId: SEED.agents.sales,
			createdAt: '2026-11-01T12:05:00.000Z',
		});
		expect(
			(await h.anon.post('/__sim/activity', { conversationId: 'conv_nope', kind: 'bot' })).status,
		).toBe(404);
		expect(
			(await h.anon.post('/__sim/activity', { conversationId: 'conv_0100', kind: 'robot' })).status,
		).toBe(400);
		expect(
			(
				await h.anon.post('/__sim/activity', {
					conversationId: 'conv_0100',
					kind: 'bot',
					at: 'later',
				})
			).status,
		).toBe(400);
		expect((await h.anon.post('/__sim/clock/set', { now: '2026-12-24T18:00:00Z' })).data).toEqual({
			now: '2026-12-24T18:00:00.000Z',
		});
		expect((await h.anon.get('/__sim/clock')).data).toEqual({ now: '2026-12-24T18:00:00.000Z' });
		expect((await h.anon.post('/__sim/clock/advance', { ms: 'x' })).status).toBe(400);
	});

	it('GET /__sim/state and /__sim/store/*', async () => {
		const state = await h.anon.get('/__sim/state');
		expect(state.data).toMatchObject({
			now: MANUAL_CLOCK_START,
			settings: { listShape: 'data', streamFraming: 'sse' },
			counts: { chatbots: SEED.counts.chatbots, conversations: 307, activeSuggestions: 132 },
			conversationsPerAgent: { bot_support: 241, bot_sales: 59, bot_other: 4, bot_kb: 3 },
		});
		expect(state.data.ids.chatbots).toEqual([
			...Object.values(SEED.chatbots),
			SEED.agents.knowledgeBase,
			...SEED.agents.team,
		]);
		const bots = await h.anon.get('/__sim/store/chatbots');
		expect(bots.data).toHaveLength(SEED.counts.chatbots);
		expect((await h.anon.get('/__sim/store/contacts/ct_alice')).data.distinctId).toBe('user-1001');
		expect((await h.anon.get('/__sim/store/nothing')).status).toBe(404);
		expect((await h.anon.get('/__sim/store/contacts/ct_nope')).status).toBe(404);
	});

	it('unknown control route 404, wrong method 405, bad JSON 400', async () => {
		expect((await h.anon.get('/__sim/nothing')).status).toBe(404);
		expect((await h.anon.get('/__sim/reset')).status).toBe(405);
		const bad = await h.anon.post('/__sim/faults', '{', {
			headers: { 'Content-Type': 'application/json' },
			transformRequest: [(d: unknown) => d],
		});
		expect(bad.status).toBe(400);
		expect(bad.data.code).toBe('invalid_json');
	});

	it('POST /__sim/reset and reset() bring back the seed and the defaults', async () => {
		await h.api.post('/api/aibot/create', { name: 'Temp' });
		await h.api.delete(`/api/v2/ai-suggestions/${SEED.suggestions.active[0]}`);
		await h.api.post(`/api/v2/conversations/${SEED.conversations.latest}/typing`, {
			isTyping: true,
		});
		h.sim.setListShape('items');
		h.sim.setStreamFraming('json');
		h.sim.injectFault({ path: '/api/aibot/list', fault: { kind: 'empty' } });
		h.sim.onRequest(() => {
			throw new Error('hook still installed');
		});
		h.sim.clock.advance(3_600_000);
		expect((await h.anon.post('/__sim/reset')).data).toEqual({ status: 'success' });
		expect(h.sim.requests).toHaveLength(0);
		expect(h.sim.clock.now().toISOString()).toBe(MANUAL_CLOCK_START);
		expect(h.sim.store.chatbots.size).toBe(SEED.counts.chatbots);
		expect(h.sim.store.suggestions.get(SEED.suggestions.active[0])?.status).toBe('active');
		expect(h.sim.typingState(SEED.conversations.latest).visible).toBe(false);
		const list = await h.api.get('/api/aibot/list');
		expect(list.status).toBe(200);
		expect(Object.keys(list.data)).toEqual(['data']);

		await h.api.post('/api/aibot/create', { name: 'Temp again' });
		const created = [...h.sim.store.chatbots.keys()].pop();
		h.sim.reset();
		expect(h.sim.store.chatbots.size).toBe(SEED.counts.chatbots);
		expect(h.sim.requests).toHaveLength(0);
		// ids are deterministic after a reset
		await h.api.post('/api/aibot/create', { name: 'Temp again' });
		expect([...h.sim.store.chatbots.keys()].pop()).toBe(created);
	});

	it('a hook that throws answers 500 with the envelope', async () => {
		h.sim.onRequest(() => {
			throw new Error('boom');
		});
		const res = await h.api.get('/api/aibot/list');
		expect(res.status).toBe(500);
		expect(res.data).toMatchObject({ status: 'error', code: 'internal_error' });
	});
});
