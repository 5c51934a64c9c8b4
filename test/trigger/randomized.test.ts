import type { INodeExecutionData } from 'n8n-workflow';

import { SEED } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';
import { byId } from '../harness/liveChatAi';
import { TriggerHarness } from '../harness/pollTrigger';
import { random } from '../harness/random';

const h = useSimulator();

const KINDS = ['visitor', 'bot', 'agent'] as const;
const EVENT_FIELDS = {
	newActivity: 'lastMessageDate',
	newVisitorMessage: 'lastVisitorMessageDate',
	newAgentMessage: 'lastAgentMessageDate',
} as const;

describe.each([
	[11, 'newActivity'],
	[23, 'newVisitorMessage'],
	[37, 'newAgentMessage'],
] as const)('randomized run (seed %i, %s)', (seed, event) => {
	it('emits exactly the events that happened, each once, over hundreds of polls with faults', async () => {
		const next = random(seed);
		const agent = SEED.agents.support;
		const harness = new TriggerHarness(h.sim, { chatbot: byId(agent), event });
		expect(await harness.poll()).toBeNull();

		const field = EVENT_FIELDS[event];
		// Conversations with an event not emitted yet, and the lastMessageDate each had at its latest event.
		const pending = new Map<string, string>();
		const known = [...h.sim.store.conversations.values()]
			.filter((c) => c.agentId === agent)
			.map((c) => c.id);
		let emittedCount = 0;
		let failedPolls = 0;
		let reportedPolls = 0;

		for (let poll = 0; poll < 300; poll++) {
			const actions = Math.floor(next() * 6);
			for (let action = 0; action < actions; action++) {
				// Same-instant activity is common on purpose: ties are where triggers lose or repeat events.
				if (next() < 0.6) h.sim.clock.advance(Math.floor(next() * 3) * 500);
				const kind = KINDS[Math.floor(next() * KINDS.length)];
				const createNew = next() < 0.15;
				const existing = createNew ? undefined : known[Math.floor(next() * known.length)];
				const before = existing ? h.sim.store.conversations.get(existing)![field] : null;
				const conversation = existing
					? h.sim.addActivity({ conversationId: existing, kind })
					: h.sim.addActivity({ agentId: agent, kind });
				if (createNew) known.push(conversation.id);
				// An event is what a client can observe: the event's timestamp changed (a second message in the
				// same instant as the previous one is indistinguishable from none).
				if (conversation[field] !== null && conversation[field] !== before) {
					pending.set(conversation.id, conversation.lastMessageDate as string);
				}
			}
			if (next() < 0.1) {
				h.sim.injectFault({
					path: '/api/v2/conversations',
					fault: { kind: 'status', status: 500, message: 'Random fault' },
					times: 1,
				});
				// Let the fault hit a later page now and then, not always the first.
				if (next() < 0.5) h.sim.clearFaults();
			}
			const budgetMs = next() < 0.2 ? 0 : 60_000;
			const before = new Map(pending);
			const failingBefore = harness.state.health !== undefined;
			let items: INodeExecutionData[] = [];
			try {
				items = (await harness.poll({ budgetMs })) ?? [];
			} catch (error) {
				// A failure is reported when it lasts: the poll before failed too.
				expect(failingBefore).toBe(true);
				expect(String(error)).toContain('Random fault');
				reportedPolls++;
			}
			for (const { json } of items) {
				const id = json.id as string;
				expect(before.has(id)).toBe(true); // never an event emitted twice, never a non-event
				expect(json.lastMessageDate).toBe(h.sim.store.conversations.get(id)!.lastMessageDate); // latest state
				pending.delete(id);
				emittedCount++;
			}
			const cursor = harness.cursor as { backlog?: unknown } | undefined;
			if (items.length === 0 && before.size > 0 && !cursor?.backlog) failedPolls++;
			if (budgetMs > 0 && !cursor?.backlog && pending.size > 0) {
				// Only a failed poll may leave events behind when nothing limited it.
				expect(failedPolls).toBeGreaterThan(0);
			}
		}
		h.sim.clearFaults();
		for (let drain = 0; drain < 5 && pending.size > 0; drain++) {
			for (const { json } of (await harness.poll()) ?? []) pending.delete(json.id as string);
		}
		expect([...pending.keys()]).toEqual([]);
		expect(emittedCount).toBeGreaterThan(100);
		expect(reportedPolls).toBeLessThan(failedPolls);
		expect(JSON.stringify(harness.cursor).length).toBeLessThan(2000);
	});
});
