/**
 * The scripted model: a test-only HTTP server that speaks the OpenAI API as n8n's OpenAI Chat Model calls it
 * (Responses API and Chat Completions, streamed or not) and answers from a script the test gives: step 1 calls
 * tool X with these arguments, step 2 (built from X's result) calls Y, step 3 answers a text. It records what
 * the model was offered and sent back: the tools (name, description, JSON schema) and every tool result.
 *
 *   const model = await startScriptedModel();
 *   model.play([{ toolCalls: [{ name: 'Get_Conversation', arguments: { conversationId: 'conv_1' } }] },
 *               (request) => ({ text: `Found: ${resultOf(request, 'Get_Conversation').output}` })]);
 *   // an `openAiApi` credential with url = model.baseUrl and any key
 */
import { listen, type ModelState } from './server';
import type { Step } from './script';
import type { OfferedTool, RecordedRequest, ToolResult } from './types';

export { outputJson, resultOf, type Step } from './script';
export { SCRIPTED_MODELS } from './server';
export type * from './types';

export type ScriptedModel = Awaited<ReturnType<typeof startScriptedModel>>;

export async function startScriptedModel() {
	const state: ModelState = { script: [], requests: [], log: [], replies: 0 };
	const server = await listen(state, 0);
	const url = `http://127.0.0.1:${server.port}`;
	return {
		/** `http://127.0.0.1:<port>` */
		url,
		/** The API's base URL, `<url>/v1`: the Base URL of an OpenAI credential. */
		baseUrl: `${url}/v1`,
		/** Every model request (`POST /v1/responses`, `/v1/chat/completions`), as the model read it, in order. */
		get requests(): RecordedRequest[] {
			return state.requests;
		},
		/** Every HTTP request, as `METHOD path`. */
		get log(): string[] {
			return state.log;
		},
		/** The script of the conversations to come; forgets the requests and the log. */
		play(script: readonly Step[]): void {
			state.script = [...script];
			state.requests = [];
			state.log = [];
		},
		/** The tools offered in the first model request (every request offers the same ones). */
		offeredTools: (): OfferedTool[] => state.requests[0]?.tools ?? [],
		/** Every tool result the model received, once each (a result comes back in every later request). */
		toolResults(): ToolResult[] {
			const seen = new Map<string, ToolResult>();
			for (const result of state.requests.flatMap((request) => request.toolResults)) {
				if (!seen.has(result.callId)) seen.set(result.callId, result);
			}
			return [...seen.values()];
		},
		close: (): Promise<void> => server.close(),
	};
}
