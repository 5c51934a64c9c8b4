/**
 * Trigger 1.2 where LiveChatAI may report a conversation's messages otherwise than the simulator does by default
 * (one value stamps a message and the list's lastMessageDate): another clock, another precision, no dates, other
 * role names, a message list that stops short. An event is left out only when every message that could have
 * made it is this n8n's own write; where the messages cannot tell, it is emitted and n8n's log says which
 * conversation and why. The writes go through version 2 in n8n-core's real engine, the polls through its real
 * PollContext, against the simulator over HTTP.
 */
import { logLines } from '../harness/logCapture';
import { byId } from '../harness/liveChatAi';
import { activatedTrigger, emittedIds } from '../harness/pollTrigger';
import { parametersFor, runV2 } from '../nodes/v2/v2Operations';
import { SEED } from '../simulator';
import type { MessageReporting } from '../simulator/control/messageReporting';
import { useSimulator } from '../simulator/testHelpers';

const h = useSimulator();

const conversationId = SEED.conversations.tiedOlder[0];

/** The warnings the trigger logged about conversations it emitted without being able to tell. */
const unexplained = () =>
	logLines.filter((line) => line.startsWith('warn LiveChatAI Trigger: conversation'));

// A second and a quarter apart: the dates have digits below the second for a coarser clock to cut.
const APART_MS = 1250;

function visitorWrites() {
	h.sim.clock.advance(APART_MS);
	h.sim.addActivity({ conversationId, kind: 'visitor' });
}

async function flowReplies() {
	h.sim.clock.advance(APART_MS);
	const parameters = { message: 'Thanks, we are on it.', conversationId: byId(conversationId) };
	const run = await runV2(h.sim, parametersFor('conversation:reply', parameters));
	expect(run.error).toBeUndefined();
}

beforeEach(() => {
	logLines.length = 0;
});

describe('messages dated by another clock or precision, within the tolerance', () => {
	it.each<[string, Partial<MessageReporting>]>([
		[
			'1 ms after the list (the issue: 20 visitor messages, 0 executions)',
			{ createdAtOffsetMs: 1 },
		],
		['1 ms before the list', { createdAtOffsetMs: -1 }],
		['4 s after the list', { createdAtOffsetMs: 4000 }],
		['to the second', { createdAtDigits: 0 }],
		['to the microsecond, 0.4 ms after', { createdAtDigits: 6, createdAtOffsetMs: 0.4 }],
	])(
		'%s: each visitor message fires once, the reply never, nothing warned',
		async (_, reporting) => {
			h.sim.setMessageReporting(reporting);
			const trigger = await activatedTrigger(h.sim, {}, 'default', 1.2);
			for (let round = 0; round < 3; round++) {
				visitorWrites();
				expect(emittedIds(await trigger.poll())).toEqual([conversationId]);
				await flowReplies();
				expect(await trigger.poll()).toBeNull();
			}
			expect(unexplained()).toEqual([]);
		},
	);
});

describe('messages that cannot tell who wrote: emitted, and the log says why', () => {
	it.each<[string, Partial<MessageReporting>, RegExp]>([
		['dated 10 s after the list', { createdAtOffsetMs: 10_000 }, /none of its messages is dated/],
		['without createdAt', { withoutCreatedAt: true }, /have no readable createdAt/],
		['under a role none of the known', { roleNames: { user: 'visitor' } }, /the role "visitor"/],
		['a list that does not reach the event', { oldestOnly: 1 }, /none of its messages is dated/],
	])('%s', async (_, reporting, why) => {
		h.sim.setMessageReporting(reporting);
		const trigger = await activatedTrigger(h.sim, {}, 'default', 1.2);
		visitorWrites();
		expect(emittedIds(await trigger.poll())).toEqual([conversationId]);
		expect(unexplained()).toHaveLength(1);
		expect(unexplained()[0]).toContain(`conversation ${conversationId} emitted`);
		expect(unexplained()[0]).toMatch(why);
		// Once: the next poll has nothing new, and says nothing.
		expect(await trigger.poll()).toBeNull();
		expect(unexplained()).toHaveLength(1);
	});

	it("the flow's own reply, where the messages have no dates: emitted and warned rather than dropped", async () => {
		h.sim.setMessageReporting({ withoutCreatedAt: true });
		const trigger = await activatedTrigger(h.sim, {}, 'default', 1.2);
		await flowReplies();
		expect(emittedIds(await trigger.poll())).toEqual([conversationId]);
		expect(unexplained()).toHaveLength(1);
	});

	it('an own reply and an unknown role: the own reply alone is left out, the unknown one fires', async () => {
		h.sim.setMessageReporting({ roleNames: { agent: 'operator' } });
		const trigger = await activatedTrigger(h.sim, {}, 'default', 1.2);
		await flowReplies();
		expect(await trigger.poll()).toBeNull();
		h.sim.clock.advance(APART_MS);
		h.sim.addActivity({ conversationId, kind: 'agent' });
		expect(emittedIds(await trigger.poll())).toEqual([conversationId]);
		expect(unexplained()).toHaveLength(1);
		expect(unexplained()[0]).toMatch(/the role "operator"/);
	});
});
