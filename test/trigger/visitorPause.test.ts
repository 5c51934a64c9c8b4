/**
 * Options > Wait for the Visitor to Pause (trigger 1.3, New Visitor Message and New Activity): a burst of
 * messages is one item, emitted once the visitor has been quiet that long, with every message of the burst in
 * order (`messages`); a burst spanning polls, or n8n's durable engine handing each poll a copy of the static data,
 * is neither lost nor emitted twice; off (the default) nothing changes; at most PAUSE_BOUND bursts are kept, the
 * oldest emitted early past it. LiveChatAI's clock and n8n's move together (`passes`). Real PollContext,
 * simulator over HTTP.
 */
import type { INodeParameters } from 'n8n-workflow';

import { useBothClocks } from '../harness/bothClocks';
import type { PollEngine } from '../harness/pollTrigger';
import { activatedTrigger, emittedIds, newConversations } from '../harness/pollTrigger';
import { SEED } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';
import { PAUSE_BOUND } from '../../nodes/LiveChatAi/shared/polling/visitorPause';

const h = useSimulator();
/** Time passes on both clocks: LiveChatAI's and n8n's. */
const passes = useBothClocks(h);

const { support, sales } = SEED.agents;

/** The id of a conversation's newest message. */
function lastMessage(conversationId: string): string {
	const messages = h.sim.store.messagesOf(conversationId);
	return messages[messages.length - 1].id;
}

/** A message of `kind` two seconds after the last one; its id. */
function writes(conversationId: string, kind: 'visitor' | 'bot' | 'agent' = 'visitor'): string {
	passes(2000);
	h.sim.addActivity({ conversationId, kind });
	return lastMessage(conversationId);
}

/** A trigger of version 1.3 waiting 30 s for the visitor to pause, past its activation. */
const paused = async (parameters: INodeParameters = {}, engine: PollEngine = 'default') =>
	await activatedTrigger(
		h.sim,
		{ event: 'newVisitorMessage', options: { pauseSeconds: 30 }, ...parameters },
		engine,
		1.3,
	);

const messageIds = (json: object) =>
	(json as { messages: Array<{ id: string }> }).messages.map(({ id }) => id);

describe.each<PollEngine>(['default', 'durable'])('a burst of four lines (%s engine)', (engine) => {
	it('is one item once the visitor is quiet, its messages in order, across polls', async () => {
		const trigger = await paused({}, engine);
		const [id] = newConversations(h.sim, support);
		const lines = [lastMessage(id)];
		for (let line = 0; line < 3; line += 1) {
			lines.push(writes(id));
			// A poll between the lines: the burst goes on, nothing is emitted.
			expect(await trigger.poll()).toBeNull();
		}
		passes(25_000);
		expect(await trigger.poll()).toBeNull();
		passes(10_000);
		const items = await trigger.poll();
		expect(emittedIds(items)).toEqual([id]);
		expect(messageIds(items![0].json)).toEqual(lines);
		expect(await trigger.poll()).toBeNull();
		// The next burst holds only its own lines.
		const next = [writes(id), writes(id)];
		passes(33_000);
		const again = await trigger.poll();
		expect(emittedIds(again)).toEqual([id]);
		expect(messageIds(again![0].json)).toEqual(next);
	});
});

it('off by default: an item per new message, without messages', async () => {
	const trigger = await activatedTrigger(h.sim, { event: 'newVisitorMessage' }, 'default', 1.3);
	const [id] = newConversations(h.sim, support);
	const items = await trigger.poll();
	expect(emittedIds(items)).toEqual([id]);
	expect(items![0].json.messages).toBeUndefined();
	expect(trigger.cursor!.bursts).toBeUndefined();
});

it('New Activity: the burst holds every message since it began, the AI’s answers too', async () => {
	const trigger = await paused({ event: 'newActivity' });
	const [id] = newConversations(h.sim, support);
	const first = lastMessage(id);
	const answer = writes(id, 'bot');
	const second = writes(id);
	passes(33_000);
	const items = await trigger.poll();
	expect(messageIds(items![0].json)).toEqual([first, answer, second]);
});

it('New Visitor Message: the burst holds the visitor’s lines only', async () => {
	const trigger = await paused();
	const [id] = newConversations(h.sim, support);
	const first = lastMessage(id);
	writes(id, 'bot');
	const second = writes(id);
	passes(33_000);
	const items = await trigger.poll();
	expect(messageIds(items![0].json)).toEqual([first, second]);
	expect(items![0].json).toMatchObject({ id, lastVisitorMessageDate: expect.any(String) });
});

it('turned off, the bursts kept are emitted at the next poll', async () => {
	const trigger = await paused();
	const [id] = newConversations(h.sim, support);
	expect(await trigger.poll()).toBeNull();
	trigger.setParameter('options', {});
	const items = await trigger.poll();
	expect(emittedIds(items)).toEqual([id]);
	expect(messageIds(items![0].json)).toHaveLength(1);
	expect(trigger.cursor!.bursts).toBeUndefined();
});

it('several agents: each agent’s bursts, each item naming its agent', async () => {
	const trigger = await paused({ watch: 'agents', agentIds: [support, sales] });
	const [first] = newConversations(h.sim, sales);
	const [second] = newConversations(h.sim, support);
	expect(await trigger.poll()).toBeNull();
	passes(33_000);
	const items = await trigger.poll();
	expect(emittedIds(items)).toEqual([first, second]);
	expect(items!.map(({ json }) => json.agentId)).toEqual([sales, support]);
	expect(await trigger.poll()).toBeNull();
});

it(`keeps at most ${PAUSE_BOUND} bursts: past it the oldest is emitted early, none lost`, async () => {
	const trigger = await paused();
	// 20 ms apart (role dates may be listed a few ms off): no visitor is quiet for the pause at the next poll.
	const ids = Array.from({ length: PAUSE_BOUND + 2 }, () => {
		h.sim.clock.advance(20);
		return h.sim.addActivity({ agentId: support, kind: 'visitor' }).id;
	});
	const early = await trigger.poll();
	expect(emittedIds(early)).toEqual(ids.slice(0, 2));
	const { bursts } = trigger.cursor as { bursts: object };
	expect(Object.keys(bursts)).toHaveLength(PAUSE_BOUND);
	passes(200_000);
	expect(emittedIds(await trigger.poll())).toEqual(ids.slice(2));
	expect(await trigger.poll()).toBeNull();
}, 30_000);

it.each([[{ pauseSeconds: 0 }], [{ pauseSeconds: -5 }], [{ pauseSeconds: 'long' }]])(
	'refuses %j before any request',
	async (options) => {
		await expect(paused({ options })).rejects.toThrow(/Wait for the Visitor to Pause/);
		expect(h.sim.requests).toEqual([]);
	},
);
