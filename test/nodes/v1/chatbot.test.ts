/**
 * Version 1, Chatbot and Chat: what each operation sends and outputs, in a real workflow through n8n-core
 * against the simulator's legacy API. (A streaming caller and a broken stream, the same code in both versions:
 * test/nodes/v2/conversationMessages.test.ts; Get Chat Count and Get Message Count, the code of version 2's Agent
 * counts: test/nodes/v2/agent.test.ts; a legacy 404 failing the run with the service's message:
 * test/nodes/continueOnFail.test.ts.)
 */
import type { INodeParameters } from 'n8n-workflow';

import type { StreamFraming } from '../../simulator';
import { answerFor, SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { byId, runLiveChatAi } from '../../harness/liveChatAi';
import { answeredAgain, eachExchange } from '../v2/v2Operations';
import { v1Parameters } from '../validParameters';
import { V1 } from './operations';

const h = useSimulator();

const { support, docs } = SEED.chatbots;
const question = 'Do you ship to Norway?';
const answer = answerFor(question, 'Support Bot');
const send = (options: INodeParameters = {}) => v1Parameters('chatbot:sendMessage', { options });

eachExchange({ h, options: V1 }, [
	{
		name: 'Chatbot > Create posts the name and live chat flag, outputs the created chatbot',
		parameters: v1Parameters('chatbot:create', { isLiveChatEnabled: true }),
		request: 'POST /api/aibot/create',
		body: { name: 'FAQ Bot', isLiveChatEnabled: true },
		output: () => [expect.objectContaining({ name: 'FAQ Bot', isLiveChatEnabled: true })],
	},
	{
		name: "Chatbot > Get Many outputs the account's chatbots as listed, none of another account",
		parameters: v1Parameters('chatbot:getMany'),
		request: 'GET /api/aibot/list',
		output: async () => {
			const listed = await answeredAgain(h.sim, h.api, true);
			const ids = listed.map((bot) => bot.chatbotId ?? bot.id);
			expect(ids).toEqual(expect.arrayContaining([support, SEED.chatbots.sales, docs]));
			expect(ids).not.toContain(SEED.chatbots.other);
			return listed;
		},
	},
	{
		name: 'Chatbot > Get sends chatbotId and the full-page slug',
		parameters: v1Parameters('chatbot:get', {
			chatbot: byId(docs),
			options: { slug: SEED.docsSlug },
		}),
		request: 'GET /api/aibot/detail',
		query: { chatbotId: docs, slug: SEED.docsSlug },
		output: () => [expect.objectContaining({ chatbotId: docs, name: 'Docs Helper' })],
	},
	{
		name: 'Chatbot > Delete deletes by chatbotId and outputs deleted: true',
		parameters: v1Parameters('chatbot:delete', { chatbot: byId(docs) }),
		request: 'DELETE /api/aibot/delete',
		query: { chatbotId: docs },
		output: () => [{ deleted: true, chatbotId: docs }],
	},
	{
		name: 'Chatbot > Send Message posts the question and outputs the reply as returned',
		parameters: send(),
		request: 'POST /api/aibot/reply',
		body: { question, chatbotId: support },
		output: () => [expect.objectContaining({ answer, chatId: expect.any(String) })],
	},
	{
		name: 'Chat > Get reads chat/detail with the chatId trimmed and outputs the chat as returned',
		parameters: v1Parameters('chat:get', { chatId: ` ${SEED.chats.support} ` }),
		request: 'GET /api/aibot/chat/detail',
		query: { chatId: SEED.chats.support },
		output: () => {
			const chat = h.sim.store.chats.get(SEED.chats.support)!;
			expect(chat.messages).toHaveLength(6);
			const { createdAt, updatedAt } = chat;
			const messages = chat.messages.map((message) => ({ ...message }));
			const owners = { chatbotId: support, contactId: SEED.contacts.alice };
			return [{ id: SEED.chats.support, ...owners, messages, createdAt, updatedAt }];
		},
	},
]);

it('Chatbot > Send Message continues a chat session with Chat ID', async () => {
	const first = await runLiveChatAi(h.sim, send());
	const chatId = first.items[0].json.chatId as string;
	await runLiveChatAi(h.sim, send({ chatId }));
	expect(h.sim.requests[1].body).toEqual({ question, chatbotId: support, chatId });
	expect(h.sim.store.chats.get(chatId)?.messages).toHaveLength(4);
});

// The ids come in the streamed values, or (a plain-text stream) in headers.
it.each<[StreamFraming, boolean]>([
	['sse', true],
	['text', false],
])(
	'Chatbot > Send Message with Stream Response reads a %s stream into one item: the answer, the chat and message ids (Include Chunks: %s)',
	async (framing, includeChunks) => {
		h.sim.setStreamFraming(framing);
		const { items, error } = await runLiveChatAi(h.sim, send({ streaming: true, includeChunks }));
		expect(error).toBeUndefined();
		expect(h.sim.requests[0].body).toEqual({ question, chatbotId: support, streaming: true });
		const seededChats: string[] = Object.values(SEED.chats);
		const [chatId] = [...h.sim.store.chats.keys()].filter((id) => !seededChats.includes(id));
		const messages = h.sim.store.chats.get(chatId)!.messages;
		// The answer's message, as the reply without streaming names it.
		const messageId = messages[messages.length - 1].id;
		const chunks = includeChunks ? { chunks: expect.any(Array) } : {};
		expect(items).toEqual([
			{ json: { answer, chatId, messageId, ...chunks }, pairedItem: { item: 0 } },
		]);
		if (includeChunks) expect((items[0].json.chunks as string[]).length).toBeGreaterThan(1);
	},
);
