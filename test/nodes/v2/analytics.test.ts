/**
 * Version 2, Analytics > Get, in a real workflow through n8n-core against the simulator: each report and view
 * (the request it sends, the flat items it outputs from what the API answered), CSAT's feedback over pages.
 * Refusals, dates and time zones: analyticsPeriod.test.ts.
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { agentId, analytics, PERIOD, WORKFLOW_ZONE } from './analyticsParameters';
import { runV2 } from './v2Operations';

const h = useSimulator();
const QUERY = { agentId, ...PERIOD, timezone: WORKFLOW_ZONE };

/** What the API answers to the one request the node sent, asked again. */
async function answered(): Promise<IDataObject> {
	expect(h.sim.requests).toHaveLength(1);
	const [{ path, query }] = h.sim.requests;
	return (await h.api.get(path, { params: query })).data as IDataObject;
}

async function run(parameters: INodeParameters) {
	const { items, error } = await runV2(h.sim, analytics(parameters));
	expect(error).toBeUndefined();
	for (const item of items) {
		expect(item.pairedItem).toEqual({ item: 0 });
		for (const value of Object.values(item.json))
			expect(value === null || typeof value !== 'object').toBe(true);
	}
	return items.map(({ json }) => json);
}

const capitalized = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);
const scalarsOf = (record: IDataObject) =>
	Object.fromEntries(Object.entries(record).filter(([, v]) => v === null || typeof v !== 'object'));

/** The one item of totals: the period, current figures, previous…, …Change. */
function totalsOf(data: IDataObject, changes: IDataObject): IDataObject {
	const previous = scalarsOf(data.previousPeriod as IDataObject);
	return {
		...PERIOD,
		timezone: WORKFLOW_ZONE,
		...scalarsOf(data.currentPeriod as IDataObject),
		...Object.fromEntries(
			Object.entries(previous).map(([k, v]) => [`previous${capitalized(k)}`, v]),
		),
		...Object.fromEntries(Object.entries(changes).map(([k, v]) => [`${k}Change`, v])),
	};
}

it.each([
	['overview', '/api/v2/analytics', (d: IDataObject) => (d.currentPeriod as IDataObject).changes],
	[
		'agentPerformance',
		'/api/v2/analytics/agent',
		(d: IDataObject) => (d.currentPeriod as IDataObject).changes,
	],
	['aiFunctions', '/api/v2/analytics/ai-functions', (d: IDataObject) => d.changes],
	['csat', '/api/v2/analytics/csat', (d: IDataObject) => d.changes],
])(
	'%s, Totals: one flat item from %s, the periods and changes side by side',
	async (report, path, changes) => {
		const items = await run({ report });
		expect(h.sim.requests.map((r) => [r.path, r.query])).toEqual([[path, QUERY]]);
		const { data } = (await answered()) as { data: IDataObject };
		expect(items).toEqual([totalsOf(data, changes(data) as IDataObject)]);
	},
);

it('Agent Performance sends the User ID as userId: that human agent’s figures only', async () => {
	const [mine] = await run({ report: 'agentPerformance', userId: SEED.users.agent });
	expect(h.sim.requests[0].query).toEqual({ ...QUERY, userId: SEED.users.agent });
	h.sim.clearRequests();
	const [everyone] = await run({ report: 'agentPerformance' });
	expect(mine.totalConversationCount).toBeLessThan(everyone.totalConversationCount as number);
});

it('Overview, Per Day: one item per day of the period, as dailyData', async () => {
	const items = await run({ report: 'overview', output: 'perDay' });
	const { data } = (await answered()) as { data: { currentPeriod: IDataObject } };
	expect(items).toEqual(data.currentPeriod.dailyData);
	expect(items.map((day) => day.date)).toEqual(
		Array.from({ length: 15 }, (_, i) => `2026-10-${17 + i}`),
	);
});

it('AI Functions, Per Function: one item per function, with its type and failures', async () => {
	const items = await run({ report: 'aiFunctions', output: 'perFunction' });
	const { data } = (await answered()) as { data: { currentPeriod: IDataObject } };
	expect(items).toEqual(data.currentPeriod.functions);
	expect(items.length).toBeGreaterThan(1);
});

describe('Topics and Sentiments', () => {
	it('Topics, Per Day: the top 6 topics on every day, 0 where a day has none', async () => {
		const items = await run({ report: 'topics', output: 'perDay' });
		expect(h.sim.requests[0].query).toEqual({ ...QUERY, showAllTopics: 'false' });
		const body = await answered();
		const keys = body.keys as string[];
		expect(keys).toHaveLength(6);
		expect(items).toEqual(
			(body.data as IDataObject[]).map((day) => ({
				date: day.date,
				...Object.fromEntries(keys.map((key) => [key, day[key] ?? 0])),
			})),
		);
		// The API leaves out a topic a day lacks: the node's 0 is not a coincidence.
		expect((body.data as IDataObject[]).some((day) => Object.keys(day).length < 7)).toBe(true);
	});

	it('Topics with All Topics, Totals: one item per topic, every topic', async () => {
		const items = await run({ report: 'topics', showAllTopics: true });
		expect(h.sim.requests[0].query).toEqual({ ...QUERY, showAllTopics: 'true' });
		const body = await answered();
		expect(items).toEqual(
			(body.allTopics as IDataObject[]).map(({ name, count }) => ({ topic: name, count })),
		);
		expect(items).toHaveLength(7);
	});

	it('Sentiments: one item per sentiment (Totals), per day the four of them', async () => {
		const totals = await run({ report: 'sentiments' });
		const body = await answered();
		expect(totals).toEqual(
			(body.allSentimentsCounts as IDataObject[]).map(({ name, count }) => ({
				sentiment: name,
				count,
			})),
		);
		h.sim.clearRequests();
		const days = await run({ report: 'sentiments', output: 'perDay' });
		expect(days).toEqual((await answered()).data);
		expect(Object.keys(days[0])).toEqual([
			'date',
			'POSITIVE',
			'NEGATIVE',
			'NEUTRAL',
			'UNSPECIFIED',
		]);
	});
});

describe('CSAT, Feedback', () => {
	/** `count` more responses in the period, so that the feedback runs over several pages. */
	function moreResponses(count: number) {
		for (let i = 0; i < count; i++) {
			const id = `csat_more_${String(i).padStart(3, '0')}`;
			h.sim.store.csat.set(id, {
				id,
				agentId,
				conversationId: SEED.conversations.latest,
				score: ((i % 5) + 1) as 1 | 2 | 3 | 4 | 5,
				comment: `Comment ${i}`,
				email: null,
				name: null,
				triggerReason: 'AFTER_RESOLUTION',
				createdAt: new Date(Date.parse('2026-10-20T15:00:00Z') + i * 60_000).toISOString(),
			});
		}
	}
	const feedback = (more: INodeParameters) => run({ report: 'csat', output: 'feedback', ...more });
	const pagesAsked = () => h.sim.requests.map((r) => [r.query.page, r.query.pageSize]);

	it('Return All reads every page (pageSize 100): one flat item per response, each once', async () => {
		moreResponses(230);
		const items = await feedback({ returnAll: true });
		const asked = pagesAsked();
		const total = (await h.api.get('/api/v2/analytics/csat', { params: QUERY })).data.data
			.currentPeriod.totalResponses as number;
		expect(total).toBeGreaterThan(230);
		expect(asked).toEqual(
			Array.from({ length: Math.ceil(total / 100) }, (_, i) => [String(i + 1), '100']),
		);
		expect(items).toHaveLength(total);
		expect(new Set(items.map((item) => item.id)).size).toBe(total);
		expect(Object.keys(items[0])).toEqual([
			'id',
			'score',
			'comment',
			'email',
			'name',
			'triggerReason',
			'createdAt',
		]);
	});

	it('a Limit asks no page past it: 7 in one page of 7, 150 in two pages of 100', async () => {
		moreResponses(230);
		expect(await feedback({ returnAll: false, limit: 7 })).toHaveLength(7);
		expect(pagesAsked()).toEqual([['1', '7']]);
		h.sim.clearRequests();
		expect(await feedback({ returnAll: false, limit: 150 })).toHaveLength(150);
		expect(pagesAsked()).toEqual([
			['1', '100'],
			['2', '100'],
		]);
	});
});
