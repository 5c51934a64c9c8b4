/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test tooling: times the scenario against n8n's polls */
/**
 * The API key revoked while the workflow is active (for 45 s, then restored), activity going on. Both engines:
 * one failed execution in the Executions list saying the API key is rejected (never showing it), one run of
 * the Error Workflow. The default engine: the node reports the dead key at its first failed poll and then at
 * most once an hour, polling quietly in between (a 401 at each poll); the first poll after the restore works
 * and nothing is lost or emitted twice. The durable engine: n8n backs the poller off for 30 minutes after a
 * credential failure, so the outage costs one request, and no poll runs after the restore within the test.
 */
import { setTimeout as sleep } from 'node:timers/promises';

import { logLines } from '../../harness/n8n';
import { sqliteTime } from '../../harness/n8nDatabase';
import type { AddedEvent } from '../../harness/triggerEvents';
import { eventKey, ms, nextPoll, pollRequests, tally } from '../../harness/triggerEvents';
import type { Bench, Finished } from './bench';

const OUTAGE_MS = 45_000;

/** n8n's backoff after a failure someone must act on (poll-backoff-policy.js: MAX_BACKOFF_MS). */
const CREDENTIAL_BACKOFF_MS = 30 * 60_000;

export async function runRevokedKey(bench: Bench): Promise<Finished> {
	const { scenario, sim, feed } = await bench.begin('revoked');
	// Past the first scheduled poll (the activation's matter), then shortly after a poll: that poll read
	// everything before it, the next one meets the dead key.
	await nextPoll(sim);
	await nextPoll(sim);
	await sleep(3_000);
	const lastGoodPoll = pollRequests(sim).at(-1)!;
	const revokedAt = Date.now();
	sim.revokeKey(sim.apiKey);
	await sleep(OUTAGE_MS);
	const restoredAt = Date.now();
	sim.restoreKey(sim.apiKey);
	// Two polls' worth of activity after the restore.
	await sleep(22_000);
	// The durable engine polls no more (backing off): nothing to wait for.
	const outcome = await bench.finish(scenario, feed, bench.engine === 'durable' ? 0 : 2);
	const readBefore = (event: AddedEvent) => ms(event.lastMessageDate) < ms(lastGoodPoll.at);
	// Events added up to the last poll that read them before the revocation, and the rest.
	const before = outcome.events.filter(readBefore);
	const after = outcome.events.filter((event) => !readBefore(event));
	// Every request to the API (the trigger's are all polls of the conversations list).
	const duringOutage = sim.requests.filter(({ at }) => inRange(at, revokedAt, restoredAt));
	const afterRestore = sim.requests.filter(({ at }) => ms(at) >= restoredAt);
	// n8n's "Poll failed; backing off" log lines about the workflow (durable engine only).
	const backoffs = logLines(bench.n8n.output)
		.filter(
			({ message, metadata }) =>
				message === 'Poll failed; backing off' && metadata?.workflowId === scenario.workflowId,
		)
		.map(({ metadata }) => metadata ?? {});
	const note = `requests during the outage: ${duringOutage.map(({ status }) => status).join(' ')}; after the restore: ${afterRestore.length}`;
	return { outcome, note, verify };

	function verify(): void {
		// One failed execution for the whole outage, telling what to do about the key, and one Error Workflow run.
		expect(outcome.runs.failures).toHaveLength(1);
		const [failure] = outcome.runs.failures;
		expect(`${failure.message} ${failure.description}`).toMatch(/API key|credential/i);
		expect(inRange(failure.createdAt, revokedAt, restoredAt)).toBe(true);
		expect(outcome.errorRuns).toBe(1);
		expect(outcome.tally.duplicates).toEqual([]);
		expect(outcome.tally.extra).toEqual([]);
		expect(duringOutage.length).toBeGreaterThanOrEqual(1);
		expect(duringOutage.every(({ status }) => status === 401)).toBe(true);
		// What the trigger read before the revocation, it emitted exactly once on both engines.
		expect(tally(before, outcome.runs.emissions).lost).toEqual([]);
		expect(before.length).toBeGreaterThanOrEqual(2);

		if (bench.engine === 'default') {
			expect(backoffs).toEqual([]);
			// No backoff: the node keeps polling through the outage (a 401 every 10 s) without reporting again.
			expect(duringOutage.length).toBeGreaterThanOrEqual(Math.floor(OUTAGE_MS / 10_000) - 1);
			expect(duringOutage.length).toBeLessThanOrEqual(Math.ceil(OUTAGE_MS / 10_000) + 1);
			// The first poll after the restore works, and so do the rest; every event, also those of the outage,
			// is emitted exactly once.
			expect(afterRestore.length).toBeGreaterThanOrEqual(2);
			expect(afterRestore.every(({ status }) => status === 200)).toBe(true);
			expect(ms(afterRestore[0].at) - restoredAt).toBeLessThan(12_000);
			expect(outcome.tally.lost).toEqual([]);
			expect(outcome.tally.emitted).toBe(outcome.tally.added);
			return;
		}
		// Durable: the first failed poll puts the poller in n8n's 30-minute backoff. One poll meets the dead key
		// (n8n's authenticated request does not retry a 401 for this credential type: one request per poll), and
		// none follows, not even after the restore.
		expect(duringOutage).toHaveLength(1);
		expect(afterRestore).toEqual([]);
		const state = outcome.pollerState;
		expect(state?.consecutiveErrors).toBe(1);
		const backoffMs = sqliteTime(state!.backoffUntil!) - ms(duringOutage[0].answeredAt);
		expect(Math.abs(backoffMs - CREDENTIAL_BACKOFF_MS)).toBeLessThan(60_000);
		expect(backoffs).toEqual([
			expect.objectContaining({
				type: 'permanent',
				cause: 'credential-invalid',
				consecutiveErrors: 1,
				delayMs: CREDENTIAL_BACKOFF_MS,
			}),
		]);
		// So the events after the last good poll wait for the backoff's end: none emitted within the test.
		expect(after.length).toBeGreaterThanOrEqual(10);
		expect(tally(after, outcome.runs.emissions).lost).toEqual(after.map(eventKey));
	}
}

const inRange = (at: string, from: number, to: number) => ms(at) >= from && ms(at) < to;
