import type { InvalidParameter } from './apiDate';
import { toApiDate } from './apiDate';

// Days (`YYYY-MM-DD`) in a named time zone, as the v2 analytics take their period. No dependency: Intl knows
// the IANA zones, and a day is read off an instant with it.

const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/**
 * Whether `name` is an IANA time zone name (`Europe/Berlin`, `UTC`) this runtime knows. Intl also takes UTC
 * offsets (`+02:00`) on recent Node.js versions, which are no IANA name: the pattern leaves them out.
 */
export function isTimeZone(name: string): boolean {
	if (!IANA_NAME.test(name)) return false;
	try {
		new Intl.DateTimeFormat('en-US', { timeZone: name });
		return true;
	} catch {
		return false;
	}
}

/** The day (`YYYY-MM-DD`) of an instant in a time zone. */
export function dayIn(ms: number, timeZone: string): string {
	const parts = new Intl.DateTimeFormat('en-US', {
		timeZone,
		year: 'numeric',
		month: '2-digit',
		day: '2-digit',
	}).formatToParts(new Date(ms));
	const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
	return `${part('year')}-${part('month')}-${part('day')}`;
}

const DAY_FIX =
	'Pick a date, or give an ISO 8601 date (e.g. 2026-10-15), a date-time, or Unix seconds (e.g. {{ $now.minus({ days: 7 }).toSeconds() }}).';

/**
 * A required Start Date / End Date pair as days of `timeZone`: a date picker value or an ISO string without
 * a zone is read there (so its own day stays), an instant (a zoned string, a DateTime or Date from an
 * expression, Unix seconds) gives its day there. Empty or a start after the end is refused.
 */
export function dayRangeQuery(
	startValue: unknown,
	endValue: unknown,
	timeZone: string,
	invalid: InvalidParameter,
): { startDate: string; endDate: string } {
	const day = (value: unknown, displayName: string) => {
		const date = toApiDate(value, timeZone, displayName, (name, problem) =>
			invalid(name, problem, DAY_FIX),
		);
		if (date === undefined) throw invalid(displayName, 'is required', DAY_FIX);
		return dayIn(date.ms, timeZone);
	};
	const startDate = day(startValue, 'Start Date');
	const endDate = day(endValue, 'End Date');
	if (startDate > endDate) {
		throw invalid(
			'Start Date',
			`(${startDate}) is after 'End Date' (${endDate})`,
			'Swap the two dates.',
		);
	}
	return { startDate, endDate };
}
