import type { HeldItem, WantedItem } from './syncKinds';
import { previewMatches } from './textPreview';

// What a Sync has to do, worked out before any write: the wanted items (the input rows) against the items the
// agent holds, matched by key.

export type SyncStep =
	| { action: 'added'; row: WantedItem }
	/** `held` is replaced: the new item is added first, then `held` deleted. */
	| { action: 'replaced'; row: WantedItem; held: HeldItem }
	| { action: 'unchanged'; row: WantedItem; held: HeldItem }
	/**
	 * A held item to delete: no row asks for its key (with Delete ... Not in Input), or it is a duplicate, a
	 * second item of a key whose row another item answers (`row` then names it).
	 */
	| { action: 'deleted'; held: HeldItem; reason: 'not in input' | 'duplicate'; row?: WantedItem }
	/** A held item the sync cannot tell apart (a preview several rows begin with): never deleted. */
	| { action: 'kept'; held: HeldItem; reason: string };

/**
 * The items by key, each group in the items' order. Linear: a group grows in place (copying it on every append
 * made grouping 50,000 deletes of one kind block n8n for seconds).
 */
export function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
	const groups = new Map<string, T[]>();
	for (const item of items) {
		const key = keyOf(item);
		const group = groups.get(key);
		if (group) group.push(item);
		else groups.set(key, [item]);
	}
	return groups;
}

/** Whether a held item equals the row beside its key: by its preview where its listed text is one. */
function sameAs(item: HeldItem, row: WantedItem): boolean {
	if (item.preview?.of !== 'compared') return item.compared === row.compared;
	// `compared` holds what is compared before the text (a file type), the preview the text.
	return item.compared + row.text === row.compared && previewMatches(item.preview.text, row.text);
}

/**
 * The held items with the key of the row their preview matches, where the preview stands for the key (By
 * Content). A preview no row matches keeps a key no row has (its content is none of theirs); one several rows
 * match is `unsure`.
 */
function keyedByPreview(rows: WantedItem[], held: HeldItem[]) {
	const keyed: HeldItem[] = [];
	const unsure: Array<{ item: HeldItem; rows: WantedItem[] }> = [];
	for (const item of held) {
		const preview = item.preview?.of === 'key' ? item.preview.text : undefined;
		if (!preview) {
			keyed.push(item);
			continue;
		}
		const matching = rows.filter((row) => previewMatches(preview, row.text));
		if (matching.length > 1) unsure.push({ item, rows: matching });
		else keyed.push({ ...item, key: matching[0]?.key ?? `\u0000preview ${item.id}` });
	}
	return { keyed, unsure };
}

/**
 * The steps: the rows first (in input order), then the held items to delete. [decision] Of several held items
 * with one key (a duplicate import), the row keeps one, the newest equal to it, else it replaces the newest;
 * the others are deleted as duplicates. With `deleteMissing`, every held item no row asks for is deleted.
 */
export function planSync(rows: WantedItem[], held: HeldItem[], deleteMissing: boolean): SyncStep[] {
	// The list is newest first: each key's items keep that order.
	const { keyed, unsure } = keyedByPreview(rows, held);
	const byKey = groupBy(keyed, (item) => item.key);
	const steps: SyncStep[] = [];
	const duplicates: SyncStep[] = [];
	for (const row of rows) {
		const same = byKey.get(row.key) ?? [];
		byKey.delete(row.key);
		const kept = same.find((item) => sameAs(item, row));
		const matched = kept ?? same[0];
		if (matched === undefined) steps.push({ action: 'added', row });
		else steps.push({ action: kept ? 'unchanged' : 'replaced', row, held: matched });
		for (const item of same) {
			if (item !== matched)
				duplicates.push({ action: 'deleted', held: item, reason: 'duplicate', row });
		}
	}
	for (const step of duplicates) steps.push(step);
	for (const { item, rows: matching } of unsure) {
		const items = matching.map((row) => row.itemIndex).join(', ');
		const reason = `its listed text is a preview that input items ${items} all begin with, so the sync cannot tell which it is: kept, and those items added`;
		steps.push({ action: 'kept', held: item, reason });
	}
	if (deleteMissing) {
		for (const items of byKey.values()) {
			for (const item of items)
				steps.push({ action: 'deleted', held: item, reason: 'not in input' });
		}
	}
	return steps;
}
