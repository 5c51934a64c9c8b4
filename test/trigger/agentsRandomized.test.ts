/**
 * Several agents under random activity (ties included), random faults on any agent's page, random tight
 * budgets and overlapping polls, on both of n8n's ways of keeping the static data: every event of every
 * agent emitted exactly once, named by its agent.
 */
import type { INodeExecutionData } from 'n8n-workflow';

import { emittedIds, TriggerHarness } from '../harness/pollTrigger';
import { random } from '../harness/random';
import { SEED } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';

const h = useSimulator();

const AGENTS: string[] = [SEED.agents.support, SEED.agents.sales, SEED.agents.knowledgeBase];
const KINDS = ['visitor', 'bot', 'agent'] as const;

describe.each([
	[5, 'default'],
	[17, 'durable'],
	[29, 'default'],
] as const)('several agents, randomized (seed %i, %s poll engine)', (seed, engine) => {
	it('emits each event of each agent exactly once, over 200 polls with faults and tight budgets', async () => {
		const next = random(seed);
		const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
		const trigger = { watch: 'agents', agentIds: AGENTS, event: 'newActivity' };
		const harness = await TriggerHarness.activated(h.sim, trigger, engine, 1.2);
		const known = [...h.sim.store.conversations.values()]
			.filter((c) => AGENTS.includes(c.agentId))
			.map((c) => c.id);
		// Conversations with an event not emitted yet.
		const pending = new Set<string>();
		let emitted = 0;
		let faults = 0;
		let overlaps = 0;

		const check = (items: INodeExecutionData[] | null, before: Set<string>) => {
			for (const { json } of items ?? []) {
				const id = json.id as string;
				expect(before.has(id)).toBe(true); // never twice, never a non-event
				expect(json.agentId).toBe(h.sim.store.conversations.get(id)!.agentId);
				pending.delete(id);
				emitted++;
			}
		};

		for (let poll = 0; poll < 200; poll++) {
			for (let action = Math.floor(next() * 5); action > 0; action--) {
				// Same-instant activity on purpose: ties are where triggers lose or repeat events.
				if (next() < 0.6) h.sim.clock.advance(Math.floor(next() * 3) * 500);
				const existing = next() < 0.2 ? undefined : pick(known);
				const kind = pick(KINDS);
				const last = existing && h.sim.store.conversations.get(existing)!.lastMessageDate;
				const conversation = existing
					? h.sim.addActivity({ conversationId: existing, kind })
					: h.sim.addActivity({ agentId: pick(AGENTS), kind });
				if (!existing) known.push(conversation.id);
				// An event is what a client can see: a second message at the instant of the last one is none.
				if (conversation.lastMessageDate !== last) pending.add(conversation.id);
			}
			if (next() < 0.15) {
				const fault = { kind: 'status', status: 500, message: 'Random fault' } as const;
				h.sim.injectFault({ path: '/api/v2/conversations', fault, times: 1 });
				faults++;
			}
			const budgetMs = next() < 0.3 ? 0 : 60_000;
			const before = new Set(pending);
			// Now and then two polls at once (a slow poll overrun): together they emit each event once.
			const polls = next() < 0.1 ? 2 : 1;
			if (polls === 2) overlaps++;
			const results = await Promise.allSettled(
				Array.from({ length: polls }, async () => await harness.poll({ budgetMs })),
			);
			for (const result of results) {
				if (result.status === 'fulfilled') check(result.value, before);
				else expect(String(result.reason)).toContain('Random fault');
			}
			h.sim.clearFaults();
		}
		for (let drain = 0; drain < 10 && pending.size > 0; drain++) {
			check(await harness.poll(), new Set(pending));
		}
		expect([...pending]).toEqual([]);
		expect(emitted).toBeGreaterThan(150);
		expect(faults).toBeGreaterThan(10);
		expect(overlaps).toBeGreaterThan(5);
		expect(emittedIds(await harness.poll())).toEqual([]);
		expect(JSON.stringify(harness.state).length).toBeLessThan(2_000);
	});
});
