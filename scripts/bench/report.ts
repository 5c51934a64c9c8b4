/**
 * From the samples to bench/results.json (medians; the first latency is the main case, the others under
 * `latency<N>ms`) and to the table the benchmark prints.
 */
import type { Sample } from './inN8n';
import type { PackageFigures } from './packageMetrics';
import { medianOf, ratio } from './rounds';
import { BULK_ITEMS, CONVERSATIONS, PER_PAGE } from './inN8nScenarios';
import { NEW_CONVERSATIONS, type TriggerFigures } from './trigger';

export type Samples = Record<string, Array<Omit<Sample, 'task'>>>;

export interface LatencyRun {
	latencyMs: number;
	bulkAdd: Samples;
	returnAll: Samples;
	trigger: TriggerFigures;
}

const ms = (samples: Samples, key: string) => Math.round(medianOf(samples[key], (s) => s.ms));

function bulkAddFigures(run: LatencyRun, concurrency: number) {
	const s = run.bulkAdd;
	const nodeMs = ms(s, 'node');
	const nodeSequentialMs = ms(s, 'nodeSequential');
	const httpRequestNodeMs = ms(s, 'httpRequestNode');
	const httpRequestNodeHeaderAuthMs = ms(s, 'httpRequestNodeHeaderAuth');
	return {
		nodeMs,
		nodeSequentialMs,
		httpRequestNodeMs,
		httpRequestNodeHeaderAuthMs,
		idealMs: Math.round((BULK_ITEMS * run.latencyMs) / concurrency),
		idealSequentialMs: BULK_ITEMS * run.latencyMs,
		ratioToHttpRequestNode: ratio(nodeMs, httpRequestNodeMs),
		ratioToHttpRequestNodeHeaderAuth: ratio(nodeMs, httpRequestNodeHeaderAuthMs),
		speedupOverSequential: ratio(nodeSequentialMs, nodeMs),
		n8nExpressionsOnlyMs: ms(s, 'n8nExpressionsOnly'),
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
		samplesMs: per((list) => list.map((x) => x.ms)),
	};
}

function returnAllFigures(run: LatencyRun) {
	const s = run.returnAll;
	const nodeMs = ms(s, 'node');
	const httpRequestNodeMs = ms(s, 'httpRequestNode');
	const httpRequestNodeHeaderAuthMs = ms(s, 'httpRequestNodeHeaderAuth');
	return {
		nodeMs,
		httpRequestNodeMs,
		httpRequestNodeHeaderAuthMs,
		nodeRequests: medianOf(s.node, (x) => x.requests),
		httpRequestNodeRequests: medianOf(s.httpRequestNode, (x) => x.requests),
		expectedRequests: Math.ceil(CONVERSATIONS / PER_PAGE),
		speedupOverHttpRequestNode: ratio(httpRequestNodeMs, nodeMs),
		speedupOverHttpRequestNodeHeaderAuth: ratio(httpRequestNodeHeaderAuthMs, nodeMs),
		...details(s),
	};
}

function idlePollFigures(trigger: TriggerFigures) {
	const idle = trigger.polls['0'];
	return { requests: idle.requests, stateBytes: idle.stateBytes, ms: idle.ms };
}

/** The results: the first run's figures at the top of each part, every other run's under `latency<N>ms`. */
export function results(
	runs: LatencyRun[],
	pkg: PackageFigures,
	meta: Record<string, unknown> & { idealConcurrency: number },
) {
	const [main, ...others] = runs;
	const part = <T>(figures: (run: LatencyRun) => T) => ({
		latencyMs: main.latencyMs,
		...figures(main),
		...Object.fromEntries(others.map((run) => [`latency${run.latencyMs}ms`, figures(run)])),
	});
	return {
		meta,
		bulkAdd: part((run) => bulkAddFigures(run, meta.idealConcurrency)),
		returnAll: part(returnAllFigures),
		idlePoll: part((run) => idlePollFigures(run.trigger)),
		trigger: part((run) => run.trigger),
		package: pkg,
	};
}

const n = (value: number | null | undefined, unit = '') =>
	value === null || value === undefined || Number.isNaN(value)
		? 'n/a'
		: `${Math.round(value).toLocaleString('en-US')}${unit}`;
const x = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(2)}`);

/** The printed table: one column per latency. */
export function table(
	runs: LatencyRun[],
	pkg: PackageFigures,
	meta: { idealConcurrency: number; rounds: number },
) {
	const bulk = runs.map((run) => bulkAddFigures(run, meta.idealConcurrency));
	const list = runs.map(returnAllFigures);
	const roundsOf = (samples: Samples, key: string) =>
		samples[key].length === meta.rounds ? '' : ` (${samples[key].length} rounds)`;
	const rows: Array<[string, ...string[]]> = [
		['', ...runs.map((run) => `latency ${run.latencyMs} ms`)],
		[`1. Add Q&A, ${n(BULK_ITEMS)} items (node time)`],
		['   this node, default settings', ...bulk.map((b) => n(b.nodeMs, ' ms'))],
		[
			'   this node, concurrency 1',
			...runs.map(
				(r, i) => n(bulk[i].nodeSequentialMs, ' ms') + roundsOf(r.bulkAdd, 'nodeSequential'),
			),
		],
		[
			'   HTTP Request node, defaults, this credential',
			...bulk.map((b) => n(b.httpRequestNodeMs, ' ms')),
		],
		[
			'   HTTP Request node, defaults, Header Auth',
			...bulk.map((b) => n(b.httpRequestNodeHeaderAuthMs, ' ms')),
		],
		[
			`   ideal (requests x latency / ${meta.idealConcurrency})`,
			...bulk.map((b) => n(b.idealMs, ' ms')),
		],
		[
			'   peak in flight: node / c=1 / HTTP Request (two set-ups)',
			...bulk.map(
				({ maxInFlight: m }) =>
					`${m.node} / ${m.nodeSequential} / ${m.httpRequestNode}, ${m.httpRequestNodeHeaderAuth}`,
			),
		],
		[
			'   n8n alone: Set node, same 2 expressions',
			...bulk.map((b) => n(b.n8nExpressionsOnlyMs, ' ms')),
		],
		[
			'   ratio to HTTP Request: this credential / Header Auth (<= 0.7)',
			...bulk.map(
				(b) => `${x(b.ratioToHttpRequestNode)} / ${x(b.ratioToHttpRequestNodeHeaderAuth)}`,
			),
		],
		['   speedup over concurrency 1 (>= 8)', ...bulk.map((b) => x(b.speedupOverSequential))],
		[`2. Conversations Return All, ${n(CONVERSATIONS)} (node time, requests)`],
		[
			'   this node',
			...list.map(
				(l) => `${n(l.nodeMs, ' ms')}, ${l.nodeRequests} req, peak ${l.maxInFlight.node}`,
			),
		],
		[
			'   HTTP Request node, pagination, this credential',
			...list.map((l) => `${n(l.httpRequestNodeMs, ' ms')}, ${l.httpRequestNodeRequests} req`),
		],
		[
			'   HTTP Request node, pagination, Header Auth',
			...list.map((l) => n(l.httpRequestNodeHeaderAuthMs, ' ms')),
		],
		[
			'   speedup over HTTP Request: this credential / Header Auth (>= 10)',
			...list.map(
				(l) => `${x(l.speedupOverHttpRequestNode)} / ${x(l.speedupOverHttpRequestNodeHeaderAuth)}`,
			),
		],
		['3. Trigger, New Conversation (in-process poll)'],
		['   activation poll', ...runs.map((r) => poll(r.trigger.activation))],
		...NEW_CONVERSATIONS.map((count): [string, ...string[]] => [
			`   poll, ${n(count)} new`,
			...runs.map((r) => poll(r.trigger.polls[String(count)])),
		]),
		[
			'   stored state after an idle poll',
			...runs.map((r) => n(r.trigger.polls['0'].stateBytes, ' B')),
		],
		['4. Package'],
		[
			'   tarball / installed',
			`${n(pkg.tarballBytes, ' B')} / ${n(pkg.installedBytes, ' B')} (${pkg.installedFiles} files)`,
		],
		['   require node + trigger / construct', `${pkg.requireMs} ms / ${pkg.constructMs} ms`],
	];
	const widths: number[] = [];
	for (const row of rows.filter((r) => r.length > 1)) {
		row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
	}
	return rows
		.map((row) =>
			row.length === 1
				? row[0]
				: row
						.map((cell, i) => cell.padEnd(widths[i] + 3))
						.join('')
						.trimEnd(),
		)
		.join('\n');
}

function poll(sample: { ms: number; requests: number; emitted: number }) {
	return `${sample.ms.toFixed(0)} ms, ${sample.requests} req`;
}
