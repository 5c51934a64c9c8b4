/**
 * POST /v1/responses over real HTTP: a scripted tool call, then the final text once the results come back;
 * streamed as OpenAI streams it (events whose deltas join to the same output) or not; what the model recorded.
 */
import { call, events, KEY, responsesTool, useScriptedModel, WEATHER_SCHEMA } from '../testHelpers';
import { resultOf } from '../index';

const CALLS = [
	{ name: 'Weather', arguments: { city: 'Oslo' } },
	{ name: 'Weather', arguments: { city: 'Bergen' } },
];

/** The history a client sends after the first step: the question, both calls and their results. */
const afterCalls = (stream: boolean) => ({
	model: 'gpt-4.1-mini',
	stream,
	tools: [responsesTool('Weather', 'Tells the weather of a city')],
	input: [
		{ type: 'message', role: 'system', content: 'You are helpful.' },
		{ type: 'message', role: 'user', content: 'Weather in Oslo and Bergen?' },
		{ type: 'function_call', call_id: 'call_s0_0', name: 'Weather', arguments: '{"city":"Oslo"}' },
		{ type: 'function_call_output', call_id: 'call_s0_0', output: '[{"sky":"sunny"}]' },
		{
			type: 'function_call',
			call_id: 'call_s0_1',
			name: 'Weather',
			arguments: '{"city":"Bergen"}',
		},
		{ type: 'function_call_output', call_id: 'call_s0_1', output: '[{"sky":"rain"}]' },
	],
});

describe('scripted model: the Responses API', () => {
	const h = useScriptedModel();
	beforeEach(() =>
		h.model.play([
			{ toolCalls: CALLS },
			(request) => ({ text: `Bergen: ${resultOf(request, 'Weather').output}` }),
		]),
	);

	it('answers step 1 with the scripted tool calls, as function_call items of a completed response', async () => {
		const answer = await call(h.model, 'POST', '/v1/responses', {
			model: 'gpt-4.1-mini',
			instructions: 'Be brief.',
			input: 'Weather in Oslo and Bergen?',
			tools: [responsesTool('Weather', 'Tells the weather of a city'), { type: 'web_search' }],
		});
		expect(answer.status).toBe(200);
		expect(answer.json).toMatchObject({
			object: 'response',
			status: 'completed',
			model: 'gpt-4.1-mini',
			error: null,
			output: [
				{
					type: 'function_call',
					call_id: 'call_s0_0',
					name: 'Weather',
					arguments: '{"city":"Oslo"}',
				},
				{
					type: 'function_call',
					call_id: 'call_s0_1',
					name: 'Weather',
					arguments: '{"city":"Bergen"}',
				},
			],
		});
		const ids = (answer.json as { output: Array<{ id: string }> }).output.map((item) => item.id);
		expect(ids.every((id) => id.startsWith('fc_'))).toBe(true);

		const [recorded] = h.model.requests;
		expect(recorded).toMatchObject({
			api: 'responses',
			path: '/v1/responses',
			stream: false,
			apiKey: KEY,
			step: 0,
			instructions: ['Be brief.'],
			userMessages: ['Weather in Oslo and Bergen?'],
			toolCalls: [],
			toolResults: [],
		});
		// Function tools only: a built-in tool has no schema to fill.
		expect(h.model.offeredTools()).toEqual([
			{ name: 'Weather', description: 'Tells the weather of a city', parameters: WEATHER_SCHEMA },
		]);
	});

	it('answers step 2 with a text built from the results, and records each result with its tool', async () => {
		const answer = await call(h.model, 'POST', '/v1/responses', afterCalls(false));
		expect(answer.json).toMatchObject({
			status: 'completed',
			output: [
				{
					type: 'message',
					role: 'assistant',
					content: [{ type: 'output_text', text: 'Bergen: [{"sky":"rain"}]', annotations: [] }],
				},
			],
		});
		const [recorded] = h.model.requests;
		expect(recorded.step).toBe(1);
		expect(recorded.instructions).toEqual(['You are helpful.']);
		expect(recorded.toolCalls).toEqual([
			{ callId: 'call_s0_0', ...CALLS[0] },
			{ callId: 'call_s0_1', ...CALLS[1] },
		]);
		expect(h.model.toolResults()).toEqual([
			{ callId: 'call_s0_0', name: 'Weather', output: '[{"sky":"sunny"}]' },
			{ callId: 'call_s0_1', name: 'Weather', output: '[{"sky":"rain"}]' },
		]);
	});

	it('streams the tool calls as events: each call added, its arguments in deltas, then done and completed', async () => {
		const answer = await call(h.model, 'POST', '/v1/responses', {
			model: 'gpt-4.1-mini',
			stream: true,
			input: [{ role: 'user', content: [{ type: 'input_text', text: 'Weather?' }] }],
			tools: [responsesTool('Weather')],
		});
		expect(answer.contentType).toBe('text/event-stream');
		const stream = events(answer.text);
		const types = stream.map(({ data }) => (data as { type: string }).type);
		expect(stream.map(({ event }) => event)).toEqual(types);
		expect(types[0]).toBe('response.created');
		expect(types.at(-1)).toBe('response.completed');
		expect(stream.map(({ data }) => (data as { sequence_number: number }).sequence_number)).toEqual(
			stream.map((_, index) => index),
		);
		for (const [index, { arguments: args }] of CALLS.entries()) {
			const deltas = stream
				.map(({ data }) => data as { type: string; output_index: number; delta: string })
				.filter(
					(e) => e.type === 'response.function_call_arguments.delta' && e.output_index === index,
				);
			// In more than one piece, so that the client must join them.
			expect(deltas.filter((e) => e.delta !== '').length).toBeGreaterThan(1);
			expect(JSON.parse(deltas.map((e) => e.delta).join(''))).toEqual(args);
		}
		const completed = stream.at(-1)?.data as { response: { output: unknown[] } };
		expect(completed.response.output).toHaveLength(2);
		expect(h.model.requests[0]).toMatchObject({ stream: true, userMessages: ['Weather?'] });
	});

	it('streams the final text in deltas that join to the scripted text', async () => {
		const answer = await call(h.model, 'POST', '/v1/responses', afterCalls(true));
		const data = events(answer.text).map(({ data: d }) => d as { type: string; delta?: string });
		const text = data
			.filter((e) => e.type === 'response.output_text.delta')
			.map((e) => e.delta)
			.join('');
		expect(text).toBe('Bergen: [{"sky":"rain"}]');
		expect(
			data.filter((e) => e.type === 'response.output_text.delta' && e.delta).length,
		).toBeGreaterThan(1);
		expect(data.map((e) => e.type)).toEqual(
			expect.arrayContaining([
				'response.output_item.added',
				'response.content_part.added',
				'response.output_text.done',
				'response.output_item.done',
			]),
		);
	});
});
