/**
 * Version 2, Conversation resource, the messages: Send Message (with and without streaming) and Reply as Human
 * Agent, in a real workflow through n8n-core against the simulator's v2 API.
 */
import type { INodeParameters } from 'n8n-workflow';

import { byId } from '../../harness/liveChatAi';
import { sentByThisN8n } from '../../harness/sentByN8n';
import type { StreamFraming } from '../../simulator';
import { SEED, v2AnswerFor } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { eachExchange, parametersFor, runV2 } from './v2Operations';

const h = useSimulator();

const AGENT = SEED.agents.support;
const { latest } = SEED.conversations;
const question = 'Do you ship to Norway?';
// What LiveChatAI receives: the question with this n8n's invisible tag (the trigger leaves such writes out).
const sent = sentByThisN8n(question);
const answer = v2AnswerFor(sent, 'Support Bot', 'MARKDOWN');
const send = (options: INodeParameters = {}, parameters: INodeParameters = {}) =>
	parametersFor('conversation:sendMessage', {
		agent: byId(AGENT),
		question,
		options,
		...parameters,
	});

/** The question sent, its answer and their conversation, as the store holds them. */
function stored() {
	const asked = [...h.sim.store.messages.values()].filter((m) => m.content === sent).pop()!;
	const conversation = h.sim.store.conversations.get(asked.conversationId)!;
	const messages = h.sim.store.messagesOf(conversation.id);
	return { conversation, asked, answered: messages[messages.indexOf(asked) + 1] };
}

/** The output of an answer, with its ids as the store holds them. */
function answerItem(response = answer) {
	const { conversation, asked, answered } = stored();
	return {
		conversationId: conversation.id,
		contactId: conversation.contactId,
		response,
		messageId: asked.id,
		responseMessageId: answered.id,
		links: expect.arrayContaining([{ link: expect.any(String), type: 'WEBSITE' }]),
	};
}

// Every option: how the message is sent, and who the visitor is.
const how = { messageType: 'TEXT', responseFormat: 'PLAIN', integrationType: 'SLACK' };
const options = { ...how, ip: '203.0.113.7', country: 'NO' };
const picked = { __rl: true, mode: 'list', value: latest };
const image = 'https://example.com/broken-parcel.png';
const { bob } = SEED.contacts;
let contactsBefore = 0;
beforeEach(() => {
	contactsBefore = h.sim.store.contacts.size;
});

describe('Conversation > Send Message', () => {
	eachExchange({ h }, [
		{
			name: 'posts the question to the agent and outputs the answer with its ids and links',
			parameters: send(),
			request: 'POST /api/v2/conversations',
			body: { question: sent, agentId: AGENT },
			output: () => [answerItem()],
		},
		{
			name: 'sends every option under its API name, and continues the conversation picked',
			parameters: send({ ...options, conversationId: picked }),
			request: 'POST /api/v2/conversations',
			body: { question: sent, agentId: AGENT, ...options, conversationId: latest },
			output: () => [
				{ ...answerItem(v2AnswerFor(sent, 'Support Bot', 'PLAIN')), conversationId: latest },
			],
		},
		{
			name: 'leaves out a Conversation option added but left empty',
			parameters: send({ conversationId: { __rl: true, mode: 'list', value: '' } }),
			request: 'POST /api/v2/conversations',
			body: { question: sent, agentId: AGENT },
			output: () => [answerItem()],
		},
		{
			name: 'ties a new conversation to the contact given by Contact ID, and outputs that contact',
			parameters: send({ contactId: bob }),
			request: 'POST /api/v2/conversations',
			body: { question: sent, agentId: AGENT, contactId: bob },
			output: () => {
				expect(stored().conversation.contactId).toBe(bob);
				expect(h.sim.store.contacts.size).toBe(contactsBefore);
				return [answerItem()];
			},
		},
		{
			name: 'sends an image by its URL, without the tag, and outputs the answer to it',
			parameters: send({ messageType: 'IMAGE' }, { question: image }),
			request: 'POST /api/v2/conversations',
			body: { question: image, agentId: AGENT, messageType: 'IMAGE' },
			output: () => {
				const asked = [...h.sim.store.messages.values()].filter((m) => m.content === image).pop();
				expect(asked).toMatchObject({ role: 'user', type: 'IMAGE' });
				return [expect.objectContaining({ response: expect.any(String), messageId: asked!.id })];
			},
		},
	]);

	it.each<StreamFraming>(['sse', 'ndjson', 'jsonl', 'json', 'text'])(
		'with Stream Response, reads a %s stream into one item with the fields of the answer without streaming',
		async (framing) => {
			const plain = await runV2(h.sim, send());
			const links = plain.items[0].json.links as unknown[];
			expect(links.length).toBeGreaterThan(0);
			h.sim.reset();
			h.sim.setStreamFraming(framing);
			const { items, error } = await runV2(h.sim, send({ streaming: true, includeChunks: true }));
			expect(error).toBeUndefined();
			expect(h.sim.requests[0].body).toEqual({ question: sent, agentId: AGENT, streaming: true });
			expect(items).toHaveLength(1);
			expect(items[0].json).toEqual({
				...answerItem(),
				// A plain-text stream is the bare answer: its ids come in headers, its links nowhere.
				links: framing === 'text' ? [] : links,
				chunks: expect.any(Array),
			});
			expect((items[0].json.chunks as string[]).length).toBeGreaterThan(1);
		},
	);

	it.each<StreamFraming>(['sse', 'text'])(
		'with Stream Response (%s), sends Contact ID and outputs the conversation tied to that contact',
		async (framing) => {
			h.sim.setStreamFraming(framing);
			const { items, error } = await runV2(h.sim, send({ streaming: true, contactId: bob }));
			expect(error).toBeUndefined();
			expect(h.sim.requests[0].body).toMatchObject({ contactId: bob, streaming: true });
			expect(stored().conversation.contactId).toBe(bob);
			expect(items[0].json).toMatchObject({
				contactId: bob,
				conversationId: stored().conversation.id,
			});
		},
	);

	it('a Contact ID LiveChatAI does not know fails the item with its 404, and starts no conversation', async () => {
		const conversationsBefore = h.sim.store.conversations.size;
		const { error } = await runV2(h.sim, send({ contactId: 'ct_nobody' }));
		expect((error as { httpCode?: string }).httpCode).toBe('404');
		expect(error?.message).toContain('Contact not found');
		expect(h.sim.store.conversations.size).toBe(conversationsBefore);
	});

	it('forwards the answer piece by piece where n8n streams to the caller', async () => {
		const { items, chunks } = await runV2(h.sim, send({ streaming: true }), { streaming: true });
		expect(chunks[0]).toMatchObject({ type: 'begin', metadata: { itemIndex: 0 } });
		expect(chunks[chunks.length - 1].type).toBe('end');
		const pieces = chunks.filter((chunk) => chunk.type === 'item').map((chunk) => chunk.content);
		// The pieces making each item's whole answer: test/nodes/shared/concurrency.test.ts.
		expect(pieces.length).toBeGreaterThan(1);
		expect(items[0].json).not.toHaveProperty('chunks');
	});

	it('tells the streaming caller when the stream breaks, and fails the item', async () => {
		h.sim.injectFault({ path: '/api/v2/conversations', fault: { kind: 'cutMidStream' } });
		const { chunks, error } = await runV2(h.sim, send({ streaming: true }), { streaming: true });
		expect(error?.message).toBe(
			'The connection to LiveChatAI was cut before the response was complete',
		);
		expect(chunks.map((chunk) => chunk.type)).toEqual(expect.arrayContaining(['begin', 'error']));
		expect(chunks.map((chunk) => chunk.type)).not.toContain('end');
	});
});

describe('Conversation > Reply as Human Agent', () => {
	const text = 'Hi, Sam here. Let me check.';
	const path = `/api/v2/conversations/${latest}/reply`;
	const reply = (parameters: INodeParameters = {}) =>
		parametersFor('conversation:reply', {
			conversationId: byId(latest),
			message: text,
			...parameters,
		});
	/** The reply as the store holds it, written by `userId`, and the node's output of it. */
	function replied(userId: string) {
		const [message] = h.sim.store.messagesOf(latest).slice(-1);
		expect(message).toMatchObject({ role: 'agent', userId });
		// The text as the user wrote it: the output leaves the node's tag out.
		const shown = { id: message.id, sender: 'AGENT', type: 'TEXT', text };
		return [
			{ messageId: message.id, conversationId: latest, message: expect.objectContaining(shown) },
		];
	}

	eachExchange({ h }, [
		{
			name: 'posts the message as the human agent given and outputs the sent message',
			parameters: reply({ options: { userId: SEED.humanAgents.second } }),
			request: `POST ${path}`,
			body: { message: sentByThisN8n(text), messageType: 'TEXT', userId: SEED.humanAgents.second },
			output: () => replied(SEED.humanAgents.second),
		},
		{
			name: 'without User ID replies as the workspace owner',
			parameters: reply(),
			request: `POST ${path}`,
			body: { message: sentByThisN8n(text), messageType: 'TEXT' },
			output: () => replied(SEED.users.owner),
		},
		{
			name: 'with Message Type Image, posts the image by its URL, without the mark, and outputs the image message',
			parameters: reply({ message: image, options: { messageType: 'IMAGE' } }),
			request: `POST ${path}`,
			body: { message: image, messageType: 'IMAGE' },
			output: () => {
				const [message] = h.sim.store.messagesOf(latest).slice(-1);
				expect(message).toMatchObject({ role: 'agent', type: 'IMAGE', content: image });
				const shown = { id: message.id, sender: 'AGENT', type: 'IMAGE', text: image };
				return [
					{
						messageId: message.id,
						conversationId: latest,
						message: expect.objectContaining(shown),
					},
				];
			},
		},
	]);
});
