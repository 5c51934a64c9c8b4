import type { PollCursor } from './pollCursor';

/** The part of the trigger's static data the guard looks after: a cursor (one agent's or several's). */
export interface GuardedState<Cursor extends { query: string } = PollCursor> {
	cursor?: Cursor;
	/** Counts the cursors this trigger node has moved to: the higher, the newer. */
	revision?: number;
}

/** How long a poll's result is remembered in case n8n hands the next poll an older copy of the state. */
const REMEMBER_MS = 5 * 60_000;

/** How long the cursor made at activation is remembered for a first scheduled poll handed none (daily polls). */
const REMEMBER_FIRST_MS = 25 * 60 * 60_000;

// Not state of the node's own: a lock while a poll runs, and the last result until n8n has surely stored it.
const running = new Set<string>();
type AnyCursor = { query: string };
const latest = new Map<string, { revision: number; cursor: AnyCursor; at: number }>();

// A cursor is plain JSON; n8n may hand it over wrapped in its change-tracking proxy.
const copy = <C extends AnyCursor>(cursor: C): C => JSON.parse(JSON.stringify(cursor)) as C;

/**
 * Runs one poll of a trigger node (`key`: workflow and node) unless another poll of it is running in this
 * process: then answers `busy` at once and touches nothing, so the two never start from the same cursor and
 * emit the same events. n8n runs overlapping polls after a slow poll and, with its durable scheduler, runs
 * overdue polls at once after a restart. That scheduler also stores the cursor with the execution, a moment
 * after the poll ended, and not at all after the poll at activation: a poll handed an older copy, or none,
 * starts from the newer result remembered here.
 */
export async function guardedPoll<T, C extends AnyCursor>(
	key: string,
	state: GuardedState<C>,
	busy: T,
	poll: () => Promise<T>,
): Promise<T> {
	if (running.has(key)) return busy;
	running.add(key);
	try {
		const remembered = latest.get(key);
		const stored = state.cursor;
		// A stored cursor older than the one remembered, or none at all where this process just made one: the
		// durable scheduler does not store what the poll at activation left (only a scheduled poll's result).
		const age = remembered ? Date.now() - remembered.at : Infinity;
		if (
			remembered &&
			(stored === undefined
				? age < REMEMBER_FIRST_MS
				: age < REMEMBER_MS &&
					remembered.cursor.query === stored.query &&
					remembered.revision > (state.revision ?? 0))
		) {
			state.cursor = copy(remembered.cursor) as C;
			state.revision = remembered.revision;
		}
		const revisionBefore = state.revision;
		const result = await poll();
		if (state.cursor && state.revision !== revisionBefore) {
			const revision = state.revision ?? 0;
			latest.set(key, { revision, cursor: copy(state.cursor), at: Date.now() });
		}
		return result;
	} finally {
		running.delete(key);
	}
}
