/**
 * The benchmark's table, in Markdown, made from bench/results.json alone: `npm run bench` prints it and writes
 * it into the README's Performance section (between the bench-table markers); `npm run bench:readme` writes
 * it again from the file. A test keeps the README equal to it.
 */
import type { Results } from './report';

type Cell = string | number | null | undefined;
type Row = [string, ...Cell[]];

const n = (value: Cell, unit = '') =>
	value === null || value === undefined || Number.isNaN(Number(value))
		? 'n/a'
		: `${Math.round(Number(value)).toLocaleString('en-US')}${unit}`;
const x = (value: Cell, digits = 2) =>
	value === null || value === undefined ? 'n/a' : Number(value).toFixed(digits);
const bold = (text: string) => `**${text}**`;

/** A part's figures at each latency of the run (the first at the part's top, the others under latencyNms). */
function byLatency<T extends object>(part: T, latencies: number[]): T[] {
	return latencies.map((latency, i) =>
		i === 0 ? part : ((part as Record<string, unknown>)[`latency${latency}ms`] as T),
	);
}

type Profile = NonNullable<NonNullable<Results['bulkAdd']>['profile']>;

/** Where the node's time goes (its median run, by the profiled run's samples), against the two floors. */
const profiled = (p: Profile | undefined) =>
	p
		? `network ${n(p.idealMs)} ms, n8n's floor ${n(p.n8nFloorMs)} ms; of ${n(p.nodeMs)} ms: this package ${n(p.msByCode.package)} (${n(p.underPackageMs)} with the n8n calls it makes), n8n's expressions ${n(p.msByCode.expressions)}, request helper and HTTP ${n(p.msByCode.http)}, garbage collection ${n(p.msByCode.gc)}, rest of n8n ${n(p.msByCode.n8nOther)}, idle ${n(p.msByCode.idle)} ms`
		: 'n/a';

type Heap = { riseMB: number; heldRiseMB: number | null } | null | undefined;
/** The heap's rise in a run: most in use (held after a full collection). */
const heap = (h: Heap) =>
	h ? `${x(h.riseMB, 0)} (${h.heldRiseMB === null ? 'n/a' : x(h.heldRiseMB, 0)}) MB` : 'n/a';

/** The requests of the trigger's polls after 0, 10 and 1,000 new conversations; the times too in the first column. */
function pollCounts(polls: NonNullable<Results['trigger']>['polls'], withTimes: boolean): string {
	const [none, ten, many] = ['0', '10', '1000'].map((k) => polls[k]);
	const requests = `${none.requests} / ${ten.requests} / ${many.requests} requests`;
	return withTimes ? `${requests} (${n(none.ms)} / ${n(ten.ms)} / ${n(many.ms)} ms)` : requests;
}

/** A phase of the triggers at scale: its polls, their requests, n8n's CPU per poll, what was emitted. */
const phase = (p: NonNullable<Results['triggersAtScale']>['idle']) =>
	`${p.polls} polls, ${x(p.requestsPerPoll)} requests per poll, ${n(p.cpuMsPerPoll, ' ms')} of n8n's CPU per poll; ${p.added} added, ${p.emitted} emitted`;

export function performanceTable(r: Results): string {
	const latencies = r.meta.latenciesMs;
	const only = (value: string): Cell[] => [value, ...latencies.slice(1).map(() => '')];
	const { nodeConcurrency } = r.meta;
	const ratios = (
		b: { ratioToHttpRequestNode: Cell; ratioToHttpRequestNodeHeaderAuth: Cell },
		i: number,
	) => {
		const text = `${x(b.ratioToHttpRequestNode)} / ${x(b.ratioToHttpRequestNodeHeaderAuth)}`;
		return i === 0 ? bold(text) : text;
	};
	const bulkRows = (bulk: Array<NonNullable<Results['bulkAdd']>>): Row[] => [
		[
			`${bold('Add Q&A, 1,000 items')}: this node, defaults (${nodeConcurrency.start} in flight, growing to ${nodeConcurrency.max})`,
			...bulk.map((b) => n(b.nodeMs, ' ms')),
		],
		['this node, *Concurrent Requests* 1', ...bulk.map((b) => n(b.nodeSequentialMs, ' ms'))],
		[
			"n8n's HTTP Request node, defaults, this package's credential",
			...bulk.map((b) => n(b.httpRequestNodeMs, ' ms')),
		],
		[
			"n8n's HTTP Request node, defaults, Header Auth",
			...bulk.map((b) => n(b.httpRequestNodeHeaderAuthMs, ' ms')),
		],
		[`ideal (1,000 × latency ÷ ${nodeConcurrency.max})`, ...bulk.map((b) => n(b.idealMs, ' ms'))],
		[
			'n8n alone evaluating the same two expressions (Set node)',
			...bulk.map((b) => n(b.n8nExpressionsOnlyMs, ' ms')),
		],
		['→ this node ÷ HTTP Request node (this credential / Header Auth)', ...bulk.map(ratios)],
		['→ speed-up over one at a time', ...bulk.map((b) => `${x(b.speedupOverSequential, 1)}×`)],
		// Results from before the profile have none: their table stays as it was.
		...(bulk.some((b) => b.profile)
			? [
					[
						"where this node's time goes (CPU profile of one run)",
						...bulk.map((b) => profiled(b.profile)),
					] as Row,
				]
			: []),
	];
	const bulk10kRows = (bulk10k: Array<NonNullable<Results['bulkAdd10k']>>): Row[] => [
		[
			`${bold('Add Q&A, 10,000 items')}: this node, defaults`,
			...bulk10k.map((b) => n(b.nodeMs, ' ms')),
		],
		[
			'HTTP Request node (this credential / Header Auth)',
			...bulk10k.map((b) => `${n(b.httpRequestNodeMs)} / ${n(b.httpRequestNodeHeaderAuthMs)} ms`),
		],
		['→ this node ÷ HTTP Request node (this credential / Header Auth)', ...bulk10k.map(ratios)],
		[
			"n8n's heap during the run, above before it: most in use (held after a full collection), this node / HTTP Request node",
			...bulk10k.map((b) => `${heap(b.heap.node)} / ${heap(b.heap.httpRequestNode)}`),
		],
	];
	const listRows = (list: Array<NonNullable<Results['returnAll']>>): Row[] => [
		[
			`${bold('Conversations, Return All over 10,000')}: this node`,
			...list.map((l) => `${n(l.nodeMs, ' ms')}, ${l.nodeRequests} requests`),
		],
		[
			'HTTP Request node with its pagination (this credential / Header Auth)',
			...list.map(
				(l) =>
					`${n(l.httpRequestNodeMs)} / ${n(l.httpRequestNodeHeaderAuthMs)} ms, ${l.httpRequestNodeRequests} requests`,
			),
		],
		[
			'→ speed-up over the HTTP Request node',
			...list.map((l, i) => {
				const text = `${x(l.speedupOverHttpRequestNode, 1)}× / ${x(l.speedupOverHttpRequestNodeHeaderAuth, 1)}×`;
				return i === 0 ? bold(text) : text;
			}),
		],
	];
	const list50kRows = (list50k: NonNullable<Results['returnAll50k']>): Row[] => [
		[
			`${bold('Return All over 50,000')}: this node / HTTP Request node (this credential)`,
			...only(
				`${n(list50k.nodeMs)} / ${n(list50k.httpRequestNodeMs)} ms, ${list50k.nodeRequests} / ${list50k.httpRequestNodeRequests} requests`,
			),
		],
		[
			`n8n's heap during the run, above before it: most in use (held), this node / HTTP Request node; the output is ${x(list50k.heap.node?.outputMB, 1)} MB of JSON`,
			...only(`${heap(list50k.heap.node)} / ${heap(list50k.heap.httpRequestNode)}`),
		],
	];
	const triggerRows = (trigger: Array<NonNullable<Results['trigger']>>): Row[] => [
		[
			`${bold('Trigger')} (in-process poll): 0 / 10 / 1,000 new conversations`,
			...trigger.map((t, i) => pollCounts(t.polls, i === 0)),
		],
		[
			'in a workflow that replies (messages read only where the list cannot tell its event from the reply)',
			...trigger.map((t, i) => pollCounts(t.writingBack, i === 0)),
		],
		['stored state', ...trigger.map((t) => `${t.polls['0'].stateBytes} bytes`)],
	];
	const atScaleRows = (atScale: NonNullable<Results['triggersAtScale']>): Row[] => [
		[
			`${bold(`${atScale.triggers} triggers in one n8n`)}, each on its own agent, polling every 10 s: idle, ${atScale.windowMs / 1000} s`,
			...only(phase(atScale.idle)),
		],
		['with one new conversation per agent between polls', ...only(phase(atScale.activity))],
	];
	// A part left out of the run (BENCH_PARTS) has no rows.
	const each = <T extends object>(part: T | undefined, rowsOf: (figures: T[]) => Row[]) =>
		part ? rowsOf(byLatency(part, latencies)) : [];
	const rows: Row[] = [
		...each(r.bulkAdd, bulkRows),
		...each(r.bulkAdd10k, bulk10kRows),
		...each(r.returnAll, listRows),
		...(r.returnAll50k ? list50kRows(r.returnAll50k) : []),
		...each(r.trigger, triggerRows),
		...(r.triggersAtScale ? atScaleRows(r.triggersAtScale) : []),
		[
			`${bold('Package')}: tarball / installed / \`require\` of node and trigger`,
			...only(
				`${n(r.package.tarballBytes, ' B')} / ${n(r.package.installedBytes, ' B')} / ${n(r.package.requireMs, ' ms')}`,
			),
		],
	];
	const header = ['', ...latencies.map((l, i) => (i === 0 ? `${l} ms latency` : `${l} ms`))];
	const line = (cells: Cell[]) => `| ${cells.join(' | ')} |`;
	return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
