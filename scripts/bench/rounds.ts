/**
 * Rounds of measurements, interleaved: every round runs each variant once, starting one further along the
 * list each time, so that a slow spell of a shared machine hits all variants alike. Medians over the rounds.
 */

export interface Variant<S> {
	key: string;
	run: () => Promise<S>;
}

export interface RoundOptions {
	rounds: number;
	/** A variant whose first round took longer than this (ms) runs `longRounds` rounds only. */
	longMs: number;
	longRounds: number;
	/** Told before each run (progress on stderr). */
	onRun?: (key: string, round: number) => void;
}

/** The samples of each variant, in the order they were taken. */
export async function interleaved<S extends { ms: number }>(
	variants: Array<Variant<S>>,
	options: RoundOptions,
): Promise<Record<string, S[]>> {
	const samples: Record<string, S[]> = Object.fromEntries(variants.map((v) => [v.key, []]));
	const roundsOf: Record<string, number> = Object.fromEntries(
		variants.map((v) => [v.key, options.rounds]),
	);
	for (let round = 0; round < options.rounds; round++) {
		const order = variants.map((_, i) => variants[(i + round) % variants.length]);
		for (const variant of order) {
			if (round >= roundsOf[variant.key]) continue;
			options.onRun?.(variant.key, round);
			const sample = await variant.run();
			samples[variant.key].push(sample);
			// A sequential run of 1,000 requests at 50 ms takes about a minute: fewer rounds keep the run short.
			if (round === 0 && sample.ms > options.longMs) {
				roundsOf[variant.key] = Math.min(options.rounds, options.longRounds);
			}
		}
	}
	return samples;
}

export function median(values: number[]): number {
	if (values.length === 0) return NaN;
	const sorted = [...values].sort((a, b) => a - b);
	const middle = Math.floor(sorted.length / 2);
	return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median of one field of the samples. */
export function medianOf<S>(samples: S[], field: (sample: S) => number): number {
	return median(samples.map(field));
}

/** a / b rounded to 2 decimals; null when either is missing or b is 0. */
export function ratio(a: number, b: number): number | null {
	if (!Number.isFinite(a) || !Number.isFinite(b) || b === 0) return null;
	return Math.round((a / b) * 100) / 100;
}
