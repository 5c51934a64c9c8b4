/**
 * The trigger's cursor and how a poll reads past it: a list read newest first, one page at a time, until nothing
 * older can hold an event after the cursor. Every event source (conversations, AI suggestions) is read this way. Read
 * top down: the events, the types, then the two readings a poll makes (startCursor, pollNewestFirst), then what they
 * use.
 */
import type { IDataObject } from 'n8n-workflow';

import { belowCeiling, shifted } from '../lists/instants';
import type { InstantKey, PollCursor } from './position';
import { ceilingOf, hasNewEvent, positionAfter } from './position';

export type { CursorPoint, InstantKey, PollCursor } from './position';

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
	// Trigger 1.3 on (`since`): new events change no saved trigger, so they need no version of their own.
	visitorWaiting: {
		name: 'Visitor Waiting',
		source: 'waiting',
		field: 'lastVisitorMessageDate',
		since: 1.3,
	},
	newContact: { name: 'New Contact', source: 'contacts', field: 'createdAt', since: 1.3 },
	newCsatRating: { name: 'New CSAT Rating', source: 'csat', field: 'createdAt', since: 1.3 },
} as const;

export type TriggerEvent = keyof typeof TRIGGER_EVENTS;

/** The events read from the conversations list by a newest-first reading of it (their message roles: ownWrites.ts). */
export type ConversationTriggerEvent = {
	[E in TriggerEvent]: (typeof TRIGGER_EVENTS)[E]['source'] extends 'conversations' ? E : never;
}[TriggerEvent];

/** The events a trigger of this version offers: each from the version its entry names (`since`), else all versions. */
export function eventsAt(typeVersion: number): TriggerEvent[] {
	return (Object.keys(TRIGGER_EVENTS) as TriggerEvent[]).filter((event) => {
		const entry = TRIGGER_EVENTS[event];
		return !('since' in entry) || typeVersion >= entry.since;
	});
}

/** One item of a list as the poll compares it. */
export interface Read {
	id: string;
	/** The event's date as the list gave it, where it lay after `last`. */
	listed?: InstantKey;
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
	/** How far an item's event date may be written before its place in the list for one change (ms; none: 0). */
	eventDateApartMs?: number;
	/** How far the list's order may stray from `last` (ms; none: 0): the reading goes this far past the cursor. */
	orderMarginMs?: number;
	/**
	 * The items found whose new event someone else made, leaving out this n8n's own writes and items whose
	 * event the list could only place (a conversation list without the event's date); `cursor` is where the
	 * poll started. Called for each page that found items, so a quiet poll costs nothing more. `mayStop` says,
	 * before each item is weighed, whether the poll's time is up: then it and the items after it are left for the
	 * next poll (`stoppedAt`, the first of them), and `made` holds only items before it. `weighingLeft`: the ms
	 * the poll may still weigh for, to start no more reads at once than can end by then.
	 */
	confirmEvents?<T extends Read>(
		found: T[],
		cursor: PollCursor,
		mayStop: (read: T) => boolean,
		weighingLeft: () => number,
	): Promise<{ made: T[]; stoppedAt?: T }>;
}

/** The time one poll may read for (reading.ts): whether it is up, and the ms it may still weigh events for. */
export interface PollTime {
	outOfTime: () => boolean;
	weighingLeft: () => number;
}

/** An item a poll emits, and the instant of its event (the order of several agents' items). */
export interface Emitted {
	item: IDataObject;
	at: InstantKey;
}

/**
 * The reading of one agent's events of one trigger (eventReader.ts: which reading each event has). Each keeps
 * what it needs between polls inside the cursor.
 */
export interface EventReader {
	/** The first cursor: what exists now is the past, nothing is emitted. */
	start(): Promise<PollCursor>;
	/** The new events past the cursor, oldest first, and the cursor after them. */
	poll(cursor: PollCursor, time: PollTime): Promise<{ emitted: Emitted[]; cursor: PollCursor }>;
}

export interface PollResult {
	/** The items with a new event, each once in its latest state, oldest event first. */
	emitted: IDataObject[];
	cursor: PollCursor;
}

/** The first cursor: everything up to the newest item counts as seen. Reads one page. */
export async function startCursor(source: EventSource, query: string): Promise<PollCursor> {
	const { items } = await source.open().next();
	return {
		query,
		...positionAfter(
			readItems(source, items),
			{ seen: { at: '', ids: [] } },
			source.eventDateApartMs,
		),
	};
}

/**
 * One poll: reads newest first and stops at the first item older than anything that can hold an unseen event
 * (the source's `orderMarginMs` below the position: a list's order need not be exactly by the date compared), so a poll
 * with nothing new mostly costs one request. Each page's items with a new event are weighed (own writes left
 * out) before the next page is asked for, so those reads count against the reading time too. With `outOfTime`
 * (n8n's poll budget) it may stop before any page, and once `weighingLeft` is spent before any item weighed but the
 * poll's first, once below the old backlog, and leave the unread rest as a backlog for the next poll, which cannot
 * stop before it has read past it.
 * What it emits is exactly what the cursor it returns counts as read: a poll cut short loses nothing.
 */
export async function pollNewestFirst(
	source: EventSource,
	cursor: PollCursor,
	outOfTime: () => boolean,
	weighingLeft: () => number,
): Promise<PollResult> {
	const old = cursor.backlog
		? { seen: cursor.backlog.floor, recent: cursor.backlog.recent }
		: { seen: cursor.seen, recent: cursor.recent };
	const stopBelow = shifted(old.seen.at, -(source.orderMarginMs ?? 0));
	const pages = source.open(stopBelow || undefined);
	const reads: Read[] = [];
	const kept = new Map<string, Read & { eventAt: InstantKey }>();
	// The state each item was weighed in: an item read again on a later page (the list moved down while the
	// pages were read) is weighed again only if it moved on since.
	const weighedAt = new Map<string, InstantKey>();
	const belowBacklog = (read: Read | undefined) =>
		!cursor.backlog || (read !== undefined && belowCeiling(cursor.backlog.ceiling, read));
	let stoppedEarly = false;

	for (let first = true; !stoppedEarly; first = false) {
		if (!first && belowBacklog(reads[reads.length - 1]) && outOfTime()) {
			stoppedEarly = true;
			break;
		}
		const { items, done } = await pages.next();
		const found: Array<Read & { eventAt: InstantKey }> = [];
		const pageStart = reads.length;
		let reachedBound = false;
		for (const read of readItems(source, items)) {
			if (read.last < stopBelow) {
				reachedBound = true;
				break;
			}
			reads.push(read);
			const { eventAt } = read;
			if (
				eventAt === undefined ||
				!hasNewEvent(cursor, { ...read, eventAt }, source.eventDateApartMs ?? 0)
			)
				continue;
			const weighed = weighedAt.get(read.id);
			if (weighed !== undefined && weighed >= read.last) continue;
			weighedAt.set(read.id, read.last);
			found.push({ ...read, eventAt });
		}
		const firstOfPoll = kept.size === 0 && weighedAt.size === found.length ? found[0] : undefined;
		const mayStop = (read: Read) =>
			read !== firstOfPoll && belowBacklog(read) && weighingLeft() < 0;
		const { made, stoppedAt } =
			source.confirmEvents && found.length > 0
				? await source.confirmEvents(found, cursor, mayStop, weighingLeft)
				: { made: found, stoppedAt: undefined };
		for (const read of made) kept.set(read.id, read);
		if (stoppedAt) {
			// The items from the one not weighed on are not read: the next poll reads them.
			reads.splice(
				reads.indexOf(reads.find(({ id }, i) => i >= pageStart && id === stoppedAt.id)!),
			);
			stoppedEarly = true;
		} else if (reachedBound || done) break;
	}

	const next: PollCursor = {
		query: cursor.query,
		...positionAfter(reads, cursor, source.eventDateApartMs),
	};
	const ceiling = stoppedEarly ? ceilingOf(reads, source.orderMarginMs) : undefined;
	if (ceiling)
		next.backlog = { floor: old.seen, ceiling, ...(old.recent && { recent: old.recent }) };
	const emitted = [...kept.values()]
		.sort((a, b) => (a.eventAt < b.eventAt ? -1 : a.eventAt > b.eventAt ? 1 : 0))
		.map(({ item }) => item);
	return { emitted, cursor: next };
}

/**
 * The items of a page the source can place in time. An event is placed no later than the item's place in the
 * list: a date written a moment after it (a role date in a write of its own) belongs to the same change.
 */
function readItems(source: EventSource, items: IDataObject[]): Read[] {
	return items.flatMap((item) => {
		const read = source.read(item);
		if (!read) return [];
		return read.eventAt !== undefined && read.eventAt > read.last
			? [{ ...read, eventAt: read.last, listed: read.eventAt }]
			: [read];
	});
}
