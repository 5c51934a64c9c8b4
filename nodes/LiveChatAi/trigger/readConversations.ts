import type { IDataObject } from 'n8n-workflow';

import { CONVERSATIONS_PER_PAGE } from '../shared/conversations/listConversations';
import type { InstantKey } from './instant';
import { instantKey } from './instant';
import type { Mark, PollCursor } from './pollCursor';
import { isAfter, oldestMark } from './pollCursor';

/** One page of GET /api/v2/conversations, newest lastMessageDate first. */
export interface ConversationPage {
	conversations: IDataObject[];
	/** Undefined when the service does not say: reading goes on while pages come back full. */
	totalPages?: number;
}

export type PageReader = (page: number) => Promise<ConversationPage>;

export interface PollResult {
	/** The conversations with a new event, each once in its latest state, oldest event first. */
	emitted: IDataObject[];
	cursor: PollCursor;
}

interface Read {
	id: string;
	/** lastMessageDate, or createdAt for a conversation without messages. */
	last: InstantKey;
	/** The instant of the trigger's event (e.g. the last visitor message), if the conversation has one. */
	eventAt?: InstantKey;
	conversation: IDataObject;
}

function toRead(conversation: IDataObject, eventField: string): Read | undefined {
	const last = instantKey(conversation.lastMessageDate) ?? instantKey(conversation.createdAt);
	if (conversation.id === undefined || conversation.id === null || !last) return undefined;
	return {
		id: String(conversation.id),
		last,
		eventAt: instantKey(conversation[eventField]),
		conversation,
	};
}

/**
 * The seen mark after reading: the newest lastMessageDate read, with the conversations whose event sits at
 * exactly that instant. A conversation read there with an older event stays out, so an event stamped with the
 * same instant later (a second message in the same millisecond) is still new.
 */
function seenMark(reads: Read[], previous: Mark): Mark {
	const at = reads.reduce((newest, read) => (read.last > newest ? read.last : newest), previous.at);
	const ids = new Set(at === previous.at ? previous.ids : []);
	for (const read of reads) if (read.eventAt === at) ids.add(read.id);
	return { at, ids: [...ids] };
}

/** Before the mark: earlier, or at its instant but not among the conversations counted there. */
function isBefore(mark: Mark, at: InstantKey, id: string): boolean {
	return at < mark.at || (at === mark.at && !mark.ids.includes(id));
}

function readAll(conversations: IDataObject[], eventField: string): Read[] {
	return conversations
		.map((conversation) => toRead(conversation, eventField))
		.filter((read) => read !== undefined);
}

/** The first cursor: everything up to the newest conversation counts as seen. Reads one page. */
export async function startCursor(
	readPage: PageReader,
	query: string,
	eventField: string,
): Promise<PollCursor> {
	const { conversations } = await readPage(1);
	return { query, seen: seenMark(readAll(conversations, eventField), { at: '', ids: [] }) };
}

/** Whether a conversation read now carries an event the previous polls have not emitted. */
function hasNewEvent(cursor: PollCursor, read: Read & { eventAt: InstantKey }): boolean {
	const { eventAt } = read;
	if (isAfter(cursor.seen, eventAt, read.id)) return true;
	const { backlog } = cursor;
	return (
		backlog !== undefined &&
		isBefore(backlog.ceiling, read.last, read.id) &&
		isAfter(backlog.floor, eventAt, read.id)
	);
}

/**
 * One poll: reads newest first and stops at the first conversation older than anything that can hold an
 * unseen event, so a poll with nothing new costs one request. With `outOfTime` (n8n's poll budget) it may stop
 * after any page and leave the unread rest as a backlog for the next poll, once it is below the old backlog.
 */
export async function pollConversations(
	readPage: PageReader,
	cursor: PollCursor,
	eventField: string,
	outOfTime: () => boolean = () => false,
): Promise<PollResult> {
	const bound = cursor.backlog?.floor ?? cursor.seen;
	const reads: Read[] = [];
	const found = new Map<string, Read & { eventAt: InstantKey }>();
	let stoppedEarly = false;

	for (let page = 1; ; page++) {
		const lastRead = reads[reads.length - 1];
		const belowBacklog =
			!cursor.backlog || (lastRead !== undefined && lastRead.last < cursor.backlog.ceiling.at);
		if (page > 1 && belowBacklog && outOfTime()) {
			stoppedEarly = true;
			break;
		}
		const { conversations, totalPages } = await readPage(page);
		let reachedBound = false;
		for (const read of readAll(conversations, eventField)) {
			if (read.last < bound.at) {
				reachedBound = true;
				break;
			}
			reads.push(read);
			const { eventAt } = read;
			if (eventAt === undefined || !hasNewEvent(cursor, { ...read, eventAt })) continue;
			// A conversation that moved while the pages were read appears twice: keep its latest state.
			const earlier = found.get(read.id);
			if (!earlier || read.last > earlier.last) found.set(read.id, { ...read, eventAt });
		}
		if (
			reachedBound ||
			conversations.length < CONVERSATIONS_PER_PAGE ||
			page >= (totalPages ?? Infinity)
		)
			break;
	}

	const next: PollCursor = { query: cursor.query, seen: seenMark(reads, cursor.seen) };
	const ceiling = stoppedEarly
		? oldestMark(reads.map(({ last, id }): [InstantKey, string] => [last, id]))
		: undefined;
	if (ceiling) next.backlog = { floor: bound, ceiling };
	const emitted = [...found.values()]
		.sort((a, b) => (a.eventAt < b.eventAt ? -1 : a.eventAt > b.eventAt ? 1 : 0))
		.map(({ conversation }) => conversation);
	return { emitted, cursor: next };
}
