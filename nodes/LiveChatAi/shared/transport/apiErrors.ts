import type { INode, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { classifyFailure, failureOption } from './failure';
import { RETRY_POLICY } from '../serviceDecisions';
import { retryAfterOf, waitsFor } from './retry';

/** A response read to its end as text, before any parsing. */
export interface RawResponse {
	statusCode: number;
	headers: Record<string, unknown>;
	text: string;
}

function header(response: RawResponse, name: string): string | undefined {
	const value = response.headers[name];
	return typeof value === 'string' ? value : undefined;
}

const STATUS_HINTS: Record<number, string> = {
	400: 'LiveChatAI rejected a parameter of the request; its message says which.',
	401: 'Check the API key of the LiveChatAI credential.',
	403: "The API key lacks permission: LiveChatAI's API needs an Advanced or Expert plan.",
	404: 'Check the ID: LiveChatAI does not know it, or it belongs to another account.',
};

const seconds = (ms: number) => `${Math.ceil(ms / 1000).toLocaleString('en-US')} s`;

/**
 * What a 429 tells the user: what the node did about it, no more. A wait longer than the node makes was not made
 * (nor any retry); otherwise it retried as often as it was allowed to (none for a poll, whose retry is the next).
 */
function rateLimitHint(retryAfterMs: number | undefined, retriesMade: number): string {
	if (retryAfterMs !== undefined && !waitsFor(retryAfterMs))
		return `LiveChatAI asked to wait ${seconds(retryAfterMs)} before the next request; the node waits ${seconds(RETRY_POLICY.maxDelayMs)} at most, so it did not wait and did not retry. Try again after that wait.`;
	const asked = retryAfterMs === undefined ? '' : ` (it asked to wait ${seconds(retryAfterMs)})`;
	const done =
		retriesMade > 0
			? `the node waited and retried ${retriesMade === 1 ? 'once' : `${retriesMade} times`}`
			: 'the node did not retry';
	return `LiveChatAI asks for fewer requests${asked}; ${done}. Try again later, or lower Concurrent Requests.`;
}

function hintFor(status: number, retryAfterMs: number | undefined, retriesMade: number): string {
	if (status === 429) return rateLimitHint(retryAfterMs, retriesMade);
	if (STATUS_HINTS[status]) return STATUS_HINTS[status];
	if (status >= 500) return 'LiveChatAI had a server error; try again later.';
	return '';
}

// Errors are built from these plain fields only, never from the HTTP client's error: that one carries the
// request headers, Authorization included. `detail` lands in the error's cause, for the curious; so does the
// wait the service asked for, which a poll honours.
function apiError(
	node: INode,
	fields: {
		message: string;
		description: string;
		httpCode?: number;
		detail?: JsonObject;
		retryAfterMs?: number;
	},
	itemIndex?: number,
): NodeApiError {
	const { message, description, httpCode, detail = {}, retryAfterMs } = fields;
	const cause: JsonObject = { message, description, ...detail };
	if (httpCode !== undefined) cause.httpCode = String(httpCode);
	if (retryAfterMs !== undefined) cause.retryAfterMs = retryAfterMs;
	return new NodeApiError(node, cause, {
		message,
		description,
		httpCode: httpCode === undefined ? undefined : String(httpCode),
		itemIndex,
		...failureOption(classifyFailure(httpCode, retryAfterMs)),
	});
}

function looksLikeHtml(response: RawResponse): boolean {
	const type = header(response, 'content-type') ?? '';
	return type.includes('text/html') || /^\s*<(!doctype|html)/i.test(response.text);
}

function excerpt(text: string): string {
	const flat = text.replace(/\s+/g, ' ').trim();
	return flat.length > 80 ? `${flat.slice(0, 80)}…` : flat;
}

/**
 * The JSON a response carries, or a NodeApiError saying why it carries none. `bodyNeeded` (ApiRequestOptions):
 * what the output needs from the body, named when it is empty; `false`, an empty body reads as `{}`.
 */
export function parseJsonBody(
	node: INode,
	response: RawResponse,
	itemIndex?: number,
	bodyNeeded?: string | false,
): unknown {
	const { statusCode, text } = response;
	if (text.trim() === '') {
		// [doc] A 2xx is a success (RFC 9110: a 204 has no body): where the output needs nothing of it, it is one.
		if (bodyNeeded === false && statusCode >= 200 && statusCode < 300) return {};
		throw apiError(
			node,
			{
				message: 'LiveChatAI sent an empty response',
				description: `HTTP ${statusCode} came with no body; the node needs ${bodyNeeded ?? 'its JSON answer'} from it.`,
				httpCode: statusCode,
			},
			itemIndex,
		);
	}
	if (looksLikeHtml(response)) {
		throw apiError(
			node,
			{
				message: 'LiveChatAI answered with an HTML page instead of JSON',
				description: `HTTP ${statusCode}. A proxy or gateway in front of the API may have failed, or the Base URL points at a website rather than the API.`,
				httpCode: statusCode,
			},
			itemIndex,
		);
	}
	try {
		return JSON.parse(text);
	} catch {
		throw apiError(
			node,
			{
				message: 'LiveChatAI sent a malformed JSON response',
				description: `HTTP ${statusCode}; the body could not be read as JSON: "${excerpt(text)}".`,
				httpCode: statusCode,
			},
			itemIndex,
		);
	}
}

/**
 * A NodeApiError for a response with a non-2xx status, carrying the service's own message and code, and the wait
 * its `Retry-After` asks for (read against its `Date`: retry.ts). `retriesMade`: the retries sent before it.
 */
export function serviceError(
	node: INode,
	response: RawResponse,
	itemIndex?: number,
	retriesMade = 0,
): NodeApiError {
	const { statusCode } = response;
	if (statusCode >= 300 && statusCode < 400) {
		return apiError(
			node,
			{
				message: `LiveChatAI redirected the request (HTTP ${statusCode})`,
				description: `The node does not follow redirects, so the API key is never sent to another address (Location: ${header(response, 'location') ?? 'none'}). Check the Base URL.`,
				httpCode: statusCode,
			},
			itemIndex,
		);
	}
	let envelope: { message?: unknown; code?: unknown } = {};
	try {
		const parsed = parseJsonBody(node, response, itemIndex);
		if (typeof parsed === 'object' && parsed !== null) envelope = parsed as typeof envelope;
	} catch (unreadable) {
		// An unreadable error body (HTML page, empty, malformed) still fails with its status.
		if (unreadable instanceof NodeApiError) return unreadable;
	}
	const serviceMessage = typeof envelope.message === 'string' ? envelope.message : undefined;
	const code = typeof envelope.code === 'string' ? envelope.code : undefined;
	const retryAfterMs = retryAfterOf(response.headers, Date.now());
	const hint = hintFor(statusCode, retryAfterMs, retriesMade);
	return apiError(
		node,
		{
			message: serviceMessage ?? `LiveChatAI answered HTTP ${statusCode}`,
			description: `HTTP ${statusCode}${code ? ` (${code})` : ''}. ${hint}`.trim(),
			httpCode: statusCode,
			detail: code ? { serviceCode: code } : {},
			retryAfterMs,
		},
		itemIndex,
	);
}

/** A NodeApiError for a 2xx stream whose content does not match its framing. */
export function streamFormatError(
	node: INode,
	detail: string,
	statusCode: number,
	itemIndex?: number,
): NodeApiError {
	return apiError(
		node,
		{
			message: 'LiveChatAI sent a malformed stream',
			description: `HTTP ${statusCode}. ${detail}`,
			httpCode: statusCode,
		},
		itemIndex,
	);
}

const NETWORK_MESSAGES: Record<string, string> = {
	ECONNREFUSED: 'Could not connect to LiveChatAI',
	ENOTFOUND: 'Could not find the LiveChatAI host',
	ETIMEDOUT: 'The request to LiveChatAI timed out',
	ECONNABORTED: 'The request to LiveChatAI timed out',
	ECONNRESET: 'The connection to LiveChatAI was cut before the response was complete',
	EPIPE: 'The connection to LiveChatAI was cut before the response was complete',
};

/** A NodeApiError for a request that got no complete response. */
export function networkError(
	node: INode,
	code: string | undefined,
	baseUrl: string,
	itemIndex?: number,
): NodeApiError {
	const message = (code && NETWORK_MESSAGES[code]) ?? 'The request to LiveChatAI failed';
	return apiError(
		node,
		{
			message,
			description: `${code ? `${code} ` : ''}while talking to ${baseUrl}. Check the Base URL and the network, then try again.`,
			// Not under `code`: n8n would swap the message for its generic one, which does not name LiveChatAI.
			detail: code ? { networkCode: code } : {},
		},
		itemIndex,
	);
}

/** The network error code of a failed request, however deep the HTTP client nested it. */
export function networkCodeOf(error: unknown): string | undefined {
	let current: unknown = error;
	for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
		const { code, message } = current as { code?: unknown; message?: unknown };
		if (typeof code === 'string' && /^E[A-Z_]+$/.test(code)) return code;
		if (typeof message === 'string' && /\b(aborted|socket hang up)\b/i.test(message))
			return 'ECONNRESET';
		current = (current as { cause?: unknown }).cause;
	}
	return undefined;
}
