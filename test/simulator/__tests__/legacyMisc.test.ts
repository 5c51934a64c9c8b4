import { answerFor, SEED } from '../index';
import { useSimulator } from '../testHelpers';

const support = SEED.chatbots.support;

describe('legacy reply, scrape, chat detail, contact agents, counts', () => {
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

	it('scrape returns the internal links of the fake site, limit applies (default 100)', async () => {
		const res = await h.api.post('/api/aibot/scrape', {
			url: 'https://shop.example.com/some/page',
		});
		expect(res.status).toBe(200);
		expect(res.data.total).toBe(100);
		expect(res.data.links).toHaveLength(100);
		expect(res.data.links.slice(0, 3)).toEqual([
			'https://shop.example.com/',
			'https://shop.example.com/about',
			'https://shop.example.com/pricing',
		]);
		expect(res.data.links).toContain('https://shop.example.com/blog/post-1');
		const limited = await h.api.post('/api/aibot/scrape', {
			url: 'https://shop.example.com',
			limit: 5,
		});
		expect(limited.data).toEqual({ links: res.data.links.slice(0, 5), total: 5 });
		const huge = await h.api.post('/api/aibot/scrape', {
			sitemapUrl: 'http://docs.example.org/sitemap.xml',
			limit: 10000,
		});
		expect(huge.data.total).toBe(250);
		expect(huge.data.links[0]).toBe('http://docs.example.org/');
		expect(new Set(huge.data.links).size).toBe(250);
	});

	it.each([
		[{}, 'url or sitemapUrl is required'],
		[{ url: '' }, 'url or sitemapUrl is required'],
		[{ url: 'mailto:a@b.c' }, 'url must be an http(s) URL'],
		[{ sitemapUrl: 'nope' }, 'sitemapUrl must be an http(s) URL'],
		[{ url: 12 }, 'url must be a string'],
		[{ url: 'https://a.test', limit: 0 }, 'limit must be a positive integer'],
		[{ url: 'https://a.test', limit: 2.5 }, 'limit must be a positive integer'],
		[{ url: 'https://a.test', limit: '10' }, 'limit must be a positive integer'],
		[{ url: 'https://a.test', streaming: 1 }, 'streaming must be a boolean'],
	])('scrape validates %j', async (body, message) => {
		const res = await h.api.post('/api/aibot/scrape', body);
		expect(res.status).toBe(400);
		expect(res.data).toEqual({ status: 'error', message, code: 'validation_error' });
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

	it('contact agents lists every chatbot the contact talked to', async () => {
		const alice = await h.api.get('/api/aibot/contact/agent', {
			params: { contactId: SEED.contacts.alice },
		});
		expect(alice.status).toBe(200);
		expect(alice.data.data.map((b: { id: string }) => b.id)).toEqual([
			SEED.chatbots.support,
			SEED.chatbots.sales,
		]);
		const bob = await h.api.get('/api/aibot/contact/agent', {
			params: { contactId: SEED.contacts.bob },
		});
		expect(bob.data.data.map((b: { id: string }) => b.id)).toEqual([SEED.chatbots.support]);
		expect((await h.api.get('/api/aibot/contact/agent')).data.message).toBe(
			'contactId is required',
		);
		const unknown = await h.api.get('/api/aibot/contact/agent?contactId=ct_nope');
		expect(unknown.status).toBe(404);
		expect(unknown.data.message).toBe('Contact not found');
		expect(
			(await h.api.get(`/api/aibot/contact/agent?contactId=${SEED.contacts.other}`)).status,
		).toBe(404);
	});

	it('counts come from the stored chats and move with new replies', async () => {
		const chats = await h.api.get('/api/aibot/counts/chat', { params: { chatbotId: support } });
		expect(chats.data).toEqual({ chatbotId: support, count: 3 });
		const messages = await h.api.get('/api/aibot/counts/messages', {
			params: { chatbotId: support },
		});
		expect(messages.data).toEqual({ chatbotId: support, count: 6 + 2 + 4 });
		await h.api.post('/api/aibot/reply', { question: 'Hi', chatbotId: support });
		expect(
			(await h.api.get('/api/aibot/counts/chat', { params: { chatbotId: support } })).data.count,
		).toBe(4);
		expect(
			(await h.api.get('/api/aibot/counts/messages', { params: { chatbotId: support } })).data
				.count,
		).toBe(14);
		expect(
			(await h.api.get('/api/aibot/counts/chat', { params: { chatbotId: SEED.chatbots.docs } }))
				.data.count,
		).toBe(0);
		expect((await h.api.get('/api/aibot/counts/chat')).status).toBe(400);
		expect((await h.api.get('/api/aibot/counts/messages?chatbotId=bot_nope')).status).toBe(404);
	});
});
