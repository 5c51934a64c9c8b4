/**
 * New Contact and New CSAT Rating (contactSource.ts, csatSource.ts) read lists whose order LiveChatAI does not
 * document, so what is new is told by id, not by a place in the list: the cursor keeps the records created
 * lately (`known`, each with its createdAt) and a floor (`seen.at`): a record created at or before the floor is
 * old, one after it is new unless known. Read top down: the cursor, then the weighing of a reading.
 */
import { shifted } from '../lists/instants';
import type { InstantKey, PollCursor, Read } from './newEvents';

/**
 * [decision] A record may show in its list this long after its createdAt (written late, or read from a copy a
 * moment behind): the floor stays this far below the newest record read, and the records above it are known.
 */
export const RECORD_LATE_MS = 10 * 60_000;

/**
 * [decision] At most this many records are known per agent: past it the oldest are forgotten and the floor rises
 * to them, so that one of them is still never emitted twice (one created that late and that far back is missed).
 */
export const RECORD_BOUND = 1000;

/** The cursor of New Contact and New CSAT Rating: `seen.at` is the floor; `known` the records above it. */
export type RecordCursor = PollCursor & { known?: Record<string, InstantKey>; fromDay?: string };

/**
 * The records of a reading not emitted before, oldest first, and the cursor after them. With `whole` (the reading
 * went as far as new records can be) the floor rises below the newest record read; without, it stays, as a
 * record not read may lie just above it.
 */
export function freshRecords(
	cursor: RecordCursor,
	reads: Read[],
	whole: boolean,
): { fresh: Read[]; cursor: RecordCursor } {
	const floor = cursor.seen.at;
	const known: Record<string, InstantKey> = { ...cursor.known };
	const fresh = new Map<string, Read>();
	for (const read of reads) {
		if (read.last <= floor || Object.hasOwn(known, read.id)) continue;
		fresh.set(read.id, read);
	}
	for (const read of reads) if (read.last > floor) known[read.id] = read.last;
	const newest = Object.values(known).reduce((max, at) => (at > max ? at : max), floor);
	const lower = shifted(newest, -RECORD_LATE_MS);
	let raised = whole && lower > floor ? lower : floor;
	// The oldest past the bound are forgotten: the floor rises to the newest of them.
	const byAge = Object.keys(known).sort((a, b) => (known[a] < known[b] ? -1 : 1));
	for (const id of byAge.slice(0, Math.max(0, byAge.length - RECORD_BOUND))) {
		if (known[id] > raised) raised = known[id];
	}
	const kept = Object.fromEntries(Object.entries(known).filter(([, at]) => at > raised));
	const next: RecordCursor = { ...cursor, seen: { at: raised, ids: [] } };
	if (Object.keys(kept).length > 0) next.known = kept;
	else delete next.known;
	const ordered = [...fresh.values()].sort((a, b) =>
		a.last < b.last ? -1 : a.last > b.last ? 1 : 0,
	);
	return { fresh: ordered, cursor: next };
}
