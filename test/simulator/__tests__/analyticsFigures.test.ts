/**
 * The figures of the analytics routes, counted from the store over the period asked and the one as long
 * before it. The nodes pass them on without reading them; their form: v2Routes.test.ts.
 */
import { MANUAL_CLOCK_START, SEED } from '../index';
import { useSimulator } from '../testHelpers';

const agentId = SEED.agents.support;
const DAY = 24 * 3600_000;
const NOW = Date.parse(MANUAL_CLOCK_START);
type Figures = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Dated = { createdAt: string; agentId?: string; conversationId?: string };
const total = (numbers: number[]) => numbers.reduce((a, b) => a + b, 0);

describe('analytics figures', () => {
	const h = useSimulator();
	const get = async (path: string, params: Record<string, string> = {}) =>
		(await h.api.get(`/api/v2/analytics${path}`, { params: { agentId, ...params } })).data.data;
	/** The records of the agent made in the last 30 days (the default period), those kept by `keep`. */
	const inPeriod = <T extends Dated>(records: Iterable<T>, keep: (r: T) => boolean = () => true) =>
		[...records].filter((r) => {
			const agent = r.agentId ?? h.sim.store.conversations.get(r.conversationId!)?.agentId;
			const t = Date.parse(r.createdAt);
			return agent === agentId && t >= NOW - 30 * DAY && t <= NOW && keep(r);
		});

	it('the period: by default the 30 days up to now; a date without a time covers its day', async () => {
		const byDefault = (await get('')).currentPeriod;
		expect([byDefault.startDate, byDefault.endDate]).toEqual([
			new Date(NOW - 30 * DAY).toISOString(),
			MANUAL_CLOCK_START,
		]);
		const asked = await get('', { startDate: '2026-10-01', endDate: '2026-10-10' });
		const { currentPeriod: current, previousPeriod: previous } = asked;
		expect([current.startDate, current.endDate, previous.startDate, previous.endDate]).toEqual([
			'2026-10-01T00:00:00.000Z',
			'2026-10-10T23:59:59.999Z',
			'2026-09-21T00:00:00.000Z',
			'2026-09-30T23:59:59.999Z',
		]);
		expect(current.dailyData.map((day: Figures) => day.date)).toEqual(
			Array.from({ length: 10 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`),
		);
	});

	it('each report counts what the store holds, a message sent now included', async () => {
		await h.api.post('/api/v2/conversations', { question: 'Counted?', agentId });
		const { store } = h.sim;
		const [overview, agents, functions, csat] = await Promise.all(
			['', '/agent', '/ai-functions', '/csat'].map(async (path) => (await get(path)).currentPeriod),
		);
		const replies = (userId: string) =>
			inPeriod(store.messages.values(), (m) => m.userId === userId).length;
		const scores = inPeriod(store.csat.values()).map((r) => r.score);
		const calls = functions.functions.map((f: Figures) => f.callCount);
		expect({
			conversations: overview.totalConversationCount,
			open: overview.openConversationCount,
			messages: [
				overview.totalMessageCount,
				total(overview.dailyData.map((d: Figures) => d.messageCount)),
			],
			replies: agents.agents.map((a: Figures) => a.replyCount),
			calls: [total(calls), calls],
			scores: [csat.responseCount, csat.averageScore],
		}).toEqual({
			conversations: inPeriod(store.conversations.values()).length,
			open: inPeriod(store.conversations.values(), (c) => !c.isResolved).length,
			messages: Array(2).fill(inPeriod(store.messages.values()).length),
			replies: [replies(SEED.users.owner), replies(SEED.users.agent)],
			calls: [inPeriod(store.functionCalls.values()).length, [...calls].sort((a, b) => b - a)],
			scores: [scores.length, Math.round((total(scores) / scores.length) * 100) / 100],
		});
		const none = (await get('/csat', { agentId: SEED.chatbots.docs })).currentPeriod;
		expect([none.averageScore, none.responseCount]).toEqual([null, 0]);
	});
});
