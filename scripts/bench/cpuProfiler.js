/**
 * Loaded into the benchmark's n8n (NODE_OPTIONS=--require, beside heapSampler.js) so that the bench can tell
 * where the CPU time of one run goes. SIGUSR2 starts V8's CPU profiler; the next SIGUSR2 stops it and writes
 * the profile to LIVECHATAI_BENCH_PROFILE_DIR/<n>.cpuprofile with the wall clock of its start (`wallStartMs`,
 * the profile's own times being on the monotonic clock), then <n>.done. Only in `n8n start`, as the heap
 * sampler: n8n's task runners log nothing.
 */
'use strict';
const { writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { Session } = require('node:inspector');

const dir = process.env.LIVECHATAI_BENCH_PROFILE_DIR;
const isN8nStart = /[\\/]n8n$/.test(process.argv[1] ?? '') && process.argv[2] === 'start';
if (dir && isN8nStart) {
	const session = new Session();
	session.connect();
	let profiling = false;
	let count = 0;
	// The wall clock and the monotonic clock (µs, V8's profile clock) at one moment: samples map to wall time.
	let clocks = { wallMs: 0, monotonicUs: 0 };
	process.on('SIGUSR2', () => {
		if (!profiling) {
			profiling = true;
			session.post('Profiler.enable', () =>
				session.post('Profiler.start', () => {
					clocks = { wallMs: Date.now(), monotonicUs: Number(process.hrtime.bigint() / 1000n) };
				}),
			);
			return;
		}
		profiling = false;
		session.post('Profiler.stop', (error, result) => {
			count += 1;
			const name = join(dir, String(count));
			const profile = error ? {} : result.profile;
			const wallStartMs = clocks.wallMs + (profile.startTime - clocks.monotonicUs) / 1000;
			writeFileSync(`${name}.cpuprofile`, JSON.stringify({ ...profile, wallStartMs }));
			writeFileSync(`${name}.done`, error ? String(error) : '');
		});
	});
}
