/**
 * The format of a streamed answer (`streaming: true`), in the default framing. Every framing of every streamed
 * route (reply, scrape, v2 send message) is read through the nodes: test/nodes/v1/chatbot.test.ts,
 * test/nodes/v1/website.test.ts, test/nodes/v2/conversationMessages.test.ts.
 */
import { answerFor, SEED, type StreamFraming } from '../index';
import { readStream, useSimulator } from '../testHelpers';

const QUESTION = 'How do I change my plan?';
const ANSWER = answerFor(QUESTION, 'Support Bot');
const body = { question: QUESTION, chatbotId: SEED.chatbots.support, streaming: true };

describe('streamed answers', () => {
	const h = useSimulator();

	it('sse, the default: `data:` events of a few words each, then [DONE], written one by one', async () => {
		const res = await readStream(h.api, '/api/aibot/reply', body);
		expect(res.status).toBe(200);
		expect(res.headers['content-type']).toBe('text/event-stream');
		expect(res.headers['transfer-encoding']).toBe('chunked');
		const events = res.text.split('\n\n');
		expect(events.splice(-2)).toEqual(['data: [DONE]', '']);
		const pieces = events.map((event) => JSON.parse(event.slice('data: '.length)));
		const [asked, answered] = [...h.sim.store.chats.get(pieces[0].chatId)!.messages];
		expect([asked.content, answered.content]).toEqual([QUESTION, ANSWER]);
		for (const piece of pieces)
			expect(piece).toEqual({
				chatId: pieces[0].chatId,
				messageId: answered.id,
				text: expect.any(String),
			});
		expect(pieces.map((piece) => piece.text).join('')).toBe(ANSWER);
		expect(res.chunks.length).toBeGreaterThan(5);
	});

	it('a streamed request that breaks a rule is answered with a JSON error, not a stream', async () => {
		const res = await h.api.post('/api/aibot/reply', { ...body, question: '' });
		expect(res.status).toBe(400);
		expect(res.headers['content-type']).toBe('application/json');
	});

	it('refuses a framing it does not know', () => {
		expect(() => h.sim.setStreamFraming('xml' as StreamFraming)).toThrow('framing must be one of');
	});
});
