/**
 * The script a test gives the model: one step per model turn. A step is a turn (call tools, or answer a text),
 * or a function of the request that returns one, for a turn built from earlier tool results.
 *
 * The model keeps no state between requests, as the real API: the step a request is at comes from its history.
 * Each tool call gets the id `call_s<step>_<index>`, so the history says which steps were taken; a retried
 * request gets the same answer.
 */
import type { ModelRequest, Reply, ToolResult, Turn } from './types';

export type Step = Turn | ((request: ModelRequest) => Turn);

/** A request the script does not fit: the model answers it with an error naming the problem. */
export class ScriptError extends Error {}

const CALL_ID = /^call_s(\d+)_(\d+)$/;

/** One past the last step whose tool calls the history carries (0 for a new conversation). */
function stepOf(request: ModelRequest): number {
	let step = 0;
	for (const call of request.toolCalls) {
		const match = CALL_ID.exec(call.callId);
		if (!match)
			throw new ScriptError(`the history has a tool call this model never made: ${call.callId}`);
		step = Math.max(step, Number(match[1]) + 1);
	}
	return step;
}

/** The script's reply to a request, or a ScriptError when the request does not fit the script. */
export function replyTo(
	script: readonly Step[],
	request: ModelRequest,
	id: string,
): { step: number; reply: Reply } {
	const step = stepOf(request);
	const unanswered = request.toolCalls
		.filter((call) => !request.toolResults.some((result) => result.callId === call.callId))
		.map((call) => `${call.name} (${call.callId})`);
	if (unanswered.length > 0) {
		throw new ScriptError(`the history has no result for the tool calls ${unanswered.join(', ')}`);
	}
	const entry = script[step];
	if (entry === undefined) {
		throw new ScriptError(
			`the script has ${script.length} steps; this request is at step ${step + 1}`,
		);
	}
	const turn = typeof entry === 'function' ? entry(request) : entry;
	if ('text' in turn)
		return { step, reply: { id, model: request.model, text: turn.text, toolCalls: [] } };
	const offered = request.tools.map((tool) => tool.name);
	const unknown = turn.toolCalls.filter((call) => !offered.includes(call.name));
	if (unknown.length > 0) {
		throw new ScriptError(
			`step ${step + 1} calls ${unknown.map((call) => call.name).join(', ')}, not offered (offered: ${offered.join(', ') || 'none'})`,
		);
	}
	const toolCalls = turn.toolCalls.map((call, index) => ({
		callId: `call_s${step}_${index}`,
		...call,
	}));
	return { step, reply: { id, model: request.model, toolCalls } };
}

/** The newest result of a tool in a request's history; fails when there is none. */
export function resultOf(request: ModelRequest, toolName: string): ToolResult {
	const result = request.toolResults.filter((entry) => entry.name === toolName).pop();
	if (!result) throw new ScriptError(`the history has no result of ${toolName}`);
	return result;
}

/** A tool result's output parsed as JSON (n8n sends the tool's items as a JSON array). */
export function outputJson(result: ToolResult): unknown {
	try {
		return JSON.parse(result.output) as unknown;
	} catch {
		// reported below
	}
	const shown = result.output.slice(0, 200);
	throw new ScriptError(`the result of ${result.name} is not JSON: ${shown}`);
}
