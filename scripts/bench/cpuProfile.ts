/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- benchmark tooling: profiles a real n8n */
/**
 * Where the time of one run of the measured node goes, from a V8 CPU profile of n8n taken by cpuProfiler.js
 * (loaded into `n8n start`): each 1 ms sample inside the node's run is counted by the code it was in (the top
 * frame): this package, n8n's expression engine, its request helper with Node's HTTP, the garbage collector,
 * nothing (idle: waiting for the network) or the rest of n8n. `underPackageMs` counts the samples with this
 * package's code anywhere on the stack: its own code and the n8n work it calls synchronously (parameter reads).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { sleep } from 'n8n-workflow';

/** n8n's settings that let cpuProfiler.js (beside this script's source) write its profiles into `dir`. */
export function cpuProfilerSettings(dir: string): { require: string; env: Record<string, string> } {
	const profiler = resolve(__dirname, '..', '..', '..', 'scripts', 'bench', 'cpuProfiler.js');
	return { require: profiler, env: { LIVECHATAI_BENCH_PROFILE_DIR: dir } };
}

interface ProfileNode {
	id: number;
	callFrame: { functionName: string; url: string };
	children?: number[];
}

interface Profile {
	nodes: ProfileNode[];
	samples: number[];
	timeDeltas: number[];
	startTime: number;
	wallStartMs: number;
}

export const CATEGORIES = ['package', 'expressions', 'http', 'gc', 'idle', 'n8nOther'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface RunProfile {
	/** The node's run (ms) in the profiled execution: a profile slows a run a little. */
	profiledRunMs: number;
	/** ms of samples of each kind of code inside the node's run. */
	ms: Record<Category, number>;
	underPackageMs: number;
}

// The package as n8n installed it (a folder named after it elsewhere, e.g. the n8n cache's, is not it).
const PACKAGE = /[\\/]node_modules[\\/]n8n-nodes-livechatai[\\/]/;
// n8n 2.x evaluates expressions in an isolate (@n8n/expression-runtime, isolated-vm); 1.x in n8n-workflow.
const EXPRESSIONS =
	/n8n-workflow[\\/]dist[\\/].*(expression|workflow-data-proxy|extensions)|[\\/](luxon|@n8n[\\/]tournament|@n8n[\\/]expression-runtime|isolated-vm|esprima-next|recast|ast-types|jmespath)[\\/]/;
const HTTP =
	/[\\/](axios|follow-redirects|proxy-from-env|form-data|@n8n[\\/]backend-network)[\\/]|request-helper|^node:(_http|http|https|net|tls|dns|internal[\\/](http|net|stream|dns))/;

function categoryOf(frame: ProfileNode['callFrame']): Category {
	if (frame.functionName === '(garbage collector)') return 'gc';
	if (frame.functionName === '(idle)') return 'idle';
	if (PACKAGE.test(frame.url)) return 'package';
	if (EXPRESSIONS.test(frame.url)) return 'expressions';
	if (HTTP.test(frame.url)) return 'http';
	return 'n8nOther';
}

/** The samples of `profile` between `fromMs` and `toMs` (wall clock), by kind of code. */
export function runProfile(profile: Profile, fromMs: number, toMs: number): RunProfile {
	const byId = new Map(profile.nodes.map((node) => [node.id, node]));
	const parent = new Map<number, number>();
	for (const node of profile.nodes)
		for (const child of node.children ?? []) parent.set(child, node.id);
	const inPackage = (id: number | undefined): boolean => {
		for (let at = id; at !== undefined; at = parent.get(at))
			if (PACKAGE.test(byId.get(at)?.callFrame.url ?? '')) return true;
		return false;
	};
	// A native function (no script: JSON.parse, a socket write, the isolate's eval) counts for the code that called it.
	const codeOf = (id: number): ProfileNode['callFrame'] => {
		let frame = byId.get(id)!.callFrame;
		for (let at = parent.get(id); frame.url === '' && at !== undefined; at = parent.get(at)) {
			if (frame.functionName.startsWith('(')) break;
			frame = byId.get(at)!.callFrame;
		}
		return frame;
	};
	const ms = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<Category, number>;
	let underPackageUs = 0;
	let at = profile.wallStartMs * 1000;
	profile.samples.forEach((id, i) => {
		const delta = profile.timeDeltas[i] ?? 0;
		at += delta;
		if (at < fromMs * 1000 || at > toMs * 1000) return;
		if (!byId.has(id)) return;
		ms[categoryOf(codeOf(id))] += delta / 1000;
		if (inPackage(id)) underPackageUs += delta;
	});
	const round = (value: number) => Math.round(value);
	return {
		profiledRunMs: round(toMs - fromMs),
		ms: Object.fromEntries(CATEGORIES.map((c) => [c, round(ms[c])])) as Record<Category, number>,
		underPackageMs: round(underPackageUs / 1000),
	};
}

let profiles = 0;

/**
 * Runs `run` with n8n (`pid`) profiled (SIGUSR2 starts and stops cpuProfiler.js), and returns the profile of
 * the window `window` picks from the run's result (ms, wall clock).
 */
export async function profiled<T>(
	pid: number,
	dir: string,
	run: (started: () => Promise<void>) => Promise<T>,
	window: (result: T) => { fromMs: number; toMs: number },
): Promise<{ result: T; profile: RunProfile }> {
	profiles += 1;
	const file = join(dir, String(profiles));
	// The profiler starts once n8n is at rest (measure's check), just before the run: it costs CPU itself.
	const result = await run(async () => {
		process.kill(pid, 'SIGUSR2');
		await sleep(100);
	});
	process.kill(pid, 'SIGUSR2');
	for (let waited = 0; !existsSync(`${file}.done`); waited += 100) {
		if (waited > 30_000) throw new Error(`n8n wrote no CPU profile (${file}.cpuprofile)`);
		await sleep(100);
	}
	const profile = JSON.parse(readFileSync(`${file}.cpuprofile`, 'utf8')) as Profile;
	const { fromMs, toMs } = window(result);
	return { result, profile: runProfile(profile, fromMs, toMs) };
}
