/** Helpers shared by the seed files. */

/** Turns an offset (ms) before the seed base into an ISO date. */
export type At = (msBeforeStart: number) => string;

export const MIN = 60_000;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;
