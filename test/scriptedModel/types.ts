/** What the scripted model reads in a request and what it answers, the same for both OpenAI APIs it speaks. */

/** A function tool the client offered: its name, description and the JSON schema of its arguments. */
export interface OfferedTool {
	name: string;
	description: string;
	parameters: Record<string, unknown>;
}

/** A tool call of the model, as the history of a later request carries it back. */
export interface ToolCall {
	callId: string;
	name: string;
	arguments: Record<string, unknown>;
}

/** What the client sent back for a tool call: the output text, with the call it answers. */
export interface ToolResult {
	callId: string;
	/** The name of the called tool, found through the call in the same history ('' when it is not there). */
	name: string;
	output: string;
}

/** One request as the model understood it. */
export interface ModelRequest {
	api: 'responses' | 'chat.completions';
	stream: boolean;
	model: string;
	apiKey: string;
	tools: OfferedTool[];
	/** System (or developer) messages, then the user's messages, as text. */
	instructions: string[];
	userMessages: string[];
	/** The model's earlier tool calls and the results sent back for them, in the order of the history. */
	toolCalls: ToolCall[];
	toolResults: ToolResult[];
}

/** A turn of the model: call tools (in parallel when more than one), or answer with a final text. */
export type Turn =
	| { toolCalls: Array<{ name: string; arguments: Record<string, unknown> }> }
	| { text: string };

/** A reply ready to be written: the turn, with the call ids given to its tool calls. */
export interface Reply {
	id: string;
	model: string;
	text?: string;
	toolCalls: ToolCall[];
}

/** A request, what the model answered (or why it refused), and its raw body. */
export interface RecordedRequest extends ModelRequest {
	path: string;
	body: unknown;
	/** The script's step that answered (0-based), when one did. */
	step?: number;
	reply?: Reply;
	/** Why the model answered with an error instead (a script that does not fit the conversation). */
	error?: string;
}
