/** What became of one task: its value, its error, or nothing when it was never started. */
export type Outcome<T> = { value: T } | { error: unknown } | undefined;

/** A window's size: fixed, or read again each time (a run's request window grows and shrinks). */
export type WindowSize = number | (() => number);

export function sizeNow(size: WindowSize): number {
	return typeof size === 'number' ? size : size();
}

/**
 * Runs `task(0)` … `task(count - 1)` with at most `size` running at once: a sliding window, where each task
 * that ends lets the next one start (batches would wait for their slowest). `size` may change while the tasks
 * run (a run's request window grows and shrinks): it is read again whenever a task ends. With `stopOnError`, no
 * task starts after one failed; those running finish. Outcomes come back in task order.
 */
export async function slidingWindow<T>(
	count: number,
	size: WindowSize,
	task: (index: number) => Promise<T>,
	{ stopOnError = false } = {},
): Promise<Array<Outcome<T>>> {
	const outcomes: Array<Outcome<T>> = new Array<Outcome<T>>(count).fill(undefined);
	let next = 0;
	let running = 0;
	let failed = false;
	return await new Promise((resolve) => {
		const startMore = () => {
			while (next < count && !(stopOnError && failed) && running < Math.max(1, sizeNow(size))) {
				const index = next++;
				running += 1;
				void task(index)
					.then(
						(value) => (outcomes[index] = { value }),
						(error: unknown) => {
							outcomes[index] = { error };
							failed = true;
						},
					)
					.finally(() => {
						running -= 1;
						startMore();
					});
			}
			if (running === 0) resolve(outcomes);
		};
		startMore();
	});
}
