/** Small deterministic generator, so a failure of a randomized test can be replayed from its seed. */
export function random(seed: number): () => number {
	let state = seed >>> 0;
	return () => {
		state = (state * 1664525 + 1013904223) >>> 0;
		return state / 2 ** 32;
	};
}
