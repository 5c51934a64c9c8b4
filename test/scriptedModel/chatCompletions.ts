/**
 * `POST /v1/chat/completions`, as @langchain/openai's ChatOpenAI sends it without the Responses API: `messages`
 * (system, user, assistant with `tool_calls`, tool with `tool_call_id`), `tools` of type `function`, `stream`
 * true or false (`stream_options.include_usage` asks for a last chunk with the usage). Answered with a
 * `chat.completion`, or streamed as `chat.completion.chunk` server-sent events closed by `[DONE]`.
 */
import {
	halves,
	isObject,
	modelRequest,
	objectsOf,
	offeredTools,
	roleText,
	toolCall,
	toolResult,
	type History,
	type Json,
} from './parse';
import type { ModelRequest, Reply } from './types';

export function readChatRequest(body: Json): Omit<ModelRequest, 'apiKey'> {
	const history = objectsOf(body, 'messages').map((message): Partial<History> => {
		if (message.role === 'assistant') {
			const toolCalls = objectsOf(message, 'tool_calls').map((call) => {
				const fn = isObject(call.function) ? call.function : {};
				return toolCall(call.id, fn.name, fn.arguments);
			});
			return { toolCalls };
		}
		if (message.role === 'tool')
			return { results: [toolResult(message.tool_call_id, message.content)] };
		return roleText(message);
	});
	const tools = offeredTools(body, (tool) => (isObject(tool.function) ? tool.function : {}));
	return modelRequest('chat.completions', body, tools, history);
}

const USAGE = { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 };

const finishReason = (reply: Reply) => (reply.text === undefined ? 'tool_calls' : 'stop');

const toolCallsOf = (reply: Reply) =>
	reply.toolCalls.map((call) => ({
		id: call.callId,
		type: 'function',
		function: { name: call.name, arguments: JSON.stringify(call.arguments) },
	}));

function envelope(reply: Reply, object: string): Json {
	return { id: reply.id, object, created: Math.floor(Date.now() / 1000), model: reply.model };
}

export function completionBody(reply: Reply): Json {
	const calls = toolCallsOf(reply);
	const message = {
		role: 'assistant',
		content: reply.text ?? null,
		refusal: null,
		...(calls.length > 0 ? { tool_calls: calls } : {}),
	};
	return {
		...envelope(reply, 'chat.completion'),
		choices: [{ index: 0, message, logprobs: null, finish_reason: finishReason(reply) }],
		usage: USAGE,
	};
}

/** The chunks of a streamed completion: the role, the text or each call (its arguments in two deltas), the end. */
export function completionChunks(reply: Reply, includeUsage: boolean): Json[] {
	const chunk = (delta: Json, finish: string | null = null): Json => ({
		...envelope(reply, 'chat.completion.chunk'),
		choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
	});
	const deltas: Json[] =
		reply.text !== undefined
			? halves(reply.text).map((content) => ({ content }))
			: toolCallsOf(reply).flatMap(({ id, function: fn }, index) => [
					{
						tool_calls: [
							{ index, id, type: 'function', function: { name: fn.name, arguments: '' } },
						],
					},
					...halves(fn.arguments).map((piece) => ({
						tool_calls: [{ index, function: { arguments: piece } }],
					})),
				]);
	return [
		chunk({ role: 'assistant', content: reply.text === undefined ? null : '' }),
		...deltas.map((delta) => chunk(delta)),
		chunk({}, finishReason(reply)),
		...(includeUsage
			? [{ ...envelope(reply, 'chat.completion.chunk'), choices: [], usage: USAGE }]
			: []),
	];
}
