import type { IDataObject } from 'n8n-workflow';

import { UNTOLD_LIST_END } from '../serviceDecisions';

/** One page of a list: its items and what it says of the rest. */
export interface Page<T> {
	items: T[];
	/** How many pages the list has, where the page says (the other pages can then be asked at once). */
	totalPages?: number;
	/** Whether the page says it is the last (its next marker, page count or item count); undefined: it says nothing. */
	last?: boolean;
}

/** The item's id, where it has one: a list read while it changes may show an item on two pages. */
export function idOf(item: unknown): string | undefined {
	const id = (item as IDataObject | null)?.id;
	return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}

/**
 * Where a list ends, told page after page (feed it every page read, in order): the one end rule of every reader
 * of a v2 list (Return All and Limit, the Syncs, the editor's lists, the trigger). A page ends the list when it
 * says so; a page never does by holding fewer items than asked, since a service may serve smaller pages than
 * asked. A page without a page count ends it too when it brings no item not seen before (a service that
 * ignores `page` would send the same page for ever), and a page that says nothing by UNTOLD_LIST_END.
 */
export class ListEnd {
	private readonly seen = new Set<string>();
	private longest = 0;

	/** Whether `page`, the one read after those fed before, is the list's last. */
	isLast(page: Page<unknown>): boolean {
		const ids = page.items.map(idOf);
		const nothingNew = ids.every((id) => id !== undefined && this.seen.has(id));
		for (const id of ids) if (id !== undefined) this.seen.add(id);
		const shorter = page.items.length < this.longest;
		this.longest = Math.max(this.longest, page.items.length);
		// A page count bounds the reading: a list that grew meanwhile may repeat items on a later page.
		if (page.totalPages !== undefined || page.last === true) return page.last === true;
		if (UNTOLD_LIST_END.nothingNew && nothingNew) return true;
		if (page.last === false) return false;
		return UNTOLD_LIST_END.shorterThanEarlierPage && shorter;
	}
}
