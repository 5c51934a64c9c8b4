/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- benchmark tooling: reads n8n's heap log */
/**
 * The heap of a run in the benchmark's n8n, from the log of heapSampler.js (loaded into `n8n start`): the most
 * heap in use between the run's start and its end, and the most still held after a full garbage collection
 * then (what the run kept alive: its data, not its garbage), each less the same figure just before the run
 * (what n8n already held). The heap in use is sampled every 10 ms: a peak shorter than that, inside one
 * stretch of synchronous work, can be missed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { sleep } from 'n8n-workflow';

/** n8n's settings that load the sampler (the .js beside this script's source). */
export function heapSamplerSettings(file: string): Record<string, string> {
	const sampler = resolve(__dirname, '..', '..', '..', 'scripts', 'bench', 'heapSampler.js');
	return { NODE_OPTIONS: `--require ${sampler}`, LIVECHATAI_BENCH_HEAP_FILE: file };
}

/** [epoch ms, most in use, held after the last full collection (0: none)] per 100 ms. */
type Line = [number, number, number];

function readLog(file: string): Line[] {
	if (!existsSync(file)) return [];
	return readFileSync(file, 'utf8')
		.split('\n')
		.filter(Boolean)
		.map((line) => line.split(' ').map(Number) as Line);
}

export interface HeapOfRun {
	/** The most heap in use during the run, less the heap in use just before it (bytes). */
	riseBytes: number;
	peakBytes: number;
	/**
	 * The most heap held after a full collection during the run, less the last such figure before it; null
	 * when no full collection ended during the run.
	 */
	heldRiseBytes: number | null;
}

/** The heap of the run from `from` to `to` (epoch ms); waits up to 2 s for the sampler to log past `to`. */
export async function heapOfRun(file: string, from: number, to: number): Promise<HeapOfRun | null> {
	let log = readLog(file);
	for (let waited = 0; waited < 2000 && !log.some(([at]) => at > to); waited += 100) {
		await sleep(100);
		log = readLog(file);
	}
	const before = log.filter(([at]) => at <= from - 100);
	const during = log.filter(([at]) => at > from - 100 && at <= to);
	if (!before.length || !during.length) return null;
	const peakBytes = Math.max(...during.map(([, most]) => most));
	const heldBefore = before.filter(([, , held]) => held > 0).pop()?.[2];
	const heldDuring = during.map(([, , held]) => held).filter((held) => held > 0);
	return {
		peakBytes,
		riseBytes: Math.max(0, peakBytes - before[before.length - 1][1]),
		heldRiseBytes:
			heldBefore !== undefined && heldDuring.length
				? Math.max(0, Math.max(...heldDuring) - heldBefore)
				: null,
	};
}
