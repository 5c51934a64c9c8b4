/**
 * Timestamps compared as instants, at full precision: LiveChatAI's ISO 8601 strings may carry any offset and
 * any number of fractional digits, and two that differ below a millisecond are still different events.
 * The key is UTC with nine fractional digits, so plain string order is time order.
 */
const ISO_INSTANT =
	/^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9})\d*)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

export type InstantKey = string;

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

/** How many fractional digits a timestamp was written with (0 to 9): the precision of its clock. */
export function fractionDigits(value: unknown): number {
	if (typeof value !== 'string') return 0;
	const match = ISO_INSTANT.exec(value.trim());
	return Math.min(match?.[7]?.length ?? 0, 9);
}

/** The key's instant in nanoseconds since the epoch. */
export function instantNs(key: InstantKey): bigint {
	return BigInt(Date.parse(`${key.slice(0, 19)}Z`)) * 1_000_000n + BigInt(key.slice(20, 29));
}

/** The instant `ns` later (earlier when negative); '' (before all) stays. */
export function shiftedKey(key: InstantKey, ns: bigint): InstantKey {
	if (ns === 0n || key === '') return key;
	const at = instantNs(key) + ns;
	const seconds = at / 1_000_000_000n - (at % 1_000_000_000n < 0n ? 1n : 0n);
	const fraction = at - seconds * 1_000_000_000n;
	const whole = new Date(Number(seconds) * 1000).toISOString().slice(0, 19);
	return `${whole}.${String(fraction).padStart(9, '0')}Z`;
}

/** The instant cut to `digits` fractional digits, as a clock of that precision would write it. */
export function cutKey(key: InstantKey, digits: number): InstantKey {
	if (key === '' || digits >= 9) return key;
	return `${key.slice(0, 20 + digits).padEnd(29, '0')}Z`;
}
