/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test tooling, never shipped: the scripted model is a Node.js HTTP server (node:http) */
/**
 * The scripted model's HTTP server on 127.0.0.1: the OpenAI API paths n8n's OpenAI Chat Model uses,
 * `GET /v1/models`, `POST /v1/responses` and `POST /v1/chat/completions`. Any bearer key is accepted (none: 401);
 * every request is logged, every model request recorded as the model read it and answered from the script.
 * Errors use OpenAI's envelope, `{error: {message, type, param, code}}`; a request the script does not fit is
 * answered 400 (never retried by the client) with the reason, so that a run fails at once and says why.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

import { readBody } from '../simulator/server/server';
import { completionBody, completionChunks, readChatRequest } from './chatCompletions';
import { isObject, type Json } from './parse';
import { readResponsesRequest, responseBody, responseEvents } from './responsesApi';
import { replyTo, type Step } from './script';
import type { ModelRequest, RecordedRequest, Reply } from './types';

/** The models `GET /v1/models` lists (the OpenAI Chat Model's model list loads them). */
export const SCRIPTED_MODELS = ['gpt-4.1-mini', 'gpt-4o-mini'];

export interface ModelState {
	script: readonly Step[];
	requests: RecordedRequest[];
	/** Every HTTP request, as `METHOD path`. */
	log: string[];
	/** Counts the replies, for their ids. */
	replies: number;
}

function send(res: ServerResponse, status: number, body: unknown): void {
	const text = JSON.stringify(body);
	res.writeHead(status, {
		'Content-Type': 'application/json',
		'Content-Length': Buffer.byteLength(text),
	});
	res.end(text);
}

/** OpenAI's error envelope; its `type` is invalid_request_error for every error the model gives. */
function sendError(
	res: ServerResponse,
	status: number,
	message: string,
	code: string | null = null,
) {
	send(res, status, { error: { message, type: 'invalid_request_error', param: null, code } });
}

function sendEvents(res: ServerResponse, events: string[]): void {
	res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
	for (const event of events) res.write(event);
	res.end();
}

function writeReply(res: ServerResponse, request: ModelRequest, body: Json, reply: Reply): void {
	if (request.api === 'responses') {
		if (!request.stream) return send(res, 200, responseBody(reply));
		const events = responseEvents(reply);
		return sendEvents(
			res,
			events.map((event) => `event: ${String(event.type)}\ndata: ${JSON.stringify(event)}\n\n`),
		);
	}
	if (!request.stream) return send(res, 200, completionBody(reply));
	const usage = isObject(body.stream_options) && body.stream_options.include_usage === true;
	const chunks = completionChunks(reply, usage).map(
		(chunk) => `data: ${JSON.stringify(chunk)}\n\n`,
	);
	sendEvents(res, [...chunks, 'data: [DONE]\n\n']);
}

const READERS = {
	'/v1/responses': readResponsesRequest,
	'/v1/chat/completions': readChatRequest,
} as const;

function answer(
	state: ModelState,
	res: ServerResponse,
	path: keyof typeof READERS,
	raw: string,
	apiKey: string,
) {
	let body: unknown;
	let request: ModelRequest;
	try {
		body = JSON.parse(raw);
		if (!isObject(body)) throw new Error('The body of the request must be a JSON object');
		request = { ...READERS[path](body), apiKey };
	} catch (error) {
		// Not JSON, or a body the model cannot read (BadRequest names the field).
		return sendError(res, 400, (error as Error).message);
	}
	const record: RecordedRequest = { ...request, path, body };
	state.requests.push(record);
	state.replies += 1;
	const id = request.api === 'responses' ? `resp_${state.replies}` : `chatcmpl-${state.replies}`;
	try {
		const { step, reply } = replyTo(state.script, request, id);
		Object.assign(record, { step, reply });
		writeReply(res, request, body, reply);
	} catch (error) {
		record.error = (error as Error).message;
		sendError(res, 400, `Scripted model: ${record.error}`, 'script_mismatch');
	}
}

async function handle(state: ModelState, req: IncomingMessage, res: ServerResponse): Promise<void> {
	const { raw } = await readBody(req);
	const method = (req.method ?? 'GET').toUpperCase();
	const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
	state.log.push(`${method} ${path}`);
	const apiKey = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
	if (!apiKey) return sendError(res, 401, "You didn't provide an API key.", 'invalid_api_key');
	if (method === 'GET' && path === '/v1/models') {
		const data = SCRIPTED_MODELS.map((id) => ({
			id,
			object: 'model',
			created: 0,
			owned_by: 'scripted',
		}));
		return send(res, 200, { object: 'list', data });
	}
	if (method === 'POST' && (path === '/v1/responses' || path === '/v1/chat/completions')) {
		return answer(state, res, path, raw, apiKey);
	}
	sendError(res, 404, `Unknown request: ${method} ${path}`, 'unknown_url');
}

export function listen(
	state: ModelState,
	port: number,
): Promise<{ port: number; close(): Promise<void> }> {
	const server = createServer((req, res) => {
		handle(state, req, res).catch((error: Error) => {
			if (!res.headersSent) sendError(res, 500, `Scripted model error: ${error.message}`);
			else res.destroy();
		});
	});
	return new Promise((resolve, reject) => {
		server.once('error', reject);
		server.listen(port, '127.0.0.1', () => {
			const address = server.address();
			resolve({
				port: typeof address === 'object' && address ? address.port : port,
				close: () =>
					new Promise<void>((done) => {
						server.close(() => done());
						server.closeAllConnections();
					}),
			});
		});
	});
}
