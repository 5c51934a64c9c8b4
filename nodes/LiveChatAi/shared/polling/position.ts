/**
 * The trigger's position in a list between polls (the cursor, PollCursor) and what counts as new against it:
 * newEvents.ts reads a list past it and moves it. Read top down: the types, the position after a reading, whether
 * an item read holds a new event, last a cut-short poll's ceiling. Instants and points: shared/lists/instants.ts.
 */

import type { InstantKey } from '../lists/instants';
import { belowCeiling, shifted } from '../lists/instants';

export type { InstantKey };

/** An instant and the conversations already accounted for at exactly that instant (ties). */
export interface CursorPoint {
	at: InstantKey;
	ids: string[];
}

/** Items whose event lies just before a position, each with the instant of its event handled. */
export type RecentEvents = Record<string, InstantKey>;

/**
 * Where the trigger's reading of a list stands between polls, small whatever the number of items. `seen` is the
 * newest instant read by the last successful poll (a conversation's lastMessageDate, a suggestion's createdAt),
 * with the items whose event sits at exactly that instant: an event after it, or at it for another item, is
 * new. `recent` (a source whose event dates are written apart: conversations' role dates) holds the events of the
 * stretch just before `seen`, so that one written a moment before its message is new once. `backlog` exists while
 * a poll had to stop early (poll budget): items below `backlog.ceiling` not read yet may hold events after
 * `backlog.floor` (and its `recent`).
 */
export interface PollCursor {
	/** Event and filters the cursor was built for; any change starts afresh. */
	query: string;
	seen: CursorPoint;
	recent?: RecentEvents;
	backlog?: { floor: CursorPoint; ceiling: CursorPoint; recent?: RecentEvents };
}

/** An item as its place in the list and its event's instant place it. */
export interface Placed {
	id: string;
	last: InstantKey;
	eventAt?: InstantKey;
	/** The event's date as the list gave it, where it lay after `last` (eventAt is then `last`). */
	listed?: InstantKey;
}

/**
 * The position after reading: the newest instant read, with the items whose event sits at exactly that
 * instant (an item read there with an older event stays out, so an event stamped with the same instant later,
 * a second message in the same millisecond, is still new); for a source whose event dates are written apart,
 * the events of the stretch before it, the previous ones still in it kept.
 */
export function positionAfter(
	reads: Placed[],
	previous: Pick<PollCursor, 'seen' | 'recent'>,
	apartMs = 0,
): Pick<PollCursor, 'seen' | 'recent'> {
	const at = reads.reduce(
		(newest, read) => (read.last > newest ? read.last : newest),
		previous.seen.at,
	);
	const ids = new Set(at === previous.seen.at ? previous.seen.ids : []);
	const from = shifted(at, -apartMs);
	// With dates written apart, an item read at the instant whose event lies just before it counts there too
	// (its messages up to it were read); its recent event, below, says what of it is new.
	const countedAt = (read: Placed) =>
		read.eventAt === at ||
		(apartMs > 0 && read.last === at && read.eventAt !== undefined && read.eventAt > from);
	for (const read of reads) if (countedAt(read)) ids.add(read.id);
	const seen = { at, ids: [...ids] };
	if (apartMs === 0) return { seen };
	const recent: RecentEvents = {};
	const note = (id: string, placedAt: InstantKey, listed: InstantKey) => {
		if (placedAt > from && placedAt <= at && !(recent[id] >= listed)) recent[id] = listed;
	};
	for (const [id, listed] of Object.entries(previous.recent ?? {})) note(id, listed, listed);
	for (const { id, eventAt, listed } of reads) if (eventAt) note(id, eventAt, listed ?? eventAt);
	return { seen, recent };
}

/** Whether an item read now carries an event the previous polls have not emitted. */
export function hasNewEvent(
	cursor: PollCursor,
	read: Placed & { eventAt: InstantKey },
	apartMs: number,
): boolean {
	if (isNewAt(cursor.seen, cursor.recent, read, apartMs)) return true;
	const { backlog } = cursor;
	return (
		backlog !== undefined &&
		belowCeiling(backlog.ceiling, read) &&
		isNewAt(backlog.floor, backlog.recent, read, apartMs)
	);
}

/**
 * Whether an event is new against a position: after its point, or (dates written apart) in the stretch just
 * before it and not the event the item was last read with. A cursor saved before `recent` existed has no stretch.
 */
function isNewAt(
	point: CursorPoint,
	recent: RecentEvents | undefined,
	{ id, eventAt, listed = eventAt }: Placed & { eventAt: InstantKey },
	apartMs: number,
): boolean {
	// An item with a recent event: new only with a later date than that one's, as the list gives it.
	const mark = recent?.[id];
	if (mark !== undefined) return listed > mark;
	if (isAfter(point, eventAt, id)) return true;
	// At the point's own instant, isAfter has told it (the items counted there).
	if (recent === undefined || eventAt === point.at) return false;
	return eventAt > shifted(point.at, -apartMs);
}

/** Whether `at` lies after the point: later, or at the same instant for a conversation not counted there. */
function isAfter(point: CursorPoint | undefined, at: InstantKey, id: string): boolean {
	if (!point) return true;
	return at > point.at || (at === point.at && !point.ids.includes(id));
}

/**
 * The ceiling of what a cut-short poll read: the list's order margin above the oldest item read, with every item
 * read up to there (an item the list gave after the cut, though a moment newer, is still below it, unread).
 */
export function ceilingOf(reads: Placed[], marginMs = 0): CursorPoint | undefined {
	if (reads.length === 0) return undefined;
	const oldest = reads.reduce((min, { last }) => (last < min ? last : min), reads[0].last);
	const at = shifted(oldest, marginMs);
	return { at, ids: [...new Set(reads.filter(({ last }) => last <= at).map(({ id }) => id))] };
}
