/** Reading request bodies of both APIs: loose, as a real server reads them, but never silently wrong. */
import type { ModelRequest, OfferedTool, ToolCall, ToolResult } from './types';

export type Json = Record<string, unknown>;

export class BadRequest extends Error {}

export const isObject = (value: unknown): value is Json =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/** The objects of an array field (absent: none); a field of another type is a bad request. */
export function objectsOf(body: Json, field: string): Json[] {
	const value = body[field];
	if (value === undefined || value === null) return [];
	if (!Array.isArray(value) || !value.every(isObject)) {
		throw new BadRequest(`${field} must be an array of objects`);
	}
	return value;
}

/** The text of a message's content: a string, or the text of its parts (input_text, output_text, text). */
export function textOf(content: unknown): string {
	if (typeof content === 'string') return content;
	if (!Array.isArray(content)) return '';
	return content
		.map((part) => (isObject(part) && typeof part.text === 'string' ? part.text : ''))
		.join('');
}

/** A text in two halves: a stream sends each piece in its own delta, so that a client has to join them. */
export function halves(text: string): [string, string] {
	const middle = Math.ceil(text.length / 2);
	return [text.slice(0, middle), text.slice(middle)];
}

/** The function tools a request offers; `definition` finds a tool's name, description and schema in its entry. */
export function offeredTools(body: Json, definition: (tool: Json) => Json): OfferedTool[] {
	return objectsOf(body, 'tools')
		.filter((tool) => tool.type === 'function')
		.map((tool) => {
			const fn = definition(tool);
			if (typeof fn.name !== 'string') throw new BadRequest('a function tool needs a name');
			return {
				name: fn.name,
				description: typeof fn.description === 'string' ? fn.description : '',
				parameters: isObject(fn.parameters) ? fn.parameters : {},
			};
		});
}

/** What the entries of a request's history say: texts of the system and the user, the model's calls, results. */
export interface History {
	instructions: string[];
	userMessages: string[];
	toolCalls: ToolCall[];
	results: ToolResult[];
}

/** A tool call; its arguments are sent as a JSON text of an object. */
export function toolCall(callId: unknown, name: unknown, raw: unknown): ToolCall {
	let args = raw;
	try {
		args = isObject(raw) ? raw : JSON.parse(String(raw));
	} catch {
		// reported below
	}
	if (!isObject(args)) {
		throw new BadRequest(
			`tool call arguments must be a JSON object, not ${String(raw).slice(0, 100)}`,
		);
	}
	return { callId: String(callId), name: String(name), arguments: args };
}

/** A tool result (named later, by its call); n8n sends its output as a string, anything else is kept as its JSON. */
export const toolResult = (callId: unknown, output: unknown): ToolResult => ({
	callId: String(callId),
	name: '',
	output: typeof output === 'string' ? output : textOf(output) || JSON.stringify(output),
});

/** A system or developer message is an instruction, a user message the user's; other roles say neither. */
export function roleText(message: Json): Partial<History> {
	const text = [textOf(message.content)];
	if (message.role === 'system' || message.role === 'developer') return { instructions: text };
	return message.role === 'user' ? { userMessages: text } : {};
}

/** What both APIs' requests come to: the entries of the history, each read, put together in order. */
export function modelRequest(
	api: ModelRequest['api'],
	body: Json,
	tools: OfferedTool[],
	history: Array<Partial<History>>,
): Omit<ModelRequest, 'apiKey'> {
	const all = <K extends keyof History>(key: K) =>
		history.flatMap((entry): unknown[] => entry[key] ?? []) as History[K];
	if (typeof body.model !== 'string' || body.model === '')
		throw new BadRequest('model is required');
	const toolCalls = all('toolCalls');
	return {
		api,
		model: body.model,
		stream: body.stream === true,
		tools,
		instructions: all('instructions'),
		userMessages: all('userMessages'),
		toolCalls,
		// The results carry only their call's id: each is named by the call it answers.
		toolResults: all('results').map((result) => ({
			...result,
			name: toolCalls.find((call) => call.callId === result.callId)?.name ?? '',
		})),
	};
}
