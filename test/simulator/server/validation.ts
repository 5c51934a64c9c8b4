/**
 * Helpers that check request bodies and query strings and throw a 400 `validation_error`
 * whose message names the field ("question is required", "limit must be a positive integer").
 */
import { validationError } from './errors';

export type Body = Record<string, unknown>;
export type Query = Record<string, string | string[]>;

/** The body as an object; a missing body counts as {} so that the first required field is named. */
export function bodyObject(body: unknown): Body {
	if (body === undefined || body === null) return {};
	if (typeof body !== 'object' || Array.isArray(body)) {
		throw validationError('request body must be a JSON object');
	}
	return body as Body;
}

function isAbsent(value: unknown): boolean {
	return value === undefined || value === null;
}

export function requireString(body: Body, field: string): string {
	const value = body[field];
	if (isAbsent(value)) throw validationError(`${field} is required`);
	if (typeof value !== 'string') throw validationError(`${field} must be a string`);
	if (value.trim() === '') throw validationError(`${field} is required`);
	return value;
}

/** The field, or undefined when it is absent; 400 `<field> must be <rule>` when `valid` refuses it. */
function optional<T>(body: Body, field: string, valid: (value: unknown) => boolean, rule: string) {
	const value = body[field];
	if (isAbsent(value)) return undefined;
	if (!valid(value)) throw validationError(`${field} must be ${rule}`);
	return value as T;
}

export const optionalString = (body: Body, field: string) =>
	optional<string>(body, field, (v) => typeof v === 'string', 'a string');

export const optionalBoolean = (body: Body, field: string) =>
	optional<boolean>(body, field, (v) => typeof v === 'boolean', 'a boolean');

export function requireBoolean(body: Body, field: string): boolean {
	if (isAbsent(body[field])) throw validationError(`${field} is required`);
	return optionalBoolean(body, field) as boolean;
}

export const optionalPositiveInteger = (body: Body, field: string) =>
	optional<number>(
		body,
		field,
		(v) => Number.isInteger(v) && (v as number) >= 1,
		'a positive integer',
	);

export function requireEnum<T extends string>(body: Body, field: string, allowed: readonly T[]): T {
	if (isAbsent(body[field])) throw validationError(`${field} is required`);
	return optionalEnum(body, field, allowed) as T;
}

/** `value` when it is one of `allowed`; else a 400 naming `field`. */
export function oneOf<T extends string>(field: string, allowed: readonly T[], value: unknown): T {
	if (!allowed.includes(value as T))
		throw validationError(`${field} must be one of ${allowed.join(', ')}`);
	return value as T;
}

export const optionalEnum = <T extends string>(body: Body, field: string, allowed: readonly T[]) =>
	optional<T>(body, field, (v) => allowed.includes(v as T), `one of ${allowed.join(', ')}`);

export const optionalStringArray = (body: Body, field: string) =>
	optional<string[]>(
		body,
		field,
		(v) => Array.isArray(v) && v.every((each) => typeof each === 'string' && each !== ''),
		'an array of non-empty strings',
	);

export function isHttpUrl(value: string): boolean {
	try {
		const url = new URL(value);
		return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
	} catch {
		return false;
	}
}

export function requireHttpUrl(body: Body, field: string): string {
	const value = requireString(body, field);
	if (!isHttpUrl(value)) throw validationError(`${field} must be an http(s) URL`);
	return value;
}

export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

// ---- query strings -------------------------------------------------------------------------

/** A single-valued query parameter; '' counts as absent. */
export function queryString(query: Query, name: string): string | undefined {
	const value = query[name];
	if (value === undefined) return undefined;
	if (Array.isArray(value)) throw validationError(`${name} must be given only once`);
	return value === '' ? undefined : value;
}

export function requireQueryString(query: Query, name: string): string {
	const value = queryString(query, name);
	if (value === undefined || value.trim() === '') throw validationError(`${name} is required`);
	return value;
}

/** An integer query parameter within [min, max]; `rule` is the end of the error message. */
export function queryInteger(
	query: Query,
	name: string,
	options: { min: number; max?: number; default: number },
): number {
	const raw = queryString(query, name);
	if (raw === undefined) return options.default;
	const rule =
		options.max === undefined
			? `an integer greater than or equal to ${options.min}`
			: `an integer between ${options.min} and ${options.max}`;
	if (!/^-?\d+$/.test(raw.trim())) throw validationError(`${name} must be ${rule}`);
	const value = Number(raw.trim());
	if (value < options.min || (options.max !== undefined && value > options.max)) {
		throw validationError(`${name} must be ${rule}`);
	}
	return value;
}

/** A query parameter that must be one of `allowed`. */
export const queryEnum = <T extends string>(query: Query, name: string, allowed: readonly T[]) =>
	optionalEnum({ [name]: queryString(query, name) }, name, allowed);

/**
 * A date given as Unix seconds ("1790000000") or ISO 8601 ("2026-10-15", "2026-10-15T08:00:00Z").
 * A date-only value means midnight UTC of that day; a date-time without a zone is UTC.
 */
export function parseDateParam(raw: string): number | undefined {
	const value = raw.trim();
	if (/^\d+$/.test(value)) return Number(value) * 1000;
	if (!/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(value))
		return undefined;
	const [y, m, d] = value.slice(0, 10).split('-').map(Number);
	const day = new Date(Date.UTC(y, m - 1, d));
	if (day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d)
		return undefined;
	// Without a zone the value is read as UTC, so that the result does not depend on the host.
	const zoned =
		value.length === 10
			? `${value}T00:00:00Z`
			: /(Z|[+-]\d{2}:?\d{2})$/.test(value)
				? value
				: `${value}Z`;
	const t = Date.parse(zoned.replace(' ', 'T'));
	return Number.isNaN(t) ? undefined : t;
}

export function queryDate(query: Query, name: string): number | undefined {
	const raw = queryString(query, name);
	if (raw === undefined) return undefined;
	const t = parseDateParam(raw);
	if (t === undefined) {
		throw validationError(`${name} must be a Unix timestamp in seconds or an ISO 8601 date`);
	}
	return t;
}

/** A boolean query parameter: `true` or `false`. */
export function queryBoolean(query: Query, name: string): boolean | undefined {
	const raw = queryString(query, name);
	if (raw === undefined) return undefined;
	if (raw !== 'true' && raw !== 'false') throw validationError(`${name} must be true or false`);
	return raw === 'true';
}

/** startDate and endDate of a query (queryDate each); a start after the end is a 400. */
export function queryDateRange(query: Query): { startMs?: number; endMs?: number } {
	const startMs = queryDate(query, 'startDate');
	const endMs = queryDate(query, 'endDate');
	if (startMs !== undefined && endMs !== undefined && startMs > endMs) {
		throw validationError('startDate must not be after endDate');
	}
	return { startMs, endMs };
}

/**
 * queryDateRange where the reference types the dates `string<date-time>` (the AI suggestions): a date alone or
 * Unix seconds is a 400 naming the field.
 */
export function queryDateTimeRange(query: Query): { startMs?: number; endMs?: number } {
	for (const name of ['startDate', 'endDate']) {
		const raw = queryString(query, name);
		if (raw !== undefined && !/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(raw.trim())) {
			throw validationError(
				`${name} must be an ISO 8601 date-time (e.g. 2024-01-01T00:00:00Z), not ${raw}`,
			);
		}
	}
	return queryDateRange(query);
}
