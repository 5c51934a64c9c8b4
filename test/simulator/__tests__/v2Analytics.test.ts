import { MANUAL_CLOCK_START, SEED } from '../index';
import { useSimulator } from '../testHelpers';

const agentId = SEED.agents.support;
const DAY = 24 * 3600_000;
const NOW = Date.parse(MANUAL_CLOCK_START);

describe('v2 analytics', () => {
	const h = useSimulator();
	const get = (path: string, params: Record<string, unknown> = {}) =>
		h.api.get(`/api/v2/analytics${path}`, { params: { agentId, ...params } });
	const inPeriod = (iso: string, from: number, to: number) => {
		const t = Date.parse(iso);
		return t >= from && t <= to;
	};
	/** What the overview must say for [from, to], counted here from the store. */
	const expected = (from: number, to: number) => {
		const convs = [...h.sim.store.conversations.values()].filter(
			(c) => c.agentId === agentId && inPeriod(c.createdAt, from, to),
		);
		const messages = [...h.sim.store.messages.values()].filter(
			(m) =>
				inPeriod(m.createdAt, from, to) &&
				h.sim.store.conversations.get(m.conversationId)?.agentId === agentId,
		);
		return {
			totalConversationCount: convs.length,
			closedConversationCount: convs.filter((c) => c.isResolved).length,
			totalMessageCount: messages.length,
		};
	};

	it('by default: the 30 days ending now, and the 30 days before', async () => {
		const res = await get('');
		expect(res.status).toBe(200);
		const { currentPeriod, previousPeriod } = res.data.data;
		expect(currentPeriod.startDate).toBe(new Date(NOW - 30 * DAY).toISOString());
		expect(currentPeriod.endDate).toBe(MANUAL_CLOCK_START);
		expect(previousPeriod.endDate).toBe(new Date(NOW - 30 * DAY - 1).toISOString());
		expect(previousPeriod.startDate).toBe(new Date(NOW - 60 * DAY - 1).toISOString());
		const want = expected(NOW - 30 * DAY, NOW);
		expect(currentPeriod).toMatchObject(want);
		expect(want.totalConversationCount).toBeGreaterThan(100);
		expect(currentPeriod.openConversationCount).toBe(
			want.totalConversationCount - want.closedConversationCount,
		);
		expect(previousPeriod).toMatchObject(expected(NOW - 60 * DAY - 1, NOW - 30 * DAY - 1));
		expect(previousPeriod.totalConversationCount).toBeLessThan(want.totalConversationCount);
	});

	it('dailyData has every UTC day the period touches, summing to the totals', async () => {
		const { currentPeriod } = (await get('')).data.data;
		const days = currentPeriod.dailyData as Array<{
			date: string;
			conversationCount: number;
			messageCount: number;
		}>;
		expect(days).toHaveLength(31);
		expect(days[0].date).toBe(new Date(NOW - 30 * DAY).toISOString().slice(0, 10));
		expect(days[30].date).toBe(MANUAL_CLOCK_START.slice(0, 10));
		expect(days.reduce((s, d) => s + d.conversationCount, 0)).toBe(
			currentPeriod.totalConversationCount,
		);
		expect(days.reduce((s, d) => s + d.messageCount, 0)).toBe(currentPeriod.totalMessageCount);
	});

	it('a date-only endDate covers its whole day; Unix seconds are read too', async () => {
		const res = await get('', { startDate: '2026-10-01', endDate: '2026-10-10' });
		const { currentPeriod, previousPeriod } = res.data.data;
		expect(currentPeriod.startDate).toBe('2026-10-01T00:00:00.000Z');
		expect(currentPeriod.endDate).toBe('2026-10-10T23:59:59.999Z');
		expect(currentPeriod.dailyData).toHaveLength(10);
		expect(previousPeriod.startDate).toBe('2026-09-21T00:00:00.000Z');
		expect(previousPeriod.endDate).toBe('2026-09-30T23:59:59.999Z');
		const from = Date.parse('2026-10-01T00:00:00Z');
		const to = Date.parse('2026-10-10T23:59:59.999Z');
		expect(currentPeriod).toMatchObject(expected(from, to));
		const bySeconds = await get('', { startDate: from / 1000, endDate: (to + 1) / 1000 });
		expect(bySeconds.data.data.currentPeriod.totalConversationCount).toBe(
			expected(from, to + 1).totalConversationCount,
		);
	});

	it('follows the store: a sent message counts today', async () => {
		const before = (await get('')).data.data.currentPeriod;
		await h.api.post('/api/v2/conversations', { question: 'Hi', agentId });
		const after = (await get('')).data.data.currentPeriod;
		expect(after.totalConversationCount).toBe(before.totalConversationCount + 1);
		expect(after.openConversationCount).toBe(before.openConversationCount + 1);
		expect(after.totalMessageCount).toBe(before.totalMessageCount + 2);
		expect(after.dailyData[30].messageCount).toBe(before.dailyData[30].messageCount + 2);
	});

	it('agent: every human agent of the workspace with replies and conversations', async () => {
		const count = (userId: string) => {
			const replies = [...h.sim.store.messages.values()].filter(
				(m) =>
					m.userId === userId &&
					inPeriod(m.createdAt, NOW - 30 * DAY, NOW) &&
					h.sim.store.conversations.get(m.conversationId)?.agentId === agentId,
			);
			return {
				replyCount: replies.length,
				conversationCount: new Set(replies.map((m) => m.conversationId)).size,
			};
		};
		const res = await get('/agent');
		expect(res.data.data.currentPeriod.agents).toEqual([
			{ userId: SEED.users.owner, name: 'Olivia Bennett', ...count(SEED.users.owner) },
			{ userId: SEED.users.agent, name: 'Sam Rivera', ...count(SEED.users.agent) },
		]);
		expect(count(SEED.users.agent).replyCount).toBeGreaterThan(0);
		await h.api.post(`/api/v2/conversations/${SEED.conversations.latest}/reply`, {
			message: 'On it',
			userId: SEED.users.agent,
		});
		const after = (await get('/agent')).data.data.currentPeriod.agents[1];
		expect(after.replyCount).toBe(count(SEED.users.agent).replyCount);
		expect(after.replyCount).toBeGreaterThan(res.data.data.currentPeriod.agents[1].replyCount);
	});

	it('ai-functions: the seeded calls of the period, most called first', async () => {
		const { currentPeriod } = (await get('/ai-functions')).data.data;
		const calls = [...h.sim.store.functionCalls.values()].filter(
			(c) => c.agentId === agentId && inPeriod(c.createdAt, NOW - 30 * DAY, NOW),
		);
		const fns = currentPeriod.functions as Array<{ name: string; callCount: number }>;
		expect(fns.reduce((s, f) => s + f.callCount, 0)).toBe(calls.length);
		expect(fns.length).toBeGreaterThan(1);
		for (let i = 1; i < fns.length; i++)
			expect(fns[i - 1].callCount).toBeGreaterThanOrEqual(fns[i].callCount);
		expect(Object.keys(fns[0]).sort()).toEqual(['callCount', 'name']);
	});

	it('csat: average, count and distribution of the period; none -> average null', async () => {
		const { currentPeriod } = (await get('/csat')).data.data;
		const scores = [...h.sim.store.csat.values()]
			.filter((r) => r.agentId === agentId && inPeriod(r.createdAt, NOW - 30 * DAY, NOW))
			.map((r) => r.score);
		expect(currentPeriod.responseCount).toBe(scores.length);
		expect(scores.length).toBeGreaterThan(5);
		const avg = scores.reduce((a, b) => a + b, 0) / scores.length;
		expect(currentPeriod.averageScore).toBeCloseTo(avg, 2);
		expect(Object.keys(currentPeriod.distribution)).toEqual(['1', '2', '3', '4', '5']);
		for (const s of [1, 2, 3, 4, 5] as const)
			expect(currentPeriod.distribution[s]).toBe(scores.filter((x) => x === s).length);
		const empty = await get('/csat', { agentId: SEED.chatbots.docs });
		expect(empty.data.data.currentPeriod).toMatchObject({
			averageScore: null,
			responseCount: 0,
			distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
		});
	});

	it.each([
		[{ agentId: undefined }, 400, 'agentId is required'],
		[
			{ startDate: 'last week' },
			400,
			'startDate must be a Unix timestamp in seconds or an ISO 8601 date',
		],
		[
			{ endDate: '2026-13-01' },
			400,
			'endDate must be a Unix timestamp in seconds or an ISO 8601 date',
		],
		[
			{ startDate: '2026-10-10', endDate: '2026-10-01' },
			400,
			'startDate must not be after endDate',
		],
		[{ startDate: '2026-12-01' }, 400, 'startDate must not be after endDate'],
		[{ agentId: SEED.agents.other }, 404, 'Agent not found'],
	])('%j -> %i %s (every analytics route)', async (params, status, message) => {
		for (const path of ['', '/agent', '/ai-functions', '/csat']) {
			const res = await get(path, params);
			expect(res.status).toBe(status);
			expect(res.data.message).toBe(message);
		}
	});
});
