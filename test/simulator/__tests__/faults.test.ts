import { SEED } from '../index';
import { client, rawText, readStream, useSimulator } from '../testHelpers';

const support = SEED.chatbots.support;

describe('fault injection', () => {
	const h = useSimulator();

	it('latency delays, then answers normally', async () => {
		h.sim.injectFault({ path: '/api/aibot/list', fault: { kind: 'latency', ms: 150 } });
		const t0 = Date.now();
		const res = await h.api.get('/api/aibot/list');
		const elapsed = Date.now() - t0;
		expect(res.status).toBe(200);
		expect(res.data.data).toHaveLength(SEED.agents.mainCount);
		expect(elapsed).toBeGreaterThanOrEqual(140);
		expect(elapsed).toBeLessThan(2000);
	});

	it('429 with a Retry-After header and the error envelope', async () => {
		h.sim.injectFault({
			path: '/api/aibot/list',
			fault: { kind: 'status', status: 429, retryAfter: '1' },
		});
		const res = await h.api.get('/api/aibot/list');
		expect(res.status).toBe(429);
		expect(res.headers['retry-after']).toBe('1');
		expect(res.headers['content-type']).toBe('application/json');
		expect(res.data).toEqual({
			status: 'error',
			message: 'Too many requests, please slow down',
			code: 'too_many_requests',
		});
	});

	it('Retry-After as an HTTP date', async () => {
		const date = 'Sun, 01 Nov 2026 12:00:05 GMT';
		h.sim.injectFault({
			path: '/api/aibot/list',
			fault: { kind: 'status', status: 429, retryAfter: date },
		});
		expect((await h.api.get('/api/aibot/list')).headers['retry-after']).toBe(date);
	});

	it.each([
		[400, 'validation_error'],
		[500, 'internal_error'],
		[502, 'bad_gateway'],
		[503, 'service_unavailable'],
	] as const)('%i envelope', async (status, code) => {
		h.sim.injectFault({ path: '/api/aibot/create', fault: { kind: 'status', status } });
		const res = await h.api.post('/api/aibot/create', { name: 'Never' });
		expect(res.status).toBe(status);
		expect(res.data).toMatchObject({ status: 'error', code });
		expect(res.headers['retry-after']).toBeUndefined();
		expect(h.sim.store.chatbots.size).toBe(SEED.counts.chatbots);
	});

	it('a status fault carries a custom message', async () => {
		h.sim.injectFault({
			path: '/api/aibot/list',
			fault: { kind: 'status', status: 500, message: 'Database timeout' },
		});
		expect((await h.api.get('/api/aibot/list')).data).toEqual({
			status: 'error',
			message: 'Database timeout',
			code: 'internal_error',
		});
	});

	it('malformedJson: 200, application/json, cut JSON', async () => {
		h.sim.injectFault({ path: '/api/aibot/list', fault: { kind: 'malformedJson' } });
		const res = await rawText(h.api, 'GET', '/api/aibot/list');
		expect(res.status).toBe(200);
		expect(res.headers['content-type']).toBe('application/json');
		expect(res.data).toBe('{"status":"succ');
		expect(() => JSON.parse(res.data)).toThrow();
	});

	it('html: an HTML error page, 502 by default', async () => {
		h.sim.injectFault({ path: '/api/aibot/list', fault: { kind: 'html' }, times: 1 });
		h.sim.injectFault({ path: '/api/aibot/list', fault: { kind: 'html', status: 504 }, times: 1 });
		const res = await rawText(h.api, 'GET', '/api/aibot/list');
		expect(res.status).toBe(502);
		expect(res.headers['content-type']).toBe('text/html');
		expect(res.data).toContain('<title>502 Bad Gateway</title>');
		expect((await rawText(h.api, 'GET', '/api/aibot/list')).status).toBe(504);
	});

	it('empty: empty body with application/json, 200 by default', async () => {
		h.sim.injectFault({ path: '/api/aibot/list', fault: { kind: 'empty' }, times: 1 });
		h.sim.injectFault({ path: '/api/aibot/list', fault: { kind: 'empty', status: 503 }, times: 1 });
		const res = await rawText(h.api, 'GET', '/api/aibot/list');
		expect(res.status).toBe(200);
		expect(res.headers['content-type']).toBe('application/json');
		expect(res.headers['content-length']).toBe('0');
		expect(res.data).toBe('');
		expect((await rawText(h.api, 'GET', '/api/aibot/list')).status).toBe(503);
	});

	it('cutMidBody: the client sees a socket error; the handler did not run', async () => {
		h.sim.injectFault({ path: '/api/aibot/create', fault: { kind: 'cutMidBody' } });
		await expect(h.api.post('/api/aibot/create', { name: 'Cut' })).rejects.toThrow(/aborted/);
		expect(h.sim.store.chatbots.size).toBe(SEED.counts.chatbots);
		expect(h.sim.requests).toHaveLength(1);
	});

	const QUESTION = 'Will this finish?';
	it.each([
		[
			'/api/aibot/reply',
			{ chatbotId: support },
			() => [...h.sim.store.chats.values()].some((c) => c.messages[0]?.content === QUESTION),
		],
		[
			'/api/v2/conversations',
			{ agentId: support },
			() => [...h.sim.store.messages.values()].some((m) => m.content === QUESTION),
		],
	])(
		'cutMidStream on the stream of %s: the first two chunks arrive, then the socket is destroyed',
		async (path, body, stored) => {
			h.sim.injectFault({ path, fault: { kind: 'cutMidStream' } });
			const res = await h.api.post(
				path,
				{ question: QUESTION, streaming: true, ...body },
				{ responseType: 'stream' },
			);
			expect(res.status).toBe(200);
			const chunks: string[] = [];
			const outcome = await new Promise<string>((resolve) => {
				res.data.on('data', (c: Buffer) => chunks.push(c.toString()));
				res.data.on('end', () => resolve('end'));
				res.data.on('error', () => resolve('error'));
				res.data.on('close', () => resolve('close'));
			});
			expect(outcome).not.toBe('end');
			const text = chunks.join('');
			expect(text.split('\n\n').filter((e) => e.startsWith('data: '))).toHaveLength(2);
			expect(text).not.toContain('[DONE]');
			// the handler ran: the question and the answer are stored
			expect(stored()).toBe(true);
		},
	);

	it('cutMidStream on a non-streaming route behaves as cutMidBody (after the handler ran)', async () => {
		h.sim.injectFault({ path: '/api/aibot/create', fault: { kind: 'cutMidStream' } });
		await expect(h.api.post('/api/aibot/create', { name: 'Half' })).rejects.toThrow(/aborted/);
		expect([...h.sim.store.chatbots.values()].some((b) => b.name === 'Half')).toBe(true);
	});

	it('times counts down; rules are checked in order; used-up rules stop matching', async () => {
		h.sim.injectFault({
			path: '/api/aibot/list',
			fault: { kind: 'status', status: 503 },
			times: 2,
		});
		h.sim.injectFault({ path: '/api/aibot/*', fault: { kind: 'status', status: 500 }, times: 1 });
		const statuses: number[] = [];
		for (let i = 0; i < 5; i++) statuses.push((await h.api.get('/api/aibot/list')).status);
		expect(statuses).toEqual([503, 503, 500, 200, 200]);
		expect(h.sim.requests).toHaveLength(5);
	});

	it('method and prefix matching', async () => {
		h.sim.injectFault({
			method: 'post',
			path: '/api/v2/*',
			fault: { kind: 'status', status: 502 },
		});
		expect(
			(await h.api.get('/api/v2/conversations', { params: { agentId: support } })).status,
		).toBe(200);
		expect(
			(await h.api.post('/api/v2/contacts', { agentId: support, distinctId: 'x' })).status,
		).toBe(502);
		expect((await h.api.post('/api/aibot/create', { name: 'ok' })).status).toBe(200);
		h.sim.clearFaults();
		expect(
			(await h.api.post('/api/v2/contacts', { agentId: support, distinctId: 'x' })).status,
		).toBe(200);
	});

	it('applies after auth and after logging', async () => {
		h.sim.injectFault({
			path: '/api/aibot/list',
			fault: { kind: 'status', status: 500 },
			times: 1,
		});
		const bad = client(h.sim.url, 'nope');
		expect((await bad.get('/api/aibot/list')).status).toBe(401);
		expect((await h.api.get('/api/aibot/list')).status).toBe(500);
		expect(h.sim.requests.map((r) => r.path)).toEqual(['/api/aibot/list', '/api/aibot/list']);
	});

	it('a fault also applies to an unknown path', async () => {
		h.sim.injectFault({ path: '/api/nothing', fault: { kind: 'status', status: 503 } });
		expect((await h.api.get('/api/nothing')).status).toBe(503);
	});

	it('rejects invalid rules', () => {
		expect(() => h.sim.injectFault({ path: '', fault: { kind: 'malformedJson' } })).toThrow(
			'path is required',
		);
		expect(() =>
			h.sim.injectFault({ path: '/x', fault: { kind: 'status', status: 418 as 500 } }),
		).toThrow('fault.status must be one of');
		expect(() => h.sim.injectFault({ path: '/x', fault: { kind: 'boom' } as never })).toThrow(
			'fault.kind must be one of',
		);
		expect(() => h.sim.injectFault({ path: '/x', fault: { kind: 'empty' }, times: 0 })).toThrow(
			'times must be a positive integer',
		);
	});

	it('streams with latency are delayed, then complete', async () => {
		h.sim.injectFault({ path: '/api/aibot/scrape', fault: { kind: 'latency', ms: 100 } });
		h.sim.setStreamFraming('ndjson');
		const t0 = Date.now();
		const res = await readStream(h.api, '/api/aibot/scrape', {
			url: 'https://a.test',
			limit: 3,
			streaming: true,
		});
		expect(Date.now() - t0).toBeGreaterThanOrEqual(90);
		expect(res.text.trim().split('\n')).toHaveLength(3);
	});
});
