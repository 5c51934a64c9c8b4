/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test tooling: kills n8n, times it and writes the measurement into the run's folder */
/**
 * kill -9 of n8n while activity goes on, then `n8n start` again on the same folder (2.x re-publishes the
 * workflow by itself), several times, each a few ms after a poll's answer (the moment the trigger emits). The
 * durable engine stores the cursor with the execution in one transaction: nothing lost, nothing twice. The
 * default engine saves the trigger's static data before it creates the execution: a kill between the two loses
 * that poll's events. Nothing is emitted twice there either, and only events of killed polls may be lost; the
 * loss window is measured (from the static data's save, watched in the database, to the execution's creation)
 * and written to the run's folder.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import type { LoggedRequest, Simulator } from '../../../simulator';
import { runDir } from '../../harness/manifest';
import { logLines } from '../../harness/n8n';
import { StaticDataWatcher } from '../../harness/n8nDatabase';
import type { ActivityFeed, AddedEvent } from '../../harness/triggerEvents';
import {
	CONVERSATIONS_PATH,
	eventKey,
	ms,
	nextPoll,
	pollRequests,
} from '../../harness/triggerEvents';
import type { Bench, EngineName, Finished, Outcome } from './bench';
import { secondsSince } from './bench';

/** How long after a poll's answer each kill comes: right at the emit, and later into its saving. */
export const KILL_DELAYS_MS = [0, 10, 25, 50, 100];

type KilledPoll = Awaited<ReturnType<typeof killAfterPoll>> & {
	delayMs: number;
	restartMs: number;
	/** Starts that failed before one worked (n8n's error), see Bench.restart. */
	failedStarts: string[];
};

/**
 * Waits for the next poll's request, adds an event inside it (so that the poll has something to emit, even
 * right after a restart's own poll), then SIGKILLs n8n `delayMs` after the answer was sent. `read`: the
 * events the poll read (those since the poll before it, this one's included).
 */
async function killAfterPoll(bench: Bench, sim: Simulator, feed: ActivityFeed, delayMs: number) {
	const previous = pollRequests(sim).at(-1);
	const { request, read } = await new Promise<{ request: LoggedRequest; read: AddedEvent[] }>(
		(resolve) => {
			sim.onRequest((entry) => {
				if (entry.path !== CONVERSATIONS_PATH) return;
				sim.onRequest(null);
				// The simulator answers after this hook: the answer carries this event.
				feed.add();
				const since = previous ? ms(previous.at) : -Infinity;
				resolve({
					request: entry,
					read: feed.events.filter(({ lastMessageDate }) => ms(lastMessageDate) >= since),
				});
			});
		},
	);
	// The answer's end, to the millisecond: the simulator runs in this process.
	while (!request.answeredAt) await new Promise((resolve) => setImmediate(resolve));
	if (delayMs > 0) await sleep(delayMs);
	const killAt = Date.now();
	await bench.server.process.kill();
	return { request, read, killAt };
}

export async function runKillRestart(bench: Bench): Promise<Finished> {
	const started = Date.now();
	// Events between the polls, and one inside each killed poll: each kill hits a poll with something to emit.
	const { scenario, sim, feed } = await bench.begin('kill', { pausesMs: [1100, 1700, 600, 1400] });
	// The kills begin after the first scheduled poll: what comes before it is the activation's matter.
	await nextPoll(sim);
	// Default engine: when n8n saves the trigger's static data, to the millisecond or two.
	const watcher =
		bench.engine === 'default'
			? StaticDataWatcher.start(bench.n8n, scenario.workflowId)
			: undefined;
	const killed: KilledPoll[] = [];
	try {
		for (const delayMs of KILL_DELAYS_MS) {
			const { request, read, killAt } = await killAfterPoll(bench, sim, feed, delayMs);
			const restarting = Date.now();
			const failedStarts = await bench.restart();
			killed.push({
				delayMs,
				request,
				read,
				killAt,
				restartMs: Date.now() - restarting,
				failedStarts,
			});
			// The workflow is back: its first poll after the restart (the default engine polls at activation,
			// the durable one at its next occurrence, or at once for an overdue one).
			await nextPoll(sim, 40_000);
		}
		await nextPoll(sim);
	} finally {
		await watcher?.stop();
	}
	// The first change the watcher tells is the value it found at its start.
	const saves = watcher?.changes.slice(1).map(({ at }) => at);
	const outcome = await bench.finish(scenario, feed, 1);
	const { engine } = bench;
	const kills = killed.map((kill) => classify(kill, outcome, saves));
	const measured = { ...measureWindow(bench, outcome, saves), seconds: secondsSince(started) };
	report(bench, { engine, kills, ...measured }, outcome);
	return { outcome, verify: () => verify(engine, outcome, kills) };
}

function classify(kill: KilledPoll, outcome: Outcome, saves: number[] | undefined) {
	const { request, killAt } = kill;
	const read = kill.read.map(eventKey);
	const delivered = outcome.runs.executions.find(
		({ createdAt }) => ms(createdAt) >= ms(request.answeredAt) && ms(createdAt) <= killAt,
	);
	const emittedEver = new Set(outcome.runs.emissions.map(eventKey));
	// The events read by the poll and never emitted.
	const lostEvents = read.filter((event) => !emittedEver.has(event));
	return {
		delayMs: kill.delayMs,
		/** From the poll's answer to the SIGKILL, as it happened. */
		actualDelayMs: killAt - ms(request.answeredAt),
		pollAnsweredAt: request.answeredAt!,
		killAt: new Date(killAt).toISOString(),
		/** Events the killed poll read that no earlier execution had emitted. */
		eventsRead: read.length,
		// Delivered: an execution with the poll's events was created before the kill. Lost: the cursor was
		// saved, the execution never made. Read again: no execution before the kill, and the cursor was not
		// saved, so the poll after the restart read them again.
		outcome: delivered
			? 'delivered before the kill'
			: lostEvents.length > 0
				? 'lost'
				: 'read again after the restart',
		lostEvents,
		/** The status of the execution made before the kill, if any (a killed run shows as crashed). */
		...(delivered ? { executionStatus: delivered.status } : {}),
		/**
		 * Default engine: when the static data (the cursor) was seen saved, in ms after the poll's answer; null: it
		 * was not saved before the kill. Seen by a look every 2 ms: a save in the kill's last ms may show a ms or two
		 * after it (the restarted n8n saves only seconds later).
		 */
		...(saves ? { saveSeenAfterMs: saveSeenAfter(saves, ms(request.answeredAt), killAt) } : {}),
		restartMs: kill.restartMs,
		failedStarts: kill.failedStarts,
	};
}

/** The first save seen after the answer and by the kill (or the few ms the watcher may lag), in ms after the answer. */
function saveSeenAfter(saves: number[], answeredAt: number, killAt: number): number | null {
	const save = saves.find((at) => at >= answeredAt && at <= killAt + 10);
	return save === undefined ? null : save - answeredAt;
}

function stats(values: number[]) {
	if (values.length === 0) return undefined;
	const sorted = [...values].sort((a, b) => a - b);
	return {
		samples: sorted.length,
		min: sorted[0],
		median: sorted[Math.floor(sorted.length / 2)],
		max: sorted[sorted.length - 1],
	};
}

/**
 * How long n8n takes from the poll's answer to the execution, per execution: from its emit (the log line n8n
 * writes before it saves the static data) and from the simulator's answer; on the default engine also from
 * the answer to the static data's save (seen in the database, `saves`) and from the save to the execution's
 * creation: the window a kill loses events in.
 */
function measureWindow(bench: Bench, outcome: Outcome, saves: number[] | undefined) {
	const emitted = 'Received event to trigger execution for workflow "kill: new activity"';
	const emits = logLines(bench.n8n.output)
		.filter(({ message, metadata }) => message === emitted && metadata?.timestamp)
		.map(({ metadata }) => ms(String(metadata!.timestamp)));
	const answers = bench.scenario('kill').sim.requests.map((request) => ms(request.answeredAt));
	const created = outcome.runs.executions.map(({ createdAt }) => ms(createdAt));
	const latestBefore = (at: number, times: number[]) =>
		Math.max(...times.filter((time) => time <= at));
	const within = (gaps: number[]) => gaps.filter((gap) => gap >= 0 && gap < 5_000);
	const gapsFrom = (times: number[]) => within(created.map((at) => at - latestBefore(at, times)));
	const measured = {
		emitToExecutionMs: stats(gapsFrom(emits)),
		answerToExecutionMs: stats(gapsFrom(answers)),
	};
	if (!saves) return measured;
	// The save of each execution: the first after the answer its poll got.
	const saveOf = (at: number) =>
		saves.find((save) => save >= latestBefore(at, answers) && save <= at);
	const paired = created
		.map((at) => ({ at, save: saveOf(at), answer: latestBefore(at, answers) }))
		.filter(
			(pair): pair is { at: number; save: number; answer: number } => pair.save !== undefined,
		);
	return {
		...measured,
		answerToSaveMs: stats(within(paired.map(({ save, answer }) => save - answer))),
		saveToExecutionMs: stats(within(paired.map(({ at, save }) => at - save))),
	};
}

/** Writes the measurement into the run's folder and prints it, for the README. */
function report(
	bench: Bench,
	measured: { engine: EngineName; [field: string]: unknown },
	outcome: Outcome,
) {
	const summary = {
		n8n: bench.setup.version,
		...measured,
		events: {
			added: outcome.tally.added,
			emitted: outcome.tally.emitted,
			duplicates: outcome.tally.duplicates.length,
			lost: outcome.tally.lost.length,
		},
	};
	const file = join(runDir(), `trigger-kill-restart-${measured.engine}.json`);
	writeFileSync(file, JSON.stringify(summary, null, 2));
	process.stderr.write(
		`[e2e] kill -9 on the ${measured.engine} engine (${file}):\n${JSON.stringify(summary, null, 2)}\n`,
	);
}

function verify(engine: EngineName, outcome: Outcome, kills: Array<ReturnType<typeof classify>>) {
	expect(kills).toHaveLength(KILL_DELAYS_MS.length);
	// Every killed poll had events to emit: each kill tests something.
	expect(kills.every(({ eventsRead }) => eventsRead > 0)).toBe(true);
	expect(outcome.tally.duplicates).toEqual([]);
	expect(outcome.tally.extra).toEqual([]);
	expect(outcome.tally.added).toBeGreaterThanOrEqual(40);
	if (engine === 'durable') {
		expect(outcome.tally.lost).toEqual([]);
		expect(kills.filter(({ outcome: o }) => o === 'lost')).toEqual([]);
		return;
	}
	// Default engine: what is lost is what the polls killed in the window read, no more.
	const lostByKills = new Set(kills.flatMap(({ lostEvents }) => lostEvents));
	expect(outcome.tally.lost.filter((event) => !lostByKills.has(event))).toEqual([]);
}
