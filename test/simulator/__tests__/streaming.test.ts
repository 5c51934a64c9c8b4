import { answerFor, SEED, type StreamFraming } from '../index';
import { readStream, useSimulator } from '../testHelpers';

const support = SEED.chatbots.support;
const QUESTION = 'How do I change my plan?';
const ANSWER = answerFor(QUESTION, 'Support Bot');

function sseValues(text: string): string[] {
	expect(text.endsWith('data: [DONE]\n\n')).toBe(true);
	const events = text.split('\n\n').filter((e) => e !== '');
	for (const e of events) expect(e.startsWith('data: ')).toBe(true);
	return events.map((e) => e.slice('data: '.length));
}

function lines(text: string): string[] {
	expect(text.endsWith('\n')).toBe(true);
	return text.slice(0, -1).split('\n');
}

describe('streamed reply and scrape', () => {
	const h = useSimulator();
	const reply = async (framing?: StreamFraming) => {
		if (framing) h.sim.setStreamFraming(framing);
		return readStream(h.api, '/api/aibot/reply', {
			question: QUESTION,
			chatbotId: support,
			streaming: true,
		});
	};

	it('sse is the default: data: lines with {chatId, messageId, text}, then [DONE]', async () => {
		const res = await reply();
		expect(res.status).toBe(200);
		expect(res.headers['content-type']).toBe('text/event-stream');
		expect(res.headers['transfer-encoding']).toBe('chunked');
		const values = sseValues(res.text);
		expect(values[values.length - 1]).toBe('[DONE]');
		const pieces = values.slice(0, -1).map((v) => JSON.parse(v));
		expect(pieces.length).toBeGreaterThan(5);
		const chatId = pieces[0].chatId;
		const messages = h.sim.store.chats.get(chatId)!.messages;
		const messageId = messages[1].id;
		for (const p of pieces) expect(p).toEqual({ chatId, messageId, text: expect.any(String) });
		expect(pieces.map((p) => p.text).join('')).toBe(ANSWER);
		expect(res.chunks.length).toBeGreaterThan(2);
		expect(messages.map((m) => m.content)).toEqual([QUESTION, ANSWER]);
	});

	it.each([
		['ndjson', 'application/x-ndjson'],
		['jsonl', 'application/jsonl'],
	] as Array<[StreamFraming, string]>)(
		'%s: one JSON value a line, no [DONE]',
		async (framing, type) => {
			const res = await reply(framing);
			expect(res.headers['content-type']).toBe(type);
			expect(res.text).not.toContain('[DONE]');
			const pieces = lines(res.text).map((l) => JSON.parse(l));
			expect(pieces.map((p) => p.text).join('')).toBe(ANSWER);
			expect(h.sim.store.chats.get(pieces[0].chatId)?.messages).toHaveLength(2);
		},
	);

	it('json: one document written in several pieces', async () => {
		const res = await reply('json');
		expect(res.headers['content-type']).toBe('application/json');
		const doc = JSON.parse(res.text);
		expect(doc).toEqual({
			chatId: expect.any(String),
			answer: ANSWER,
			messageId: expect.any(String),
		});
		expect(res.chunks.length).toBeGreaterThan(1);
		expect(h.sim.store.chats.get(doc.chatId)?.messages[1].id).toBe(doc.messageId);
	});

	it('text: the raw answer in chunks, chat id in X-Chat-Id, message id in X-Message-Id', async () => {
		const res = await reply('text');
		expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
		expect(res.text).toBe(ANSWER);
		const chatId = res.headers['x-chat-id'] as string;
		const messages = h.sim.store.chats.get(chatId)!.messages;
		expect(messages.map((m) => m.content)).toEqual([QUESTION, ANSWER]);
		expect(res.headers['x-message-id']).toBe(messages[1].id);
		expect(res.chunks.length).toBeGreaterThan(2);
	});

	it('a streamed reply continues a chat given by chatId', async () => {
		h.sim.setStreamFraming('ndjson');
		const res = await readStream(h.api, '/api/aibot/reply', {
			question: 'More?',
			chatbotId: support,
			chatId: SEED.chats.support,
			streaming: true,
		});
		expect(JSON.parse(lines(res.text)[0]).chatId).toBe(SEED.chats.support);
		expect(h.sim.store.chats.get(SEED.chats.support)?.messages).toHaveLength(8);
	});

	it('validation errors of a streamed request are plain JSON errors', async () => {
		const res = await h.api.post('/api/aibot/reply', { chatbotId: support, streaming: true });
		expect(res.status).toBe(400);
		expect(res.headers['content-type']).toBe('application/json');
		expect(res.data.message).toBe('question is required');
	});

	describe('scrape', () => {
		const site = 'https://www.example.net';
		const scrape = async (framing: StreamFraming) => {
			h.sim.setStreamFraming(framing);
			return readStream(h.api, '/api/aibot/scrape', { url: site, limit: 25, streaming: true });
		};
		let links: string[];
		beforeEach(async () => {
			links = (await h.api.post('/api/aibot/scrape', { url: site, limit: 25 })).data.links;
			expect(links).toHaveLength(25);
		});

		it('sse', async () => {
			const res = await scrape('sse');
			expect(res.headers['content-type']).toBe('text/event-stream');
			const values = sseValues(res.text);
			expect(values.slice(0, -1).map((v) => JSON.parse(v))).toEqual(
				links.map((link) => ({ link })),
			);
			expect(res.chunks.length).toBeGreaterThan(1);
		});

		it.each(['ndjson', 'jsonl'] as StreamFraming[])('%s', async (framing) => {
			const res = await scrape(framing);
			expect(lines(res.text).map((l) => JSON.parse(l))).toEqual(links.map((link) => ({ link })));
		});

		it('json', async () => {
			const res = await scrape('json');
			expect(JSON.parse(res.text)).toEqual({ links, total: 25 });
		});

		it('text: one link a line', async () => {
			const res = await scrape('text');
			expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
			expect(lines(res.text)).toEqual(links);
		});
	});

	it('setStreamFraming rejects an unknown framing', () => {
		expect(() => h.sim.setStreamFraming('xml' as StreamFraming)).toThrow('unknown stream framing');
	});
});
