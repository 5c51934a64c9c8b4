import type { IDataObject, INodeExecutionData, IPairedItemData } from 'n8n-workflow';

import { TOOL_RESULT_BOUND } from '../serviceDecisions';
import type { Cuts, Json } from './toolBoundEntries';
import { bytesOf, counted, entriesLeftOut, isObject, plural } from './toolBoundEntries';

/**
 * A tool run's result within TOOL_RESULT_BOUND (serviceDecisions.ts says the rule): a model reads all of it, and
 * one pasted log or a list of long texts would fill its context or fail its call. The router applies it to every
 * tool run's output; `forMore` is the operation's own hint (e.g. a smaller Limit), added to the note; `newest`
 * names the lists (by their key) of which a model needs the newest entries, not the first (a conversation's
 * messages).
 */

/** The hint of a list operation: fewer records leave more room for each (texts are shortened to share it). */
export const smallerLimit = (records: string) =>
	`Set a smaller Limit: fewer ${records}, more room for each.`;

/** The text's first `length` characters and a marker saying how many more there were; whole when not longer. */
export function shortened(text: string, length: number): string {
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
export function withinToolBound(
	items: INodeExecutionData[],
	forMore = '',
	newest: readonly string[] = [],
): INodeExecutionData[] {
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
	if (!fits && !entriesLeftOut(value, budget, cuts, newest)) {
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
