/**
 * Timestamps of LiveChatAI's lists compared as instants, and points of a list read newest first: the trigger's
 * cursor is made of them. Read top down: the key, then instants moved, then a point of the list.
 */

/** A timestamp as an instant (instantKey): its string order is time order. */
export type InstantKey = string;

/**
 * Timestamps compared as instants, at full precision: LiveChatAI's ISO 8601 strings may carry any offset and
 * any number of fractional digits, and two that differ below a millisecond are still different events.
 * The key is UTC with nine fractional digits, so plain string order is time order.
 */
export const ISO_INSTANT =
	/^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9})\d*)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

export function instantKey(value: unknown): InstantKey | undefined {
	if (typeof value !== 'string') return undefined;
	const match = ISO_INSTANT.exec(value.trim());
	if (!match) return undefined;
	const [, year, month, day, hour, minute, second = '0', fraction = '', zone = 'Z'] = match;
	let offsetMinutes = 0;
	if (zone.toUpperCase() !== 'Z') {
		const sign = zone.startsWith('-') ? -1 : 1;
		const digits = zone.slice(1).replace(':', '');
		offsetMinutes = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
	}
	const utcMs =
		Date.UTC(
			Number(year),
			Number(month) - 1,
			Number(day),
			Number(hour),
			Number(minute),
			Number(second),
		) -
		offsetMinutes * 60_000;
	if (Number.isNaN(utcMs)) return undefined;
	const whole = new Date(utcMs).toISOString().slice(0, 19);
	return `${whole}.${fraction.padEnd(9, '0')}Z`;
}

/** The instant `ms` later (earlier when negative); '' (before all) stays. */
export function shifted(key: InstantKey, ms: number): InstantKey {
	if (key === '' || ms === 0) return key;
	const whole = Date.parse(`${key.slice(0, 19)}Z`) + Number(key.slice(20, 23)) + ms;
	return `${new Date(whole).toISOString().slice(0, 23)}${key.slice(23, 29)}Z`;
}

/** Below a backlog's ceiling: at or before its instant, and not among the items the cut-short poll read there. */
export function belowCeiling(
	ceiling: { at: InstantKey; ids: string[] },
	{ last, id }: { last: InstantKey; id: string },
) {
	return last <= ceiling.at && !ceiling.ids.includes(id);
}
