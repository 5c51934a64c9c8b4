/**
 * New CSAT Rating (trigger 1.3 on): a satisfaction score a visitor gave. [doc] GET /api/v2/analytics/csat takes
 * `agentId`, `startDate` and `endDate` (whole days, `YYYY-MM-DD`), an optional IANA `timezone`, `page` and
 * `pageSize` (at most 100), and gives the period's scores in `data.currentPeriod.scores` with `data.metadata`
 * paging; their order is not documented. So each poll reads every page of the days a new score can be on: today in
 * the workflow's time zone, from the day of the last poll (the day before, just after midnight), and tells what is
 * new by id (newRecords.ts). Read top down: the source (Fetch Test Event), the reading, then its steps.
 */
import type { IPollFunctions } from 'n8n-workflow';

import { dayIn } from '../fields/apiDay';
import { V2_MAX_PAGE_SIZE } from '../serviceDecisions';
import type { ListRequestOptions } from '../transport';
import type { ListSpec } from '../lists/readList';
import { pagesOf, readListPage } from '../lists/readList';
import { ListEnd } from '../lists/listEnd';
import type { EventReader, EventSource, PollTime, Read } from './newEvents';
import type { RecordCursor } from './newRecords';
import { freshRecords, RECORD_LATE_MS } from './newRecords';
import { readCreated } from './contactSource';

type Request = Omit<ListRequestOptions, 'itemIndex'>;

const DAY_MS = 24 * 3600_000;

/**
 * [decision] Fetch Test Event shows the newest score of the first page of this many days up to today: a sample
 * to map, more likely found than in today's scores alone.
 */
export const CSAT_SAMPLE_DAYS = 90;

/** The agent's scores of the last CSAT_SAMPLE_DAYS days, page after page, each placed at its creation. */
export function csatSource(
	context: IPollFunctions,
	agentId: string,
	request: Request,
): EventSource {
	return {
		open() {
			const timezone = context.getTimezone();
			const now = Date.now();
			const from = dayIn(now - (CSAT_SAMPLE_DAYS - 1) * DAY_MS, timezone);
			return pagesOf(
				context,
				csatList(agentId, { from, to: dayIn(now, timezone), timezone }, request),
			);
		},
		read: readCreated,
	};
}

/** [doc] The agent's CSAT scores of some days (`YYYY-MM-DD`, both included) in a time zone. */
function csatList(
	agentId: string,
	days: { from: string; to: string; timezone: string },
	request: Request,
): ListSpec {
	return {
		path: '/api/v2/analytics/csat',
		query: { agentId, startDate: days.from, endDate: days.to, timezone: days.timezone },
		pageSize: { name: 'pageSize', max: V2_MAX_PAGE_SIZE },
		items: ['data', 'currentPeriod', 'scores'],
		request,
	};
}

/**
 * New CSAT Rating's reading of one agent. The cursor keeps `fromDay`, the first day the next poll reads: the day
 * RECORD_LATE_MS before this poll, so that it changes once a day and a score shown late is still read.
 */
export function csatReader(
	context: IPollFunctions,
	{ agentId, query, request }: { agentId: string; query: string; request: Request },
): EventReader {
	const always: PollTime = { outOfTime: () => false, weighingLeft: () => Infinity };
	const readDays = async (cursor: CsatCursor | undefined, time: PollTime) => {
		const timezone = context.getTimezone();
		const now = Date.now();
		const to = dayIn(now, timezone);
		const fromDay = dayIn(now - RECORD_LATE_MS, timezone);
		const from = cursor?.fromDay;
		const first = from !== undefined && from < fromDay ? from : fromDay;
		const list = csatList(agentId, { from: first, to, timezone }, request);
		const { reads, resumePage } = await everyPage(context, list, cursor?.resumePage ?? 1, time);
		return { reads, resumePage, fromDay };
	};
	return {
		async start() {
			const start: RecordCursor = { query, seen: { at: '', ids: [] } };
			const { reads, fromDay } = await readDays(undefined, always);
			return { ...freshRecords(start, reads, true).cursor, fromDay };
		},
		async poll(cursor, time) {
			const before: CsatCursor = cursor;
			const { reads, resumePage, fromDay } = await readDays(before, time);
			const whole = resumePage === undefined;
			const { fresh, cursor: next } = freshRecords(before, reads, whole);
			// Cut short: the next poll reads the same days again, from the first page not read.
			const days: CsatCursor = { ...next, fromDay: whole ? fromDay : (before.fromDay ?? fromDay) };
			if (resumePage === undefined) delete days.resumePage;
			else days.resumePage = resumePage;
			return { emitted: fresh.map(({ item, last }) => ({ item, at: last })), cursor: days };
		},
	};
}

/** The cursor of New CSAT Rating: where a poll cut short stopped (`resumePage`), besides the records'. */
type CsatCursor = RecordCursor & { resumePage?: number };

/**
 * Every score of a list's pages, from page `resume` to the end, then from the first page up to it, so that a
 * poll cut short (its time up) goes on where it stopped and every page is read in turn; `resumePage`: the first
 * page not read, when cut short.
 */
async function everyPage(
	context: IPollFunctions,
	list: ListSpec,
	resume: number,
	time: PollTime,
): Promise<{ reads: Read[]; resumePage?: number }> {
	const reads: Read[] = [];
	let page = resume;
	let end = new ListEnd();
	let wrapped = resume === 1;
	for (let first = true; ; first = false) {
		if (!first && time.outOfTime()) return { reads, resumePage: page };
		const read = await readListPage.call(context, list, page);
		reads.push(...read.items.flatMap((item) => readCreated(item) ?? []));
		if (end.isLast(read) || read.items.length === 0) {
			if (wrapped) return { reads };
			[page, end, wrapped] = [1, new ListEnd(), true];
		} else page += 1;
		if (wrapped && resume > 1 && page >= resume) return { reads };
	}
}
