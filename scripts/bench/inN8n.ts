/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- benchmark tooling: drives a real n8n */
/**
 * The one running n8n of a benchmark run: `n8n start` on a copy of the prepared user folder (the packed
 * package installed), and a run of a stored workflow through the REST API as the editor's Execute button
 * does. A run is timed by n8n itself: the measured node's `executionTime` in the execution's run data.
 */
import { join } from 'node:path';

import type { ITaskData } from 'n8n-workflow';

import type { N8nVersionSetup } from '../../test/e2e/harness/manifest';
import type { N8nServer } from '../../test/e2e/harness/n8n';
import { N8n } from '../../test/e2e/harness/n8n';
import { peakInFlight } from '../../test/harness/inFlight';
import type { Simulator } from '../../test/simulator';
import { cpuProfilerSettings } from './cpuProfile';
import { heapOfRun, heapSamplerSettings, type HeapOfRun } from './heapLog';
import { n8nPidOf, quiet, retried } from './pollWindows';
import { MEASURED } from './workflows';

export interface Sample {
	/** The measured node's executionTime (ms), as n8n recorded it. */
	ms: number;
	/** The execution from start to end (ms): the node plus n8n's work around it. */
	workflowMs: number;
	/** API requests the simulator received during the run. */
	requests: number;
	/** Items the measured node output. */
	items: number;
	/** When the simulator received the first and the last request, in ms after the node started. */
	firstRequestMs: number | null;
	lastRequestMs: number | null;
	/** The most requests the simulator had in hand at once (arrived, not answered yet). */
	maxInFlight: number;
	/** n8n's heap during the run (heapLog.ts); null when the sampler logged nothing then. */
	heap: HeapOfRun | null;
	/** The size of the measured node's output items as JSON (bytes). */
	outputBytes: number;
	task: ITaskData;
}

/** The heap log and the CPU profiles' folder of each n8n this benchmark started. */
const heapFiles = new WeakMap<N8nServer, string>();
const profileDirs = new WeakMap<N8nServer, string>();

/** Where the n8n's CPU profiles (cpuProfiler.js) are written. */
export function profileDirOf(server: N8nServer): string {
	const dir = profileDirs.get(server);
	if (dir === undefined) throw new Error('this n8n was not started by startN8n');
	return dir;
}

/**
 * A copy of the prepared user folder with the credentials and workflows imported, then the harness's
 * `n8n start`, logging at level info, n8n's default: a debug line per node run would be n8n's cost, not the
 * node's. Its heap is logged (heapLog.ts); it can be CPU-profiled on a signal (cpuProfile.ts).
 */
export async function startN8n(
	setup: N8nVersionSetup,
	credentials: object[],
	workflows: object[],
): Promise<N8nServer> {
	const n8n = new N8n(setup, `n8n-${setup.version}-bench`);
	await n8n.importCredentials(credentials);
	await n8n.importWorkflows(workflows);
	// n8n's default log level: the harness starts at debug, whose line per node run would be timed too.
	const heapFile = join(n8n.folder, 'heap.log');
	const heap = heapSamplerSettings(heapFile);
	const cpu = cpuProfilerSettings(n8n.folder);
	const server = await n8n.start({
		env: {
			N8N_LOG_LEVEL: 'info',
			...heap,
			...cpu.env,
			NODE_OPTIONS: `${heap.NODE_OPTIONS} --require ${cpu.require}`,
		},
	});
	heapFiles.set(server, heapFile);
	profileDirs.set(server, n8n.folder);
	await server.setUpOwner();
	return server;
}

interface ExecutionSummary {
	id: string;
	status: string;
	startedAt?: string;
	stoppedAt?: string;
}

/**
 * Waits for the end of an execution through the executions list (a summary, without the run data: asking
 * for the whole execution every moment would load n8n while it runs the node being timed).
 */
async function waitUntilFinished(server: N8nServer, executionId: string, timeoutMs: number) {
	const filter = encodeURIComponent(JSON.stringify({ id: executionId }));
	const deadline = Date.now() + timeoutMs;
	let last = '';
	while (Date.now() < deadline) {
		await new Promise((resolve) => setTimeout(resolve, 500));
		const list = await retried(
			async () =>
				await server.call<{ results: ExecutionSummary[] }>(
					'GET',
					`/rest/executions?filter=${filter}`,
				),
		);
		const summary = list.results.find((execution) => String(execution.id) === String(executionId));
		last = summary?.status ?? 'not listed';
		if (summary && !['new', 'running', 'waiting', 'unknown'].includes(summary.status))
			return summary;
	}
	throw new Error(`execution ${executionId} did not finish within ${timeoutMs / 1000} s (${last})`);
}

/**
 * Runs a stored workflow once and reads the measured node's time, its output and the requests it sent;
 * `beforeRun` is called once n8n is at rest, just before the run starts.
 */
export async function measure(
	server: N8nServer,
	sim: Simulator,
	workflowId: string,
	timeoutMs = 600_000,
	beforeRun?: () => Promise<void>,
): Promise<Sample> {
	// Each run starts on an n8n at rest: not still saving, or collecting the garbage of, the run before it.
	await quiet(n8nPidOf(server), 1_000);
	await beforeRun?.();
	sim.clearRequests();
	const executionId = await server.runWorkflow(workflowId, 'Start');
	await waitUntilFinished(server, executionId, timeoutMs);
	const requests = sim.requests.length;
	const arrivals = sim.requests.map((request) => Date.parse(request.at));
	const execution = await retried(async () => await server.waitForExecution(executionId, 60_000));
	const error = execution.data.resultData.error;
	const task = execution.data.resultData.runData[MEASURED]?.[0];
	if (execution.status !== 'success' || !task || task.error) {
		const message = task?.error?.message ?? error?.message ?? `status ${execution.status}`;
		throw new Error(`workflow ${workflowId} failed: ${message}`);
	}
	const started = Date.parse(String((execution as unknown as ExecutionSummary).startedAt));
	const stopped = Date.parse(String((execution as unknown as ExecutionSummary).stoppedAt));
	const output = task.data?.main?.[0] ?? [];
	const heapFile = heapFiles.get(server);
	return {
		ms: task.executionTime,
		workflowMs: stopped - started,
		requests,
		items: output.length,
		// n8n and the simulator share the machine's clock.
		firstRequestMs: arrivals.length ? Math.min(...arrivals) - task.startTime : null,
		lastRequestMs: arrivals.length ? Math.max(...arrivals) - task.startTime : null,
		maxInFlight: peakInFlight(sim.requests),
		heap: heapFile ? await heapOfRun(heapFile, started, stopped) : null,
		outputBytes: Buffer.byteLength(JSON.stringify(output.map((item) => item.json))),
		task,
	};
}
