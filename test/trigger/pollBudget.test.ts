/**
 * Trigger 1.2 within n8n's poll budget: the reads of a conversation's messages (to leave own writes out) count
 * against the poll's reading time, a poll cut short leaves the rest to the next, and a tick n8n's durable
 * scheduler gives up on (past its poll timeout: the copy of the static data dropped, the items not emitted) loses
 * nothing and repeats nothing. `Date.now()` is a manual clock: each request to the simulator moves it on by what
 * the test says a request takes, so the budget is spent exactly, whatever the machine's speed.
 */
import { byId } from '../harness/liveChatAi';
import { useManualClock } from '../harness/manualClock';
import type { PollEngine } from '../harness/pollTrigger';
import { activatedTrigger, emittedIds, newConversations } from '../harness/pollTrigger';
import { servedPageSize } from '../harness/servedPageSize';
import { parametersFor, runV2 } from '../nodes/v2/v2Operations';
import { SEED } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';

const h = useSimulator();
const clock = useManualClock();
/** What a page of the conversations holds when 100 are asked (100 as documented). */
let page = 100;
beforeAll(async () => {
	page = await servedPageSize(h.api);
});

/** The durable scheduler's figures: the budget it gives a poll, and when it gives a tick up. */
const BUDGET_MS = 36_000;
const TIMEOUT_MS = 45_000;

/** How long each request takes, by what it reads: the list, or one conversation with its messages. */
function requestsTake(listMs: number, conversationMs: number) {
	h.sim.onRequest((request) => {
		if (request.path === '/api/v2/conversations') clock.aheadMs += listMs;
		else if (request.path.startsWith('/api/v2/conversations/')) clock.aheadMs += conversationMs;
	});
}

const activated = async (engine: PollEngine) => await activatedTrigger(h.sim, {}, engine, 1.2);

/**
 * Polls until one emits nothing: every id emitted, in order, and the polls it took. At most 20 polls: 200
 * conversations read 7 a page weigh 21 a poll (10 polls and the quiet one).
 */
async function pollUntilQuiet(trigger: Awaited<ReturnType<typeof activated>>) {
	const emitted: string[] = [];
	for (let polls = 1; polls <= 20; polls++) {
		const abandoned = trigger.abandonedPolls;
		const items = await trigger.poll({ budgetMs: BUDGET_MS, timeoutMs: TIMEOUT_MS });
		if (items === null && trigger.abandonedPolls === abandoned) return { emitted, polls };
		emitted.push(...emittedIds(items));
	}
	throw new Error('the trigger did not come to rest in 20 polls');
}

const once = (ids: string[]) => [...new Set(ids)].sort();

describe('the poll budget', () => {
	it('reading 200 conversations’ messages at 300 ms each: two polls inside the budget, each event once', async () => {
		const trigger = await activated('durable');
		const added = newConversations(h.sim, SEED.agents.support, 200);
		requestsTake(0, 300);
		const { emitted, polls } = await pollUntilQuiet(trigger);
		expect(trigger.abandonedPolls).toBe(0);
		expect(polls).toBeGreaterThan(2);
		expect(emitted).toHaveLength(200);
		expect(once(emitted)).toEqual(once(added));
	});

	it('a tick given up past the poll timeout is not remembered: the next poll emits its events', async () => {
		const trigger = await activated('durable');
		const added = newConversations(h.sim, SEED.agents.support, 3);
		requestsTake(50_000, 0);
		expect(await trigger.poll({ budgetMs: BUDGET_MS, timeoutMs: TIMEOUT_MS })).toBeNull();
		expect(trigger.abandonedPolls).toBe(1);
		requestsTake(0, 0);
		const items = await trigger.poll({ budgetMs: BUDGET_MS, timeoutMs: TIMEOUT_MS });
		expect(emittedIds(items)).toEqual(added);
	});

	it("a poll cut short, then the flow's own reply: no conversation twice", async () => {
		const trigger = await activated('default');
		const added = newConversations(h.sim, SEED.agents.support, 250);
		const newest = added[added.length - 1];
		requestsTake(10_000, 0);
		// Two pages of 10 s each fit the budget: 200 conversations as documented.
		const first = emittedIds(await trigger.poll({ budgetMs: BUDGET_MS }));
		expect(first).toHaveLength(2 * page);
		expect(first).toContain(newest);
		// The flow answers the newest conversation the cut-short poll emitted.
		h.sim.clock.advance(1000);
		const reply = { message: 'Thanks, we are on it.', conversationId: byId(newest) };
		const run = await runV2(h.sim, parametersFor('conversation:reply', reply));
		expect(run.error).toBeUndefined();
		// The rest, until a poll finds nothing. Where it lies on the page after the two read (documented pages), one
		// poll takes it all; deeper in a list of smaller pages, each poll reads down to it again (10 s a page) and
		// weighs what its budget leaves: never less than one conversation a poll.
		const rest: string[] = [];
		const restCount = added.length - 2 * page;
		let polls = 0;
		for (
			let items;
			(items = await trigger.poll({ budgetMs: BUDGET_MS })) && polls < restCount;
			polls++
		) {
			expect(emittedIds(items).length).toBeGreaterThan(0);
			rest.push(...emittedIds(items));
		}
		if (restCount <= page) expect(polls).toBe(1);
		expect(rest).toHaveLength(restCount);
		expect(rest).not.toContain(newest);
		expect(once([...first, ...rest])).toEqual(once(added));
	}, 120_000); // read 7 a page, some 240 polls
});

describe('message reads slower than a poll’s budget can take (the durable scheduler)', () => {
	it('200 conversations whose messages take 1 s each: no tick given up, each event once', async () => {
		const trigger = await activated('durable');
		const added = newConversations(h.sim, SEED.agents.support, 200);
		// One page of 100 would take 100 s to weigh (each read moves the clock): past the poll timeout, were it
		// weighed whole, at every poll.
		requestsTake(0, 1000);
		const { emitted } = await pollUntilQuiet(trigger);
		expect(trigger.abandonedPolls).toBe(0);
		expect(emitted).toHaveLength(200);
		expect(once(emitted)).toEqual(once(added));
	});

	it('what a poll emits and the cursor it keeps move together: a tick given up part-way is read again whole', async () => {
		const trigger = await activated('durable');
		const added = newConversations(h.sim, SEED.agents.support, 30);
		// The first tick's reads end past the poll timeout: n8n drops its items and its cursor.
		requestsTake(0, 50_000);
		expect(await trigger.poll({ budgetMs: BUDGET_MS, timeoutMs: TIMEOUT_MS })).toBeNull();
		expect(trigger.abandonedPolls).toBe(1);
		requestsTake(0, 0);
		const { emitted } = await pollUntilQuiet(trigger);
		expect(emitted).toHaveLength(30);
		expect(once(emitted)).toEqual(once(added));
	});
});
