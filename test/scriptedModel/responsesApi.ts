/**
 * `POST /v1/responses` (OpenAI's Responses API), as @langchain/openai's ChatOpenAI with `useResponsesApi` sends
 * it: `input` items (messages, `function_call`, `function_call_output`), `tools` of type `function` with a
 * JSON schema in `parameters`, `stream` true or false. Answered with a `response` object, or streamed as
 * server-sent events (`response.created` … `response.completed`), each with its `type` in its data.
 */
import {
	halves,
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

export function readResponsesRequest(body: Json): Omit<ModelRequest, 'apiKey'> {
	const input =
		typeof body.input === 'string'
			? [{ role: 'user', content: body.input }]
			: objectsOf(body, 'input');
	const history = input.map((item): Partial<History> => {
		if (item.type === 'function_call') {
			return { toolCalls: [toolCall(item.call_id, item.name, item.arguments)] };
		}
		if (item.type === 'function_call_output') {
			return { results: [toolResult(item.call_id, item.output)] };
		}
		return roleText(item);
	});
	const instructions = typeof body.instructions === 'string' ? [body.instructions] : [];
	const tools = offeredTools(body, (tool) => tool);
	return modelRequest('responses', body, tools, [{ instructions }, ...history]);
}

const itemId = (reply: Reply, kind: string, index: number) =>
	`${kind}_${reply.id.slice(5)}_${index}`;

function outputItems(reply: Reply): Json[] {
	if (reply.text !== undefined) {
		const content = [{ type: 'output_text', text: reply.text, annotations: [] }];
		return [
			{
				type: 'message',
				id: itemId(reply, 'msg', 0),
				role: 'assistant',
				status: 'completed',
				content,
			},
		];
	}
	return reply.toolCalls.map((call, index) => ({
		type: 'function_call',
		id: itemId(reply, 'fc', index),
		call_id: call.callId,
		name: call.name,
		arguments: JSON.stringify(call.arguments),
		status: 'completed',
	}));
}

/** The `response` object; `done` false: the in-progress one a stream starts with. */
export function responseBody(reply: Reply, done = true): Json {
	const output = done ? outputItems(reply) : [];
	return {
		id: reply.id,
		object: 'response',
		created_at: Math.floor(Date.now() / 1000),
		status: done ? 'completed' : 'in_progress',
		error: null,
		incomplete_details: null,
		model: reply.model,
		output,
		parallel_tool_calls: true,
		tool_choice: 'auto',
		text: { format: { type: 'text' } },
		usage: done ? { input_tokens: 10, output_tokens: 5, total_tokens: 15 } : null,
	};
}

/** An item's events: added (empty), its content in two deltas, done. */
function itemEvents(item: Json, index: number): Json[] {
	const at = { output_index: index, item_id: item.id };
	const added = (start: Json) => ({
		type: 'response.output_item.added',
		output_index: index,
		item: { ...item, ...start, status: 'in_progress' },
	});
	const done = { type: 'response.output_item.done', output_index: index, item };
	if (item.type === 'function_call') {
		const args = String(item.arguments);
		return [
			added({ arguments: '' }),
			...halves(args).map((delta) => ({
				type: 'response.function_call_arguments.delta',
				...at,
				delta,
			})),
			{ type: 'response.function_call_arguments.done', ...at, arguments: args },
			done,
		];
	}
	const part = (item.content as Json[])[0];
	const text = String(part.text);
	const inPart = { ...at, content_index: 0 };
	return [
		added({ content: [] }),
		{ type: 'response.content_part.added', ...inPart, part: { ...part, text: '' } },
		...halves(text).map((delta) => ({ type: 'response.output_text.delta', ...inPart, delta })),
		{ type: 'response.output_text.done', ...inPart, text },
		{ type: 'response.content_part.done', ...inPart, part },
		done,
	];
}

/** The events of a streamed response, numbered as the API numbers them. */
export function responseEvents(reply: Reply): Json[] {
	const events = [
		{ type: 'response.created', response: responseBody(reply, false) },
		{ type: 'response.in_progress', response: responseBody(reply, false) },
		...outputItems(reply).flatMap(itemEvents),
		{ type: 'response.completed', response: responseBody(reply) },
	];
	return events.map((event, sequence) => ({ ...event, sequence_number: sequence }));
}
