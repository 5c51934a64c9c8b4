/**
 * The API key, checked before the route on every API path: 401 for a missing, unknown or revoked key, 403
 * for a plan without API access; a key sees its own workspace only.
 */
import {
	SEED,
	SIMULATOR_API_KEY as KEY,
	SIMULATOR_NO_API_PLAN_KEY,
	SIMULATOR_OTHER_API_KEY,
} from '../index';
import { useSimulator } from '../testHelpers';

const UNKNOWN = 'lcai_sim_wrong_key_000';
const LIST = '/api/v2/agents';
const refused = (status: number, code: string, message: string) => ({
	status,
	body: { status: 'error', message, code },
});
const UNAUTHORIZED = refused(401, 'unauthorized', 'Unauthorized access');
const FORBIDDEN = refused(
	403,
	'forbidden',
	'This API key lacks permission: the API requires an Advanced or Expert plan',
);
const STARTER = `Bearer ${SIMULATOR_NO_API_PLAN_KEY}`;

describe('API keys', () => {
	const h = useSimulator();
	const create = (authorization?: string, path = '/api/v2/agents') => {
		const headers = authorization === undefined ? {} : { Authorization: authorization };
		const body = { name: 'Never', isLiveChatEnabled: true };
		return h.anon.post(path, body, { headers, transformResponse: (x: string) => x });
	};

	it.each([
		['no header', undefined, undefined, UNAUTHORIZED],
		['an unknown key', `Bearer ${UNKNOWN}`, undefined, UNAUTHORIZED],
		['another scheme', `Token ${KEY}`, undefined, UNAUTHORIZED],
		['Bearer without a key', 'Bearer ', undefined, UNAUTHORIZED],
		['the bare key', KEY, undefined, UNAUTHORIZED],
		['no key, on a path that is no route', undefined, '/nowhere', UNAUTHORIZED],
		['the key of a plan without API access', STARTER, undefined, FORBIDDEN],
	])('%s: refused before the route runs', async (_, authorization, path, expected) => {
		const res = await create(authorization, path);
		expect({ status: res.status, body: JSON.parse(res.data) }).toEqual(expected);
		expect(res.headers['content-type']).toBe('application/json');
		expect(res.data).not.toMatch(new RegExp(`${KEY}|${UNKNOWN}`));
		expect(h.sim.store.chatbots.size).toBe(SEED.counts.chatbots);
	});

	it('a revoked key is answered as an unknown one until restored; reset() restores every key', async () => {
		const bothKeys = async () =>
			await Promise.all([h.api, h.other].map(async (api) => (await api.get(LIST)).status));
		h.sim.revokeKey(KEY);
		const res = await create(`Bearer ${KEY}`);
		expect({ status: res.status, body: JSON.parse(res.data) }).toEqual(UNAUTHORIZED);
		expect((await h.other.get(LIST)).status).toBe(200);
		h.sim.restoreKey(KEY);
		h.sim.restoreKey(SIMULATOR_OTHER_API_KEY); // not revoked: nothing changes
		expect(await bothKeys()).toEqual([200, 200]);
		h.sim.revokeKey(KEY);
		h.sim.revokeKey(SIMULATOR_OTHER_API_KEY);
		h.sim.reset();
		expect(await bothKeys()).toEqual([200, 200]);
		expect(() => h.sim.revokeKey(UNKNOWN)).toThrow(/API key not found/);
		expect(() => h.sim.restoreKey(UNKNOWN)).toThrow(/API key not found/);
	});

	it('a key sees its own workspace only', async () => {
		const res = await h.other.get('/api/aibot/list');
		expect(res.data.data.map((bot: { id: string }) => bot.id)).toEqual([SEED.chatbots.other]);
		expect((await h.other.get(`/api/v2/conversations/${SEED.conversations.other}`)).status).toBe(
			200,
		);
	});
});
