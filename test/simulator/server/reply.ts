/* eslint-disable @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/no-restricted-globals -- test tooling, never shipped: the simulator is a Node.js HTTP server (node:http, timers), not node code run by n8n */
/**
 * Replies: what a route handler returns (a JSON document, or a stream written in chunks) and how the server writes
 * it, the error envelopes and the injected faults.
 */
import type { ServerResponse } from 'node:http';
import type { Fault } from '../control/faults';
import type { LegalForms } from '../control/legalForms';
import type { ListShape } from '../control/settings';
import { errorBody, HttpError } from './errors';
import { retryAfterHeader, writeEmptySuccess } from './formedReplies';

export interface JsonReply {
	kind: 'json';
	status: number;
	body: unknown;
	headers?: Record<string, string>;
	/** A success whose body a client needs nothing of: the form `emptySuccess` sends it without (formedReplies.ts). */
	bodyOptional?: boolean;
}

export interface StreamReply {
	kind: 'stream';
	contentType: string;
	headers?: Record<string, string>;
	chunks: string[];
}

export type Reply = JsonReply | StreamReply;

export const json = (body: unknown, status = 200, headers?: Record<string, string>): JsonReply => ({
	kind: 'json',
	status,
	body,
	headers,
});

/** A success whose documented body says only that it succeeded: it may come without (`emptySuccess`). */
export const optionalBody = (reply: JsonReply): JsonReply => ({ ...reply, bodyOptional: true });

/**
 * A legacy list in the configured shape:
 * bare `[..]`; data `{data:[..]}`; dataItems `{data:{items:[..]}}`; items `{items:[..]}`;
 * onlyArrayField `{status:'success', <name>:[..], total:N}`.
 */
export function listBody(shape: ListShape, name: string, list: unknown[]): unknown {
	switch (shape) {
		case 'bare':
			return list;
		case 'data':
			return { data: list };
		case 'dataItems':
			return { data: { items: list } };
		case 'items':
			return { items: list };
		case 'onlyArrayField':
			return { status: 'success', [name]: list, total: list.length };
	}
}

export const STREAM_CHUNK_DELAY_MS = 5;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A whole body with its Content-Type and Content-Length (nothing once the response is under way). */
function sendText(
	res: ServerResponse,
	status: number,
	contentType: string,
	text: string,
	headers: Record<string, string> = {},
): void {
	if (res.headersSent || res.destroyed) return;
	res.writeHead(status, {
		...headers,
		'Content-Type': contentType,
		'Content-Length': Buffer.byteLength(text),
	});
	res.end(text);
}

export const sendJson = (
	res: ServerResponse,
	status: number,
	body: unknown,
	headers: Record<string, string> = {},
) => sendText(res, status, 'application/json', JSON.stringify(body), headers);

export function sendError(res: ServerResponse, error: HttpError): void {
	sendJson(res, error.status, errorBody(error.code, error.message), error.headers);
}

/** Headers, a Content-Length of the full body, half of the body, then the socket is destroyed. */
export function sendCut(res: ServerResponse, status: number, text: string): void {
	if (res.headersSent || res.destroyed) return;
	const full = Buffer.from(text);
	res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': full.length });
	res.write(full.subarray(0, Math.floor(full.length / 2)), () => res.socket?.destroy());
}

/**
 * Writes a handler's reply. `cut`: a stream stops after its first two chunks and the socket is destroyed;
 * a JSON reply is cut in the middle of its body.
 */
export async function writeReply(
	res: ServerResponse,
	reply: Reply,
	forms: LegalForms,
	cut = false,
): Promise<void> {
	if (reply.kind === 'json') {
		if (cut) sendCut(res, reply.status, JSON.stringify(reply.body));
		else if (writeEmptySuccess(res, reply, forms)) return;
		else sendJson(res, reply.status, reply.body, reply.headers);
		return;
	}
	res.writeHead(200, {
		...reply.headers,
		'Content-Type': reply.contentType,
		'X-Accel-Buffering': 'no',
	});
	res.flushHeaders();
	for (let i = 0; i < reply.chunks.length; i++) {
		if (res.destroyed) return;
		if (cut && i === 2) {
			res.socket?.destroy();
			return;
		}
		res.write(reply.chunks[i]);
		await sleep(STREAM_CHUNK_DELAY_MS);
	}
	if (!res.destroyed) res.end();
}

const STATUS_FAULT_TEXT: Record<number, { code: string; message: string }> = {
	400: { code: 'validation_error', message: 'The request is invalid' },
	429: { code: 'too_many_requests', message: 'Too many requests, please slow down' },
	500: { code: 'internal_error', message: 'Internal server error' },
	502: { code: 'bad_gateway', message: 'Bad gateway' },
	503: { code: 'service_unavailable', message: 'Service temporarily unavailable' },
};

const CUT_BODY = JSON.stringify({
	status: 'success',
	data: {
		message: 'This body is cut in the middle by the simulator',
		items: Array.from({ length: 8 }, (_, i) => ({
			id: `item_${i + 1}`,
			title: `Item number ${i + 1}`,
		})),
	},
});

function htmlPage(status: number): string {
	const title = `${status} ${status === 502 ? 'Bad Gateway' : status === 503 ? 'Service Temporarily Unavailable' : 'Error'}`;
	return `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`;
}

/** Answers with a fault that replaces the handler (status, malformedJson, html, empty, cutMidBody). */
export function writeFault(res: ServerResponse, fault: Fault, forms: LegalForms): void {
	switch (fault.kind) {
		case 'status': {
			const text = STATUS_FAULT_TEXT[fault.status];
			const headers: Record<string, string> =
				fault.retryAfter !== undefined
					? { 'Retry-After': retryAfterHeader(fault.retryAfter, forms) }
					: {};
			sendJson(res, fault.status, errorBody(text.code, fault.message ?? text.message), headers);
			return;
		}
		case 'malformedJson':
			sendText(res, 200, 'application/json', '{"status":"succ');
			return;
		case 'html':
			sendText(res, fault.status ?? 502, 'text/html', htmlPage(fault.status ?? 502));
			return;
		case 'empty':
			sendText(res, fault.status ?? 200, 'application/json', '');
			return;
		case 'cutMidBody':
			sendCut(res, 200, CUT_BODY);
			return;
		default:
			throw new Error(`fault ${fault.kind} wraps the handler`);
	}
}
