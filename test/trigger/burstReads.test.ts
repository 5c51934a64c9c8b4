/**
 * The messages read for a visitor's burst (Wait for the Visitor to Pause) and for a wait where the list gives no
 * role dates (Visitor Waiting): a conversation deleted before its messages are read is dropped without an error,
 * the others still come; a read that fails (503) moves nothing, is quiet once as any poll's 5xx, and the next poll
 * emits what was due, once. Real PollContext, simulator over HTTP.
 */
import type { INodeParameters } from 'n8n-workflow';

import { useBothClocks } from '../harness/bothClocks';
import { activatedTrigger, emittedIds, newConversations } from '../harness/pollTrigger';
import { SEED } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';

const h = useSimulator();
/** Time passes on both clocks: LiveChatAI's and n8n's. */
const passes = useBothClocks(h);

const { support } = SEED.agents;
const MINUTE = 60_000;

const triggers: Record<string, { parameters: INodeParameters; due: () => void }> = {
	'Wait for the Visitor to Pause': {
		parameters: { event: 'newVisitorMessage', options: { pauseSeconds: 30 } },
		due: () => passes(35_000),
	},
	'Visitor Waiting without role dates in the list': {
		parameters: { event: 'visitorWaiting', waitingMinutes: 5 },
		due: () => {
			h.sim.setMessageReporting({ withoutRoleDates: true });
			passes(6 * MINUTE);
		},
	},
};

const messagesOf = (id: string) => `/api/v2/conversations/${id}`;

describe.each(Object.entries(triggers))('%s', (_, { parameters, due }) => {
	const activated = async () => await activatedTrigger(h.sim, parameters, 'default', 1.3);

	it('a conversation deleted before its messages are read is dropped; the other comes once', async () => {
		const trigger = await activated();
		const [gone, kept] = newConversations(h.sim, support, 2);
		expect(await trigger.poll()).toBeNull();
		due();
		h.sim.store.conversations.delete(gone);
		h.sim.clearRequests();
		expect(emittedIds(await trigger.poll())).toEqual([kept]);
		expect(trigger.reportedErrors).toEqual([]);
		expect(await trigger.poll()).toBeNull();
	});

	it('a message read that fails moves nothing; the next poll emits what was due, once', async () => {
		const trigger = await activated();
		const [id] = newConversations(h.sim, support);
		expect(await trigger.poll()).toBeNull();
		due();
		const stored = JSON.stringify(trigger.cursor);
		h.sim.injectFault({ path: messagesOf(id), fault: { kind: 'status', status: 503 }, times: 1 });
		expect(await trigger.poll()).toBeNull();
		expect(h.sim.requests.some(({ path }) => path === messagesOf(id))).toBe(true);
		expect(JSON.stringify(trigger.cursor)).toBe(stored);
		expect(emittedIds(await trigger.poll())).toEqual([id]);
		expect(await trigger.poll()).toBeNull();
	});
});
