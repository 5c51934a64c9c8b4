import { answerFor, SEED } from '../index';
import { useSimulator } from '../testHelpers';

const support = SEED.chatbots.support;

describe('legacy chats: reply and chat detail', () => {
	const h = useSimulator();

	it('reply creates a chat, stores question and answer, and continues it with chatId', async () => {
		const first = await h.api.post('/api/aibot/reply', {
			question: 'Where is my order?',
			chatbotId: support,
		});
		expect(first.status).toBe(200);
		expect(first.data).toEqual({
			chatId: expect.any(String),
			answer: answerFor('Where is my order?', 'Support Bot'),
			messageId: expect.any(String),
		});
		expect(first.data.answer).toMatch(/^You asked: Where is my order\?\./);
		const chat = h.sim.store.chats.get(first.data.chatId);
		expect(chat?.messages.map((m) => [m.role, m.content])).toEqual([
			['user', 'Where is my order?'],
			['assistant', first.data.answer],
		]);
		expect(chat?.messages[1].id).toBe(first.data.messageId);

		const second = await h.api.post('/api/aibot/reply', {
			question: 'And the refund?',
			chatbotId: support,
			chatId: first.data.chatId,
			streaming: false,
		});
		expect(second.data.chatId).toBe(first.data.chatId);
		expect(h.sim.store.chats.get(first.data.chatId)?.messages).toHaveLength(4);

		const detail = await h.api.get('/api/aibot/chat/detail', {
			params: { chatId: first.data.chatId },
		});
		expect(detail.status).toBe(200);
		expect(detail.data).toMatchObject({
			id: first.data.chatId,
			chatbotId: support,
			createdAt: '2026-11-01T12:00:00.000Z',
		});
		expect(detail.data.messages.map((m: { role: string }) => m.role)).toEqual([
			'user',
			'assistant',
			'user',
			'assistant',
		]);
	});

	it('the answer is deterministic', async () => {
		const a = await h.api.post('/api/aibot/reply', { question: 'Same?', chatbotId: support });
		const b = await h.api.post('/api/aibot/reply', { question: 'Same?', chatbotId: support });
		expect(a.data.answer).toBe(b.data.answer);
		expect(a.data.chatId).not.toBe(b.data.chatId);
	});

	it.each([
		[{ chatbotId: support }, 400, 'question is required'],
		[{ question: '', chatbotId: support }, 400, 'question is required'],
		[{ question: 5, chatbotId: support }, 400, 'question must be a string'],
		[{ question: 'q' }, 400, 'chatbotId is required'],
		[{ question: 'q', chatbotId: support, streaming: 'yes' }, 400, 'streaming must be a boolean'],
		[{ question: 'q', chatbotId: support, chatId: 7 }, 400, 'chatId must be a string'],
		[{ question: 'q', chatbotId: 'bot_nope' }, 404, 'Chatbot not found'],
		[{ question: 'q', chatbotId: support, chatId: 'chat_nope' }, 404, 'Chat not found'],
		[{ question: 'q', chatbotId: support, chatId: SEED.chats.sales }, 404, 'Chat not found'],
	])('reply %j -> %i %s', async (body, status, message) => {
		const before = h.sim.store.chats.size;
		const res = await h.api.post('/api/aibot/reply', body);
		expect(res.status).toBe(status);
		expect(res.data.message).toBe(message);
		expect(h.sim.store.chats.size).toBe(before);
	});

	it('chat detail of a seeded chat; validation and 404', async () => {
		const res = await h.api.get('/api/aibot/chat/detail', {
			params: { chatId: SEED.chats.support },
		});
		expect(res.status).toBe(200);
		expect(res.data.messages).toHaveLength(6);
		expect(res.data.messages[0]).toEqual({
			id: expect.any(String),
			role: 'user',
			content: 'How do I reset my password?',
			createdAt: expect.any(String),
		});
		expect((await h.api.get('/api/aibot/chat/detail')).data.message).toBe('chatId is required');
		expect((await h.api.get('/api/aibot/chat/detail?chatId=chat_nope')).status).toBe(404);
		expect((await h.api.get(`/api/aibot/chat/detail?chatId=${SEED.chats.other}`)).status).toBe(404);
	});
});
