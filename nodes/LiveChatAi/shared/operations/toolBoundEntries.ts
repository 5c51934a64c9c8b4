/**
 * The JSON shapes of a tool run's result and what a cut leaves out of its lists (toolResultBound.ts cuts its texts
 * first): the largest list first, the first entries kept, or the newest of a list a model needs the newest of.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** What was left out, for the note. `records` counts output items (of `of`), `entries` those of inner lists. */
export interface Cuts {
	records: number;
	of: number;
	texts: number;
	entries: number;
}

export const bytesOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value));
export const counted = (count: number) => count.toLocaleString('en-US');
export const plural = (count: number, one: string, many = `${one}s`) =>
	`${counted(count)} ${count === 1 ? one : many}`;
export const isObject = (value: Json): value is JsonObject =>
	value !== null && typeof value === 'object' && !Array.isArray(value);

/** A list (array) or object of more than one entry, with its JSON's bytes and the key it sits under. */
interface Container {
	value: Json[] | JsonObject;
	bytes: number;
	key?: string;
}

/** The JSON bytes of `value`; each array and object of more than one entry in it is added to `found`. */
function measure(value: Json, found: Container[], key?: string): number {
	if (!Array.isArray(value) && !isObject(value)) return bytesOf(value);
	const entries = Array.isArray(value)
		? value.map((entry) => measure(entry, found))
		: Object.entries(value).map(([at, entry]) => bytesOf(at) + 1 + measure(entry, found, at));
	const bytes = 2 + Math.max(entries.length - 1, 0) + entries.reduce((sum, size) => sum + size, 0);
	if (entries.length > 1) found.push({ value, bytes, key });
	return bytes;
}

/** What stands in for the entries left out of an inner list or object: it says how many (older ones: `older`). */
const listMarker = (count: number, older = false) =>
	older
		? `… [${plural(count, 'older entry', 'older entries')} left out]`
		: `… [${plural(count, 'more entry', 'more entries')} left out]`;

/** A list's indexes, newest entry first: by `createdAt` where its entries have one, else the last first. */
function newestFirst(list: Json[]): number[] {
	const dateOf = (entry: Json) => (isObject(entry) ? Date.parse(String(entry.createdAt)) : NaN);
	const dates = list.map(dateOf);
	const rank = (index: number) => (Number.isNaN(dates[index]) ? -Infinity : dates[index]);
	return list.map((_, index) => index).sort((a, b) => rank(b) - rank(a) || b - a);
}

/**
 * Keeps the first entries of `container` (at least one), or of a list its newest (`newest`: its marker first), as
 * many as leave `excess` bytes fewer in all, and says how many it left out: in the list itself, except for the
 * output items (counted by the note).
 */
function keepFirstEntries(
	container: Container,
	excess: number,
	isItems: boolean,
	cuts: Cuts,
	newest: boolean,
) {
	const { value } = container;
	const list = Array.isArray(value) ? value : undefined;
	const record = Array.isArray(value) ? {} : value;
	const keys = Object.keys(record);
	const older = newest && list !== undefined;
	const order = older ? newestFirst(list) : (list ?? keys).map((_, index) => index);
	const sizes = order.map((index) =>
		list ? bytesOf(list[index]) : bytesOf(keys[index]) + 1 + bytesOf(record[keys[index]]),
	);
	// The marker's bytes with its comma: a list's string, or an object's "…" field.
	const markerBytes = (leftOut: number) =>
		isItems ? 0 : 1 + bytesOf(listMarker(leftOut, older)) + (list ? 0 : bytesOf('…') + 1);
	const target = container.bytes - excess;
	let kept = 1;
	let bytes = 2 + sizes[0];
	while (kept < sizes.length - 1) {
		const more = bytes + 1 + sizes[kept];
		if (more + markerBytes(sizes.length - kept - 1) > target) break;
		[bytes, kept] = [more, kept + 1];
	}
	const leftOut = sizes.length - kept;
	if (isItems) cuts.records += leftOut;
	else cuts.entries += leftOut;
	const marker = isItems ? [] : [listMarker(leftOut, older)];
	if (list) {
		const keptIndexes = new Set(order.slice(0, kept));
		const rest = list.filter((_, index) => keptIndexes.has(index));
		list.splice(0, list.length, ...(older ? [...marker, ...rest] : [...rest, ...marker]));
		return;
	}
	for (const key of keys.slice(kept)) delete record[key];
	record['…'] = marker[0];
}

/** The first of `candidates` with the most of `measure`. */
const most = (candidates: Container[], measure: (container: Container) => number) =>
	candidates.reduce<Container | undefined>(
		(top, next) => (top && measure(top) >= measure(next) ? top : next),
		undefined,
	);
const fields = ({ value }: Container) => Object.keys(value).length;

/**
 * Leaves out the last entries of lists until the items fit `budget`: the largest list of more than one entry
 * first (the items themselves when there are several); when no list is left, the last fields of the object with
 * the most (an object holds the ones inside it: the largest would be a record, whole fields of it left out).
 * Each list once (one already cut keeps one entry and its marker). False when nothing more can be left out and
 * they still do not fit.
 */
export function entriesLeftOut(
	items: Json[],
	budget: number,
	cuts: Cuts,
	newest: readonly string[],
): boolean {
	const cut = new Set<Container['value']>();
	for (;;) {
		const found: Container[] = [];
		const bytes = measure(items, found);
		if (bytes <= budget) return true;
		const open = found.filter(({ value }) => !cut.has(value));
		const lists = open.filter(({ value }) => Array.isArray(value));
		const container = most(lists, ({ bytes }) => bytes) ?? most(open, fields);
		if (!container) return false;
		const isNewest = newest.includes(container.key ?? '');
		keepFirstEntries(container, bytes - budget, container.value === items, cuts, isNewest);
		cut.add(container.value);
	}
}
