/**
 * Loaded into the benchmark's n8n (NODE_OPTIONS=--require) so that the bench can tell the heap of a run. For
 * each 100 ms it logs "<epoch ms> <most in use> <live>": the most heap in use, read every 10 ms (about a
 * microsecond; garbage not yet collected is in it), and the heap in use just after the last full garbage
 * collection in those 100 ms (0 when none ended then): what was still held. Appended to
 * LIVECHATAI_BENCH_HEAP_FILE every 250 ms. Only in `n8n start`: n8n's task runners, started with the same
 * settings, are other processes and log nothing.
 */
'use strict';
const { appendFileSync } = require('node:fs');
const { constants, PerformanceObserver } = require('node:perf_hooks');
const { getHeapStatistics } = require('node:v8');

const file = process.env.LIVECHATAI_BENCH_HEAP_FILE;
const isN8nStart = /[\\/]n8n$/.test(process.argv[1] ?? '') && process.argv[2] === 'start';
if (file && isN8nStart) {
	let lines = [];
	let bucket = 0;
	let most = 0;
	let live = 0;
	const at = (now) => now - (now % 100);
	const close = (now) => {
		if (at(now) === bucket) return;
		if (bucket) lines.push(`${bucket} ${most} ${live}`);
		bucket = at(now);
		most = 0;
		live = 0;
	};
	setInterval(() => {
		close(Date.now());
		most = Math.max(most, getHeapStatistics().used_heap_size);
	}, 10).unref();
	new PerformanceObserver((list) => {
		if (!list.getEntries().some((entry) => entry.detail?.kind & constants.NODE_PERFORMANCE_GC_MAJOR))
			return;
		close(Date.now());
		live = getHeapStatistics().used_heap_size;
		most = Math.max(most, live);
	}).observe({ entryTypes: ['gc'] });
	setInterval(() => {
		if (lines.length) appendFileSync(file, `${lines.join('\n')}\n`);
		lines = [];
	}, 250).unref();
}
