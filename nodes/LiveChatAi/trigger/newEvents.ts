/**
 * The trigger's cursor and how a poll reads past it: a list read newest first, one page at a time, until nothing
 * older can hold an event after the cursor. Every event source (conversations, AI suggestions) is read this way.
 * Read top down: the events, the types, then the two readings a poll makes (startCursor, pollNewestFirst), then what they
 * use, last the timestamps compared as instants.
 */
import type { IDataObject } from 'n8n-workflow';

/**
 * The trigger's events: which list each one reads, and the field whose move past the last poll makes an item new
 * (for conversations, the time of the event; for AI suggestions, when the suggestion was made). The Event
 * dropdown is built from it (its descriptions: description.ts).
 */
export const TRIGGER_EVENTS = {
	newActivity: { name: 'New Activity', source: 'conversations', field: 'lastMessageDate' },
	newConversation: { name: 'New Conversation', source: 'conversations', field: 'createdAt' },
	newVisitorMessage: {
		name: 'New Visitor Message',
		source: 'conversations',
		field: 'lastVisitorMessageDate',
	},
	newBotMessage: { name: 'New Agent Answer', source: 'conversations', field: 'lastBotMessageDate' },
	newAgentMessage: {
		name: 'New Human Agent Message',
		source: 'conversations',
		field: 'lastAgentMessageDate',
	},
	newAiSuggestion: { name: 'New AI Suggestion', source: 'aiSuggestions', field: 'createdAt' },
} as const;

export type TriggerEvent = keyof typeof TRIGGER_EVENTS;

/** A timestamp as an instant (instantKey, at the end of this file): its string order is time order. */
export type InstantKey = string;

/** An instant and the conversations already accounted for at exactly that instant (ties). */
export interface CursorPoint {
	at: InstantKey;
	ids: string[];
}

/**
 * Where the trigger's reading of a list stands between polls, small whatever the number of items. `seen` is the
 * newest instant read by the last successful poll (a conversation's lastMessageDate, a suggestion's createdAt),
 * with the items whose event sits at exactly that instant: an event after it, or at it for another item, is
 * new. `backlog` exists while a poll had to stop early (poll budget): items at or below `backlog.ceiling` not
 * read yet may hold events after `backlog.floor`.
 */
export interface PollCursor {
	/** Event and filters the cursor was built for; any change starts afresh. */
	query: string;
	seen: CursorPoint;
	backlog?: { floor: CursorPoint; ceiling: CursorPoint };
}

/** One item of a list as the poll compares it. */
export interface Read {
	id: string;
	/** Where the item sits in the list's newest-first order (a conversation's lastMessageDate). */
	last: InstantKey;
	/** The instant of the trigger's event on it, if it has one (the last visitor message, the creation). */
	eventAt?: InstantKey;
	item: IDataObject;
}

/** A list read newest first, one page per call, until `done`. */
export interface PageStream {
	next(): Promise<{ items: IDataObject[]; done: boolean }>;
}

/** Where a trigger event's items come from, and how each is placed in time. */
export interface EventSource {
	/** Opens a reading; nothing older than `bound` is wanted (a list may filter on it). */
	open(bound?: InstantKey): PageStream;
	read(item: IDataObject): Read | undefined;
	/**
	 * The items found whose new event someone else made, leaving out this n8n's own writes and items whose
	 * event the list could only place (a conversation list without the event's date); `cursor` is where the
	 * poll started. Called for each page that found items, so a quiet poll costs nothing more.
	 */
	confirmEvents?<T extends Read>(found: T[], cursor: PollCursor): Promise<T[]>;
}

export interface PollResult {
	/** The items with a new event, each once in its latest state, oldest event first. */
	emitted: IDataObject[];
	cursor: PollCursor;
}

/** The first cursor: everything up to the newest item counts as seen. Reads one page. */
export async function startCursor(source: EventSource, query: string): Promise<PollCursor> {
	const { items } = await source.open().next();
	return { query, seen: seenPoint(readItems(source, items), { at: '', ids: [] }) };
}

/**
 * One poll: reads newest first and stops at the first item older than anything that can hold an unseen event,
 * so a poll with nothing new costs one request. Each page's items with a new event are weighed (own writes left
 * out) before the next page is asked for, so those reads count against the reading time too. With `outOfTime`
 * (n8n's poll budget) it may stop after any page once below the old backlog, and leave the unread rest as a
 * backlog for the next poll, which cannot stop before it has read past it.
 */
export async function pollNewestFirst(
	source: EventSource,
	cursor: PollCursor,
	outOfTime: () => boolean = () => false,
): Promise<PollResult> {
	const bound = cursor.backlog?.floor ?? cursor.seen;
	const pages = source.open(bound.at || undefined);
	const reads: Read[] = [];
	const kept = new Map<string, Read & { eventAt: InstantKey }>();
	// The state each item was weighed in: an item read again on a later page (the list moved down while the
	// pages were read) is weighed again only if it moved on since.
	const weighedAt = new Map<string, InstantKey>();
	let stoppedEarly = false;

	for (let first = true; ; first = false) {
		const lastRead = reads[reads.length - 1];
		const belowBacklog =
			!cursor.backlog || (lastRead !== undefined && lastRead.last < cursor.backlog.ceiling.at);
		if (!first && belowBacklog && outOfTime()) {
			stoppedEarly = true;
			break;
		}
		const { items, done } = await pages.next();
		const found: Array<Read & { eventAt: InstantKey }> = [];
		let reachedBound = false;
		for (const read of readItems(source, items)) {
			if (read.last < bound.at) {
				reachedBound = true;
				break;
			}
			reads.push(read);
			const { eventAt } = read;
			if (eventAt === undefined || !hasNewEvent(cursor, { ...read, eventAt })) continue;
			const weighed = weighedAt.get(read.id);
			if (weighed !== undefined && weighed >= read.last) continue;
			weighedAt.set(read.id, read.last);
			found.push({ ...read, eventAt });
		}
		const others =
			source.confirmEvents && found.length > 0 ? await source.confirmEvents(found, cursor) : found;
		for (const read of others) kept.set(read.id, read);
		if (reachedBound || done) break;
	}

	const next: PollCursor = { query: cursor.query, seen: seenPoint(reads, cursor.seen) };
	const ceiling = stoppedEarly
		? oldestPoint(reads.map(({ last, id }): [InstantKey, string] => [last, id]))
		: undefined;
	if (ceiling) next.backlog = { floor: bound, ceiling };
	const emitted = [...kept.values()]
		.sort((a, b) => (a.eventAt < b.eventAt ? -1 : a.eventAt > b.eventAt ? 1 : 0))
		.map(({ item }) => item);
	return { emitted, cursor: next };
}

/** The items of a page the source can place in time. */
function readItems(source: EventSource, items: IDataObject[]): Read[] {
	return items.map((item) => source.read(item)).filter((read) => read !== undefined);
}

/**
 * The seen point after reading: the newest instant read, with the items whose event sits at exactly that
 * instant. An item read there with an older event stays out, so an event stamped with the same instant later
 * (a second message in the same millisecond) is still new.
 */
function seenPoint(reads: Read[], previous: CursorPoint): CursorPoint {
	const at = reads.reduce((newest, read) => (read.last > newest ? read.last : newest), previous.at);
	const ids = new Set(at === previous.at ? previous.ids : []);
	for (const read of reads) if (read.eventAt === at) ids.add(read.id);
	return { at, ids: [...ids] };
}

/** Whether an item read now carries an event the previous polls have not emitted. */
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

/** Whether `at` lies after the point: later, or at the same instant for a conversation not counted there. */
function isAfter(point: CursorPoint | undefined, at: InstantKey, id: string): boolean {
	if (!point) return true;
	return at > point.at || (at === point.at && !point.ids.includes(id));
}

/** Before the point: earlier, or at its instant but not among the items counted there. */
export function isBefore(point: CursorPoint, at: InstantKey, id: string): boolean {
	return at < point.at || (at === point.at && !point.ids.includes(id));
}

/** The point of the oldest instant among (instant, id) pairs. */
function oldestPoint(entries: Array<[InstantKey, string]>): CursorPoint | undefined {
	let point: CursorPoint | undefined;
	for (const [at, id] of entries) {
		if (!point || at < point.at) point = { at, ids: [id] };
		else if (at === point.at && !point.ids.includes(id)) point.ids.push(id);
	}
	return point;
}

/**
 * Timestamps compared as instants, at full precision: LiveChatAI's ISO 8601 strings may carry any offset and
 * any number of fractional digits, and two that differ below a millisecond are still different events.
 * The key is UTC with nine fractional digits, so plain string order is time order.
 */
export const ISO_INSTANT =
	/^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9})\d*)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

export function instantKey(value: unknown): InstantKey | undefined {
	if (typeof value !== 'string') return undefined;
	const match = ISO_INSTANT.exec(value.trim());
	if (!match) return undefined;
	const [, year, month, day, hour, minute, second = '0', fraction = '', zone = 'Z'] = match;
	let offsetMinutes = 0;
	if (zone.toUpperCase() !== 'Z') {
		const sign = zone.startsWith('-') ? -1 : 1;
		const digits = zone.slice(1).replace(':', '');
		offsetMinutes = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
	}
	const utcMs =
		Date.UTC(
			Number(year),
			Number(month) - 1,
			Number(day),
			Number(hour),
			Number(minute),
			Number(second),
		) -
		offsetMinutes * 60_000;
	if (Number.isNaN(utcMs)) return undefined;
	const whole = new Date(utcMs).toISOString().slice(0, 19);
	return `${whole}.${fraction.padEnd(9, '0')}Z`;
}
