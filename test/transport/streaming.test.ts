import type { StreamFraming } from '../simulator';
import { answerFor, SEED } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';
import { probe } from './probe';

const h = useSimulator();

const question = 'How do I reset my password?';
const expected = answerFor(question, 'Support Bot');
const reply = { mode: 'stream' as const, method: 'POST', path: '/api/aibot/reply' };
const body = { question, chatbotId: SEED.chatbots.support, streaming: true };

describe('a streamed reply is read whole, in every framing', () => {
	it.each<[StreamFraming, string]>([
		['sse', 'sse'],
		['ndjson', 'jsonLines'],
		['jsonl', 'jsonLines'],
		['json', 'json'],
		['text', 'text'],
	])('%s', async (framing, readAs) => {
		h.sim.setStreamFraming(framing);
		const { items, error } = await probe(h.sim, { ...reply, body });
		expect(error).toBeUndefined();
		const {
			framing: seen,
			text,
			pieces,
			chunks,
		} = items[0].json as {
			framing: string;
			text: string;
			pieces: string[];
			chunks: string[];
		};
		expect(seen).toBe(readAs);
		expect(text).toBe(expected);
		expect(pieces.join('')).toBe(expected);
		expect(chunks.length).toBeGreaterThan(1);
		if (framing !== 'json') expect(pieces.length).toBeGreaterThan(1);
	});

	it('the SSE [DONE] line ends the answer and is not part of it', async () => {
		h.sim.setStreamFraming('sse');
		const { items } = await probe(h.sim, { ...reply, body });
		const { chunks, text } = items[0].json as { chunks: string[]; text: string };
		expect(chunks.join('')).toContain('data: [DONE]');
		expect(text).not.toContain('[DONE]');
	});
});
