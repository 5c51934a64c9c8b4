/**
 * A stream's closing event (`done: true`) that carries the whole answer besides the pieces before it (the form
 * `closingAnswer`): the answer comes out once, in both node versions and in the framings that have events (SSE,
 * JSON lines), and a streaming caller gets each part of it once.
 */
import type { INodeParameters } from 'n8n-workflow';

import { readStream } from '../../nodes/LiveChatAi/shared/transport/stream';
import { byId, runLiveChatAi } from '../harness/liveChatAi';
import { v1Parameters } from '../nodes/validParameters';
import { sentByThisN8n } from '../harness/sentByN8n';
import type { StreamFraming } from '../simulator';
import { answerFor, SEED, v2AnswerFor } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';

const h = useSimulator();

const question = 'Do you ship to Norway?';
const sse = (...values: unknown[]) => values.map((value) => `data: ${JSON.stringify(value)}\n\n`);
/** A body as the HTTP client hands it over: its chunks one after the other. */
async function* body(chunks: string[]) {
	yield* chunks;
}

describe('reading a stream', () => {
	it.each([
		['after pieces that make it', [{ text: 'Hello ' }, { text: 'world' }], ['Hello ', 'world']],
		['after pieces that make its start', [{ text: 'Hello ' }], ['Hello ', 'world']],
		['alone', [], ['Hello world']],
		['after pieces it does not start with', [{ text: 'Hi' }], ['Hi']],
	])('the closing event with the whole answer, %s: the answer once', async (_, pieces, sent) => {
		const forwarded: string[] = [];
		const closing = { done: true, response: 'Hello world', conversationId: 'conv_1' };
		const events = body([...sse(...pieces, closing), 'data: [DONE]\n\n']);
		const result = await readStream(events, 'text/event-stream', (piece) => forwarded.push(piece));
		expect(result.text).toBe('Hello world');
		expect(forwarded).toEqual(sent);
		expect(result.values).toHaveLength(pieces.length + 1);
	});

	it('a closing event shorter than the pieces before it is their last piece, added to them', async () => {
		const forwarded: string[] = [];
		const events = body(sse({ text: 'Hello ' }, { text: 'world' }, { done: true, text: '!' }));
		const result = await readStream(events, 'text/event-stream', (piece) => forwarded.push(piece));
		expect(result.text).toBe('Hello world!');
		expect(forwarded).toEqual(['Hello ', 'world', '!']);
	});

	it('a closing event in the v2 envelope is told by its data, as a v2 answer is', async () => {
		const closing = { status: 'success', data: { done: true, response: 'Hi there' } };
		const lines = [`${JSON.stringify({ text: 'Hi ' })}\n`, `${JSON.stringify(closing)}\n`];
		expect((await readStream(body(lines), 'application/x-ndjson')).text).toBe('Hi there');
	});

	it('values without `done` are pieces, whatever field their text is in', async () => {
		const events = body(sse({ text: 'Hello ' }, { response: 'world' }));
		expect((await readStream(events, 'text/event-stream')).text).toBe('Hello world');
	});
});

describe.each<StreamFraming>(['sse', 'ndjson', 'jsonl'])(
	'Send Message streamed as %s',
	(framing) => {
		beforeEach(() => {
			h.sim.setForms({ closingAnswer: true });
			h.sim.setStreamFraming(framing);
		});

		const run = async (parameters: INodeParameters, typeVersion: number) =>
			await runLiveChatAi(h.sim, parameters, { typeVersion, streaming: true });
		const pieces = (chunks: Array<{ type: string; content?: unknown }>) =>
			chunks.filter((chunk) => chunk.type === 'item').map((chunk) => chunk.content);

		it('version 2 outputs the answer once, and the caller gets it once', async () => {
			const options = { streaming: true };
			const agent = byId(SEED.agents.support);
			const parameters = {
				resource: 'conversation',
				operation: 'sendMessage',
				agent,
				question,
				options,
			};
			const { items, chunks, error } = await run(parameters, 2);
			expect(error).toBeUndefined();
			const answer = v2AnswerFor(sentByThisN8n(question), 'Support Bot', 'MARKDOWN');
			expect(items[0].json.response).toBe(answer);
			expect(pieces(chunks).join('')).toBe(answer);
			expect(pieces(chunks).length).toBeGreaterThan(1);
		});

		it('version 1 outputs the answer once, and the caller gets it once', async () => {
			const parameters = v1Parameters('chatbot:sendMessage', { options: { streaming: true } });
			const { items, chunks, error } = await run(parameters, 1);
			expect(error).toBeUndefined();
			const answer = answerFor(question, 'Support Bot');
			expect(items[0].json.answer).toBe(answer);
			expect(pieces(chunks).join('')).toBe(answer);
		});
	},
);
