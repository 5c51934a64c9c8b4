/**
 * Random activity (same-instant messages on purpose: ties are where triggers lose or repeat events), random
 * faults (with several agents also the rate limit, part-way through a poll), random tight budgets and now and
 * then two polls at once, on both of n8n's ways of keeping the static data, for one agent and for several: every
 * event emitted exactly once, in its latest state, named by its agent; a failure reported only when it lasts.
 * Each run replays from its seed, and checks that each of these situations came up in it (60 polls are enough;
 * the runs took 200 before and met the same situations).
 */
import type { INodeExecutionData } from 'n8n-workflow';

import { activatedTrigger, type PollEngine } from '../harness/pollTrigger';
import { random } from '../harness/random';
import { servedPageSize } from '../harness/servedPageSize';
import { SEED } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';

const h = useSimulator();
/** What a page of the conversations holds when 100 are asked (100 as documented). */
let page = 100;
beforeAll(async () => {
	page = await servedPageSize(h.api);
});

const KINDS = ['visitor', 'bot', 'agent'] as const;
/** The field whose move is the event. */
const EVENT_FIELDS = {
	newActivity: 'lastMessageDate',
	newVisitorMessage: 'lastVisitorMessageDate',
	newAgentMessage: 'lastAgentMessageDate',
} as const;
const LIST = '/api/v2/conversations';
const SEVERAL = [SEED.agents.support, SEED.agents.sales, SEED.agents.knowledgeBase];
const POLLS = 60;
/** Failures reported because they lasted, over all runs of one agent and of several. */
const lastingFailures = { one: 0, several: 0 };

describe.each<[number, string[], keyof typeof EVENT_FIELDS, PollEngine]>([
	[11, [SEED.agents.support], 'newActivity', 'default'],
	[23, [SEED.agents.support], 'newVisitorMessage', 'durable'],
	[37, [SEED.agents.support], 'newAgentMessage', 'default'],
	[5, SEVERAL, 'newActivity', 'default'],
	[17, SEVERAL, 'newActivity', 'durable'],
	[29, SEVERAL, 'newAgentMessage', 'default'],
])('randomized run (seed %i, agents %j, %s, %s engine)', (seed, agents, event, engine) => {
	it(`emits each event exactly once over ${POLLS} polls`, async () => {
		const next = random(seed);
		const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
		const several = agents.length > 1;
		const parameters = several ? { watch: 'agents', agentIds: agents, event } : { event };
		const harness = await activatedTrigger(h.sim, parameters, engine, several ? 1.2 : 1);
		const field = EVENT_FIELDS[event];
		const known = [...h.sim.store.conversations.values()]
			.filter((conversation) => agents.includes(conversation.agentId))
			.map((conversation) => conversation.id);
		// Conversations with an event not emitted yet.
		const pending = new Set<string>();
		let lastAt = 0;
		const counts = { emitted: 0, faults: 0, reported: 0, overlaps: 0, ties: 0, leftBehind: 0 };
		// Polls the rate limit stopped part-way (several agents): they emit what the agents before it found.
		let limitedPartWay = 0;

		const check = (items: INodeExecutionData[] | null, before: Set<string>) => {
			for (const { json } of items ?? []) {
				const conversation = h.sim.store.conversations.get(json.id as string)!;
				expect(before.has(conversation.id)).toBe(true); // never twice, never a non-event
				expect(json.lastMessageDate).toBe(conversation.lastMessageDate); // the latest state
				expect(json.agentId).toBe(several ? conversation.agentId : undefined);
				pending.delete(conversation.id);
				counts.emitted++;
			}
		};

		for (let poll = 0; poll < POLLS; poll++) {
			for (let action = Math.floor(next() * 6); action > 0; action--) {
				if (next() < 0.6) h.sim.clock.advance(Math.floor(next() * 3) * 500);
				const existing = next() < 0.15 ? undefined : pick(known);
				const kind = pick(KINDS);
				if (h.sim.clock.now().getTime() === lastAt) counts.ties++;
				lastAt = h.sim.clock.now().getTime();
				const before = existing && h.sim.store.conversations.get(existing)![field];
				const conversation = existing
					? h.sim.addActivity({ conversationId: existing, kind })
					: h.sim.addActivity({ agentId: pick(agents), kind });
				if (!existing) known.push(conversation.id);
				// An event is what a client can see: a second message at the instant of the last one is none.
				if (conversation[field] !== null && conversation[field] !== before) {
					pending.add(conversation.id);
				}
			}
			const fault = next() < 0.12;
			// Several agents: half the faults are the rate limit, at a random list request of the poll.
			const limitAt = fault && several && next() < 0.5 ? 1 + Math.floor(next() * agents.length) : 0;
			let limited = false;
			if (fault) {
				const status = limitAt > 0 ? 429 : 500;
				const rule = { kind: 'status', status, message: 'Random fault' } as const;
				let reads = 0;
				h.sim.onRequest((request) => {
					if (request.path !== LIST || ++reads !== Math.max(limitAt, 1)) return;
					h.sim.injectFault({ path: LIST, fault: rule, times: 1 });
					limited = limitAt > 1;
				});
				counts.faults++;
			}
			const budgetMs = next() < 0.25 ? 0 : 60_000;
			const before = new Set(pending);
			const failing = harness.state.health !== undefined;
			const overlap = next() < 0.1;
			if (overlap) counts.overlaps++;
			const polls = await Promise.allSettled(
				Array.from({ length: overlap ? 2 : 1 }, async () => await harness.poll({ budgetMs })),
			);
			for (const result of polls) {
				if (result.status === 'fulfilled') {
					check(result.value, before);
					if (limited) limitedPartWay++;
					continue;
				}
				// A failure is reported when it lasts: the poll before failed too. A limit part-way fails no poll.
				expect(String(result.reason)).toContain('Random fault');
				expect(limited).toBe(false);
				expect(failing).toBe(true);
				counts.reported++;
			}
			h.sim.clearFaults();
			h.sim.onRequest(null);
			// Only a fault or the budget may leave an event behind.
			if (!fault && budgetMs > 0) expect([...pending]).toEqual([]);
			if (!fault && pending.size > 0) counts.leftBehind++;
		}
		for (let drain = 0; drain < 10 && pending.size > 0; drain++) {
			check(await harness.poll(), new Set(pending));
		}
		expect([...pending]).toEqual([]);
		const reported = counts.reported + harness.reportedErrors.length;
		expect(reported).toBeLessThan(counts.faults);
		lastingFailures[several ? 'several' : 'one'] += reported;
		// The run met every situation: ties, faults, two polls at once; with several agents (one agent: a page holds
		// all a poll finds), a budget too tight to read all and the rate limit part-way.
		expect(counts.emitted).toBeGreaterThan(POLLS / 2);
		expect(Math.min(counts.ties, counts.faults, counts.overlaps)).toBeGreaterThan(2);
		// One agent's new events of a poll fit a page of 100 (as documented), so a poll of one page leaves nothing
		// behind; on smaller pages it may.
		if (several) expect(counts.leftBehind).toBeGreaterThan(0);
		else if (page >= 100) expect(counts.leftBehind).toBe(0);
		expect(limitedPartWay > 0).toBe(several);
		expect(JSON.stringify(harness.state).length).toBeLessThan(2_000);
	}, 90_000);
});

it('some runs of one agent and of several had a failure last and reported it', () => {
	expect(lastingFailures.one).toBeGreaterThan(0);
	expect(lastingFailures.several).toBeGreaterThan(0);
});
