import type { IExecuteFunctions } from 'n8n-workflow';

import { itemDateRange } from './apiDate';

// [doc] Some v2 filters take ISO 8601 date-times only (GET /api/v2/ai-suggestions: "created after" / "created
// before"), where the conversation lists also take Unix seconds: a date the user gave as seconds is sent as a
// date-time there.

const UNIX_SECONDS = /^\d+$/;

/** An instant as an ISO 8601 date-time in UTC, to the second when it falls on one (`2026-10-15T08:00:00Z`). */
export function isoDateTime(ms: number): string {
	return new Date(ms).toISOString().replace(/\.000Z$/, 'Z');
}

/** A Start Date / End Date pair of an item (as `itemDateRange` reads and checks it), both as ISO 8601 date-times. */
export function itemDateTimeRange(
	context: IExecuteFunctions,
	itemIndex: number,
	dates: { startDate?: unknown; endDate?: unknown },
): { startDate?: string; endDate?: string } {
	const range = itemDateRange(context, itemIndex, dates);
	const asDateTime = (value: string) =>
		UNIX_SECONDS.test(value) ? isoDateTime(Number(value) * 1000) : value;
	return {
		...(range.startDate ? { startDate: asDateTime(range.startDate) } : {}),
		...(range.endDate ? { endDate: asDateTime(range.endDate) } : {}),
	};
}
