import type { PollCursor } from './pollCursor';

/** The part of the trigger's static data the guard looks after. */
export interface GuardedState {
	cursor?: PollCursor;
	/** Counts the cursors this trigger node has moved to: the higher, the newer. */
	revision?: number;
}

/** How long a poll's result is remembered in case n8n hands the next poll an older copy of the state. */
const REMEMBER_MS = 5 * 60_000;

// Not state of the node's own: a lock while a poll runs, and the last result until n8n has surely stored it.
const running = new Set<string>();
const latest = new Map<string, { revision: number; cursor: PollCursor; at: number }>();

// A cursor is plain JSON; n8n may hand it over wrapped in its change-tracking proxy.
const copy = (cursor: PollCursor): PollCursor => JSON.parse(JSON.stringify(cursor)) as PollCursor;

/**
 * Runs one poll of a trigger node (`key`: workflow and node) unless another poll of it is running in this
 * process: then answers `busy` at once and touches nothing, so the two never start from the same cursor and
 * emit the same events. n8n runs overlapping polls after a slow poll and, with its durable scheduler, runs
 * overdue polls at once after a restart. That scheduler also stores the cursor with the execution, a moment
 * after the poll ended, and not at all after the poll at activation: a poll handed an older copy, or none,
 * starts from the newer result remembered here.
 */
export async function guardedPoll<T>(
	key: string,
	state: GuardedState,
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
		if (
			remembered &&
			Date.now() - remembered.at < REMEMBER_MS &&
			(stored === undefined ||
				(remembered.cursor.query === stored.query && remembered.revision > (state.revision ?? 0)))
		) {
			state.cursor = copy(remembered.cursor);
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
