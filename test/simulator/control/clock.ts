/**
 * Injectable clock. 'manual' starts at MANUAL_CLOCK_START and moves only when told;
 * 'real' follows Date.now() (advance/set shift it by an offset).
 */

export const MANUAL_CLOCK_START = '2026-11-01T12:00:00.000Z';

export type ClockMode = 'manual' | 'real';

export interface Clock {
	readonly mode: ClockMode;
	now(): Date;
	advance(ms: number): void;
	set(d: Date): void;
	/** Back to the start (manual) or to real time (real). */
	reset(): void;
}

export function createClock(mode: ClockMode): Clock {
	let manualMs = Date.parse(MANUAL_CLOCK_START);
	let offsetMs = 0;
	return {
		mode,
		now: () => new Date(mode === 'manual' ? manualMs : Date.now() + offsetMs),
		advance(ms: number) {
			if (!Number.isFinite(ms)) throw new Error('clock.advance needs a finite number of ms');
			if (mode === 'manual') manualMs += ms;
			else offsetMs += ms;
		},
		set(d: Date) {
			const t = d.getTime();
			if (Number.isNaN(t)) throw new Error('clock.set needs a valid date');
			if (mode === 'manual') manualMs = t;
			else offsetMs = t - Date.now();
		},
		reset() {
			manualMs = Date.parse(MANUAL_CLOCK_START);
			offsetMs = 0;
		},
	};
}
