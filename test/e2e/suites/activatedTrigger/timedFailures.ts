/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test tooling: times the scenario against n8n's polls */
/**
 * Failures a wait can cure, while activity goes on: the conversations list answers 503 at one poll, then at two
 * polls in a row, then 429 with Retry-After: 25 at two polls in a row. The node's rule: a failure that clears
 * by the next poll is quiet; one that persists over the next poll is reported (a failed execution and an Error
 * Workflow run, once per spell); a poll never sleeps waiting for Retry-After and sends nothing before the wait
 * has passed. So: two failed executions (one per spell of two), none for the single 503; no request between a
 * 429 and the end of its wait; nothing lost, nothing emitted twice. The same on both engines (the durable one
 * adds its backoff, at least as long as the declared wait).
 */
import { setTimeout as sleep } from 'node:timers/promises';

import type { FaultRule, LoggedRequest, Simulator } from '../../../simulator';
import { CONVERSATIONS_PATH, ms, nextPoll, pollRequests } from '../../harness/triggerEvents';
import type { Bench, Finished, Outcome } from './bench';

const RETRY_AFTER_S = 25;

/**
 * Injects `times` failures of the conversations list shortly after a poll (so the next poll meets the first),
 * then waits for the first poll that works after they are used up: the polls' requests it failed, in order,
 * and the first that worked after them.
 */
async function spell(sim: Simulator, fault: FaultRule['fault'], times: number) {
	await nextPoll(sim);
	await sleep(3_000);
	const from = pollRequests(sim).length;
	sim.injectFault({ method: 'GET', path: CONVERSATIONS_PATH, fault, times });
	const status = fault.kind === 'status' ? fault.status : 0;
	// Each failure, and each Retry-After wait, holds the recovery back by a poll or three.
	const deadline = Date.now() + times * (RETRY_AFTER_S + 12) * 1000 + 20_000;
	for (;;) {
		const since = pollRequests(sim).slice(from);
		const failed = since.filter((request) => request.status === status);
		const afterLast = since.slice(since.lastIndexOf(failed[failed.length - 1]) + 1);
		const recovered = afterLast.find((request) => request.status === 200);
		if (failed.length === times && recovered) return { status, failed, recovered };
		if (Date.now() > deadline) {
			throw new Error(
				`no recovery from ${times} × ${status}: ${since.map((r) => `${r.at} ${r.status}`).join(', ')}`,
			);
		}
		await sleep(200);
	}
}

export async function runTimedFailures(bench: Bench): Promise<Finished> {
	const { scenario, sim, feed } = await bench.begin('timed');
	const single503 = await spell(sim, { kind: 'status', status: 503 }, 1);
	const double503 = await spell(sim, { kind: 'status', status: 503 }, 2);
	const double429 = await spell(
		sim,
		{ kind: 'status', status: 429, retryAfter: String(RETRY_AFTER_S) },
		2,
	);
	const outcome = await bench.finish(scenario, feed, 2);
	const polls = pollRequests(sim);
	const note = `poll statuses: ${polls.map(({ status }) => status).join(' ')}`;
	return { outcome, note, verify: () => verify(outcome, polls, single503, double503, double429) };
}

type Spell = Awaited<ReturnType<typeof spell>>;

function verify(
	outcome: Outcome,
	polls: LoggedRequest[],
	single503: Spell,
	double503: Spell,
	double429: Spell,
): void {
	// Nothing lost, nothing twice, whatever failed in between.
	const { duplicates, lost, extra } = outcome.tally;
	expect({ duplicates, lost, extra }).toEqual({ duplicates: [], lost: [], extra: [] });
	expect(outcome.tally.added).toBeGreaterThanOrEqual(40);

	// The single 503 cleared by the next poll: quiet. Each spell of two: one failed execution, made by the
	// spell's second poll at once (the poll did not sleep), and one Error Workflow run.
	const failures = outcome.runs.failures;
	expect(failures).toHaveLength(2);
	expect(outcome.errorRuns).toBe(2);
	const [of503, of429] = failures;
	for (const [failure, spellOf] of [
		[of503, double503],
		[of429, double429],
	] as const) {
		// The simulator logs an answer when its connection closes, which may come a few ms after n8n has read the
		// answer and recorded the failure: a failure a little before that log is still one made at once.
		const reportedAfter = ms(failure.createdAt) - ms(spellOf.failed[1].answeredAt);
		expect(reportedAfter).toBeGreaterThanOrEqual(-100);
		expect(reportedAfter).toBeLessThan(3_000);
	}
	expect(`${of503.message} ${of503.description}`).toMatch(/503|unavailable|failing/i);
	expect(`${of429.message} ${of429.description}`).toMatch(/429|fewer requests|rate/i);
	expect(
		failures.some(
			({ createdAt }) =>
				ms(createdAt) >= ms(single503.failed[0].at) && ms(createdAt) < ms(single503.recovered.at),
		),
	).toBe(false);

	// The spells took the polls they should: a 503 spell ends at the next poll (10 s later; under 18 s leaves a
	// loaded machine room and still tells it from the poll after, at 20 s), each 429 holds the next poll back
	// until its Retry-After has passed.
	const NEXT_POLL_MS = 18_000;
	expect(ms(single503.recovered.at) - ms(single503.failed[0].at)).toBeLessThan(NEXT_POLL_MS);
	expect(ms(double503.recovered.at) - ms(double503.failed[1].at)).toBeLessThan(NEXT_POLL_MS);
	for (const limited of double429.failed) {
		const waitEnds = ms(limited.answeredAt) + RETRY_AFTER_S * 1000;
		const next = polls.find((request) => ms(request.at) > ms(limited.at))!;
		// No request before the wait has passed, and the poll right after it sends one.
		expect(polls.filter(({ at }) => ms(at) > ms(limited.at) && ms(at) < waitEnds)).toEqual([]);
		expect(ms(next.at) - waitEnds).toBeLessThan(NEXT_POLL_MS);
	}
	// Only the injected failures failed.
	expect(polls.filter(({ status }) => status !== 200).map(({ status }) => status)).toEqual([
		503, 503, 503, 429, 429,
	]);
}
