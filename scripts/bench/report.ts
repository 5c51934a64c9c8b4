/**
 * From the samples to bench/results.json: medians; the first latency is the main case, the others under
 * `latency<N>ms`.
 */
import { CATEGORIES, type RunProfile } from './cpuProfile';
import type { Sample } from './inN8n';
import type { PackageFigures } from './packageMetrics';
import { medianOf, ratio } from './rounds';
import {
	BULK_ITEMS,
	BULK_ITEMS_LARGE,
	CONVERSATIONS,
	CONVERSATIONS_LARGE,
	PER_PAGE,
} from './inN8nScenarios';
import type { TriggerFigures } from './trigger';
import type { TriggersAtScaleFigures } from './triggersAtScale';

export type Samples = Record<string, Array<Omit<Sample, 'task'>>>;

/** What was measured, where and how: the `meta` of bench/results.json. */
export interface Meta {
	date: string;
	/** The last commit that changed nodes/ or credentials/. */
	commit: string;
	n8nVersion: string;
	n8nNode: string;
	benchNode: string;
	cpus: number;
	loadAverage: { before: number[]; after: number[] };
	rounds: number;
	largeRounds: number;
	/** The first is the main case. */
	latenciesMs: number[];
	nodeConcurrency: { start: number; max: number };
	idealConcurrency: number;
	timing: string;
	runSeconds: number;
}

/** What was measured at one latency; a part left out by BENCH_PARTS is missing. */
export interface LatencyRun {
	latencyMs: number;
	bulkAdd?: Samples;
	/** One profiled run of this node adding 1,000 pairs, beside bulkAdd. */
	bulkAddProfile?: RunProfile;
	bulkAddLarge?: Samples;
	returnAll?: Samples;
	/** At the main latency only. */
	returnAllLarge?: Samples;
	trigger?: TriggerFigures;
}

const ms = (samples: Samples, key: string) => Math.round(medianOf(samples[key], (s) => s.ms));

/**
 * Where this node's time over 1,000 items goes, against two floors measured in the same run: the network's
 * (requests x latency / the window's most) and n8n's own (the Set node on the same items and expressions).
 * The profiled run's samples by kind of code, scaled to the median run: what this package's code, n8n's
 * expression engine, its request helper with Node's HTTP, the garbage collector, the rest of n8n took, and the
 * time nothing ran (waiting for answers).
 */
function profileFigures(
	profile: RunProfile,
	nodeMs: number,
	floors: { idealMs: number; n8nFloorMs: number | undefined },
) {
	const scale = nodeMs / profile.profiledRunMs;
	const scaled = (value: number) => Math.round(value * scale);
	return {
		...floors,
		nodeMs,
		profiledRunMs: profile.profiledRunMs,
		// The samples of the profiled run, per kind of code, scaled to the median run (ms).
		msByCode: Object.fromEntries(CATEGORIES.map((c) => [c, scaled(profile.ms[c])])),
		shareByCode: Object.fromEntries(
			CATEGORIES.map((c) => [c, ratio(profile.ms[c], profile.profiledRunMs)]),
		),
		// Samples with this package's code on the stack: its own and the n8n work it calls (parameter reads).
		underPackageMs: scaled(profile.underPackageMs),
	};
}

function bulkAddFigures(
	s: Samples,
	items: number,
	latencyMs: number,
	concurrency: number,
	profile?: RunProfile,
) {
	const nodeMs = ms(s, 'node');
	const idealMs = Math.round((items * latencyMs) / concurrency);
	const httpRequestNodeMs = ms(s, 'httpRequestNode');
	const httpRequestNodeHeaderAuthMs = ms(s, 'httpRequestNodeHeaderAuth');
	const sequential = s.nodeSequential && {
		nodeSequentialMs: ms(s, 'nodeSequential'),
		idealSequentialMs: items * latencyMs,
		speedupOverSequential: ratio(ms(s, 'nodeSequential'), nodeMs),
		n8nExpressionsOnlyMs: ms(s, 'n8nExpressionsOnly'),
	};
	const floors = { idealMs, n8nFloorMs: sequential?.n8nExpressionsOnlyMs };
	return {
		items,
		nodeMs,
		httpRequestNodeMs,
		httpRequestNodeHeaderAuthMs,
		idealMs,
		ratioToHttpRequestNode: ratio(nodeMs, httpRequestNodeMs),
		ratioToHttpRequestNodeHeaderAuth: ratio(nodeMs, httpRequestNodeHeaderAuthMs),
		...sequential,
		...(profile && { profile: profileFigures(profile, nodeMs, floors) }),
		...details(s),
	};
}

/** Per variant: the whole execution's time, when the requests reached the simulator, every sample. */
function details(s: Samples) {
	const per = <T>(field: (samples: Samples[string]) => T) =>
		Object.fromEntries(Object.keys(s).map((k) => [k, field(s[k])]));
	const at = (value: number | null) => (value === null ? NaN : value);
	return {
		workflowMs: per((list) => Math.round(medianOf(list, (x) => x.workflowMs))),
		requestWindowMs: per((list) =>
			list[0]?.firstRequestMs === null
				? null
				: {
						first: Math.round(medianOf(list, (x) => at(x.firstRequestMs))),
						last: Math.round(medianOf(list, (x) => at(x.lastRequestMs))),
					},
		),
		maxInFlight: per((list) => medianOf(list, (x) => x.maxInFlight)),
		heap: per((list) => heapFigures(list)),
		samplesMs: per((list) => list.map((x) => x.ms)),
	};
}

const MB = 1024 * 1024;

/**
 * n8n's heap during the run, in MB (medians): the most in use and the most held after a full collection,
 * each above the same before the run, against the size of the output; null when not logged.
 */
function heapFigures(list: Samples[string]) {
	const logged = list.filter((x) => x.heap !== null);
	if (!logged.length) return null;
	const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;
	const held = logged.filter((x) => x.heap?.heldRiseBytes !== null);
	const heldRiseMB = held.length ? mb(medianOf(held, (x) => x.heap?.heldRiseBytes ?? NaN)) : null;
	const outputMB = mb(medianOf(list, (x) => x.outputBytes));
	return {
		riseMB: mb(medianOf(logged, (x) => x.heap?.riseBytes ?? NaN)),
		peakMB: mb(medianOf(logged, (x) => x.heap?.peakBytes ?? NaN)),
		heldRiseMB,
		outputMB,
		heldRiseToOutput: heldRiseMB === null ? null : ratio(heldRiseMB, outputMB),
	};
}

function returnAllFigures(s: Samples, conversations: number) {
	const nodeMs = ms(s, 'node');
	const httpRequestNodeMs = ms(s, 'httpRequestNode');
	const headerAuth = s.httpRequestNodeHeaderAuth && {
		httpRequestNodeHeaderAuthMs: ms(s, 'httpRequestNodeHeaderAuth'),
		speedupOverHttpRequestNodeHeaderAuth: ratio(ms(s, 'httpRequestNodeHeaderAuth'), nodeMs),
	};
	return {
		conversations,
		nodeMs,
		httpRequestNodeMs,
		nodeRequests: medianOf(s.node, (x) => x.requests),
		httpRequestNodeRequests: medianOf(s.httpRequestNode, (x) => x.requests),
		expectedRequests: Math.ceil(conversations / PER_PAGE),
		speedupOverHttpRequestNode: ratio(httpRequestNodeMs, nodeMs),
		...headerAuth,
		...details(s),
	};
}

function idlePollFigures(trigger: TriggerFigures) {
	const idle = trigger.polls['0'];
	return { requests: idle.requests, stateBytes: idle.stateBytes, ms: idle.ms };
}

/**
 * The results: the first run's figures at the top of each part, every other run's under `latency<N>ms`; a part
 * that was not run (BENCH_PARTS) is missing.
 */
export function results(
	runs: LatencyRun[],
	pkg: PackageFigures,
	triggersAtScale: TriggersAtScaleFigures | undefined,
	meta: Meta,
) {
	const [main, ...others] = runs;
	const part = <K extends keyof LatencyRun, T>(
		key: K,
		figures: (measured: NonNullable<LatencyRun[K]>, run: LatencyRun) => T,
	) => {
		const measured = main[key];
		if (measured === undefined) return undefined;
		const at = (run: LatencyRun) => figures(run[key] as NonNullable<LatencyRun[K]>, run);
		return {
			latencyMs: main.latencyMs,
			...figures(measured as NonNullable<LatencyRun[K]>, main),
			...Object.fromEntries(others.map((run) => [`latency${run.latencyMs}ms`, at(run)])),
		};
	};
	const large = main.returnAllLarge;
	const bulk = (samples: Samples, items: number, run: LatencyRun, profile?: RunProfile) =>
		bulkAddFigures(samples, items, run.latencyMs, meta.idealConcurrency, profile);
	return {
		meta,
		bulkAdd: part('bulkAdd', (s, run) => bulk(s, BULK_ITEMS, run, run.bulkAddProfile)),
		bulkAdd10k: part('bulkAddLarge', (s, run) => bulk(s, BULK_ITEMS_LARGE, run)),
		returnAll: part('returnAll', (s) => returnAllFigures(s, CONVERSATIONS)),
		returnAll50k: large && {
			latencyMs: main.latencyMs,
			...returnAllFigures(large, CONVERSATIONS_LARGE),
		},
		idlePoll: part('trigger', (t) => idlePollFigures(t)),
		trigger: part('trigger', (t) => t),
		triggersAtScale: triggersAtScale && { latencyMs: main.latencyMs, ...triggersAtScale },
		package: pkg,
	};
}

export type Results = ReturnType<typeof results>;
