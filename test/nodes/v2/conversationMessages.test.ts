/**
 * Version 2, Conversation resource, the messages: Send Message (with and without streaming) and Reply as Human
 * Agent, in a real workflow through n8n-core against the simulator's v2 API.
 */
import type { INodeParameters } from 'n8n-workflow';

import { byId, runLiveChatAi } from '../../harness/liveChatAi';
import { sentByThisN8n } from '../../harness/sentByN8n';
import type { StreamFraming } from '../../simulator';
import { SEED, v2AnswerFor } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';

const h = useSimulator();

const v2 = { typeVersion: 2 };
const AGENT = SEED.agents.support;
const question = 'Do you ship to Norway?';
// What LiveChatAI receives: the question with this n8n's invisible tag (the trigger leaves such writes out).
const sent = sentByThisN8n(question);
const answer = v2AnswerFor(sent, 'Support Bot', 'MARKDOWN');
const send = (options: INodeParameters = {}, parameters: INodeParameters = {}) => ({
	resource: 'conversation',
	operation: 'sendMessage',
	agent: byId(AGENT),
	question,
	options,
	...parameters,
});

/** The conversation the run opened, and its question and answer as the store holds them. */
function opened(before: Set<string>) {
	const [id] = [...h.sim.store.conversations.keys()].filter((key) => !before.has(key));
	const conversation = h.sim.store.conversations.get(id)!;
	const [asked, answered] = h.sim.store.messagesOf(id).slice(-2);
	return { conversation, asked, answered };
}

describe('Conversation > Send Message', () => {
	it('posts the question to the agent and outputs the answer with its ids and links', async () => {
		const before = new Set(h.sim.store.conversations.keys());
		const { items, error } = await runLiveChatAi(h.sim, send(), v2);
		expect(error).toBeUndefined();
		expect(h.sim.requests[0]).toMatchObject({ method: 'POST', path: '/api/v2/conversations' });
		expect(h.sim.requests[0].body).toEqual({ question: sent, agentId: AGENT });
		const { conversation, asked, answered } = opened(before);
		expect(items).toEqual([
			{
				json: {
					conversationId: conversation.id,
					contactId: conversation.contactId,
					response: answer,
					messageId: asked.id,
					responseMessageId: answered.id,
					links: expect.arrayContaining([{ link: expect.any(String), type: 'WEBSITE' }]),
				},
				pairedItem: { item: 0 },
			},
		]);
	});

	it('sends every option under its API name, and continues the conversation picked', async () => {
		const options = {
			conversationId: { __rl: true, mode: 'list', value: SEED.conversations.latest },
			messageType: 'TEXT',
			responseFormat: 'PLAIN',
			integrationType: 'SLACK',
			ip: '203.0.113.7',
			country: 'NO',
		};
		const { items, error } = await runLiveChatAi(h.sim, send(options), v2);
		expect(error).toBeUndefined();
		expect(h.sim.requests[0].body).toEqual({
			question: sent,
			agentId: AGENT,
			conversationId: SEED.conversations.latest,
			messageType: 'TEXT',
			responseFormat: 'PLAIN',
			integrationType: 'SLACK',
			ip: '203.0.113.7',
			country: 'NO',
		});
		expect(items[0].json).toMatchObject({
			conversationId: SEED.conversations.latest,
			response: v2AnswerFor(sent, 'Support Bot', 'PLAIN'),
		});
	});

	it('leaves out a Conversation option added but left empty', async () => {
		const options = { conversationId: { __rl: true, mode: 'list', value: '' } };
		await runLiveChatAi(h.sim, send(options), v2);
		expect(h.sim.requests[0].body).toEqual({ question: sent, agentId: AGENT });
	});

	it.each<StreamFraming>(['sse', 'ndjson', 'jsonl', 'json', 'text'])(
		'with Stream Response, reads a %s stream into one item with the fields of the answer without streaming',
		async (framing) => {
			const plain = await runLiveChatAi(h.sim, send(), v2);
			const links = plain.items[0].json.links as unknown[];
			expect(links.length).toBeGreaterThan(0);
			h.sim.reset();
			h.sim.setStreamFraming(framing);
			const before = new Set(h.sim.store.conversations.keys());
			const { items, error } = await runLiveChatAi(
				h.sim,
				send({ streaming: true, includeChunks: true }),
				v2,
			);
			expect(error).toBeUndefined();
			expect(h.sim.requests[0].body).toEqual({ question: sent, agentId: AGENT, streaming: true });
			const { conversation, asked, answered } = opened(before);
			expect(items).toHaveLength(1);
			expect(items[0].json).toEqual({
				conversationId: conversation.id,
				contactId: conversation.contactId,
				response: answer,
				messageId: asked.id,
				responseMessageId: answered.id,
				// A plain-text stream is the bare answer: its ids come in headers, its links nowhere.
				links: framing === 'text' ? [] : links,
				chunks: expect.any(Array),
			});
			expect((items[0].json.chunks as string[]).length).toBeGreaterThan(1);
		},
	);

	it('forwards the answer piece by piece where n8n streams to the caller', async () => {
		const { items, chunks } = await runLiveChatAi(h.sim, send({ streaming: true }), {
			...v2,
			streaming: true,
		});
		expect(chunks[0]).toMatchObject({ type: 'begin', metadata: { itemIndex: 0 } });
		expect(chunks[chunks.length - 1].type).toBe('end');
		const pieces = chunks.filter((chunk) => chunk.type === 'item').map((chunk) => chunk.content);
		expect(pieces.length).toBeGreaterThan(1);
		expect(pieces.join('')).toBe(answer);
		expect(items[0].json.response).toBe(answer);
		expect(items[0].json).not.toHaveProperty('chunks');
	});

	it('tells the streaming caller when the stream breaks, and fails the item', async () => {
		h.sim.injectFault({ path: '/api/v2/conversations', fault: { kind: 'cutMidStream' } });
		const { chunks, error } = await runLiveChatAi(h.sim, send({ streaming: true }), {
			...v2,
			streaming: true,
		});
		expect(error?.message).toBe(
			'The connection to LiveChatAI was cut before the response was complete',
		);
		expect(chunks.map((chunk) => chunk.type)).toEqual(expect.arrayContaining(['begin', 'error']));
		expect(chunks.map((chunk) => chunk.type)).not.toContain('end');
	});

	it.each([
		['an empty Message', send({}, { question: '={{ "" }}' }), "'Message' is empty [item 0]"],
		[
			'an image Message that is no URL',
			send({ messageType: 'IMAGE' }),
			"'Message' is not an http(s) image URL [item 0]",
		],
		['an empty Agent', send({}, { agent: byId(' ') }), "'Agent' is empty [item 0]"],
	])('refuses %s before any request', async (_, parameters, message) => {
		const { error } = await runLiveChatAi(h.sim, parameters, v2);
		expect(error?.message).toBe(message);
		expect(h.sim.requests).toEqual([]);
	});

	it('sends an image by its URL', async () => {
		const image = 'https://example.com/broken-parcel.png';
		const { error } = await runLiveChatAi(
			h.sim,
			send({ messageType: 'IMAGE' }, { question: image }),
			v2,
		);
		expect(error).toBeUndefined();
		expect(h.sim.requests[0].body).toEqual({
			question: image,
			agentId: AGENT,
			messageType: 'IMAGE',
		});
	});

	it('with Continue On Fail, pairs the 404 of an unknown conversation with its item and goes on', async () => {
		const options = { conversationId: byId('={{ $json.conversationId }}') };
		const { items } = await runLiveChatAi(h.sim, send(options), {
			...v2,
			continueOnFail: true,
			input: [{ conversationId: 'conv_nope' }, { conversationId: SEED.conversations.latest }],
		});
		expect(items[0]).toEqual({
			json: { error: 'Conversation not found', message: expect.stringContaining('HTTP 404') },
			pairedItem: { item: 0 },
		});
		expect(items[1]).toMatchObject({
			json: { conversationId: SEED.conversations.latest, response: answer },
			pairedItem: { item: 1 },
		});
	});
});

describe('Conversation > Reply as Human Agent', () => {
	const reply = (parameters: Record<string, unknown> = {}) => ({
		resource: 'conversation',
		operation: 'reply',
		conversationId: byId(SEED.conversations.latest),
		message: 'Hi, Sam here. Let me check.',
		...parameters,
	});

	it('posts the message as the human agent and outputs the sent message', async () => {
		const options = { userId: SEED.humanAgents.second };
		const { items, error } = await runLiveChatAi(h.sim, reply({ options }), v2);
		expect(error).toBeUndefined();
		expect(h.sim.requests[0]).toMatchObject({
			method: 'POST',
			path: `/api/v2/conversations/${SEED.conversations.latest}/reply`,
		});
		expect(h.sim.requests[0].body).toEqual({
			message: sentByThisN8n('Hi, Sam here. Let me check.'),
			messageType: 'TEXT',
			userId: SEED.humanAgents.second,
		});
		const [stored] = h.sim.store.messagesOf(SEED.conversations.latest).slice(-1);
		expect(stored).toMatchObject({ role: 'agent', userId: SEED.humanAgents.second });
		expect(items).toEqual([
			{
				json: {
					messageId: stored.id,
					conversationId: SEED.conversations.latest,
					// The text as the user wrote it: the output leaves the node's tag out.
					message: expect.objectContaining({
						id: stored.id,
						sender: 'AGENT',
						type: 'TEXT',
						text: 'Hi, Sam here. Let me check.',
					}),
				},
				pairedItem: { item: 0 },
			},
		]);
	});

	it('without User ID replies as the workspace owner', async () => {
		await runLiveChatAi(h.sim, reply(), v2);
		expect(h.sim.requests[0].body).toEqual({
			message: sentByThisN8n('Hi, Sam here. Let me check.'),
			messageType: 'TEXT',
		});
		const [stored] = h.sim.store.messagesOf(SEED.conversations.latest).slice(-1);
		expect(stored.userId).toBe(SEED.users.owner);
	});

	it.each([
		['an empty Message', reply({ message: ' ' }), "'Message' is empty [item 0]"],
		[
			'an image Message that is no URL',
			reply({ options: { messageType: 'IMAGE' } }),
			"'Message' is not an http(s) image URL [item 0]",
		],
		[
			'an empty Conversation',
			reply({ conversationId: byId('={{ "" }}') }),
			"'Conversation' is empty [item 0]",
		],
	])('refuses %s before any request', async (_, parameters, message) => {
		const { error } = await runLiveChatAi(h.sim, parameters, v2);
		expect(error?.message).toBe(message);
		expect(h.sim.requests).toEqual([]);
	});

	it('an unknown human agent fails with the HTTP status and the service message', async () => {
		const { error } = await runLiveChatAi(h.sim, reply({ options: { userId: 'usr_nope' } }), v2);
		expect(error?.message).toBe('User not found');
		expect((error as { httpCode?: string }).httpCode).toBe('404');
	});
});
