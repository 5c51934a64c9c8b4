/**
 * Version 2, Analytics > Get: the path of each report, the period sent (default the last 30 days up to now) and
 * the figures output, in a real workflow through n8n-core against the simulator. (A period with an end and no
 * start: test/validation/apiDate.test.ts.)
 */
import type { INodeParameters } from 'n8n-workflow';

import { byId } from '../../harness/liveChatAi';
import { MANUAL_CLOCK_START, SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { expectExchange, parametersFor, runV2 } from './v2Operations';

const h = useSimulator();

const DAY_MS = 24 * 3600 * 1000;
const agentId = SEED.agents.support;
const end = MANUAL_CLOCK_START;
const start = new Date(Date.parse(end) - 30 * DAY_MS).toISOString();
const analytics = (parameters: INodeParameters) =>
	parametersFor('analytics:get', {
		agent: byId(agentId),
		startDate: start,
		endDate: end,
		...parameters,
	});

const counts = {
	totalConversationCount: expect.any(Number),
	totalMessageCount: expect.any(Number),
};

it.each([
	['overview', '/api/v2/analytics', { ...counts, dailyData: expect.any(Array) }],
	['agentPerformance', '/api/v2/analytics/agent', { agents: expect.anything() }],
	['aiFunctions', '/api/v2/analytics/ai-functions', { functions: expect.anything() }],
	['csat', '/api/v2/analytics/csat', { distribution: expect.anything() }],
])(
	'%s reads %s for the agent and the period, and outputs both periods',
	async (report, path, figures) => {
		await expectExchange(h.sim, {
			name: report,
			parameters: analytics({ report }),
			request: `GET ${path}`,
			query: { agentId, startDate: start, endDate: end },
			output: () => [
				{
					currentPeriod: expect.objectContaining({ startDate: start, ...figures }),
					previousPeriod: expect.any(Object),
				},
			],
		});
	},
);

it('without dates, sends the last 30 days up to now', async () => {
	const before = Date.now();
	await runV2(h.sim, analytics({ startDate: '', endDate: '' }));
	const { startDate, endDate } = h.sim.requests[0].query as Record<string, string>;
	expect(Date.parse(endDate)).toBeGreaterThanOrEqual(before - 1000);
	expect(Date.parse(endDate)).toBeLessThanOrEqual(Date.now());
	expect(Date.parse(endDate) - Date.parse(startDate)).toBe(30 * DAY_MS);
});
