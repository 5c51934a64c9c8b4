/* eslint-disable @n8n/community-nodes/no-restricted-globals -- test tooling: reports the timing of each scenario */
/**
 * The LiveChatAI Trigger in a real, published (activated) n8n 2.x workflow, on one of n8n's poll engines
 * (the default in-memory one, or the durable scheduler), polling the simulator every 10 s: steady activity is
 * emitted exactly once; a revoked key, 503s and 429s with Retry-After are reported as the node's rules say
 * (failed executions, Error Workflow runs) without losing or repeating anything; kill -9 and restart lose
 * nothing on the durable engine and repeat nothing on either (the default engine's loss window is measured).
 *
 * The first three scenarios run side by side in one n8n, each on its own simulator and workflow (they take
 * minutes of polling each; in turn they would take too long); the kill -9 one runs alone after them.
 */
import { n8nLine } from '../harness/manifest';
import { logLines } from '../harness/n8n';
import { stopAll } from '../harness/processes';
import type { EngineName, Finished } from './activatedTrigger/bench';
import { Bench, secondsSince, summary } from './activatedTrigger/bench';
import { runKillRestart } from './activatedTrigger/killRestart';
import { runRevokedKey } from './activatedTrigger/revokedKey';
import { runSteady } from './activatedTrigger/steady';
import { runTimedFailures } from './activatedTrigger/timedFailures';

/** The scenarios that run side by side, and what each shows. */
const SIDE_BY_SIDE = {
	steady: ['steady activity: every event emitted exactly once, nothing failed', runSteady],
	revoked: [
		'the API key revoked while active: reported once, in an execution and the Error Workflow',
		runRevokedKey,
	],
	timed: [
		'503s, then 429s with Retry-After: quiet blips, spells reported, no request before the wait',
		runTimedFailures,
	],
} as const;

type Timed = Promise<Finished & { seconds: number }>;

/** Runs a scenario, timed; its rejection is left for the test awaiting it (not an unhandled one meanwhile). */
function started(run: (bench: Bench) => Promise<Finished>, bench: Bench): Timed {
	const start = Date.now();
	const promise = run(bench).then((finished) => ({ ...finished, seconds: secondsSince(start) }));
	promise.catch(() => undefined);
	return promise;
}

export function activatedTriggerSuite(engine: EngineName): void {
	const setup = n8nLine(2);

	describe(`n8n ${setup.version}, ${engine} poll engine: the published LiveChatAI Trigger`, () => {
		const bench = new Bench(setup, engine);
		const running: Partial<Record<string, Timed>> = {};
		let began = 0;

		beforeAll(async () => {
			began = Date.now();
			await bench.start([...Object.keys(SIDE_BY_SIDE), 'kill']);
			for (const [name, [, run]] of Object.entries(SIDE_BY_SIDE))
				running[name] = started(run, bench);
		}, 240_000);

		afterAll(async () => {
			await Promise.allSettled(Object.values(running));
			await stopAll();
			await bench.close();
			process.stderr.write(
				`[e2e] activated trigger, ${engine} engine: ${Math.round((Date.now() - began) / 1000)} s\n`,
			);
		});

		/** Waits for a scenario's end, reports it on the run's log, and checks it. */
		async function verify(name: string, timed: Timed | undefined): Promise<void> {
			const { outcome, note, seconds, verify: check } = await timed!;
			process.stderr.write(summary(name, engine, seconds, outcome));
			if (note) process.stderr.write(`[e2e]   ${note}\n`);
			check();
		}

		it.each(Object.entries(SIDE_BY_SIDE).map(([name, [title]]) => [title, name]))(
			'%s',
			async (_title, name) => await verify(name, running[name]),
			400_000,
		);

		it('kill -9 and restart, again and again, while activity goes on', async () => {
			// Alone: it kills the n8n the others run in.
			await Promise.allSettled(Object.values(running));
			await verify('kill -9', started(runKillRestart, bench));
		}, 600_000);

		it('activity between the activation and the first scheduled poll: emitted once, not taken for the past', () => {
			// Each scenario's activity began right after the activation's poll had recorded the start. Apart from
			// the scenarios: the durable scheduler does not store what the activation's poll left in the static
			// data (it commits a poll's cursor only with an execution, or after a scheduled poll), so the first
			// scheduled poll finds no cursor, unless the node carries it over itself.
			const gaps = [...bench.outcomes].map(([name, { activationGap }]) => ({
				name,
				added: activationGap.added,
				lost: activationGap.lost,
				duplicates: activationGap.duplicates,
			}));
			expect(gaps.reduce((sum, { added }) => sum + added, 0)).toBeGreaterThanOrEqual(4);
			expect(gaps.filter(({ lost, duplicates }) => lost.length + duplicates.length > 0)).toEqual(
				[],
			);
		});

		it(`the polls ran on the ${engine} engine`, () => {
			// The scenarios that got to their end (all of them, unless one failed on its way).
			const outcomes = [...bench.outcomes.values()];
			expect(outcomes.length).toBeGreaterThan(0);
			const handled = logLines(bench.n8n.output).filter(({ metadata }) =>
				String(metadata?.file).startsWith('poll-trigger-task-handler'),
			);
			if (engine === 'durable') {
				// The scheduler's task handler ran the polls, and its poller_state held each trigger's cursor.
				expect(handled.length).toBeGreaterThanOrEqual(20);
				for (const outcome of outcomes) expect(outcome.pollerState?.cursor).toContain('"seen"');
			} else {
				expect(handled).toEqual([]);
				expect(outcomes.filter((outcome) => outcome.pollerState !== undefined)).toEqual([]);
			}
		});

		it("never shows the API key: not in any execution's data, not in n8n's output", () => {
			const texts = [...bench.outcomes.values()].flatMap((outcome) => outcome.runs.texts);
			expect(texts.length).toBeGreaterThanOrEqual(10);
			const key = bench.scenario('steady').sim.apiKey;
			expect(texts.filter((text) => text.includes(key))).toEqual([]);
			expect(bench.n8n.output).not.toContain(key);
		});
	});
}
