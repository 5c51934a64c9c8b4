/**
 * Version 2, Analytics > Get: each report, the period sent (default the last 30 days) and bad input refused.
 */
import { byId, runLiveChatAi } from '../../harness/liveChatAi';
import { MANUAL_CLOCK_START, SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';

const h = useSimulator();

const v2 = { typeVersion: 2 };
const DAY_MS = 24 * 3600 * 1000;
const support = SEED.agents.support;
const end = MANUAL_CLOCK_START;
const start = new Date(Date.parse(end) - 30 * DAY_MS).toISOString();
const analytics = (parameters: Record<string, unknown> = {}) => ({
	resource: 'analytics',
	operation: 'get',
	agent: byId(support),
	startDate: start,
	endDate: end,
	...parameters,
});

describe('Analytics > Get', () => {
	it('Overview: GET /api/v2/analytics with agentId and the period; outputs currentPeriod and previousPeriod', async () => {
		const { items, error } = await runLiveChatAi(h.sim, analytics({ report: 'overview' }), v2);
		expect(error).toBeUndefined();
		expect(h.sim.requests[0]).toMatchObject({ method: 'GET', path: '/api/v2/analytics' });
		expect(h.sim.requests[0].query).toEqual({ agentId: support, startDate: start, endDate: end });
		expect(items).toHaveLength(1);
		expect(items[0].json).toEqual({
			currentPeriod: expect.objectContaining({
				totalConversationCount: expect.any(Number),
				totalMessageCount: expect.any(Number),
				dailyData: expect.any(Array),
			}),
			previousPeriod: expect.objectContaining({ totalConversationCount: expect.any(Number) }),
		});
		expect((items[0].json.currentPeriod as { startDate: string }).startDate).toBe(start);
	});

	it.each([
		['agentPerformance', '/api/v2/analytics/agent', 'agents'],
		['aiFunctions', '/api/v2/analytics/ai-functions', 'functions'],
		['csat', '/api/v2/analytics/csat', 'distribution'],
	])('%s reads %s', async (report, path, field) => {
		const { items } = await runLiveChatAi(h.sim, analytics({ report }), v2);
		expect(h.sim.requests.map((r) => r.path)).toEqual([path]);
		expect(items[0].json.currentPeriod).toHaveProperty(field);
	});

	it('without dates, sends the last 30 days up to now', async () => {
		const before = Date.now();
		await runLiveChatAi(h.sim, analytics({ startDate: '', endDate: '' }), v2);
		const { startDate, endDate } = h.sim.requests[0].query as Record<string, string>;
		expect(Date.parse(endDate)).toBeGreaterThanOrEqual(before - 1000);
		expect(Date.parse(endDate)).toBeLessThanOrEqual(Date.now());
		expect(Date.parse(endDate) - Date.parse(startDate)).toBe(30 * DAY_MS);
	});

	it('with an End Date only, the period starts 30 days before it', async () => {
		await runLiveChatAi(h.sim, analytics({ startDate: '' }), v2);
		expect(h.sim.requests[0].query).toMatchObject({ startDate: start, endDate: end });
	});

	it('refuses a bad date, and a start after the end, before any request', async () => {
		const { error } = await runLiveChatAi(h.sim, analytics({ startDate: 'next tuesday' }), v2);
		expect(error?.message).toBe("'Start Date' is not a valid date [item 0]");
		const reversed = await runLiveChatAi(h.sim, analytics({ startDate: end, endDate: start }), v2);
		expect(reversed.error?.message).toBe("'Start Date' is after 'End Date' [item 0]");
		expect(h.sim.requests).toEqual([]);
	});

	it('refuses a Report an expression gives that does not exist', async () => {
		const { error } = await runLiveChatAi(h.sim, analytics({ report: 'revenue' }), v2);
		expect(error?.message).toBe(
			`'Report' must be Overview, Agent Performance, AI Functions or CSAT, not "revenue" [item 0]`,
		);
		expect(h.sim.requests).toEqual([]);
	});

	it('with Continue On Fail, an unknown agent gives an error item paired with its input', async () => {
		const { items } = await runLiveChatAi(
			h.sim,
			analytics({ agent: { __rl: true, mode: 'id', value: '={{ $json.agent }}' } }),
			{ ...v2, continueOnFail: true, input: [{ agent: 'bot_nope' }, { agent: support }] },
		);
		expect(items[0]).toEqual({
			json: { error: 'Agent not found', message: expect.stringContaining('HTTP 404') },
			pairedItem: { item: 0 },
		});
		expect(items[1]).toMatchObject({
			json: { currentPeriod: expect.any(Object) },
			pairedItem: { item: 1 },
		});
	});
});
