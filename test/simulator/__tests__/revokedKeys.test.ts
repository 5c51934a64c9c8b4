/**
 * Revoking an API key (for the trigger's "key revoked while active" tests): a revoked key is answered 401
 * exactly as an unknown key, other keys keep working, restoring or `reset()` makes it valid again; and the
 * request log tells each request's status and when it was answered.
 */
import { SIMULATOR_API_KEY, SIMULATOR_OTHER_API_KEY } from '../index';
import { client, useSimulator } from '../testHelpers';

/** A list every key may read without parameters. */
const LIST = '/api/v2/agents';

describe('revoked API keys', () => {
	const h = useSimulator();

	it('answers a revoked key exactly as an unknown key, until it is restored', async () => {
		const unknown = await client(h.sim.url, 'lcai_sim_no_such_key').get(LIST);
		expect(unknown.status).toBe(401);

		h.sim.revokeKey(SIMULATOR_API_KEY);
		const revoked = await h.api.get(LIST);
		expect(revoked.status).toBe(401);
		expect(revoked.data).toEqual(unknown.data);
		expect(revoked.headers['content-type']).toBe(unknown.headers['content-type']);
		// Only that key: the other user's still works.
		expect((await h.other.get(LIST)).status).toBe(200);

		h.sim.restoreKey(SIMULATOR_API_KEY);
		expect((await h.api.get(LIST)).status).toBe(200);
		// Restoring a key that is not revoked changes nothing.
		h.sim.restoreKey(SIMULATOR_OTHER_API_KEY);
		expect((await h.other.get(LIST)).status).toBe(200);
	});

	it('reset() restores every revoked key', async () => {
		h.sim.revokeKey(SIMULATOR_API_KEY);
		h.sim.revokeKey(SIMULATOR_OTHER_API_KEY);
		h.sim.reset();
		expect((await h.api.get(LIST)).status).toBe(200);
		expect((await h.other.get(LIST)).status).toBe(200);
	});

	it('refuses to revoke a key it does not know', () => {
		expect(() => h.sim.revokeKey('lcai_sim_no_such_key')).toThrow(/API key not found/);
		expect(() => h.sim.restoreKey('lcai_sim_no_such_key')).toThrow(/API key not found/);
	});

	it('POST /__sim/keys/revoke and /__sim/keys/restore', async () => {
		const revoked = await h.anon.post('/__sim/keys/revoke', { key: SIMULATOR_API_KEY });
		expect(revoked.data).toEqual({ status: 'success', key: SIMULATOR_API_KEY, revoked: true });
		expect((await h.api.get(LIST)).status).toBe(401);
		const restored = await h.anon.post('/__sim/keys/restore', { key: SIMULATOR_API_KEY });
		expect(restored.data).toEqual({ status: 'success', key: SIMULATOR_API_KEY, revoked: false });
		expect((await h.api.get(LIST)).status).toBe(200);

		const unknown = await h.anon.post('/__sim/keys/revoke', { key: 'lcai_sim_no_such_key' });
		expect(unknown.status).toBe(404);
		const missing = await h.anon.post('/__sim/keys/restore', {});
		expect(missing.status).toBe(400);
		expect(missing.data.code).toBe('validation_error');
	});

	it('logs the status of each answer and when it was answered', async () => {
		h.sim.revokeKey(SIMULATOR_API_KEY);
		await h.api.get(LIST);
		h.sim.restoreKey(SIMULATOR_API_KEY);
		h.sim.injectFault({
			path: LIST,
			fault: { kind: 'status', status: 429, retryAfter: '5' },
			times: 1,
		});
		await h.api.get(LIST);
		await h.api.get(LIST);
		expect(h.sim.requests.map((request) => request.status)).toEqual([401, 429, 200]);
		for (const request of h.sim.requests) {
			expect(new Date(request.answeredAt!).toISOString()).toBe(request.answeredAt);
			expect(Date.parse(request.answeredAt!)).toBeGreaterThanOrEqual(Date.parse(request.at));
		}
	});
});
