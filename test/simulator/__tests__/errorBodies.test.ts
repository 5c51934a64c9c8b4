/** Every refusal is JSON in one envelope, `{status: 'error', message, code}`, whichever step refuses. */
import type { AxiosRequestConfig } from 'axios';
import { SEED } from '../index';
import { useSimulator } from '../testHelpers';

/** A POST whose body is sent as written. */
const post = (url: string, data?: string): AxiosRequestConfig => ({
	method: 'POST',
	url,
	data,
	headers: { 'Content-Type': 'application/json' },
	transformRequest: [(d: unknown) => d],
	maxBodyLength: Infinity,
});
const BIG = JSON.stringify({ name: 'x'.repeat(5 * 1024 * 1024 + 10) });

describe('error bodies', () => {
	const h = useSimulator();

	it.each<[string, number, string, string | undefined, AxiosRequestConfig]>([
		['a path that is no route', 404, 'not_found', undefined, { url: '/api/aibot/nothing' }],
		['a method the route lacks', 405, 'method_not_allowed', 'GET', post('/api/aibot/list')],
		[
			'a path of two routes',
			405,
			'method_not_allowed',
			'POST, PUT',
			{ method: 'DELETE', url: '/api/aibot/data-source/qa' },
		],
		// The views route comes before /api/v2/conversations/:conversationId: `views` is never an id.
		[
			'`views`, not a conversation',
			405,
			'method_not_allowed',
			'GET',
			post('/api/v2/conversations/views'),
		],
		[
			'a body that is not JSON',
			400,
			'invalid_json',
			undefined,
			post('/api/aibot/create', '{"name":'),
		],
		[
			'JSON that is not an object',
			400,
			'validation_error',
			undefined,
			post('/api/aibot/create', '[1]'),
		],
		['a body over 5 MB', 413, 'payload_too_large', undefined, post('/api/aibot/create', BIG)],
	])('%s: %i %s', async (_, status, code, allow, request) => {
		const res = await h.api.request(request);
		expect(res.status).toBe(status);
		expect(res.headers['content-type']).toBe('application/json');
		expect(res.data).toEqual({ status: 'error', message: expect.any(String), code });
		expect(res.headers.allow).toBe(allow);
		expect(h.sim.store.chatbots.size).toBe(SEED.counts.chatbots);
	});

	it('a failure inside the simulator is a 500 internal_error', async () => {
		h.sim.onRequest(() => {
			throw new Error('boom');
		});
		const res = await h.api.get('/api/aibot/list');
		expect(res.status).toBe(500);
		expect(res.data).toEqual({
			status: 'error',
			message: 'Simulator error: boom',
			code: 'internal_error',
		});
	});
});
