/**
 * Version 2, Analytics > Get: what is refused before any request (the required Agent, Start Date and End Date,
 * a bad date or time zone, a start after the end, an Output the report lacks), the dates sent as days of the
 * workflow's timezone or of the Timezone option, and the days counted there; as an AI tool.
 */
import type { INodeParameters } from 'n8n-workflow';

import { byId } from '../../harness/liveChatAi';
import { useSimulator } from '../../simulator/testHelpers';
import { agentId, analytics, PERIOD, WORKFLOW_ZONE } from './analyticsParameters';
import { runV2 } from './v2Operations';

const h = useSimulator();
const EMPTY = '={{ "" }}';

describe('refused before any request, naming the field and the item', () => {
	it.each<[string, INodeParameters, string]>([
		[
			'every required field empty (from expressions: n8n itself refuses a field left empty)',
			{ agent: byId(EMPTY), startDate: EMPTY, endDate: EMPTY },
			"'Agent' is required, and 'Start Date' and 'End Date' too [item 0]",
		],
		['no End Date', { endDate: EMPTY }, "'End Date' is required [item 0]"],
		['a date that is none', { startDate: 'soon' }, "'Start Date' is not a valid date [item 0]"],
		[
			'a start after the end',
			{ startDate: '2026-10-31', endDate: '2026-10-17' },
			"'Start Date' (2026-10-31) is after 'End Date' (2026-10-17) [item 0]",
		],
		[
			'a time zone that is no IANA name',
			{ options: { timezone: 'GMT+2' } },
			`'Timezone' is not an IANA time zone name: "GMT+2" [item 0]`,
		],
		[
			'an Output the report lacks',
			{ report: 'overview', output: 'feedback' },
			`'Output' must be Totals or Per Day for the Overview report, not "feedback" [item 0]`,
		],
		[
			'a report that is none',
			{ report: 'revenue' },
			`'Report' must be Overview, Agent Performance, AI Functions, CSAT, Topics or Sentiments, not "revenue" [item 0]`,
		],
	])('%s', async (_, parameters, message) => {
		const { error } = await runV2(h.sim, analytics(parameters));
		expect(error?.message).toBe(message);
		expect(h.sim.requests).toHaveLength(0);
	});
});

describe('the period: days of the workflow’s timezone, or of the Timezone option', () => {
	const sent = async (parameters: INodeParameters, timezone?: string) => {
		const { error } = await runV2(h.sim, analytics(parameters), { timezone });
		expect(error).toBeUndefined();
		const query = h.sim.requests[0].query;
		h.sim.clearRequests();
		return [query.startDate, query.endDate, query.timezone];
	};
	// 2026-10-20T12:30Z is already the 21st at UTC+14 and still the 20th at UTC-11.
	const instant = '2026-10-20T12:30:00Z';

	it('an instant gives its day in the workflow’s timezone, which is always sent', async () => {
		const dates = { startDate: instant, endDate: '2026-10-25' };
		expect(await sent(dates, 'Pacific/Kiritimati')).toEqual([
			'2026-10-21',
			'2026-10-25',
			'Pacific/Kiritimati',
		]);
		expect(await sent(dates, 'Pacific/Pago_Pago')).toEqual([
			'2026-10-20',
			'2026-10-25',
			'Pacific/Pago_Pago',
		]);
		expect(await sent(dates)).toEqual(['2026-10-20', '2026-10-25', WORKFLOW_ZONE]);
	});

	it('the Timezone option overrides the workflow’s', async () => {
		const parameters = { startDate: instant, options: { timezone: 'Asia/Tokyo' } };
		expect(await sent(parameters, 'Pacific/Pago_Pago')).toEqual([
			'2026-10-20',
			PERIOD.endDate,
			'Asia/Tokyo',
		]);
	});

	it('a date picker value keeps its day; a DateTime, a Date and Unix seconds give theirs', async () => {
		const zone = 'Pacific/Kiritimati';
		expect(await sent({ startDate: '2026-10-20T00:00:00' }, zone)).toEqual([
			'2026-10-20',
			PERIOD.endDate,
			zone,
		]);
		const expressions = [
			"={{ DateTime.fromISO('2026-10-20T12:30:00Z') }}",
			"={{ new Date('2026-10-20T12:30:00Z') }}",
			String(Date.parse(instant) / 1000),
		];
		for (const startDate of expressions)
			expect(await sent({ startDate }, zone)).toEqual(['2026-10-21', PERIOD.endDate, zone]);
	});

	it('a workflow far from UTC counts other days: the per-day items follow its timezone', async () => {
		const perDay = async (timezone: string) => {
			const { items } = await runV2(h.sim, analytics({ report: 'sentiments', output: 'perDay' }), {
				timezone,
			});
			return items.map(({ json }) => json);
		};
		const [east, west] = [await perDay('Pacific/Kiritimati'), await perDay('Pacific/Pago_Pago')];
		expect(east.map((day) => day.date)).toEqual(west.map((day) => day.date));
		expect(east).not.toEqual(west);
		const { data } = await h.api.get('/api/v2/analytics/sentiments', {
			params: { agentId, ...PERIOD, timezone: 'Pacific/Kiritimati' },
		});
		expect(east).toEqual(data.data);
	});
});

it('as an AI tool: flat items, each paired, what the report holds', async () => {
	const { items, error } = await runV2(
		h.sim,
		analytics({ report: 'topics', showAllTopics: true }),
		{
			asTool: true,
		},
	);
	expect(error).toBeUndefined();
	expect(items.map(({ json }) => Object.keys(json))).toEqual(items.map(() => ['topic', 'count']));
	expect(items.map(({ pairedItem }) => pairedItem)).toEqual(items.map(() => ({ item: 0 })));
	expect(items).toHaveLength(7);
});
