import type { StreamFraming } from '../../simulator';
import { answerFor, SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { byId, runLiveChatAi } from '../../harness/liveChatAi';

const h = useSimulator();

const chatbot = (operation: string, parameters: Record<string, unknown> = {}) => ({
	resource: 'chatbot',
	operation,
	...parameters,
});

describe('Chatbot > Create', () => {
	it('posts name and live chat flag and outputs the created chatbot', async () => {
		const { items, error } = await runLiveChatAi(
			h.sim,
			chatbot('create', { name: 'FAQ Bot', isLiveChatEnabled: true }),
		);
		expect(error).toBeUndefined();
		expect(h.sim.requests).toHaveLength(1);
		expect(h.sim.requests[0]).toMatchObject({
			method: 'POST',
			path: '/api/aibot/create',
			body: { name: 'FAQ Bot', isLiveChatEnabled: true },
		});
		expect(h.sim.requests[0].headers.authorization).toBe(`Bearer ${h.sim.apiKey}`);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ name: 'FAQ Bot', isLiveChatEnabled: true });
		expect(items[0].pairedItem).toEqual({ item: 0 });
	});
});

describe('Chatbot > Get Many', () => {
	it('outputs one item per chatbot of the account', async () => {
		const { items } = await runLiveChatAi(h.sim, chatbot('getMany', { returnAll: true }));
		expect(h.sim.requests[0]).toMatchObject({ method: 'GET', path: '/api/aibot/list' });
		const ids = items.map((item) => item.json.chatbotId ?? item.json.id);
		expect(ids).toEqual(
			expect.arrayContaining([SEED.chatbots.support, SEED.chatbots.sales, SEED.chatbots.docs]),
		);
		expect(ids).not.toContain(SEED.chatbots.other);
		expect(items.every((item) => (item.pairedItem as { item: number }).item === 0)).toBe(true);
	});
});

describe('Chatbot > Get', () => {
	it('sends chatbotId and the full-page slug as query parameters', async () => {
		const { items } = await runLiveChatAi(
			h.sim,
			chatbot('get', { chatbot: byId(SEED.chatbots.docs), options: { slug: SEED.docsSlug } }),
		);
		expect(h.sim.requests[0]).toMatchObject({
			method: 'GET',
			path: '/api/aibot/detail',
			query: { chatbotId: SEED.chatbots.docs, slug: SEED.docsSlug },
		});
		expect(JSON.stringify(items[0].json)).toContain('Docs Helper');
	});
});

describe('Chatbot > Delete', () => {
	it('deletes by chatbotId and outputs deleted: true', async () => {
		const { items } = await runLiveChatAi(
			h.sim,
			chatbot('delete', { chatbot: byId(SEED.chatbots.docs) }),
		);
		expect(h.sim.requests[0]).toMatchObject({
			method: 'DELETE',
			path: '/api/aibot/delete',
			query: { chatbotId: SEED.chatbots.docs },
		});
		expect(items[0].json).toEqual({ deleted: true, chatbotId: SEED.chatbots.docs });
	});
});

describe('Chatbot > Get Chat Count and Get Message Count', () => {
	it.each([
		['getChatCount', '/api/aibot/counts/chat'],
		['getMessageCount', '/api/aibot/counts/messages'],
	])('%s reads %s for the chatbot', async (operation, path) => {
		const { items } = await runLiveChatAi(
			h.sim,
			chatbot(operation, { chatbot: byId(SEED.chatbots.support) }),
		);
		expect(h.sim.requests[0]).toMatchObject({
			method: 'GET',
			path,
			query: { chatbotId: SEED.chatbots.support },
		});
		expect(items[0].json.count).toEqual(expect.any(Number));
		expect(items[0].json.count as number).toBeGreaterThan(0);
	});
});

describe('Chatbot > Send Message', () => {
	const question = 'Do you ship to Norway?';
	const answer = answerFor(question, 'Support Bot');
	const send = (options: Record<string, unknown> = {}) =>
		chatbot('sendMessage', { chatbot: byId(SEED.chatbots.support), question, options });

	it('posts the question and outputs the reply as returned', async () => {
		const { items, error } = await runLiveChatAi(h.sim, send());
		expect(error).toBeUndefined();
		expect(h.sim.requests[0]).toMatchObject({ method: 'POST', path: '/api/aibot/reply' });
		expect(h.sim.requests[0].body).toEqual({ question, chatbotId: SEED.chatbots.support });
		expect(items[0].json).toMatchObject({ answer, chatId: expect.any(String) });
	});

	it('continues a chat session with Chat ID', async () => {
		const first = await runLiveChatAi(h.sim, send());
		const chatId = first.items[0].json.chatId as string;
		await runLiveChatAi(h.sim, send({ chatId }));
		expect(h.sim.requests[1].body).toEqual({ question, chatbotId: SEED.chatbots.support, chatId });
		expect(h.sim.store.chats.get(chatId)?.messages).toHaveLength(4);
	});

	it.each<StreamFraming>(['sse', 'ndjson', 'jsonl', 'json', 'text'])(
		'with Stream Response, reads a %s stream into one item with the whole answer, the chat and message ids',
		async (framing) => {
			h.sim.setStreamFraming(framing);
			const { items, error } = await runLiveChatAi(
				h.sim,
				send({ streaming: true, includeChunks: true }),
			);
			expect(error).toBeUndefined();
			expect(h.sim.requests[0].body).toEqual({
				question,
				chatbotId: SEED.chatbots.support,
				streaming: true,
			});
			const seededChats: string[] = Object.values(SEED.chats);
			const [chatId] = [...h.sim.store.chats.keys()].filter((id) => !seededChats.includes(id));
			expect(items).toHaveLength(1);
			const messages = h.sim.store.chats.get(chatId)!.messages;
			// The answer's message, as the reply without streaming names it.
			const messageId = messages[messages.length - 1].id;
			expect(items[0].json).toEqual({ answer, chatId, messageId, chunks: expect.any(Array) });
			expect((items[0].json.chunks as string[]).length).toBeGreaterThan(1);
		},
	);

	it('forwards the answer piece by piece where n8n streams to the caller', async () => {
		const { items, chunks } = await runLiveChatAi(h.sim, send({ streaming: true }), {
			streaming: true,
		});
		expect(chunks[0]).toMatchObject({ type: 'begin', metadata: { itemIndex: 0 } });
		expect(chunks[chunks.length - 1].type).toBe('end');
		const pieces = chunks.filter((chunk) => chunk.type === 'item').map((chunk) => chunk.content);
		expect(pieces.length).toBeGreaterThan(1);
		expect(pieces.join('')).toBe(answer);
		expect(items[0].json.answer).toBe(answer);
	});

	it('tells the streaming caller when the stream breaks, and fails the item', async () => {
		h.sim.injectFault({ path: '/api/aibot/reply', fault: { kind: 'cutMidStream' } });
		const { chunks, error } = await runLiveChatAi(h.sim, send({ streaming: true }), {
			streaming: true,
		});
		expect(error?.message).toBe(
			'The connection to LiveChatAI was cut before the response was complete',
		);
		expect(chunks.map((chunk) => chunk.type)).toEqual(expect.arrayContaining(['begin', 'error']));
		expect(chunks.map((chunk) => chunk.type)).not.toContain('end');
	});
});
