/**
 * The contract of each model endpoint, POST /v1/responses and POST /v1/chat/completions, over real HTTP: a
 * scripted turn of two tool calls, then a text built from their results; streamed as OpenAI streams it (in
 * pieces a client must join) or not; and what the model recorded of each request.
 */
import { resultOf } from '../index';
import type { Json } from '../parse';
import {
	call,
	chatTool,
	events,
	KEY,
	responsesTool,
	useScriptedModel,
	WEATHER_SCHEMA as parameters,
} from '../testHelpers';

/** An answer as a client reads it: each tool call as [id, name, pieces of its arguments], the text's pieces. */
type Pieces = { calls: Array<[string, string, string[]]>; text: string[] };

/** What the answer said, joined, and how many pieces each call (then the text) came in. */
const said = ({ calls, text }: Pieces) => ({
	calls: calls.map(([callId, name, args]) => ({
		callId,
		name,
		arguments: JSON.parse(args.join('')),
	})),
	text: text.join(''),
	pieces: [
		...calls.map(([, , args]) => args.filter(Boolean).length),
		...(text.length ? [text.length] : []),
	],
});

const QUESTION = 'Weather in Oslo and Bergen?';
const SKIES = ['[{"sky":"sunny"}]', '[{"sky":"rain"}]'];
const CALLS = ['Oslo', 'Bergen'].map((city, index) => ({
	callId: `call_s0_${index}`,
	name: 'Weather',
	arguments: { city },
}));
const TEXT = `Bergen: ${SKIES[1]}`;
const str = (value: unknown) => String(value);

/** What the client sends: the question, and after the first turn the calls and their results. */
const responsesBody = (stream: boolean, afterCalls: boolean) => ({
	model: 'gpt-4.1-mini',
	stream,
	instructions: 'Be brief.',
	// Function tools only are offered to the script: a built-in tool has no schema to fill.
	tools: [responsesTool('Weather', 'Tells the weather'), { type: 'web_search' }],
	input: [
		{ role: 'user', content: [{ type: 'input_text', text: QUESTION }] },
		...(afterCalls ? CALLS : []).flatMap(({ callId, name, arguments: args }, index) => [
			{ type: 'function_call', call_id: callId, name, arguments: JSON.stringify(args) },
			{ type: 'function_call_output', call_id: callId, output: SKIES[index] },
		]),
	],
});

const chatBody = (stream: boolean, afterCalls: boolean) => ({
	model: 'gpt-4.1-mini',
	stream,
	// The streamed text asks for the usage: a last chunk with it comes then, and only then.
	...(stream && afterCalls ? { stream_options: { include_usage: true } } : {}),
	tools: [chatTool('Weather', 'Tells the weather')],
	messages: [
		{ role: 'system', content: 'Be brief.' },
		{ role: 'user', content: [{ type: 'text', text: QUESTION }] },
		...(afterCalls ? CALLS : []).flatMap(({ callId, name, arguments: args }, index) => [
			{
				role: 'assistant',
				content: '',
				tool_calls: [
					{ id: callId, type: 'function', function: { name, arguments: JSON.stringify(args) } },
				],
			},
			{ role: 'tool', tool_call_id: callId, content: SKIES[index] },
		]),
	],
});

function readResponse(answer: Json): Pieces {
	expect(answer).toMatchObject({ object: 'response', status: 'completed', error: null });
	const output = answer.output as Json[];
	return {
		calls: output
			.filter((item) => item.type === 'function_call')
			.map((item) => [str(item.call_id), str(item.name), [str(item.arguments)]]),
		text: output
			.filter((item) => item.type === 'message')
			.flatMap((item) => (item.content as Json[]).map((part) => str(part.text))),
	};
}

function readResponseEvents(stream: ReturnType<typeof events>): Pieces {
	const data = stream.map((event) => event.data as Json);
	// Each event named by its type, numbered in order, from response.created to response.completed.
	expect(stream.map((event) => event.event)).toEqual(data.map((event) => event.type));
	expect(data.map((event) => event.sequence_number)).toEqual(data.map((_, index) => index));
	expect([data[0].type, data.at(-1)!.type]).toEqual(['response.created', 'response.completed']);
	const deltas = (type: string, index: number) =>
		data.filter((e) => e.type === type && e.output_index === index).map((e) => str(e.delta));
	const items = data
		.filter((e) => e.type === 'response.output_item.added')
		.map((e) => e.item as Json);
	return {
		calls: items.flatMap((item, index) =>
			item.type === 'function_call'
				? [
						[
							str(item.call_id),
							str(item.name),
							deltas('response.function_call_arguments.delta', index),
						],
					]
				: [],
		) as Pieces['calls'],
		text: items.flatMap((item, index) =>
			item.type === 'message' ? deltas('response.output_text.delta', index) : [],
		),
	};
}

function readCompletion(answer: Json): Pieces {
	const [choice] = answer.choices as Json[];
	const message = choice.message as Json;
	const calls = ((message.tool_calls ?? []) as Json[]).map(({ id, function: fn }) => {
		const { name, arguments: args } = fn as Json;
		return [str(id), str(name), [str(args)]] as Pieces['calls'][number];
	});
	expect(answer.object).toBe('chat.completion');
	expect(choice.finish_reason).toBe(calls.length > 0 ? 'tool_calls' : 'stop');
	return { calls, text: message.content === null ? [] : [str(message.content)] };
}

function readCompletionChunks(stream: ReturnType<typeof events>): Pieces {
	expect(stream.at(-1)).toEqual({ data: '[DONE]' });
	const chunks = stream.slice(0, -1).map((event) => event.data as Json);
	expect(chunks.every((chunk) => chunk.object === 'chat.completion.chunk')).toBe(true);
	const choices = chunks.flatMap((chunk) => chunk.choices as Json[]);
	const deltas = choices.map((choice) => choice.delta as Json);
	const pieces = deltas.flatMap((delta) => (delta.tool_calls ?? []) as Json[]);
	const text = deltas.filter((delta) => delta.content).map((delta) => str(delta.content));
	expect(choices.at(-1)!.finish_reason).toBe(text.length > 0 ? 'stop' : 'tool_calls');
	const usage = chunks.filter((chunk) => chunk.usage !== undefined);
	expect(usage).toEqual(text.length > 0 ? [expect.objectContaining({ choices: [] })] : []);
	// Each call: its id and name first, then its arguments in pieces.
	const calls = pieces
		.filter((piece) => piece.id !== undefined)
		.map(({ id, index, function: fn }): Pieces['calls'][number] => {
			const rest = pieces.filter((piece) => piece.index === index && piece.id === undefined);
			return [
				str(id),
				str((fn as Json).name),
				rest.map((piece) => str((piece.function as Json).arguments)),
			];
		});
	return { calls, text };
}

describe.each([
	['responses', '/v1/responses', responsesBody, readResponse, readResponseEvents],
	['chat.completions', '/v1/chat/completions', chatBody, readCompletion, readCompletionChunks],
] as const)('the %s API, POST %s', (api, path, body, readBody, readStream) => {
	const h = useScriptedModel();
	beforeEach(() =>
		h.model.play([
			{ toolCalls: CALLS.map(({ name, arguments: args }) => ({ name, arguments: args })) },
			(request) => ({ text: `Bergen: ${resultOf(request, 'Weather').output}` }),
		]),
	);

	it.each([
		[false, 'application/json', 1],
		// As OpenAI streams: each call and the text in pieces a client must join.
		[true, 'text/event-stream', 2],
	])(
		'stream %s: answers the scripted calls, then the text built from their results, as %s; records what it read',
		async (stream, contentType, pieces) => {
			const read = async (afterCalls: boolean) => {
				const answer = await call(h.model, 'POST', path, body(stream, afterCalls));
				expect(answer.contentType).toBe(contentType);
				expect(answer.text).toContain('"model":"gpt-4.1-mini"');
				return said(stream ? readStream(events(answer.text)) : readBody(answer.json as Json));
			};
			expect(await read(false)).toEqual({ calls: CALLS, text: '', pieces: [pieces, pieces] });
			expect(await read(true)).toEqual({ calls: [], text: TEXT, pieces: [pieces] });

			const asked = {
				api,
				path,
				stream,
				apiKey: KEY,
				instructions: ['Be brief.'],
				userMessages: [QUESTION],
			};
			expect(h.model.requests).toEqual([
				expect.objectContaining({ ...asked, step: 0, toolCalls: [], toolResults: [] }),
				expect.objectContaining({ ...asked, step: 1, toolCalls: CALLS }),
			]);
			expect(h.model.offeredTools()).toEqual([
				{ name: 'Weather', description: 'Tells the weather', parameters },
			]);
			expect(h.model.toolResults()).toEqual(
				CALLS.map(({ callId }, index) => ({ callId, name: 'Weather', output: SKIES[index] })),
			);
		},
	);
});
