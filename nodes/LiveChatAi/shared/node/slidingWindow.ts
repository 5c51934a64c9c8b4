/** What became of one task: its value, its error, or nothing when it was never started. */
export type Outcome<T> = { value: T } | { error: unknown } | undefined;

/**
 * Runs `task(0)` … `task(count - 1)` with at most `size` running at once: a sliding window, where each task
 * that ends lets the next one start (batches would wait for their slowest). With `stopOnError`, no task starts
 * after one failed; those running finish. Outcomes come back in task order.
 */
export async function slidingWindow<T>(
	count: number,
	size: number,
	task: (index: number) => Promise<T>,
	{ stopOnError = false } = {},
): Promise<Array<Outcome<T>>> {
	const outcomes: Array<Outcome<T>> = new Array<Outcome<T>>(count).fill(undefined);
	let next = 0;
	let failed = false;
	const worker = async () => {
		while (next < count && !(stopOnError && failed)) {
			const index = next++;
			try {
				outcomes[index] = { value: await task(index) };
			} catch (error) {
				outcomes[index] = { error };
				failed = true;
			}
		}
	};
	await Promise.all(Array.from({ length: Math.max(1, Math.min(size, count)) }, worker));
	return outcomes;
}
