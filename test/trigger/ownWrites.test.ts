/**
 * Trigger 1.2 leaves out what the LiveChatAI node of the same n8n wrote: a flow "trigger → write back" never
 * triggers itself. The writes go through version 2 in n8n-core's real engine, the polls through its real
 * PollContext, both against the simulator over HTTP.
 */
import { tagAsSentByN8n } from '../../nodes/LiveChatAi/shared/conversations/sentByN8n';
import { byId, runLiveChatAi } from '../harness/liveChatAi';
import { emittedIds, TriggerHarness } from '../harness/pollTrigger';
import { SEED } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';

const h = useSimulator();

const AGENT = SEED.agents.support;
const conversationId = SEED.conversations.tiedOlder[0];
const detailReads = () =>
	h.sim.requests.filter((request) => request.path.startsWith('/api/v2/conversations/'));
const listReads = () =>
	h.sim.requests.filter((request) => request.path === '/api/v2/conversations');

async function activated(event: string, parameters: Record<string, unknown> = {}, version = 1.2) {
	const trigger = { chatbot: byId(AGENT), event, ...parameters };
	return await TriggerHarness.activated(h.sim, trigger, 'default', version);
}

function visitorWrites(id = conversationId) {
	h.sim.clock.advance(1000);
	return h.sim.addActivity({ conversationId: id, kind: 'visitor' });
}

async function write(operation: 'reply' | 'sendMessage', extra: Record<string, unknown> = {}) {
	h.sim.clock.advance(1000);
	const parameters =
		operation === 'reply'
			? { message: 'Thanks, we are on it.', conversationId: byId(conversationId) }
			: {
					agent: byId(AGENT),
					question: 'Forwarded from the help desk',
					options: { conversationId: byId(conversationId) },
				};
	const { error } = await runLiveChatAi(
		h.sim,
		{ resource: 'conversation', operation, ...parameters, ...extra },
		{ typeVersion: 2 },
	);
	expect(error).toBeUndefined();
}

describe('a flow that writes back does not trigger itself', () => {
	it.each([
		['newActivity', 'reply'],
		['newAgentMessage', 'reply'],
		['newActivity', 'sendMessage'],
		['newVisitorMessage', 'sendMessage'],
		['newBotMessage', 'sendMessage'],
	] as const)(
		'%s with %s: the visitor message fires once, the write never',
		async (event, operation) => {
			const trigger = await activated(event);
			if (event === 'newAgentMessage') h.sim.addActivity({ conversationId, kind: 'agent' });
			else if (event === 'newBotMessage') h.sim.addActivity({ conversationId, kind: 'bot' });
			else visitorWrites();
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
		},
	);

	it('a second visitor message later fires exactly once more', async () => {
		const trigger = await activated('newActivity');
		visitorWrites();
		expect(emittedIds(await trigger.poll())).toEqual([conversationId]);
		await write('reply');
		expect(await trigger.poll()).toBeNull();
		const again = visitorWrites();
		const items = await trigger.poll();
		expect(emittedIds(items)).toEqual([conversationId]);
		expect(items![0].json.lastMessageDate).toBe(again.lastMessageDate);
		await write('reply');
		expect(await trigger.poll()).toBeNull();
	});

	it('a visitor message and the reply between two polls: the conversation fires once', async () => {
		const trigger = await activated('newActivity');
		visitorWrites();
		await write('reply');
		expect(emittedIds(await trigger.poll())).toEqual([conversationId]);
		expect(await trigger.poll()).toBeNull();
	});

	it('a human agent writing in the inbox after the reply still fires', async () => {
		const trigger = await activated('newActivity');
		await write('reply');
		expect(await trigger.poll()).toBeNull();
		h.sim.clock.advance(1000);
		h.sim.addActivity({ conversationId, kind: 'agent' });
		expect(emittedIds(await trigger.poll())).toEqual([conversationId]);
	});

	it('the AI answering a real visitor fires New Agent Answer, its answer to Send Message does not', async () => {
		const trigger = await activated('newBotMessage');
		await write('sendMessage');
		expect(await trigger.poll()).toBeNull();
		h.sim.clock.advance(1000);
		h.sim.addActivity({ conversationId, kind: 'visitor' });
		h.sim.addActivity({ conversationId, kind: 'bot' });
		expect(emittedIds(await trigger.poll())).toEqual([conversationId]);
	});

	it('New Conversation: one that Send Message started does not fire, one a visitor started does', async () => {
		const trigger = await activated('newConversation');
		h.sim.clock.advance(1000);
		await runLiveChatAi(
			h.sim,
			{ resource: 'conversation', operation: 'sendMessage', agent: byId(AGENT), question: 'Hi' },
			{ typeVersion: 2 },
		);
		expect(await trigger.poll()).toBeNull();
		h.sim.clock.advance(1000);
		const started = h.sim.addActivity({ agentId: AGENT, kind: 'visitor' });
		expect(emittedIds(await trigger.poll())).toEqual([started.id]);
	});

	it('Send Typing Indicator moves nothing: no poll sees it', async () => {
		const trigger = await activated('newActivity');
		h.sim.clock.advance(1000);
		const typing = { conversationId: byId(conversationId), isTyping: true };
		await runLiveChatAi(
			h.sim,
			{ resource: 'conversation', operation: 'sendTypingIndicator', ...typing },
			{ typeVersion: 2 },
		);
		h.sim.clearRequests();
		expect(await trigger.poll()).toBeNull();
		expect(h.sim.requests).toHaveLength(1);
	});
});

describe('what still fires', () => {
	it('with Options > Include Own Messages, the reply fires, and no conversation is read', async () => {
		const trigger = await activated('newActivity', { options: { includeOwnWrites: true } });
		await write('reply');
		h.sim.clearRequests();
		expect(emittedIds(await trigger.poll())).toEqual([conversationId]);
		expect(detailReads()).toHaveLength(0);
	});

	it('a trigger saved before 1.2 fires on the reply as it did', async () => {
		const trigger = await activated('newActivity', {}, 1.1);
		await write('reply');
		expect(emittedIds(await trigger.poll())).toEqual([conversationId]);
	});

	it('a message tagged by another n8n fires', async () => {
		const trigger = await activated('newVisitorMessage');
		visitorWrites();
		const [message] = h.sim.store.messagesOf(conversationId).slice(-1);
		message.content = tagAsSentByN8n('From the staging n8n', 'another-instance');
		expect(emittedIds(await trigger.poll())).toEqual([conversationId]);
	});

	it('an image reply carries no tag (a URL) and fires: the README names the loop-safe event', async () => {
		const trigger = await activated('newActivity');
		await write('reply', {
			message: 'https://example.com/map.png',
			options: { messageType: 'IMAGE' },
		});
		expect(emittedIds(await trigger.poll())).toEqual([conversationId]);
	});
});

describe('reading the messages', () => {
	it('a conversation deleted before its messages are read is not emitted, and the mark moves on', async () => {
		const trigger = await activated('newActivity');
		visitorWrites();
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
		visitorWrites();
		const cursor = JSON.stringify(trigger.cursor);
		const path = `/api/v2/conversations/${conversationId}`;
		h.sim.injectFault({ path, fault: { kind: 'status', status: 500 }, times: 1 });
		expect(await trigger.poll()).toBeNull();
		expect(JSON.stringify(trigger.cursor)).toBe(cursor);
		expect(emittedIds(await trigger.poll())).toEqual([conversationId]);
	});

	it('Conversation > Get shows a message the node sent as it was written, without the tag', async () => {
		await write('reply');
		const { items } = await runLiveChatAi(
			h.sim,
			{ resource: 'conversation', operation: 'get', conversationId: byId(conversationId) },
			{ typeVersion: 2 },
		);
		const messages = items[0].json.messages as Array<{ content: string }>;
		expect(messages[messages.length - 1].content).toBe('Thanks, we are on it.');
	});
});
