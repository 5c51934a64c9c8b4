/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/no-dangerous-functions -- benchmark tooling: drives n8n and the simulator */
/**
 * `npm run bench`: this node against n8n's HTTP Request node inside one real n8n 2.41.1, against the
 * simulator with a fixed latency per API request; the trigger polled in-process; the package's size and
 * load time. Prints a table and writes bench/results.json. It measures, it never fails on a time.
 *
 * Environment: BENCH_ROUNDS (5), BENCH_LARGE_ROUNDS (3: 10,000 items, 50,000 conversations), BENCH_LATENCIES
 * (ms, "50,0"; the first is the main case), BENCH_PARTS (some of PARTS, comma-separated: only those run, and the
 * results go to bench/results.partial.json, not to results.json and the README), BENCH_KEEP=1 (keep the run
 * folder: n8n's logs).
 */
import { execSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { manifest, RUN_DIR_ENV } from '../../test/e2e/harness/manifest';
import { stopAll } from '../../test/e2e/harness/processes';
import { CREDENTIAL, simulatorCredential } from '../../test/e2e/harness/workflows';
import {
	REQUEST_CONCURRENCY,
	REQUEST_CONCURRENCY_MAX,
} from '../../nodes/LiveChatAi/shared/serviceDecisions';
import { startSimulator } from '../../test/simulator';
import { measure, startN8n } from './inN8n';
import {
	benchWorkflows,
	bulkAddRounds,
	profiledBulkAdd,
	CONVERSATIONS,
	CONVERSATIONS_LARGE,
	returnAllRounds,
	seedConversations,
	setLatency,
} from './inN8nScenarios';
import { packageFigures } from './packageMetrics';
import { results, type LatencyRun, type Meta, type Samples } from './report';
import { writeReadmeTable } from './readme';
import { performanceTable } from './table';
import { triggerRounds } from './trigger';
import { n8nPidOf } from './pollWindows';
import { measureTriggersAtScale, TRIGGERS, type TriggersAtScaleFigures } from './triggersAtScale';
import { headerAuthCredential } from './workflows';

const repo = resolve(__dirname, '..', '..', '..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const LARGE_ROUNDS = Number(process.env.BENCH_LARGE_ROUNDS ?? 3);
const LATENCIES = (process.env.BENCH_LATENCIES ?? '50,0').split(',').map(Number);
/** The parts of a run, in the order they run at each latency (triggersAtScale once, at the main latency). */
const PARTS = [
	'bulkAdd',
	'bulkAdd10k',
	'returnAll',
	'returnAll50k',
	'trigger',
	'triggersAtScale',
] as const;
const chosen = process.env.BENCH_PARTS?.split(',').map((part) => part.trim());
const unknown = chosen?.filter((part) => !(PARTS as readonly string[]).includes(part));
if (unknown?.length)
	throw new Error(`BENCH_PARTS: unknown ${unknown.join(', ')}; the parts are ${PARTS.join(', ')}`);
const runs = (part: (typeof PARTS)[number]) => !chosen || chosen.includes(part);
const AGENTS = {
	bulk: 'bot_team_01',
	list: 'bot_team_02',
	largeList: 'bot_team_05',
	trigger: 'bot_team_04',
};

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

/** The last commit that changed the node's code (nodes/, credentials/): what was measured. */
function commit(): string {
	try {
		const head = execSync('git log -1 --format=%h -- nodes credentials', {
			cwd: repo,
			encoding: 'utf8',
		}).trim();
		const dirty = execSync('git status --porcelain -- nodes credentials', {
			cwd: repo,
			encoding: 'utf8',
		});
		return dirty.trim() ? `${head} (with uncommitted changes to nodes/ or credentials/)` : head;
	} catch {
		return 'unknown';
	}
}

const slim = (samples: Record<string, Array<{ task?: unknown }>>): Samples =>
	Object.fromEntries(
		Object.entries(samples).map(([key, list]) => [
			key,
			list.map((sample) => {
				const copy = { ...sample };
				delete copy.task;
				return copy;
			}),
		]),
	) as Samples;

async function main() {
	const began = Date.now();
	const runDir = mkdtempSync(join(process.env.TMPDIR ?? tmpdir(), 'livechatai-bench-'));
	process.env[RUN_DIR_ENV] = runDir;
	log(`preparing (build, pack, n8n) in ${runDir}`);
	const prepare = spawnSync('bash', [join(repo, 'scripts', 'bench', 'prepare.sh'), runDir], {
		stdio: ['ignore', 'inherit', 'inherit'],
		timeout: 30 * 60 * 1000,
	});
	if (prepare.status !== 0)
		throw new Error('scripts/bench/prepare.sh failed; see its output above');
	const prepared = manifest();
	const setup = prepared.n8n[0];

	const sim = await startSimulator({ port: 0 });
	const byLatency: LatencyRun[] = [];
	let atScale: TriggersAtScaleFigures | undefined;
	const loadBefore = loadavg();
	try {
		seedConversations(sim, AGENTS.list, CONVERSATIONS);
		seedConversations(sim, AGENTS.largeList, CONVERSATIONS_LARGE);
		seedConversations(sim, AGENTS.trigger, CONVERSATIONS);
		const world = {
			sim,
			bulkAgent: AGENTS.bulk,
			listAgent: AGENTS.list,
			largeListAgent: AGENTS.largeList,
		};
		const workflows = benchWorkflows(world);
		const small = [...Object.values(workflows.bulkAdd), ...Object.values(workflows.returnAll)];
		const large = [
			...Object.values(workflows.bulkAddLarge),
			...Object.values(workflows.returnAllLarge),
		];
		log(`starting n8n ${setup.version}`);
		const credentials = [simulatorCredential(sim), headerAuthCredential(sim.apiKey)];
		const server = await startN8n(setup, credentials, [...small, ...large]);
		const bench = { ...world, server };

		// A first run of each workflow loads n8n's and the node's code and warms the engine: not counted (the
		// large ones run the same code).
		setLatency(sim, 0);
		const warmed = [
			...(runs('bulkAdd') || runs('bulkAdd10k') ? Object.values(workflows.bulkAdd) : []),
			...(runs('returnAll') || runs('returnAll50k') ? Object.values(workflows.returnAll) : []),
		];
		for (const workflow of warmed) {
			log(`warm-up: ${workflow.name}`);
			await measure(server, sim, workflow.id);
			for (const [id, s] of sim.store.dataSources)
				if (s.chatbotId === AGENTS.bulk) sim.store.dataSources.delete(id);
		}
		for (const latencyMs of LATENCIES) {
			setLatency(sim, latencyMs);
			const options = {
				rounds: ROUNDS,
				longMs: 20_000,
				longRounds: 3,
				onRun: (key: string, round: number) => log(`${latencyMs} ms: round ${round + 1}: ${key}`),
			};
			const largeOptions = { ...options, rounds: LARGE_ROUNDS };
			const run: LatencyRun = { latencyMs };
			if (runs('bulkAdd')) {
				run.bulkAdd = slim(await bulkAddRounds(bench, options));
				log(`${latencyMs} ms: a profiled run of this node's Add Q&A`);
				run.bulkAddProfile = await profiledBulkAdd(bench);
			}
			if (runs('bulkAdd10k'))
				run.bulkAddLarge = slim(await bulkAddRounds(bench, largeOptions, true));
			if (runs('returnAll')) run.returnAll = slim(await returnAllRounds(bench, options));
			// Over 50,000 conversations, for the heap: at the main latency only.
			if (runs('returnAll50k') && latencyMs === LATENCIES[0])
				run.returnAllLarge = slim(await returnAllRounds(bench, largeOptions, true));
			if (runs('trigger')) {
				log(`${latencyMs} ms: trigger polls`);
				run.trigger = await triggerRounds(sim, AGENTS.trigger, ROUNDS);
			}
			byLatency.push(run);
		}
		setLatency(sim, LATENCIES[0]);
		if (runs('triggersAtScale')) {
			log(`${LATENCIES[0]} ms: ${TRIGGERS} triggers in n8n`);
			atScale = await measureTriggersAtScale({
				server,
				sim,
				n8nPid: n8nPidOf(server),
				credential: CREDENTIAL,
				log,
			});
		}
	} finally {
		await stopAll();
		await sim.close();
	}

	log('package figures');
	const pkg = packageFigures(prepared);
	const meta: Meta = {
		date: new Date().toISOString(),
		commit: commit(),
		n8nVersion: setup.version,
		n8nNode: spawnSync(setup.nodeBin, ['--version'], { encoding: 'utf8' }).stdout.trim(),
		benchNode: process.version,
		cpus: cpus().length,
		loadAverage: {
			before: loadBefore.map((l) => +l.toFixed(2)),
			after: loadavg().map((l) => +l.toFixed(2)),
		},
		rounds: ROUNDS,
		largeRounds: LARGE_ROUNDS,
		latenciesMs: LATENCIES,
		nodeConcurrency: { start: REQUEST_CONCURRENCY, max: REQUEST_CONCURRENCY_MAX },
		idealConcurrency: REQUEST_CONCURRENCY_MAX,
		timing:
			'parts 1-2: the measured node executionTime from the run data of one running n8n (n8n start, REST runs), medians of interleaved rounds; part 3: wall time of poll() through n8n-core PollContext in-process (TriggerHarness)',
		runSeconds: Math.round((Date.now() - began) / 1000),
	};
	const output = results(byLatency, pkg, atScale, meta);
	mkdirSync(join(repo, 'bench'), { recursive: true });
	// A run of some parts only is not the whole picture the README shows: it goes to a file of its own.
	const file = chosen ? 'results.partial.json' : 'results.json';
	writeFileSync(join(repo, 'bench', file), `${JSON.stringify(output, null, 2)}\n`);
	if (!chosen) writeReadmeTable(repo, output);
	process.stdout.write(
		`\nLiveChatAI node vs n8n's HTTP Request node: n8n ${setup.version}, commit ${meta.commit}\n\n` +
			`${performanceTable(output)}\n\nbench/${file}${chosen ? '' : " and the README's table"} written (${meta.runSeconds} s)\n`,
	);
	if (process.env.BENCH_KEEP !== '1') rmSync(runDir, { recursive: true, force: true });
	else log(`kept ${runDir}`);
}

main().catch(async (error: unknown) => {
	process.stderr.write(
		`[bench] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
	);
	await stopAll();
	process.exit(1);
});
