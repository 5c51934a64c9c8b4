/**
 * The change events under random changes: between polls, random conversations of the watched window change (some
 * changed and changed back before the next poll), some with a new message, and now and then a poll fails on a
 * 500; on both of n8n's ways of keeping the static data. Each poll must emit exactly the conversations whose value
 * changed the event's way since the last poll that worked, each once, with what changed; the state stays within
 * the bound. Each run replays from its seed. Real PollContext, simulator over HTTP.
 */
import type { INodeParameters } from 'n8n-workflow';

import { activatedTrigger, type PollEngine } from '../harness/pollTrigger';
import { random } from '../harness/random';
import { SEED } from '../simulator';
import type { ConversationRecord } from '../simulator/state/records';
import { useSimulator } from '../simulator/testHelpers';

const h = useSimulator();

const agent = SEED.agents.support;
const LIST = '/api/v2/conversations';
const POLLS = 40;
const BOUND = 60;
const { owner, agent: sam } = SEED.users;

/** Per event: its parameters, the value it compares, a random new value, and the change it emits, if any. */
interface Rule {
	parameters: INodeParameters;
	value(conversation: ConversationRecord): unknown;
	change(next: () => number, conversation: ConversationRecord): void;
	emitted(previous: unknown, current: unknown): Record<string, unknown> | undefined;
}

const RULES: Record<string, Rule> = {
	conversationResolved: {
		parameters: {},
		value: (c) => c.isResolved,
		change: (_, c) => (c.isResolved = !c.isResolved),
		emitted: (previous, current) =>
			!previous && current ? { field: 'isResolved', previous: false, current: true } : undefined,
	},
	humanAgentAssigned: {
		parameters: {},
		value: (c) => c.assignedUserId,
		change: (next, c) => (c.assignedUserId = [null, owner, sam][Math.floor(next() * 3)]),
		emitted: (previous, current) =>
			current !== null && current !== previous
				? { field: 'agent.id', previous, current }
				: undefined,
	},
	conversationEnteredView: {
		parameters: { entered: 'sentiment', sentiment: 'NEGATIVE' },
		value: (c) => c.sentiment === 'NEGATIVE',
		change: (next, c) =>
			(c.sentiment = (['NEGATIVE', 'NEUTRAL', 'POSITIVE'] as const)[Math.floor(next() * 3)]),
		emitted: (previous, current) =>
			!previous && current
				? { field: 'sentiment', previous: null, current: 'NEGATIVE' }
				: undefined,
	},
};

describe.each<[number, string, PollEngine]>([
	[3, 'conversationResolved', 'default'],
	[8, 'humanAgentAssigned', 'durable'],
	[13, 'conversationEnteredView', 'default'],
	[21, 'conversationResolved', 'durable'],
])('randomized run (seed %i, %s, %s engine)', (seed, event, engine) => {
	it(`emits each change exactly once over ${POLLS} polls`, async () => {
		const rule = RULES[event];
		const next = random(seed);
		const records = [...h.sim.store.conversations.values()]
			.filter((conversation) => conversation.agentId === agent)
			.sort((a, b) => Date.parse(b.lastMessageDate) - Date.parse(a.lastMessageDate));
		// The 40 most recently active: their messages keep them the 40 at the top, all inside the window.
		const pool = records.slice(0, 40);
		const harness = await activatedTrigger(
			h.sim,
			{ event, conversationsWatched: BOUND, ...rule.parameters },
			engine,
			1.3,
		);
		const snapshot = () => new Map(pool.map((c) => [c.id, rule.value(c)]));
		let seen = snapshot();
		const met = { emitted: 0, undone: 0, failed: 0 };
		for (let poll = 0; poll < POLLS; poll++) {
			for (let changes = Math.floor(next() * 4); changes > 0; changes--) {
				const conversation = pool[Math.floor(next() * pool.length)];
				rule.change(next, conversation);
				if (next() < 0.3) {
					h.sim.clock.advance(1 + Math.floor(next() * 1500));
					h.sim.addActivity({ conversationId: conversation.id, kind: 'visitor' });
				}
				if (next() < 0.15) {
					// Changed back before the next poll: nothing to see.
					const before = seen.get(conversation.id);
					Object.assign(conversation, restore(event, conversation, before));
					met.undone += 1;
				}
			}
			const fails = next() < 0.15;
			if (fails)
				h.sim.injectFault({ path: LIST, fault: { kind: 'status', status: 500 }, times: 1 });
			const items = await harness.poll().catch(() => null);
			if (fails) {
				expect(items).toBeNull();
				met.failed += 1;
				continue;
			}
			const now = snapshot();
			const expected = pool.flatMap((c) => {
				const change = rule.emitted(seen.get(c.id), now.get(c.id));
				return change ? [[c.id, change]] : [];
			});
			const got = (items ?? []).map(({ json }) => [json.id, json.change]);
			expect(sorted(got)).toEqual(sorted(expected));
			met.emitted += got.length;
			seen = now;
			const kept = (harness.cursor!.agents as Record<string, { states: unknown[] }>)[agent];
			expect(kept.states.length).toBeLessThanOrEqual(BOUND);
		}
		expect(met.emitted).toBeGreaterThan(5);
		expect(met.failed).toBeGreaterThan(0);
	});
});

/** The fields that put a conversation back where the last poll saw it, by the event's value. */
function restore(
	event: string,
	c: ConversationRecord,
	value: unknown,
): Partial<ConversationRecord> {
	if (event === 'conversationResolved') return { isResolved: value as boolean };
	if (event === 'humanAgentAssigned') return { assignedUserId: value as string | null };
	return value
		? { sentiment: 'NEGATIVE' }
		: c.sentiment === 'NEGATIVE'
			? { sentiment: 'NEUTRAL' }
			: {};
}

function sorted(pairs: unknown[][]): string[] {
	return pairs.map((pair) => JSON.stringify(pair)).sort();
}
