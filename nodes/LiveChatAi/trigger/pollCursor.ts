import type { InstantKey } from './instant';

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

/** Whether `at` lies after the mark: later, or at the same instant for a conversation not counted there. */
export function isAfter(mark: CursorPoint | undefined, at: InstantKey, id: string): boolean {
	if (!mark) return true;
	return at > mark.at || (at === mark.at && !mark.ids.includes(id));
}

/** Before the mark: earlier, or at its instant but not among the items counted there. */
export function isBefore(mark: CursorPoint, at: InstantKey, id: string): boolean {
	return at < mark.at || (at === mark.at && !mark.ids.includes(id));
}

/** The mark of the oldest instant among (instant, id) pairs. */
export function oldestPoint(entries: Array<[InstantKey, string]>): CursorPoint | undefined {
	let mark: CursorPoint | undefined;
	for (const [at, id] of entries) {
		if (!mark || at < mark.at) mark = { at, ids: [id] };
		else if (at === mark.at && !mark.ids.includes(id)) mark.ids.push(id);
	}
	return mark;
}
