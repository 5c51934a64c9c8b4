/**
 * POST /v1/chat/completions over real HTTP: the scripted tool call and final text, as a chat.completion or as
 * chat.completion.chunk events closed by [DONE] (a usage chunk only when asked), and what the model recorded.
 */
import { call, chatTool, events, useScriptedModel, WEATHER_SCHEMA } from '../testHelpers';

const ARGS = { city: 'Tromsø' };

const question = (stream: boolean, extra: object = {}) => ({
	model: 'gpt-4o-mini',
	stream,
	messages: [
		{ role: 'system', content: 'Be brief.' },
		{ role: 'user', content: [{ type: 'text', text: 'Weather in Tromsø?' }] },
	],
	tools: [chatTool('Weather', 'Tells the weather')],
	...extra,
});

const afterCall = (stream: boolean) => ({
	...question(stream),
	messages: [
		...question(stream).messages,
		{
			role: 'assistant',
			content: '',
			tool_calls: [
				{
					id: 'call_s0_0',
					type: 'function',
					function: { name: 'Weather', arguments: JSON.stringify(ARGS) },
				},
			],
		},
		{ role: 'tool', tool_call_id: 'call_s0_0', content: '[{"sky":"snow"}]' },
	],
});

interface CallPiece {
	index: number;
	id?: string;
	function: { name?: string; arguments: string };
}
interface Chunk {
	choices: Array<{
		delta: { content?: string | null; tool_calls?: CallPiece[] };
		finish_reason: string | null;
	}>;
	usage?: unknown;
}

describe('scripted model: Chat Completions', () => {
	const h = useScriptedModel();
	beforeEach(() =>
		h.model.play([
			{ toolCalls: [{ name: 'Weather', arguments: ARGS }] },
			{ text: 'Snow in Tromsø.' },
		]),
	);

	it('answers step 1 with tool_calls and finish_reason tool_calls', async () => {
		const answer = await call(h.model, 'POST', '/v1/chat/completions', question(false));
		expect(answer.status).toBe(200);
		expect(answer.json).toMatchObject({
			object: 'chat.completion',
			model: 'gpt-4o-mini',
			choices: [
				{
					index: 0,
					finish_reason: 'tool_calls',
					message: {
						role: 'assistant',
						content: null,
						tool_calls: [
							{
								id: 'call_s0_0',
								type: 'function',
								function: { name: 'Weather', arguments: JSON.stringify(ARGS) },
							},
						],
					},
				},
			],
		});
		expect(h.model.requests[0]).toMatchObject({
			api: 'chat.completions',
			stream: false,
			instructions: ['Be brief.'],
			userMessages: ['Weather in Tromsø?'],
		});
		expect(h.model.offeredTools()).toEqual([
			{ name: 'Weather', description: 'Tells the weather', parameters: WEATHER_SCHEMA },
		]);
	});

	it('answers step 2 with the text, finish_reason stop, and records the tool message as the result', async () => {
		const answer = await call(h.model, 'POST', '/v1/chat/completions', afterCall(false));
		expect(answer.json).toMatchObject({
			choices: [
				{ finish_reason: 'stop', message: { role: 'assistant', content: 'Snow in Tromsø.' } },
			],
		});
		expect(h.model.requests[0].step).toBe(1);
		expect(h.model.toolResults()).toEqual([
			{ callId: 'call_s0_0', name: 'Weather', output: '[{"sky":"snow"}]' },
		]);
	});

	it('streams a tool call: its id and name first, its arguments in pieces, then the finish and [DONE]', async () => {
		const answer = await call(h.model, 'POST', '/v1/chat/completions', question(true));
		expect(answer.contentType).toBe('text/event-stream');
		const stream = events(answer.text);
		expect(stream.at(-1)).toEqual({ data: '[DONE]' });
		const chunks = stream.slice(0, -1).map(({ data }) => data as Chunk);
		expect(
			chunks.every((chunk) => (chunk as { object?: string }).object === 'chat.completion.chunk'),
		).toBe(true);
		const calls = chunks.flatMap((chunk) => chunk.choices[0]?.delta.tool_calls ?? []);
		expect(calls[0]).toMatchObject({
			index: 0,
			id: 'call_s0_0',
			function: { name: 'Weather', arguments: '' },
		});
		expect(calls.filter((piece) => piece.function.arguments !== '').length).toBeGreaterThan(1);
		expect(JSON.parse(calls.map((piece) => piece.function.arguments).join(''))).toEqual(ARGS);
		expect(chunks.at(-1)?.choices[0].finish_reason).toBe('tool_calls');
		expect(chunks.some((chunk) => chunk.usage !== undefined)).toBe(false);
	});

	it('streams the text in pieces and, with stream_options.include_usage, a last chunk with the usage', async () => {
		const answer = await call(h.model, 'POST', '/v1/chat/completions', {
			...afterCall(true),
			stream_options: { include_usage: true },
		});
		const chunks = events(answer.text)
			.slice(0, -1)
			.map(({ data }) => data as Chunk);
		const text = chunks.map((chunk) => chunk.choices[0]?.delta.content ?? '').join('');
		expect(text).toBe('Snow in Tromsø.');
		expect(chunks.filter((chunk) => chunk.choices[0]?.delta.content).length).toBeGreaterThan(1);
		expect(chunks.at(-1)).toMatchObject({
			choices: [],
			usage: { total_tokens: expect.any(Number) },
		});
		expect(chunks.at(-2)?.choices[0].finish_reason).toBe('stop');
	});
});
