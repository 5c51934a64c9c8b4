/**
 * `POST /v1/chat/completions`, as @langchain/openai's ChatOpenAI sends it without the Responses API: `messages`
 * (system, user, assistant with `tool_calls`, tool with `tool_call_id`), `tools` of type `function`, `stream`
 * true or false (`stream_options.include_usage` asks for a last chunk with the usage). Answered with a
 * `chat.completion`, or streamed as `chat.completion.chunk` server-sent events closed by `[DONE]`.
 */
import {
	argumentsOf,
	halves,
	isObject,
	modelRequest,
	objectsOf,
	offeredTools,
	outputText,
	textOf,
	type Json,
} from './parse';
import type { ModelRequest, Reply, ToolCall, ToolResult } from './types';

export function readChatRequest(body: Json): Omit<ModelRequest, 'apiKey'> {
	const instructions: string[] = [];
	const userMessages: string[] = [];
	const toolCalls: ToolCall[] = [];
	const results: ToolResult[] = [];
	for (const message of objectsOf(body, 'messages')) {
		if (message.role === 'system' || message.role === 'developer') {
			instructions.push(textOf(message.content));
		} else if (message.role === 'user') {
			userMessages.push(textOf(message.content));
		} else if (message.role === 'assistant') {
			for (const call of objectsOf(message, 'tool_calls')) {
				const fn = isObject(call.function) ? call.function : {};
				toolCalls.push({
					callId: String(call.id),
					name: String(fn.name),
					arguments: argumentsOf(fn.arguments),
				});
			}
		} else if (message.role === 'tool') {
			results.push({
				callId: String(message.tool_call_id),
				name: '',
				output: outputText(message.content),
			});
		}
	}
	const tools = offeredTools(body, (tool) => (isObject(tool.function) ? tool.function : {}));
	return modelRequest('chat.completions', body, tools, {
		instructions,
		userMessages,
		toolCalls,
		results,
	});
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
