/**
 * New Contact (trigger 1.3 on): a contact LiveChatAI made for the agent. [doc] GET /api/v2/contacts takes
 * `agentId`, `page` and `limit` only (no sort, no date filter) and gives `createdAt` and `totalCount`; its order is
 * not documented. So the first page's order says where new contacts can be: newest first, on the first pages
 * (read until a page reaches the floor); oldest first, on the last ones (the page count from `totalCount`, read
 * backwards); in no order, on any page (all are read). What is new is told by id (newRecords.ts). Read top down:
 * the source (Fetch Test Event), the reading, then its steps.
 */
import type { IDataObject, IPollFunctions } from 'n8n-workflow';

import { V2_MAX_PAGE_SIZE } from '../serviceDecisions';
import type { ListRequestOptions } from '../transport';
import type { ListSpec } from '../lists/readList';
import { pagesOf, readListPage } from '../lists/readList';
import { ListEnd } from '../lists/listEnd';
import { instantKey } from '../lists/instants';
import type { EventReader, EventSource, PollTime, Read } from './newEvents';
import type { RecordCursor } from './newRecords';
import { freshRecords } from './newRecords';

type Request = Omit<ListRequestOptions, 'itemIndex'>;

/** The agent's contacts page after page, each placed at its creation. */
export function contactSource(
	context: IPollFunctions,
	agentId: string,
	request: Request,
): EventSource {
	const list = contactList(agentId, request);
	return {
		open() {
			return pagesOf(context, list);
		},
		read: readCreated,
	};
}

/** [doc] The agent's contacts: `data` is the list, `pages` the wrapper, `limit` the page size. */
function contactList(agentId: string, request: Request): ListSpec {
	return {
		path: '/api/v2/contacts',
		query: { agentId },
		pageSize: { name: 'limit', max: V2_MAX_PAGE_SIZE },
		items: ['data'],
		request,
	};
}

/** A record placed at its `createdAt` (a contact, a CSAT score). */
export function readCreated(record: IDataObject): Read | undefined {
	const createdAt = instantKey(record.createdAt);
	if (record.id === undefined || record.id === null || !createdAt) return undefined;
	return { id: String(record.id), last: createdAt, eventAt: createdAt, item: record };
}

/** New Contact's reading of one agent. */
export function contactReader(
	context: IPollFunctions,
	{ agentId, query, request }: { agentId: string; query: string; request: Request },
): EventReader {
	const list = contactList(agentId, request);
	const pageOf = async (page: number) => await readListPage.call(context, list, page);
	const always: PollTime = { outOfTime: () => false, weighingLeft: () => Infinity };
	return {
		async start() {
			const { reads } = await readWhereNew(
				pageOf,
				{ query, seen: { at: '', ids: [] } },
				always,
				true,
			);
			// The contacts on pages not read (after a first page of the newest) are older: the past too.
			const oldest = reads.reduce((min, { last }) => (min === '' || last < min ? last : min), '');
			return freshRecords({ query, seen: { at: oldest, ids: [] } }, reads, true).cursor;
		},
		async poll(cursor, time) {
			const { reads, whole } = await readWhereNew(pageOf, cursor, time);
			const { fresh, cursor: next } = freshRecords(cursor, reads, whole);
			return { emitted: fresh.map(({ item, last }) => ({ item, at: last })), cursor: next };
		},
	};
}

type PageOf = (
	page: number,
) => Promise<{ items: IDataObject[]; totalPages?: number; last?: boolean }>;

/**
 * The contacts of the pages where new ones can be, told by the first page's order; `whole`: every such page
 * was read before the poll's time was up. `starting`: only the page of the newest is wanted.
 */
async function readWhereNew(
	pageOf: PageOf,
	cursor: RecordCursor,
	time: PollTime,
	starting = false,
): Promise<{ reads: Read[]; whole: boolean }> {
	const floor = cursor.seen.at;
	const first = await pageOf(1);
	const reads = placed(first.items);
	const order = orderOf(reads);
	const reachesFloor = (page: Read[]) => starting || page.some(({ last }) => last <= floor);
	const end = new ListEnd();
	let done = end.isLast(first);
	if (order === 'oldestFirst' && first.totalPages !== undefined) {
		// Read backwards from the last page, until a page reaches the floor. The first page's contacts, the
		// oldest, count only where the reading got down to them: below a page that reached the floor, they
		// would put a first poll's floor (the oldest contact read) under pages not read.
		const back: Read[] = [];
		for (let page = first.totalPages; page > 1; page -= 1) {
			if (time.outOfTime()) return { reads: [...back, ...reads], whole: false };
			const read = placed((await pageOf(page)).items);
			back.push(...read);
			if (reachesFloor(read)) return { reads: back, whole: true };
		}
		return { reads: [...back, ...reads], whole: true };
	}
	let last = reads;
	for (let page = 2; !done; page += 1) {
		if (order === 'newestFirst' && reachesFloor(last)) break;
		if (time.outOfTime()) return { reads, whole: false };
		const read = await pageOf(page);
		done = end.isLast(read);
		last = placed(read.items);
		reads.push(...last);
	}
	return { reads, whole: true };
}

function placed(items: IDataObject[]): Read[] {
	return items.flatMap((item) => readCreated(item) ?? []);
}

/** The order a page shows: by createdAt, newest or oldest first, or none (one item tells nothing: newest first). */
function orderOf(reads: Read[]): 'newestFirst' | 'oldestFirst' | 'none' {
	const pairs = reads.slice(1).map((read, index) => [reads[index].last, read.last]);
	if (pairs.every(([a, b]) => a >= b)) return 'newestFirst';
	if (pairs.every(([a, b]) => a <= b)) return 'oldestFirst';
	return 'none';
}
