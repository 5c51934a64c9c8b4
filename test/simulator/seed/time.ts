/** Helpers shared by the seed files. */

/** Turns an offset (ms) before the seed base into an ISO date. */
export type At = (msBeforeStart: number) => string;

export const MIN = 60_000;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;

/** A number with leading zeros: pad(7) is `007`. */
export const pad = (n: number, width = 3) => String(n).padStart(width, '0');

/** A list written as one string: `words('a b c')` is ['a', 'b', 'c']; `words('a b, c', ', ')` is ['a b', 'c']. */
export const words = <T extends string = string>(text: string, separator = ' ') =>
	text.split(separator) as T[];
