/**
 * The figures of the analytics routes, counted from the store over the days asked (in the time zone asked,
 * America/New_York when none) and as many days before. Their form: v2Routes.test.ts.
 */
import { SEED } from '../index';
import { useSimulator } from '../testHelpers';

const agentId = SEED.agents.support;
type Figures = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const total = (numbers: number[]) => numbers.reduce((a, b) => a + b, 0);
const dayIn = (iso: string, timeZone: string) =>
	new Date(iso).toLocaleDateString('en-CA', { timeZone });
const OCTOBER = { startDate: '2026-10-17', endDate: '2026-10-31' };

describe('analytics figures', () => {
	const h = useSimulator();
	const body = async (path: string, params: Record<string, unknown> = {}) =>
		(await h.api.get(`/api/v2/analytics${path}`, { params: { agentId, ...OCTOBER, ...params } }))
			.data;
	const get = async (path: string, params: Record<string, unknown> = {}) =>
		(await body(path, params)).data;
	/** The agent's conversations created on the days asked, in `zone`. */
	const conversations = (zone: string, from = OCTOBER.startDate, to = OCTOBER.endDate) =>
		[...h.sim.store.conversations.values()].filter((c) => {
			const day = dayIn(c.createdAt, zone);
			return c.agentId === agentId && day >= from && day <= to;
		});

	it.each([
		[{ startDate: undefined }, 'startDate is required'],
		[{ endDate: '2026/10/31' }, 'endDate must be a date as YYYY-MM-DD'],
		[{ startDate: '2026-10-17T00:00:00Z' }, 'startDate must be a date as YYYY-MM-DD'],
		[{ startDate: '2026-02-30' }, 'startDate must be a date as YYYY-MM-DD'],
		[{ timezone: 'Mars/Olympus' }, 'timezone must be an IANA time zone name'],
		[{ agentId: undefined }, 'agentId is required'],
	])('refuses %j: %s', async (params, message) => {
		const res = await h.api.get('/api/v2/analytics/topics', {
			params: { agentId, ...OCTOBER, ...params },
		});
		expect([res.status, res.data.message]).toEqual([400, message]);
	});

	it('counts a day in the time zone asked, America/New_York when none: not UTC', async () => {
		const days = async (params: Record<string, unknown>) =>
			(await get('', params)).currentPeriod.dailyData.map((d: Figures) => d.total);
		const expected = (zone: string) =>
			Array.from({ length: 15 }, (_, i) => `2026-10-${17 + i}`).map(
				(day) => conversations(zone).filter((c) => dayIn(c.createdAt, zone) === day).length,
			);
		const [byDefault, newYork, tokyo] = await Promise.all([
			days({}),
			days({ timezone: 'America/New_York' }),
			days({ timezone: 'Asia/Tokyo' }),
		]);
		expect([byDefault, tokyo]).toEqual([expected('America/New_York'), expected('Asia/Tokyo')]);
		expect(newYork).toEqual(byDefault);
		expect(byDefault).not.toEqual(expected('UTC'));
	});

	it('Overview: the period’s conversations and the previous period as many days before', async () => {
		const { currentPeriod: now, previousPeriod: before } = await get('');
		const zone = 'America/New_York';
		const current = conversations(zone);
		const previous = conversations(zone, '2026-10-02', '2026-10-16');
		expect(previous.length).toBeGreaterThan(0);
		expect({
			total: now.totalConversationCount,
			open: now.openConversationCount,
			humans: total(now.dailyData.map((d: Figures) => d.humanInvolved)),
			previous: before.totalConversationCount,
			change: now.changes.totalConversationCount,
		}).toEqual({
			total: current.length,
			open: current.filter((c) => !c.isResolved).length,
			humans: current.filter((c) => c.isAgent).length,
			previous: previous.length,
			change: Math.round(((current.length - previous.length) / previous.length) * 1000) / 10,
		});
	});

	it('Agent Performance: only the human agent asked', async () => {
		const [all, one] = await Promise.all([
			get('/agent'),
			get('/agent', { userId: SEED.users.agent }),
		]);
		const handled = conversations('America/New_York').filter((c) => c.isAgent);
		expect([
			all.currentPeriod.totalConversationCount,
			one.currentPeriod.totalConversationCount,
		]).toEqual([
			handled.length,
			handled.filter((c) => c.assignedUserId === SEED.users.agent).length,
		]);
		expect(one.currentPeriod.totalConversationCount).toBeLessThan(handled.length);
	});

	it('AI Functions: calls and failures per function, summed in the totals', async () => {
		const { currentPeriod } = await get('/ai-functions');
		const functions: Figures[] = currentPeriod.functions;
		expect(functions.length).toBeGreaterThan(1);
		expect([currentPeriod.total, currentPeriod.totalFailed]).toEqual([
			total(functions.map((f) => f.total)),
			total(functions.map((f) => f.totalFailed)),
		]);
		expect(currentPeriod.totalFailed).toBeGreaterThan(0);
		expect(functions.find((f) => f.name === 'lookup_order')).toMatchObject({
			type: 'MCP',
			mcpProvider: 'shopify',
		});
	});

	it('CSAT: its feedback in pages, newest first, the metadata telling the rest', async () => {
		const first = await get('/csat', { pageSize: 4 });
		const count = first.currentPeriod.totalResponses;
		expect(count).toBeGreaterThan(8);
		const pages = Math.ceil(count / 4);
		const last = await get('/csat', { pageSize: 4, page: pages });
		expect([first.metadata, last.metadata]).toEqual([
			{
				totalItemCount: count,
				totalPageCount: pages,
				currentPage: 1,
				prev: null,
				next: 2,
				pageSize: 4,
			},
			{
				totalItemCount: count,
				totalPageCount: pages,
				currentPage: pages,
				prev: pages - 1,
				next: null,
				pageSize: 4,
			},
		]);
		const dates = first.currentPeriod.scores.map((s: Figures) => s.createdAt);
		expect(dates).toEqual([...dates].sort().reverse());
		expect(first.currentPeriod.scores.some((s: Figures) => s.comment && s.email)).toBe(true);
	});

	it('Topics: the top 6 by default, every topic with showAllTopics; a day names only its topics', async () => {
		const [top, all] = await Promise.all([
			body('/topics'),
			body('/topics', { showAllTopics: true }),
		]);
		const topics = new Set(conversations('America/New_York').map((c) => c.topic));
		expect(top.allTopics).toHaveLength(topics.size);
		expect([top.keys.length, top.areAllTopicsVisible]).toEqual([6, false]);
		expect([all.keys.length, all.areAllTopicsVisible]).toEqual([topics.size, true]);
		expect(top.keys).toEqual(top.allTopics.slice(0, 6).map((t: Figures) => t.name));
		expect(top.data.some((day: Figures) => Object.keys(day).length < 7)).toBe(true);
	});

	it('Sentiments: every day names all four, their sums the totals', async () => {
		const { data, allSentimentsCounts } = await body('/sentiments');
		expect(data).toHaveLength(15);
		for (const { name, count } of allSentimentsCounts)
			expect(total(data.map((day: Figures) => day[name]))).toBe(count);
		expect(total(allSentimentsCounts.map((s: Figures) => s.count))).toBe(
			conversations('America/New_York').length,
		);
	});
});
