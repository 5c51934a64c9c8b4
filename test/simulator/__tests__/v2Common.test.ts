/** Rules every v2 route shares: auth (401, 403 plan), the error envelope, faults, and page bounds. */
import { SEED, SIMULATOR_NO_API_PLAN_KEY } from '../index';
import { client, useSimulator } from '../testHelpers';

const agentId = SEED.agents.support;
const conv = SEED.conversations.latest;

/** One valid request per v2 route. */
const ROUTES: Array<[string, string, unknown?]> = [
	['POST', '/api/v2/agents', { name: 'A', isLiveChatEnabled: true }],
	['GET', '/api/v2/agents'],
	['GET', `/api/v2/agents/${agentId}`],
	['DELETE', `/api/v2/agents/${SEED.agents.team[0]}`],
	['POST', '/api/v2/conversations', { question: 'Hi', agentId }],
	['GET', `/api/v2/conversations?agentId=${agentId}`],
	['GET', `/api/v2/conversations/${conv}`],
	['POST', `/api/v2/conversations/${conv}/reply`, { message: 'Hello' }],
	['POST', `/api/v2/conversations/${conv}/typing`, { isTyping: true }],
	['GET', `/api/v2/conversations/views?agentId=${agentId}`],
	['POST', '/api/v2/contacts', { agentId, distinctId: 'x-1' }],
	['GET', `/api/v2/contacts?agentId=${agentId}`],
	['GET', `/api/v2/contacts/${SEED.contacts.alice}`],
	['GET', `/api/v2/contacts/${SEED.contacts.alice}/conversations`],
	['GET', `/api/v2/data-sources?agentId=${agentId}`],
	['POST', '/api/v2/data-sources/text', { title: 't', content: 'c', agentId }],
	['POST', '/api/v2/data-sources/url', { url: 'https://x.test/', agentId }],
	['POST', '/api/v2/data-sources/qa', { question: 'q', answer: 'a', agentId }],
	['POST', '/api/v2/data-sources/file', { title: 't', content: 'c', agentId, fileType: 'docx' }],
	['DELETE', '/api/v2/data-sources', { agentId, source: 'QA', id: SEED.dataSources.qa }],
	['GET', `/api/v2/ai-suggestions?agentId=${agentId}`],
	['GET', `/api/v2/ai-suggestions/${SEED.suggestions.active[0]}`],
	['DELETE', `/api/v2/ai-suggestions/${SEED.suggestions.active[0]}`],
	['GET', `/api/v2/analytics?agentId=${agentId}`],
	['GET', `/api/v2/analytics/agent?agentId=${agentId}`],
	['GET', `/api/v2/analytics/ai-functions?agentId=${agentId}`],
	['GET', `/api/v2/analytics/csat?agentId=${agentId}`],
];

describe('v2 routes: shared rules', () => {
	const h = useSimulator();
	const send = (api = h.api, [method, url, data]: [string, string, unknown?]) =>
		api.request({ method, url, data });

	it.each(ROUTES)('%s %s answers 200 with the main key', async (...route) => {
		const res = await send(h.api, route);
		expect(res.status).toBe(200);
	});

	it.each(ROUTES)(
		'%s %s: 401 without a key, 403 with a Starter key, nothing changed',
		async (...route) => {
			const before = JSON.stringify([...h.sim.store.chatbots.keys(), h.sim.store.dataSources.size]);
			const anon = await send(h.anon, route);
			expect(anon.status).toBe(401);
			expect(anon.data).toEqual({
				status: 'error',
				message: 'Unauthorized access',
				code: 'unauthorized',
			});
			const starter = await send(client(h.sim.url, SIMULATOR_NO_API_PLAN_KEY), route);
			expect(starter.status).toBe(403);
			expect(starter.data).toMatchObject({ status: 'error', code: 'forbidden' });
			expect(starter.data.message).toMatch(/lacks permission/);
			expect(JSON.stringify([...h.sim.store.chatbots.keys(), h.sim.store.dataSources.size])).toBe(
				before,
			);
		},
	);

	it.each([429, 500, 503] as const)(
		'a %i fault answers with the error envelope',
		async (status) => {
			h.sim.injectFault({ path: '/api/v2/*', fault: { kind: 'status', status }, times: 1 });
			const res = await h.api.get('/api/v2/agents');
			expect(res.status).toBe(status);
			expect(res.data).toMatchObject({ status: 'error' });
			expect(typeof res.data.code).toBe('string');
			expect((await h.api.get('/api/v2/agents')).status).toBe(200);
		},
	);

	// Each list with its page-size name and default, as the published table gives them.
	const LISTS: Array<[string, 'limit' | 'perPage', number]> = [
		['/api/v2/agents', 'limit', 10],
		[`/api/v2/contacts?agentId=${agentId}`, 'limit', 10],
		[`/api/v2/data-sources?agentId=${agentId}`, 'limit', 10],
		[`/api/v2/ai-suggestions?agentId=${agentId}`, 'limit', 10],
		[`/api/v2/conversations?agentId=${agentId}`, 'perPage', 20],
		[`/api/v2/conversations/views?agentId=${agentId}`, 'perPage', 20],
		[`/api/v2/contacts/${SEED.contacts.alice}/conversations`, 'perPage', 20],
	];

	it.each(LISTS)('%s: page and %s out of range are 400 naming the parameter', async (url, size) => {
		const join = url.includes('?') ? '&' : '?';
		for (const [query, message] of [
			['page=0', 'page must be an integer greater than or equal to 1'],
			['page=x', 'page must be an integer greater than or equal to 1'],
			[`${size}=0`, `${size} must be an integer between 1 and 100`],
			[`${size}=101`, `${size} must be an integer between 1 and 100`],
		]) {
			const res = await h.api.get(`${url}${join}${query}`);
			expect(res.status).toBe(400);
			expect(res.data).toEqual({ status: 'error', message, code: 'validation_error' });
		}
		expect((await h.api.get(`${url}${join}${size}=100`)).status).toBe(200);
	});

	it.each(LISTS)('%s: the default page size is %s=%i', async (url, size, def) => {
		const res = await h.api.get(url);
		const body = res.data;
		const reported =
			body.pages?.perPage ??
			body.data?.pages?.perPage ??
			body.data?.meta?.perPage ??
			body.data?.pagination?.limit;
		expect({ size, reported }).toEqual({ size, reported: def });
	});

	it.each([
		['/api/v2/agents/bot_nope', 'Agent not found'],
		['/api/v2/conversations/conv_nope', 'Conversation not found'],
		['/api/v2/contacts?agentId=bot_nope', 'Agent not found'],
		['/api/v2/data-sources?agentId=bot_nope', 'Agent not found'],
		['/api/v2/ai-suggestions?agentId=bot_nope', 'Agent not found'],
		['/api/v2/analytics/csat?agentId=bot_nope', 'Agent not found'],
		[`/api/v2/agents/${SEED.agents.other}`, 'Agent not found'],
		[`/api/v2/conversations/${SEED.conversations.other}`, 'Conversation not found'],
	])('GET %s -> 404 %s', async (url, message) => {
		const res = await h.api.get(url);
		expect(res.status).toBe(404);
		expect(res.data).toEqual({ status: 'error', message, code: 'not_found' });
	});
});
