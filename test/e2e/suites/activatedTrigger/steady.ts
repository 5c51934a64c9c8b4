/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test tooling: times the scenario against n8n's polls */
/**
 * Steady activity: over about 70 s of polls every 10 s, activity at varied moments relative to the polls
 * (between them, inside a poll's request, right after its answer at the same millisecond as the newest event
 * it read, new conversations and new messages in older ones). Every event is emitted exactly once: no
 * duplicates, no losses, nothing else; no failed execution.
 */
import { setTimeout as sleep } from 'node:timers/promises';

import { pollRequests } from '../../harness/triggerEvents';
import type { Bench, Finished } from './bench';

const ACTIVITY_MS = 70_000;

export async function runSteady(bench: Bench): Promise<Finished> {
	const { scenario, feed } = await bench.begin('steady', {
		// Past two polls: a conversation takes a new message only after its last one was surely emitted.
		retouchAfterMs: 25_000,
		duringPolls: true,
	});
	await sleep(ACTIVITY_MS);
	const outcome = await bench.finish(scenario, feed, 2);
	const requests = pollRequests(scenario.sim);
	return {
		outcome,
		verify() {
			// Activity over 70 s, one event every 1.85 s on average and one in or after each poll, less those
			// before the first scheduled poll (checked apart).
			expect(outcome.tally.added).toBeGreaterThanOrEqual(30);
			const { duplicates, lost, extra } = outcome.tally;
			expect({ duplicates, lost, extra }).toEqual({ duplicates: [], lost: [], extra: [] });
			expect(outcome.tally.emitted).toBe(outcome.tally.added);
			// Among them, events inside polls and ties with a poll's newest event (the feed alternates them).
			expect(feed.atPolls.inside).toBeGreaterThanOrEqual(3);
			expect(feed.atPolls.ties).toBeGreaterThanOrEqual(3);
			// The activation's poll, a poll every 10 s for 70 s, and the two after the activity.
			expect(requests.length).toBeGreaterThanOrEqual(9);
			expect([...new Set(requests.map((request) => request.status ?? 0))]).toEqual([200]);
			expect(outcome.runs.failures).toEqual([]);
			expect(outcome.errorRuns).toBe(0);
			// Every execution of the trigger succeeded and emitted something (a poll with nothing new makes none).
			expect(outcome.runs.executions.every(({ status }) => status === 'success')).toBe(true);
		},
	};
}
