/** Helpers for the scripted model's own tests: a started model per file, requests over real HTTP, streams read. */
import { startScriptedModel, type ScriptedModel } from './index';

export const KEY = 'sk-scripted-test';

/** Starts one model for the file (beforeAll) and closes it after all. */
export function useScriptedModel(): { model: ScriptedModel } {
	const h = {} as { model: ScriptedModel };
	beforeAll(async () => {
		h.model = await startScriptedModel();
	});
	afterAll(async () => {
		await h.model.close();
	});
	return h;
}

export interface Answer {
	status: number;
	contentType: string;
	text: string;
	json: unknown;
}

/** A request to the model over HTTP, with the bearer key unless `key` is null. */
export async function call(
	model: ScriptedModel,
	method: string,
	path: string,
	body?: unknown,
	key: string | null = KEY,
): Promise<Answer> {
	const response = await fetch(`${model.url}${path}`, {
		method,
		headers: {
			'content-type': 'application/json',
			...(key === null ? {} : { authorization: `Bearer ${key}` }),
		},
		body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
	});
	const text = await response.text();
	const contentType = response.headers.get('content-type') ?? '';
	const json = contentType === 'application/json' ? (JSON.parse(text) as unknown) : undefined;
	return { status: response.status, contentType, text, json };
}

/** The server-sent events of a stream: each one's `event:` name (if any) and its data, parsed unless `[DONE]`. */
export function events(text: string): Array<{ event?: string; data: unknown }> {
	return text
		.split('\n\n')
		.filter((block) => block.trim() !== '')
		.map((block) => {
			const lines = block.split('\n');
			const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
			const data = lines.find((line) => line.startsWith('data: '))?.slice(6) ?? '';
			return {
				...(event ? { event } : {}),
				data: data === '[DONE]' ? data : (JSON.parse(data) as unknown),
			};
		});
}

/** A tool as a client offers it, in the Responses API's shape and in Chat Completions' shape. */
export const WEATHER_SCHEMA = {
	type: 'object',
	properties: { city: { type: 'string', description: 'The city' } },
	required: ['city'],
	additionalProperties: false,
};
export const responsesTool = (name: string, description = `Does ${name}`) => ({
	type: 'function',
	name,
	description,
	parameters: WEATHER_SCHEMA,
	strict: false,
});
export const chatTool = (name: string, description = `Does ${name}`) => ({
	type: 'function',
	function: { name, description, parameters: WEATHER_SCHEMA },
});
