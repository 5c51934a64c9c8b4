import type { IDataObject, INodeExecutionData, IPairedItemData } from 'n8n-workflow';

import { TOOL_RESULT_BOUND } from '../serviceDecisions';

/**
 * A tool run's result within TOOL_RESULT_BOUND (serviceDecisions.ts says the rule): a model reads all of it, and
 * one pasted log or a list of long texts would fill its context or fail its call. The router applies it to every
 * tool run's output; `forMore` is the operation's own hint (e.g. a smaller Limit), added to the note.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** What was left out, for the note. `records` counts output items (of `of`), `entries` those of inner lists. */
interface Cuts {
	records: number;
	of: number;
	texts: number;
	entries: number;
}

const bytesOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value));
const counted = (count: number) => count.toLocaleString('en-US');
const plural = (count: number, one: string, many = `${one}s`) =>
	`${counted(count)} ${count === 1 ? one : many}`;
const isObject = (value: Json): value is JsonObject =>
	value !== null && typeof value === 'object' && !Array.isArray(value);

/** The hint of a list operation: fewer records leave more room for each (texts are shortened to share it). */
export const smallerLimit = (records: string) =>
	`Set a smaller Limit: fewer ${records}, more room for each.`;

/** The text's first `length` characters and a marker saying how many more there were; whole when not longer. */
function shortened(text: string, length: number): string {
	if (text.length <= length) return text;
	// Never split a character of two UTF-16 units (an emoji): half of one is not valid text.
	const end = /[\uD800-\uDBFF]/.test(text[length - 1] ?? '') ? length - 1 : length;
	const cut = `${text.slice(0, end)}… [${counted(text.length - end)} more characters left out]`;
	return cut.length < text.length ? cut : text;
}

/** `value` with every text over `length` characters shortened; each shortened text is added to `cut`. */
function withTextsShortened(value: Json, length: number, cut: Set<string>): Json {
	if (typeof value === 'string') {
		const text = shortened(value, length);
		if (text !== value) cut.add(text);
		return text;
	}
	if (Array.isArray(value)) return value.map((entry) => withTextsShortened(entry, length, cut));
	if (!isObject(value)) return value;
	const entries = Object.entries(value);
	return Object.fromEntries(
		entries.map(([key, entry]) => [key, withTextsShortened(entry, length, cut)]),
	);
}

/** Visits every text of `value` (to find the longest, or count the shortened ones in what is kept). */
function texts(value: Json, visit: (text: string) => void) {
	if (typeof value === 'string') return visit(value);
	const entries = Array.isArray(value) ? value : isObject(value) ? Object.values(value) : [];
	for (const entry of entries) texts(entry, visit);
}

/**
 * The items with their texts shortened to the longest length (at least `shortestText`) that brings them within
 * `budget`, found by halving the range; when even the shortest does not, the items at that length.
 */
function textsShortened(items: Json[], budget: number) {
	const at = (length: number) => {
		const cut = new Set<string>();
		const value = withTextsShortened(items, length, cut) as Json[];
		return { value, cut, fits: bytesOf(value) <= budget };
	};
	let best = at(TOOL_RESULT_BOUND.shortestText);
	let [low, high] = [TOOL_RESULT_BOUND.shortestText as number, 0];
	texts(items, (text) => (high = Math.max(high, text.length)));
	while (best.fits && low < high) {
		const length = Math.ceil((low + high) / 2);
		const tried = at(length);
		if (tried.fits) [best, low] = [tried, length];
		else high = length - 1;
	}
	return best;
}

/** A list (array) or object of more than one entry, with its JSON's bytes. */
interface Container {
	value: Json[] | JsonObject;
	bytes: number;
}

/** The JSON bytes of `value`; each array and object of more than one entry in it is added to `found`. */
function measure(value: Json, found: Container[]): number {
	if (!Array.isArray(value) && !isObject(value)) return bytesOf(value);
	const entries = Array.isArray(value)
		? value.map((entry) => measure(entry, found))
		: Object.entries(value).map(([key, entry]) => bytesOf(key) + 1 + measure(entry, found));
	const bytes = 2 + Math.max(entries.length - 1, 0) + entries.reduce((sum, size) => sum + size, 0);
	if (entries.length > 1) found.push({ value, bytes });
	return bytes;
}

/** What stands in for the entries left out of an inner list or object: it says how many. */
const listMarker = (count: number) => `… [${plural(count, 'more entry', 'more entries')} left out]`;

/**
 * Keeps the first entries of `container` (at least one), as many as leave `excess` bytes fewer in all, and says
 * how many it left out: in the list itself, except for the output items (counted by the note).
 */
function keepFirstEntries(container: Container, excess: number, isItems: boolean, cuts: Cuts) {
	const { value } = container;
	const keys = Array.isArray(value) ? [] : Object.keys(value);
	const sizes = Array.isArray(value)
		? value.map(bytesOf)
		: keys.map((key) => bytesOf(key) + 1 + bytesOf(value[key]));
	// The marker's bytes with its comma: a list's string, or an object's "…" field.
	const markerBytes = (leftOut: number) =>
		isItems ? 0 : 1 + bytesOf(listMarker(leftOut)) + (Array.isArray(value) ? 0 : bytesOf('…') + 1);
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
	if (Array.isArray(value)) {
		value.splice(kept, leftOut, ...(isItems ? [] : [listMarker(leftOut)]));
		return;
	}
	for (const key of keys.slice(kept)) delete value[key];
	value['…'] = listMarker(leftOut);
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
function entriesLeftOut(items: Json[], budget: number, cuts: Cuts): boolean {
	const cut = new Set<Container['value']>();
	for (;;) {
		const found: Container[] = [];
		const bytes = measure(items, found);
		if (bytes <= budget) return true;
		const open = found.filter(({ value }) => !cut.has(value));
		const lists = open.filter(({ value }) => Array.isArray(value));
		const container = most(lists, ({ bytes }) => bytes) ?? most(open, fields);
		if (!container) return false;
		keepFirstEntries(container, bytes - budget, container.value === items, cuts);
		cut.add(container.value);
	}
}

/** The last item's text: what was left out, and the operation's hint to ask for more. */
function note(cuts: Cuts, forMore: string): string {
	const parts = [
		cuts.records ? `${counted(cuts.records)} of ${plural(cuts.of, 'record')} left out` : '',
		cuts.texts ? `${plural(cuts.texts, 'long text')} shortened (each says by how much)` : '',
		cuts.entries
			? `${plural(cuts.entries, 'list entry', 'list entries')} left out (each list says how many)`
			: '',
	].filter((part) => part);
	const bound = `${TOOL_RESULT_BOUND.bytes / 1000} kB`;
	return `Cut to stay under ${bound}: ${parts.join('; ')}.${forMore ? ` ${forMore}` : ''}`;
}

/** Paired with every input item the result's items come from (a tool run has one). */
function pairedWithAll(items: INodeExecutionData[]): IPairedItemData[] {
	const paired = items.flatMap(({ pairedItem }) =>
		pairedItem === undefined ? [] : ([] as Array<number | IPairedItemData>).concat(pairedItem),
	);
	const all = paired.map((pair) => (typeof pair === 'number' ? { item: pair } : pair));
	return [...new Map(all.map((pair) => [`${pair.input ?? 0}:${pair.item}`, pair])).values()];
}

/**
 * The tool run's output within the bound: as it is when it fits; else shortened, each kept item with its
 * pairedItem, and a last item `leftOut` saying what was left out and how to get more.
 */
export function withinToolBound(items: INodeExecutionData[], forMore = ''): INodeExecutionData[] {
	const json = items.map((item) => item.json);
	if (bytesOf(json) <= TOOL_RESULT_BOUND.bytes) return items;

	// Room for the note, whatever its counts turn out to be.
	const many = 9_999_999;
	const widestNote = {
		leftOut: note({ records: many, of: many, texts: many, entries: many }, forMore),
	};
	const budget = TOOL_RESULT_BOUND.bytes - bytesOf(widestNote) - 1;

	// A plain JSON copy (what the model would read), cut without touching the items of the run.
	const { value, cut, fits } = textsShortened(JSON.parse(JSON.stringify(json)) as Json[], budget);
	const cuts: Cuts = { records: 0, of: items.length, texts: 0, entries: 0 };
	if (!fits && !entriesLeftOut(value, budget, cuts)) {
		// Nothing left to leave out (e.g. a record of a thousand long field names): the note alone.
		Object.assign(cuts, { records: items.length, entries: 0 });
		value.length = 0;
	}
	// The shortened texts the model reads: those of the records left out do not count.
	texts(value, (text) => (cuts.texts += cut.has(text) ? 1 : 0));
	const kept = value.map((entry, index) => ({ ...items[index], json: entry as IDataObject }));
	const paired = pairedWithAll(items);
	return [
		...kept,
		{
			json: { leftOut: note(cuts, forMore) },
			pairedItem: paired.length === 1 ? paired[0] : paired,
		},
	];
}
