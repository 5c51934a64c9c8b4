import { client, rawText, useSimulator } from '../testHelpers';
import { SEED, SIMULATOR_API_KEY, SIMULATOR_OTHER_API_KEY } from '../index';

describe('simulator basics: auth, routing, bodies, log', () => {
	const h = useSimulator();

	it.each([
		['no header', undefined],
		['unknown key', 'Bearer lcai_sim_wrong_key_000'],
		['wrong scheme', `Token ${SIMULATOR_API_KEY}`],
		['bearer without key', 'Bearer '],
		['bare key', SIMULATOR_API_KEY],
	])('401 with %s, and the body never contains the key', async (_label, header) => {
		const res = await client(h.sim.url).get<string>('/api/aibot/list', {
			headers: header === undefined ? {} : { Authorization: header },
			responseType: 'text',
			transformResponse: (x: string) => x,
		});
		expect(res.status).toBe(401);
		expect(res.headers['content-type']).toBe('application/json');
		expect(JSON.parse(res.data)).toEqual({
			status: 'error',
			message: 'Unauthorized access',
			code: 'unauthorized',
		});
		expect(res.data).not.toContain(SIMULATOR_API_KEY);
		expect(res.data).not.toContain('lcai_sim_wrong_key_000');
	});

	it('401 also on v2 routes and unknown paths', async () => {
		expect((await h.anon.get('/api/v2/conversations?agentId=x')).status).toBe(401);
		expect((await h.anon.get('/nowhere')).status).toBe(401);
	});

	it('accepts the key on every route, and no success body echoes it', async () => {
		for (const url of [
			'/api/aibot/list',
			`/api/aibot/detail?chatbotId=${SEED.chatbots.support}`,
			`/api/v2/conversations?agentId=${SEED.agents.support}`,
		]) {
			const res = await rawText(h.api, 'GET', url);
			expect(res.status).toBe(200);
			expect(res.data).not.toContain(SIMULATOR_API_KEY);
		}
	});

	it('404 not_found for an unknown path, 405 method_not_allowed for a wrong method', async () => {
		const missing = await h.api.get('/api/aibot/nothing-here');
		expect(missing.status).toBe(404);
		expect(missing.data).toMatchObject({ status: 'error', code: 'not_found' });
		const wrong = await h.api.post('/api/aibot/list', {});
		expect(wrong.status).toBe(405);
		expect(wrong.data).toMatchObject({ status: 'error', code: 'method_not_allowed' });
		expect(wrong.headers.allow).toBe('GET');
		const qa = await h.api.delete('/api/aibot/data-source/qa');
		expect(qa.status).toBe(405);
		expect(qa.headers.allow).toBe('POST, PUT');
	});

	it('400 invalid_json for a body that is not JSON', async () => {
		// transformRequest keeps axios from re-encoding the broken string as a JSON string literal
		const res = await h.api.post('/api/aibot/create', '{"name": "x",', {
			headers: { 'Content-Type': 'application/json' },
			transformRequest: [(d: unknown) => d],
		});
		expect(h.sim.requests[0].rawBody).toBe('{"name": "x",');
		expect(h.sim.requests[0].body).toBeUndefined();
		expect(res.status).toBe(400);
		expect(res.data).toEqual({
			status: 'error',
			message: 'Request body is not valid JSON',
			code: 'invalid_json',
		});
	});

	it('400 when the body is JSON but not an object', async () => {
		const res = await h.api.post('/api/aibot/create', '[1,2]', {
			headers: { 'Content-Type': 'application/json' },
		});
		expect(res.status).toBe(400);
		expect(res.data.code).toBe('validation_error');
	});

	it('413 for a body over 5 MB', async () => {
		const big = JSON.stringify({ name: 'x'.repeat(5 * 1024 * 1024 + 10) });
		const res = await h.api.post('/api/aibot/create', big, {
			headers: { 'Content-Type': 'application/json' },
			maxBodyLength: Infinity,
		});
		expect(res.status).toBe(413);
		expect(res.data.code).toBe('payload_too_large');
		expect(h.sim.store.chatbots.size).toBe(SEED.counts.chatbots);
	});

	it("another user's chatbot is not found", async () => {
		const res = await h.api.get(`/api/aibot/detail?chatbotId=${SEED.chatbots.other}`);
		expect(res.status).toBe(404);
		expect(res.data).toEqual({ status: 'error', message: 'Chatbot not found', code: 'not_found' });
		const mine = await h.other.get(`/api/aibot/detail?chatbotId=${SEED.chatbots.other}`);
		expect(mine.status).toBe(200);
		expect(mine.data.name).toBe('Globex Concierge');
	});

	it('logs every API request (also rejected ones) in order, never the control routes', async () => {
		await h.anon.get('/api/aibot/list');
		await h.api.post('/api/aibot/create?x=1&x=2', { name: 'Logged' });
		await h.api.get('/__sim/state');
		expect(h.sim.requests).toHaveLength(2);
		const [first, second] = h.sim.requests;
		expect(first).toMatchObject({ method: 'GET', path: '/api/aibot/list', rawBody: '' });
		expect(first.body).toBeUndefined();
		expect(first.headers.authorization).toBeUndefined();
		expect(second).toMatchObject({
			method: 'POST',
			path: '/api/aibot/create',
			query: { x: ['1', '2'] },
			body: { name: 'Logged' },
		});
		expect(second.rawBody).toBe('{"name":"Logged"}');
		expect(second.headers.authorization).toBe(`Bearer ${SIMULATOR_API_KEY}`);
		expect(new Date(second.at).toISOString()).toBe(second.at);
		h.sim.clearRequests();
		expect(h.sim.requests).toHaveLength(0);
	});

	it('onRequest hook is called after logging, before handling', async () => {
		const seen: Array<[string, number, number]> = [];
		h.sim.onRequest((req, index) => {
			seen.push([req.path, index, h.sim.store.chatbots.size]);
		});
		await h.api.post('/api/aibot/create', { name: 'Hooked' });
		expect(seen).toEqual([['/api/aibot/create', 0, SEED.counts.chatbots]]);
		expect(h.sim.store.chatbots.size).toBe(SEED.counts.chatbots + 1);
		h.sim.onRequest(null);
		await h.api.get('/api/aibot/list');
		expect(seen).toHaveLength(1);
	});

	it('the second key sees only its own chatbots', async () => {
		const res = await client(h.sim.url, SIMULATOR_OTHER_API_KEY).get('/api/aibot/list');
		expect(res.data.data.map((b: { id: string }) => b.id)).toEqual([SEED.chatbots.other]);
	});
});
