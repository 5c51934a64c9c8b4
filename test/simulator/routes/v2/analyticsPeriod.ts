/**
 * The period of a v2 analytics report. [doc] `agentId`, `startDate` and `endDate` are required, the dates as
 * `YYYY-MM-DD`, both days included; `timezone` is an IANA name, [decision] America/New_York when absent (the
 * service's own zone is not published: not UTC, so that no test passes by a UTC coincidence). A record counts
 * on its day in that zone. [decision] The previous period is as many days, ending the day before the start.
 */
import { validationError } from '../../server/errors';
import { queryString, requireQueryString, type Query } from '../../server/validation';

export const DEFAULT_TIMEZONE = 'America/New_York';
const DAY_MS = 24 * 3600_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface Period {
	startDate: string;
	endDate: string;
	/** Every day of the period, in order. */
	days: string[];
	timezone: string;
}

/** The day that many days after `day` (before, when negative). */
const shifted = (day: string, by: number) =>
	new Date(Date.parse(`${day}T00:00:00Z`) + by * DAY_MS).toISOString().slice(0, 10);

function requireDay(query: Query, name: string): string {
	const value = requireQueryString(query, name).trim();
	if (!DAY.test(value) || shifted(value, 0) !== value)
		throw validationError(`${name} must be a date as YYYY-MM-DD`);
	return value;
}

function timezoneOf(query: Query): string {
	const zone = queryString(query, 'timezone');
	if (zone === undefined) return DEFAULT_TIMEZONE;
	try {
		new Intl.DateTimeFormat('en-US', { timeZone: zone });
	} catch {
		throw validationError('timezone must be an IANA time zone name');
	}
	return zone;
}

function period(startDate: string, endDate: string, timezone: string): Period {
	const days: string[] = [];
	for (let day = startDate; day <= endDate; day = shifted(day, 1)) days.push(day);
	return { startDate, endDate, days, timezone };
}

/** The period asked (400 naming what is missing or wrong) and the one as long before it. */
export function readPeriods(query: Query): { current: Period; previous: Period } {
	const startDate = requireDay(query, 'startDate');
	const endDate = requireDay(query, 'endDate');
	const timezone = timezoneOf(query);
	if (startDate > endDate) throw validationError('startDate must not be after endDate');
	const current = period(startDate, endDate, timezone);
	const length = current.days.length;
	return {
		current,
		previous: period(shifted(startDate, -length), shifted(startDate, -1), timezone),
	};
}

/** The day (`YYYY-MM-DD`) of an ISO instant in a zone. */
export const dayOf = (iso: string, timezone: string) =>
	new Date(iso).toLocaleDateString('en-CA', { timeZone: timezone });

/** Whether an instant falls on a day of the period. */
export function within(iso: string, p: Period): boolean {
	const day = dayOf(iso, p.timezone);
	return day >= p.startDate && day <= p.endDate;
}

/** [decision] A change in percent of the previous figure, one decimal; null where the previous one is 0. */
export function change(current: number | null, previous: number | null): number | null {
	if (current === null || previous === null) return null;
	if (previous === 0) return current === 0 ? 0 : null;
	return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** The changes of `fields` between two periods' figures. */
export const changes = (fields: readonly string[], current: Figures, previous: Figures) =>
	Object.fromEntries(
		fields.map((field) => [field, change(current[field] as number, previous[field] as number)]),
	);

export type Figures = Record<string, unknown>;

/** Part of a whole in percent, rounded; 0 of nothing is 0. */
export const percent = (part: number, whole: number) =>
	whole === 0 ? 0 : Math.round((part / whole) * 100);

/** The mean of some numbers, two decimals; null for none. */
export const mean = (numbers: number[], decimals = 2) =>
	numbers.length === 0
		? null
		: Math.round((numbers.reduce((a, b) => a + b, 0) / numbers.length) * 10 ** decimals) /
			10 ** decimals;
