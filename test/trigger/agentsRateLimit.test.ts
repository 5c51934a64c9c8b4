/**
 * Trigger 1.2 watching several agents under LiveChatAI's rate limit: a 429 part-way through a poll keeps what the
 * agents read before it found (emitted, their marks moved), the next poll goes on from the refused agent once
 * `Retry-After` has passed, and no request goes out before; the limit is told to n8n at afterFailure's rate. A
 * 429 at a poll's first agent, or a revoked key part-way, fails the whole poll. Real PollContext, simulator over
 * HTTP, the manual clock for the wait.
 */
import type { NodeApiError } from 'n8n-workflow';

import { useManualClock } from '../harness/manualClock';
import {
	activatedTrigger,
	emittedIds,
	newConversations,
	requestsTo,
	type PollEngine,
	type TriggerHarness,
} from '../harness/pollTrigger';
import { SEED } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';

const h = useSimulator();
const clock = useManualClock();

const LIST = '/api/v2/conversations';
const RETRY_AFTER_S = 30;
/** Five agents of the main workspace, not archived: more than a poll under the limit below reads. */
const AGENTS = [
	SEED.agents.support,
	SEED.agents.sales,
	SEED.agents.knowledgeBase,
	SEED.agents.team[0],
	SEED.agents.team[1],
];

const several = async (engine: PollEngine = 'default') =>
	await activatedTrigger(h.sim, { watch: 'agents', agentIds: AGENTS }, engine, 1.2);
const visitorStarts = (agentId: string) => newConversations(h.sim, agentId)[0];

/** From now on, the `nth` list request of each poll (counted from `pollStarts`) is refused with a 429. */
function limitAt(nth: number): { pollStarts: () => void } {
	let reads = 0;
	h.sim.onRequest((request) => {
		if (request.path !== LIST || ++reads !== nth) return;
		const fault = { kind: 'status', status: 429, retryAfter: String(RETRY_AFTER_S) } as const;
		h.sim.injectFault({ path: LIST, fault, times: 1 });
	});
	return { pollStarts: () => (reads = 0) };
}

/** A poll once LiveChatAI's wait has passed: its items' ids (its requests in the simulator's log). */
async function pollAfterWait(trigger: TriggerHarness, limit: { pollStarts: () => void }) {
	clock.aheadMs += (RETRY_AFTER_S + 1) * 1000;
	limit.pollStarts();
	h.sim.clearRequests();
	return emittedIds(await trigger.poll());
}

/** The poll stopped at the 429: three list requests, the last one refused, and no request after it. */
function stoppedAtTheLimit() {
	expect(requestsTo(h.sim, LIST)).toHaveLength(3);
	expect(h.sim.requests.map((request) => request.status).filter((s) => s === 429)).toHaveLength(1);
	expect(h.sim.requests[h.sim.requests.length - 1].status).toBe(429);
}

describe('several agents and a failure of the account part-way through a poll', () => {
	it.each<PollEngine>(['default', 'durable'])(
		'a 429 at the 3rd list request of every poll: every agent’s events come out once over three polls, none sent during the wait (%s engine)',
		async (engine) => {
			const trigger = await several(engine);
			const started = AGENTS.map(visitorStarts);
			const limit = limitAt(3);
			const emitted = await pollAfterWait(trigger, limit);
			// Two agents read before the 429: their events come out, and LiveChatAI's wait is kept.
			expect(emitted).toHaveLength(2);
			stoppedAtTheLimit();
			expect(trigger.reportedErrors).toHaveLength(0);
			const { waitUntil } = trigger.state.health as { waitUntil: number };
			expect(waitUntil).toBeGreaterThan(Date.now() + (RETRY_AFTER_S - 5) * 1000);

			// During the wait no poll sends anything.
			h.sim.clearRequests();
			clock.aheadMs += (RETRY_AFTER_S - 5) * 1000;
			expect(await trigger.poll()).toBeNull();
			expect(h.sim.requests).toHaveLength(0);

			// An event of an agent already read comes too, at its next turn.
			const later = visitorStarts(SEED.agents.knowledgeBase);
			emitted.push(...(await pollAfterWait(trigger, limit)));
			stoppedAtTheLimit();
			// The limit lasts: told to n8n beside the items, with the wait LiveChatAI asked for.
			expect(trigger.reportedErrors).toHaveLength(1);
			const [reported] = trigger.reportedErrors as NodeApiError[];
			expect(reported.httpCode).toBe('429');
			expect(reported.failure).toEqual({ cause: 'rate-limited', retryAfterMs: 30_000 });
			expect(reported.description).toMatch(/^Stopped at agent \S+ after 2 of 5 agents/);
			expect(reported.description).toContain('sends none before');

			emitted.push(...(await pollAfterWait(trigger, limit)));
			stoppedAtTheLimit();
			expect(emitted.sort()).toEqual([...started, later].sort());
			// Not told again within the hour while it lasts.
			expect(trigger.reportedErrors).toHaveLength(1);

			// The limit lifted: a clean poll emits nothing more and forgets the failure.
			h.sim.onRequest(null);
			expect(await pollAfterWait(trigger, limit)).toEqual([]);
			expect(trigger.state.health).toBeUndefined();
		},
	);

	it('a 429 at the poll’s first agent emits nothing and fails as a poll does: quiet once, then reported', async () => {
		const trigger = await several();
		const started = AGENTS.map(visitorStarts);
		const cursor = JSON.stringify(trigger.cursor);
		const limit = limitAt(1);
		expect(await pollAfterWait(trigger, limit)).toEqual([]);
		expect(JSON.stringify(trigger.cursor)).toBe(cursor);
		clock.aheadMs += (RETRY_AFTER_S + 1) * 1000;
		limit.pollStarts();
		await expect(trigger.poll()).rejects.toMatchObject({
			httpCode: '429',
			failure: { cause: 'rate-limited', retryAfterMs: 30_000 },
		});
		expect(JSON.stringify(trigger.cursor)).toBe(cursor);
		h.sim.onRequest(null);
		expect((await pollAfterWait(trigger, limit)).sort()).toEqual([...started].sort());
	});

	it('a key revoked part-way fails the whole poll at once: nothing emitted, no mark moved', async () => {
		const trigger = await several();
		const started = AGENTS.map(visitorStarts);
		const cursor = JSON.stringify(trigger.cursor);
		let reads = 0;
		h.sim.onRequest((request) => {
			if (request.path === LIST && ++reads === 2) h.sim.revokeKey(h.sim.apiKey);
		});
		await expect(trigger.poll()).rejects.toMatchObject({
			httpCode: '401',
			failure: { cause: 'credential-invalid' },
		});
		expect(reads).toBeGreaterThanOrEqual(2);
		expect(JSON.stringify(trigger.cursor)).toBe(cursor);
		h.sim.onRequest(null);
		h.sim.restoreKey(h.sim.apiKey);
		expect(emittedIds(await trigger.poll()).sort()).toEqual([...started].sort());
	});
});
