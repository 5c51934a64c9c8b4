import type { IExecuteFunctions } from 'n8n-workflow';
import { tryToParseDateTime } from 'n8n-workflow';

import { invalidParameter } from './validation';

/** Builds the error for a bad parameter value: the caller knows its context (item, node kind). */
export type InvalidParameter = (displayName: string, problem: string, fix: string) => Error;

/** A date as the v2 API receives it (`value`), and the instant it stands for, to compare two dates. */
export interface ApiDate {
	value: string;
	ms: number;
}

const UNIX_SECONDS = /^\d+(\.\d+)?$/;
// 10^11 seconds is past the year 5000: a number this large is a timestamp in milliseconds.
const MILLISECONDS_FROM = 1e11;
const DATE_FIX =
	'Pick a date, or give an ISO 8601 date (e.g. 2026-10-15T08:00:00Z) or Unix seconds (e.g. {{ $now.minus({ days: 7 }).toSeconds() }}).';

function isEmpty(value: unknown): boolean {
	return (
		value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
	);
}

/**
 * A date parameter as the API accepts it: Unix seconds pass through (fractions dropped), anything else (a date
 * picker value, an ISO 8601 string, a Date or DateTime from an expression) becomes ISO 8601 in UTC. A value
 * without a zone is read in the workflow's timezone, as n8n reads the date picker. Empty gives undefined.
 */
export function toApiDate(
	value: unknown,
	timezone: string,
	displayName: string,
	invalid: InvalidParameter,
): ApiDate | undefined {
	if (isEmpty(value)) return undefined;
	if (typeof value === 'number' || (typeof value === 'string' && UNIX_SECONDS.test(value.trim()))) {
		const seconds = Math.floor(Number(value));
		if (!Number.isFinite(seconds) || seconds < 0)
			throw invalid(displayName, 'is not a valid date', DATE_FIX);
		if (seconds >= MILLISECONDS_FROM) {
			throw invalid(
				displayName,
				'looks like milliseconds, not Unix seconds',
				`Divide it by 1000. ${DATE_FIX}`,
			);
		}
		return { value: String(seconds), ms: seconds * 1000 };
	}
	let parsed: ReturnType<typeof tryToParseDateTime>;
	try {
		parsed = tryToParseDateTime(value, timezone);
	} catch {
		throw invalid(displayName, 'is not a valid date', DATE_FIX);
	}
	const iso = parsed.isValid ? parsed.toUTC().toISO() : null;
	if (iso === null) throw invalid(displayName, 'is not a valid date', DATE_FIX);
	return { value: iso, ms: parsed.toMillis() };
}

const DAY_MS = 24 * 3600 * 1000;

const instant = (ms: number): ApiDate => ({ value: new Date(ms).toISOString(), ms });

/**
 * The query of a Start Date / End Date pair: the start not after the end (else refused). Each is optional;
 * with `defaultDays`, a missing end is now and a missing start that many days before the end.
 */
export function dateRangeQuery(
	startValue: unknown,
	endValue: unknown,
	timezone: string,
	invalid: InvalidParameter,
	defaultDays?: number,
): { startDate?: string; endDate?: string } {
	let start = toApiDate(startValue, timezone, 'Start Date', invalid);
	let end = toApiDate(endValue, timezone, 'End Date', invalid);
	if (defaultDays !== undefined) {
		end ??= instant(Date.now());
		start ??= instant(end.ms - defaultDays * DAY_MS);
	}
	if (start && end && start.ms > end.ms) {
		throw invalid(
			'Start Date',
			"is after 'End Date'",
			'Swap the two dates, or leave one of them empty.',
		);
	}
	return {
		...(start ? { startDate: start.value } : {}),
		...(end ? { endDate: end.value } : {}),
	};
}

/** dateRangeQuery for an item of an operation: a bad date is refused naming the field and the item. */
export function itemDateRange(
	context: IExecuteFunctions,
	itemIndex: number,
	dates: { startDate?: unknown; endDate?: unknown },
	defaultDays?: number,
) {
	return dateRangeQuery(
		dates.startDate,
		dates.endDate,
		context.getTimezone(),
		(displayName, problem, fix) =>
			invalidParameter(context.getNode(), displayName, itemIndex, problem, fix),
		defaultDays,
	);
}
