/**
 * Fault injection: each kind of fault once, a fault after the route ran, and how rules match. What a node makes of each fault (Retry-After
 * included): test/transport/faults.test.ts, test/transport/retry.test.ts; of latency: test/nodes/shared/.
 */
import { SEED, type Fault } from '../index';
import { client, rawText, useSimulator } from '../testHelpers';

const LIST = '/api/aibot/list';
const JSON_TYPE = 'application/json';
const status = (code: 400 | 429 | 500 | 502 | 503): Fault => ({ kind: 'status', status: code });
const code = (value: string) => expect.stringContaining(`"code":"${value}"`);
const page = (title: string) => expect.stringContaining(`<title>${title}</title>`);

describe('fault injection', () => {
	const h = useSimulator();

	it.each<[Fault, number, string, string]>([
		[{ kind: 'status', status: 400 }, 400, JSON_TYPE, code('validation_error')],
		[{ kind: 'status', status: 429 }, 429, JSON_TYPE, code('too_many_requests')],
		[
			{ kind: 'status', status: 500, message: 'Timeout' },
			500,
			JSON_TYPE,
			'{"status":"error","message":"Timeout","code":"internal_error"}',
		],
		[{ kind: 'status', status: 502 }, 502, JSON_TYPE, code('bad_gateway')],
		[{ kind: 'status', status: 503 }, 503, JSON_TYPE, code('service_unavailable')],
		[{ kind: 'malformedJson' }, 200, JSON_TYPE, '{"status":"succ'],
		[{ kind: 'html' }, 502, 'text/html', page('502 Bad Gateway')],
		[{ kind: 'html', status: 504 }, 504, 'text/html', page('504 Error')],
		[{ kind: 'empty' }, 200, JSON_TYPE, ''],
		[{ kind: 'empty', status: 503 }, 503, JSON_TYPE, ''],
	])('%j answers %i in place of the route', async (fault, status, contentType, text) => {
		h.sim.injectFault({ path: '/api/aibot/create', fault });
		const res = await rawText(h.api, 'POST', '/api/aibot/create', { name: 'Never' });
		expect({ status: res.status, type: res.headers['content-type'], text: res.data }).toEqual({
			status,
			type: contentType,
			text,
		});
		expect(h.sim.store.chatbots.size).toBe(SEED.counts.chatbots);
	});

	it('cutMidBody: half a body, then the socket closes; the route never ran', async () => {
		h.sim.injectFault({ path: '/api/aibot/create', fault: { kind: 'cutMidBody' } });
		await expect(h.api.post('/api/aibot/create', { name: 'Cut' })).rejects.toThrow(/aborted/);
		expect(h.sim.store.chatbots.size).toBe(SEED.counts.chatbots);
	});

	it('cutMidStream: the route ran; a stream stops after two pieces, a JSON body in its middle', async () => {
		h.sim.injectFault({ path: '/api/aibot/*', fault: { kind: 'cutMidStream' } });
		const body = { question: 'Finish?', chatbotId: SEED.chatbots.support, streaming: true };
		const res = await h.api.post('/api/aibot/reply', body, { responseType: 'stream' });
		const chunks: string[] = [];
		const ended = await new Promise<boolean>((resolve) => {
			res.data.on('data', (c: Buffer) => chunks.push(c.toString()));
			res.data.on('end', () => resolve(true));
			res.data.on('close', () => resolve(false));
		});
		expect({ status: res.status, ended }).toEqual({ status: 200, ended: false });
		expect(chunks.join('').match(/^data: /gm)).toHaveLength(2);
		expect(h.sim.store.chats.size).toBe(Object.keys(SEED.chats).length + 1);
		await expect(h.api.post('/api/aibot/create', { name: 'Half' })).rejects.toThrow(/aborted/);
		expect(h.sim.store.chatbots.size).toBe(SEED.counts.chatbots + 1);
	});

	it.each<[Fault, number | RegExp]>([
		[status(503), 503],
		[{ kind: 'html', status: 502 }, 502],
		[{ kind: 'cutMidBody' }, /aborted/],
	])('afterRoute: the route runs, then %j answers in its place', async (fault, answer) => {
		const path = `/api/v2/agents/${SEED.agents.sales}`;
		h.sim.injectFault({ method: 'DELETE', path, fault, afterRoute: true, times: 1 });
		const sent = h.api.delete(path);
		if (answer instanceof RegExp) await expect(sent).rejects.toThrow(answer);
		else expect((await sent).status).toBe(answer);
		expect(h.sim.store.chatbots.has(SEED.agents.sales)).toBe(false);
		// The request was acted on: asked again, the agent is gone.
		expect((await h.api.delete(path)).status).toBe(404);
	});

	it('afterRoute: a route that refuses the request answers its own error', async () => {
		h.sim.injectFault({ path: '/api/v2/agents/*', fault: status(503), afterRoute: true });
		expect((await h.api.delete('/api/v2/agents/agent_unknown')).status).toBe(404);
	});

	it('rules apply in order while their times last; a path may end in * and a method be named', async () => {
		h.sim.injectFault({ path: LIST, fault: status(503), times: 2 });
		h.sim.injectFault({ path: '/api/aibot/*', fault: status(500), times: 1 });
		h.sim.injectFault({ method: 'post', path: '/api/v2/*', fault: status(502) });
		const statuses = [];
		for (let i = 0; i < 4; i++) statuses.push((await h.api.get(LIST)).status);
		expect(statuses).toEqual([503, 503, 500, 200]);
		expect((await h.api.get('/api/v2/agents')).status).toBe(200);
		expect((await h.api.post('/api/v2/agents', {})).status).toBe(502);
		h.sim.clearFaults();
		expect((await h.api.post('/api/v2/agents', {})).status).toBe(400);
	});

	it('a fault applies after the key is checked and the request logged, on any path', async () => {
		h.sim.injectFault({ path: '/api/*', fault: status(503), times: 2 });
		expect((await client(h.sim.url, 'nope').get(LIST)).status).toBe(401);
		expect((await h.api.get(LIST)).status).toBe(503);
		expect((await h.api.get('/api/nothing')).status).toBe(503);
		expect(h.sim.requests.map((r) => r.status)).toEqual([401, 503, 503]);
	});

	it.each([
		[{ path: '', fault: { kind: 'empty' } }, 'path is required'],
		[{ path: '/x', fault: { kind: 'status', status: 418 } }, 'fault.status must be one of'],
		[{ path: '/x', fault: { kind: 'boom' } }, 'fault.kind must be one of'],
		[{ path: '/x', fault: { kind: 'empty' }, times: 0 }, 'times must be a positive integer'],
		[{ path: '/x', fault: { kind: 'latency', ms: -1 } }, 'fault.ms must be a number >= 0'],
		[{ path: '/x', fault: { kind: 'empty' }, afterRoute: 'yes' }, 'afterRoute must be a boolean'],
		[
			{ path: '/x', fault: { kind: 'latency', ms: 1 }, afterRoute: true },
			'afterRoute does not apply to latency',
		],
	])('refuses the rule %j', (rule, message) => {
		expect(() => h.sim.injectFault(rule as never)).toThrow(message);
	});
});
