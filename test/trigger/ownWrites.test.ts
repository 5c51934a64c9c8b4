/**
 * Trigger 1.2 leaves out what the LiveChatAI node of the same n8n wrote: a flow "trigger → write back" never
 * triggers itself. The writes go through version 2 in n8n-core's real engine, the polls through its real
 * PollContext, both against the simulator over HTTP.
 */
import type { INodeParameters } from 'n8n-workflow';

import { tagAsSentByN8n } from '../../nodes/LiveChatAi/shared/conversations/sentByN8n';
import { byId } from '../harness/liveChatAi';
import { parametersFor, runV2 } from '../nodes/v2/v2Operations';
import { activatedTrigger, emittedIds, newConversations, requestsTo } from '../harness/pollTrigger';
import { SEED } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';

const h = useSimulator();

const AGENT = SEED.agents.support;
const conversationId = SEED.conversations.tiedOlder[0];
const detailReads = () =>
	h.sim.requests.filter((request) => request.path.startsWith('/api/v2/conversations/'));
const listReads = () => requestsTo(h.sim, '/api/v2/conversations');

const activated = async (event: string, parameters = {}, version = 1.2) =>
	await activatedTrigger(h.sim, { event, ...parameters }, 'default', version);

/** A Conversation operation of version 2, which must succeed: its items. */
async function conversation(operation: string, parameters: INodeParameters) {
	const run = await runV2(h.sim, parametersFor(`conversation:${operation}`, parameters));
	expect(run.error).toBeUndefined();
	return run.items;
}

/** A write of version 2 into the conversation, a second after the last activity. */
async function write(operation: 'reply' | 'sendMessage', extra: INodeParameters = {}) {
	h.sim.clock.advance(1000);
	const parameters =
		operation === 'reply'
			? { message: 'Thanks, we are on it.', conversationId: byId(conversationId) }
			: {
					agent: byId(AGENT),
					question: 'Forwarded from the help desk',
					options: { conversationId: byId(conversationId) },
				};
	await conversation(operation, { ...parameters, ...extra });
}

/** Someone else writes in the conversation, a second after the last activity. */
function message(kind: 'visitor' | 'bot' | 'agent') {
	h.sim.clock.advance(1000);
	return h.sim.addActivity({ conversationId, kind });
}

describe('a flow that writes back does not trigger itself', () => {
	it.each([
		['newActivity', 'visitor', 'reply'],
		['newAgentMessage', 'agent', 'reply'],
		['newActivity', 'visitor', 'sendMessage'],
		['newVisitorMessage', 'visitor', 'sendMessage'],
		['newBotMessage', 'bot', 'sendMessage'],
	] as const)('%s: the %s message fires once, then %s never', async (event, kind, operation) => {
		const trigger = await activated(event);
		message(kind);
		expect(emittedIds(await trigger.poll())).toEqual([conversationId]);

		await write(operation);
		h.sim.clearRequests();
		expect(await trigger.poll()).toBeNull();
		// The list said the conversation moved; its messages said by whom: one read each.
		expect(listReads()).toHaveLength(1);
		expect(detailReads()).toHaveLength(1);

		// Polls after that are idle again: one request each.
		h.sim.clearRequests();
		for (let poll = 0; poll < 3; poll++) expect(await trigger.poll()).toBeNull();
		expect(h.sim.requests).toHaveLength(3);
	});

	it('New Conversation: neither one Send Message started nor a message in an existing one fires; one a visitor started does, once', async () => {
		const trigger = await activated('newConversation');
		h.sim.clock.advance(1000);
		await conversation('sendMessage', { agent: byId(AGENT), question: 'Hi' });
		message('visitor');
		expect(await trigger.poll()).toBeNull();
		const started = newConversations(h.sim, AGENT);
		expect(emittedIds(await trigger.poll())).toEqual(started);
		expect(await trigger.poll()).toBeNull();
	});

	it('Send Typing Indicator moves nothing: no poll sees it', async () => {
		const trigger = await activated('newActivity');
		h.sim.clock.advance(1000);
		const typing = { conversationId: byId(conversationId), isTyping: true };
		await conversation('sendTypingIndicator', typing);
		h.sim.clearRequests();
		expect(await trigger.poll()).toBeNull();
		expect(h.sim.requests).toHaveLength(1);
	});
});

/** What happens in the conversation, in order: messages of others, writes of the flow (version 2), polls. */
const steps = {
	visitor: () => message('visitor'),
	AI: () => message('bot'),
	'human agent': () => message('agent'),
	reply: () => write('reply'),
	'Send Message': () => write('sendMessage'),
	// An image URL carries no tag.
	'image reply': () =>
		write('reply', { message: 'https://x.test/map.png', options: { messageType: 'IMAGE' } }),
	'visitor tagged by another n8n': () => {
		message('visitor');
		const [last] = h.sim.store.messagesOf(conversationId).slice(-1);
		last.content = tagAsSentByN8n('From the staging n8n', {
			instanceId: 'another-instance',
			workflowId: 'test',
		});
	},
};
type Step = keyof typeof steps | 'poll: nothing' | 'poll: fires';

describe('what still fires, once', () => {
	it.each<[string, Step[], string?, number?]>([
		['a visitor message and the reply between two polls', ['visitor', 'reply']],
		['a second visitor message', ['visitor', 'poll: fires', 'reply', 'poll: nothing', 'visitor']],
		['a human agent writing after the reply', ['reply', 'poll: nothing', 'human agent']],
		[
			'the AI answering a visitor (New Agent Answer)',
			['Send Message', 'poll: nothing', 'visitor', 'AI'],
			'newBotMessage',
		],
		['an image reply: the README names the event that is safe from loops', ['image reply']],
		['a message tagged by another n8n', ['visitor tagged by another n8n'], 'newVisitorMessage'],
		['the reply, to a trigger saved before 1.2', ['reply'], 'newActivity', 1.1],
	])('%s', async (_, story, event = 'newActivity', version = 1.2) => {
		const trigger = await activated(event, {}, version);
		for (const step of story) {
			if (step === 'poll: nothing') expect(await trigger.poll()).toBeNull();
			else if (step === 'poll: fires')
				expect(emittedIds(await trigger.poll())).toEqual([conversationId]);
			else await steps[step]();
		}
		const items = await trigger.poll();
		expect(emittedIds(items)).toEqual([conversationId]);
		const { lastMessageDate } = h.sim.store.conversations.get(conversationId)!;
		expect(items![0].json.lastMessageDate).toBe(lastMessageDate);
		expect(await trigger.poll()).toBeNull();
	});

	it('with Options > Include Own Messages, the reply fires, and no conversation is read', async () => {
		const trigger = await activated('newActivity', { options: { includeOwnWrites: true } });
		await write('reply');
		h.sim.clearRequests();
		expect(emittedIds(await trigger.poll())).toEqual([conversationId]);
		expect(detailReads()).toHaveLength(0);
	});
});

describe('reading the messages', () => {
	it('a conversation deleted before its messages are read is not emitted, and the cursor moves on', async () => {
		const trigger = await activated('newActivity');
		message('visitor');
		h.sim.onRequest((request) => {
			if (request.path === `/api/v2/conversations/${conversationId}`) {
				h.sim.store.conversations.delete(conversationId);
			}
		});
		expect(await trigger.poll()).toBeNull();
		h.sim.onRequest(null);
		h.sim.clearRequests();
		expect(await trigger.poll()).toBeNull();
		expect(h.sim.requests).toHaveLength(1);
	});

	it('a failed read of the messages fails the poll and moves nothing; the next poll emits', async () => {
		const trigger = await activated('newActivity');
		message('visitor');
		const cursor = JSON.stringify(trigger.cursor);
		const path = `/api/v2/conversations/${conversationId}`;
		h.sim.injectFault({ path, fault: { kind: 'status', status: 500 }, times: 1 });
		expect(await trigger.poll()).toBeNull();
		expect(JSON.stringify(trigger.cursor)).toBe(cursor);
		expect(emittedIds(await trigger.poll())).toEqual([conversationId]);
	});

	it('Conversation > Get shows a message the node sent as it was written, without the tag', async () => {
		await write('reply');
		const [read] = await conversation('get', { conversationId: byId(conversationId) });
		const messages = read.json.messages as Array<{ content: string }>;
		expect(messages[messages.length - 1].content).toBe('Thanks, we are on it.');
	});
});
