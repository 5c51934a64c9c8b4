/**
 * The HTTP control API under /__sim (for a tester driving a real n8n, `npm run simulator`): no key, never
 * logged, never faulted; what each route answers and changes, then the refusals.
 */
import { MANUAL_CLOCK_START, SEED, SIMULATOR_API_KEY } from '../index';
import { useSimulator } from '../testHelpers';

const LIST = '/api/aibot/list';
const key = SIMULATOR_API_KEY;
const conversation = SEED.conversations.latest;
const ok = { status: 'success' };

describe('control API', () => {
	const h = useSimulator();
	const call = async (route: string, body?: unknown) => {
		const [method, url] = route.split(' ');
		return (await h.anon.request({ method, url, data: body })).data;
	};
	const list = () => h.api.get(LIST);

	it('needs no key, is never logged and never faulted', async () => {
		h.sim.injectFault({ path: '/*', fault: { kind: 'status', status: 503 } });
		expect((await h.anon.get('/__sim/state')).status).toBe(200);
		expect(h.sim.requests).toEqual([]);
	});

	it('requests and faults: read, add, clear', async () => {
		const rule = { path: LIST, fault: { kind: 'status', status: 429, retryAfter: '2' }, times: 2 };
		expect(await call('POST /__sim/faults', rule)).toEqual({ ...ok, faults: 1 });
		expect((await list()).headers['retry-after']).toBe('2');
		expect(await call('GET /__sim/faults')).toEqual([{ ...rule, remaining: 1 }]);
		expect(await call('DELETE /__sim/faults')).toEqual(ok);
		expect((await list()).status).toBe(200);
		const logged = await call('GET /__sim/requests');
		expect(logged.map((r: { status: number }) => r.status)).toEqual([429, 200]);
		expect(logged[0].headers.authorization).toBe(`Bearer ${key}`);
		expect(await call('DELETE /__sim/requests')).toEqual(ok);
		expect(h.sim.requests).toEqual([]);
	});

	it('list-shape, stream-framing and the clock', async () => {
		expect(await call('POST /__sim/list-shape', { shape: 'bare' })).toEqual({
			...ok,
			shape: 'bare',
		});
		expect((await list()).data).toHaveLength(SEED.agents.mainCount);
		const framing = await call('POST /__sim/stream-framing', { framing: 'text' });
		expect(framing).toEqual({ ...ok, framing: 'text' });
		expect(await call('GET /__sim/clock')).toEqual({ now: MANUAL_CLOCK_START });
		const advanced = { now: '2026-11-01T12:01:30.000Z' };
		expect(await call('POST /__sim/clock/advance', { ms: 90_000 })).toEqual(advanced);
		const set = { now: '2026-12-24T18:00:00.000Z' };
		expect(await call('POST /__sim/clock/set', { now: '2026-12-24T18:00:00Z' })).toEqual(set);
		expect(await call('GET /__sim/state')).toMatchObject({
			now: set.now,
			settings: { listShape: 'bare', streamFraming: 'text' },
		});
	});

	it("message-reporting: a conversation's messages reported otherwise, until reset", async () => {
		const detail = async () =>
			(await h.api.get(`/api/v2/conversations/${conversation}`)).data.data as {
				lastMessageDate: string;
				messages: Array<{ role: string; createdAt?: string }>;
			};
		const { lastMessageDate, messages } = await detail();
		const changes = { createdAtOffsetMs: 1.5, createdAtDigits: 6, roleNames: { user: 'visitor' } };
		const answer = await call('POST /__sim/message-reporting', changes);
		expect(answer).toEqual({
			...ok,
			messages: { ...changes, withoutCreatedAt: false, oldestOnly: 0, withoutRoleDates: false },
		});
		const reported = await detail();
		expect(reported.lastMessageDate).toBe(lastMessageDate);
		const newest = messages[messages.length - 1];
		const shifted = new Date(Date.parse(newest.createdAt!) + 1).toISOString();
		expect(reported.messages[messages.length - 1].createdAt).toBe(`${shifted.slice(0, 23)}500Z`);
		expect(reported.messages.map(({ role }) => role)).toEqual(
			messages.map(({ role }) => (role === 'user' ? 'visitor' : role)),
		);
		await call('POST /__sim/message-reporting', { withoutCreatedAt: true, oldestOnly: 1 });
		expect((await detail()).messages).toEqual([
			expect.not.objectContaining({ createdAt: expect.anything() }),
		]);
		await call('POST /__sim/reset');
		expect((await detail()).messages).toEqual(messages);
	});

	it('invisible-characters: the texts written from then on kept as sent, or without them', async () => {
		const text = 'Hi\u200b there\u2063\u200c\u2060\u2063';
		const reply = async () =>
			(await h.api.post(`/api/v2/conversations/${conversation}/reply`, { message: text })).data.data
				.message.text;
		const send = async () => {
			const body = { question: text, agentId: SEED.agents.support };
			const { messageId } = (await h.api.post('/api/v2/conversations', body)).data.data;
			return h.sim.store.messages.get(messageId)!.content;
		};
		expect([await reply(), await send()]).toEqual([text, text]);
		expect(await call('POST /__sim/invisible-characters', { mode: 'stripped' })).toEqual({
			...ok,
			mode: 'stripped',
		});
		expect([await reply(), await send()]).toEqual(['Hi there', 'Hi there']);
		const [stored] = h.sim.store.messagesOf(conversation).slice(-1);
		expect(stored).toMatchObject({ role: 'agent', content: 'Hi there' });
		expect(await call('GET /__sim/state')).toMatchObject({
			settings: { invisibleCharacters: 'stripped' },
		});
		h.sim.reset();
		expect(await reply()).toBe(text);
	});

	it('activity, suggestions and typing: what a test adds or reads', async () => {
		const at = '2026-11-01T12:05:00.000Z';
		const moved = await call('POST /__sim/activity', {
			conversationId: conversation,
			kind: 'agent',
		});
		expect(moved).toMatchObject({ id: conversation, lastAgentMessageDate: MANUAL_CLOCK_START });
		const made = await call('POST /__sim/activity', {
			agentId: SEED.agents.sales,
			kind: 'visitor',
			at,
		});
		expect(made).toMatchObject({ createdAt: at, lastVisitorMessageDate: at });
		expect(h.sim.store.messagesOf(made.id).map((m) => m.role)).toEqual(['user']);
		const agentId = SEED.agents.support;
		const suggested = await call('POST /__sim/suggestions', {
			agentId,
			evaluationTag: 'INCORRECT',
		});
		expect(suggested).toMatchObject({ evaluationTag: 'INCORRECT', createdAt: MANUAL_CLOCK_START });
		const listed = await h.api.get('/api/v2/ai-suggestions', { params: { agentId, limit: 1 } });
		expect(listed.data.data.suggestions).toEqual([suggested]);
		await h.api.post(`/api/v2/conversations/${conversation}/typing`, { isTyping: true });
		const shown = { visible: true, userId: SEED.users.owner };
		expect(await call(`GET /__sim/typing/${conversation}`)).toEqual(shown);
		h.sim.clock.advance(10_000);
		expect(await call(`GET /__sim/typing/${conversation}`)).toEqual({
			visible: false,
			userId: null,
		});
	});

	it('keys and reset', async () => {
		expect(await call('POST /__sim/keys/revoke', { key })).toEqual({ ...ok, key, revoked: true });
		expect((await list()).status).toBe(401);
		expect(await call('POST /__sim/keys/restore', { key })).toEqual({ ...ok, key, revoked: false });
		expect((await list()).status).toBe(200);
		await call('POST /__sim/keys/revoke', { key });
		expect(await call('POST /__sim/reset')).toEqual(ok);
		expect((await list()).data.data).toHaveLength(SEED.agents.mainCount);
	});

	it('state and store: a summary, a collection, a record', async () => {
		expect(await call('GET /__sim/state')).toMatchObject({
			settings: {
				listShape: 'data',
				streamFraming: 'sse',
				paging: 'documented',
				messages: { createdAtOffsetMs: 0, createdAtDigits: 3, oldestOnly: 0 },
				invisibleCharacters: 'kept',
			},
			counts: { chatbots: SEED.counts.chatbots, conversations: 307, activeSuggestions: 132 },
			conversationsPerAgent: { bot_support: 241, bot_sales: 59, bot_other: 4, bot_kb: 3 },
		});
		expect(await call('GET /__sim/store/chatbots')).toHaveLength(SEED.counts.chatbots);
		expect(await call(`GET /__sim/store/contacts/${SEED.contacts.alice}`)).toMatchObject({
			distinctId: 'user-1001',
		});
	});

	it.each([
		['GET /__sim/nothing', undefined, 404, 'not_found'],
		['GET /__sim/reset', undefined, 405, 'method_not_allowed'],
		['POST /__sim/faults', '{', 400, 'invalid_json'],
		['POST /__sim/faults', { path: '/x', fault: { kind: 'nope' } }, 400, 'validation_error'],
		['POST /__sim/list-shape', { shape: 'weird' }, 400, 'validation_error'],
		['POST /__sim/stream-framing', { framing: 'xml' }, 400, 'validation_error'],
		['POST /__sim/message-reporting', { createdAtDigits: 10 }, 400, 'validation_error'],
		['POST /__sim/message-reporting', { oldestOnly: -1 }, 400, 'validation_error'],
		['POST /__sim/message-reporting', { roleNames: { user: 1 } }, 400, 'validation_error'],
		['POST /__sim/invisible-characters', { mode: 'hidden' }, 400, 'validation_error'],
		['POST /__sim/activity', { conversationId: 'conv_nope', kind: 'bot' }, 404, 'not_found'],
		['POST /__sim/activity', { kind: 'robot' }, 400, 'validation_error'],
		['POST /__sim/suggestions', { agentId: 'bot_nope' }, 404, 'not_found'],
		['POST /__sim/suggestions', { agentId: 'bot_kb', createdAt: 'soon' }, 400, 'validation_error'],
		['POST /__sim/clock/advance', { ms: 'x' }, 400, 'validation_error'],
		['POST /__sim/clock/set', { now: 'tomorrow' }, 400, 'validation_error'],
		['POST /__sim/keys/revoke', { key: 'lcai_sim_no_such_key' }, 404, 'not_found'],
		['POST /__sim/keys/restore', {}, 400, 'validation_error'],
		['GET /__sim/store/contacts/ct_nope', undefined, 404, 'not_found'],
	])('%s %j: %i %s', async (route, body, status, code) => {
		const [method, url] = route.split(' ');
		const raw = { headers: { 'Content-Type': 'application/json' }, transformRequest: [String] };
		const res = await h.anon.request({ method, url, data: body, ...(body === '{' ? raw : {}) });
		expect({ status: res.status, body: res.data }).toEqual({
			status,
			body: { status: 'error', message: expect.any(String), code },
		});
	});
});
