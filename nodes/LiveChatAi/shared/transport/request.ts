import type {
	ICredentialDataDecryptedObject,
	ICredentialsDecrypted,
	IDataObject,
	IExecuteFunctions,
	IHttpRequestMethods,
	IHttpRequestOptions,
	ILoadOptionsFunctions,
	IPollFunctions,
} from 'n8n-workflow';

import { nodeOfRun } from './runNode';
import { secureBaseUrl } from './baseUrl';
import type { RawResponse } from './apiErrors';
import {
	networkCodeOf,
	networkError,
	parseJsonBody,
	serviceError,
	streamFormatError,
} from './apiErrors';
import { backOff, withinRequestLimits } from './requestLimits';
import { isRetryable, mayHaveActed, retryAfterOf, retryDelayMs } from './retry';
import { RETRIED_DELETE_GONE_STATUS, RETRY_POLICY } from '../serviceDecisions';
import type { StreamResult } from './stream';
import { readStream, StreamFormatError } from './stream';

/** The credential type's name, as credentials/LiveChatAiApi.credentials.ts declares it: the one name nodes use. */
export const CREDENTIAL_TYPE = 'liveChatAiApi';

export type RequestContext = IExecuteFunctions | ILoadOptionsFunctions | IPollFunctions;

export interface ApiRequestOptions {
	method: IHttpRequestMethods;
	/** Path under the Base URL, e.g. `/api/aibot/list`. */
	path: string;
	qs?: IDataObject;
	body?: IDataObject | IDataObject[];
	/** The input item the request is for, named in errors. */
	itemIndex?: number;
	/** Retries allowed after a retryable failure (RETRY_POLICY's by default); a poll makes none and never waits. */
	retries?: number;
	/** How long one attempt may take (n8n's default otherwise); a poll must end inside its interval. */
	timeoutMs?: number;
	/** A POST whose repetition changes nothing more (End): retried after a 503 or a cut connection as a GET is. */
	repeatable?: boolean;
	/**
	 * What the operation's output needs from the answer's body, which the error names when a 2xx comes without
	 * one. `false`: nothing (a Delete, the typing indicator): a 2xx with no body or an empty one is a success,
	 * read as `{}`.
	 */
	bodyNeeded?: string | false;
}

/** How a list's page is requested besides its query: for which item, with which retries and timeout. */
export type ListRequestOptions = Pick<ApiRequestOptions, 'itemIndex' | 'retries' | 'timeoutMs'>;

/** A request as `send` takes it: for a DELETE (deleteRequest.ts), also what a 404 says. */
export interface SendOptions extends ApiRequestOptions {
	/**
	 * Whether a 404 says that the item to delete is not there (a DELETE of one item named by its path): then a 404
	 * after an attempt LiveChatAI may have acted on is answered, not thrown (RETRIED_DELETE_GONE_STATUS).
	 */
	notFoundIsGone?: boolean;
}

// One read of the credential per run of the node, handed to every request of the run: n8n would otherwise read
// it from its database and decrypt it anew for each request (about 2 ms of CPU each), and a run's items share
// it. Not across polls: a trigger's context outlives them, and the credential may change meanwhile.
const runCredentials = new WeakMap<object, Promise<ICredentialsDecrypted>>();

/** The decrypted credential, read once per run (execution context) of the node, as n8n's request helper takes it. */
async function credentialOf(
	context: RequestContext,
	itemIndex?: number,
): Promise<ICredentialsDecrypted> {
	const known = runCredentials.get(context);
	if (known !== undefined) return await known;
	const saved = context.getNode().credentials?.[CREDENTIAL_TYPE];
	// The items of a run start together: they wait for one read rather than each making its own.
	const read = context
		.getCredentials<ICredentialDataDecryptedObject>(CREDENTIAL_TYPE, itemIndex)
		.then((data) => ({
			id: saved?.id ?? '',
			name: saved?.name ?? '',
			type: CREDENTIAL_TYPE,
			data,
		}));
	if ('getInputData' in context) {
		runCredentials.set(context, read);
		// A failed read is not kept: the next item asks n8n again and gets its own error.
		read.catch(() => runCredentials.delete(context));
	}
	return await read;
}

interface FullResponse {
	statusCode: number;
	headers: Record<string, unknown>;
	body: unknown;
}

export interface SentResponse extends FullResponse {
	baseUrl: string;
	/**
	 * Whether an attempt before this answer may have been acted on (`mayHaveActed`: a 5xx, a connection cut or
	 * timed out): what this answer finds missing, that attempt may have done.
	 */
	afterMaybeActed: boolean;
}

async function bodyText(body: unknown): Promise<string> {
	if (typeof body === 'string') return body;
	if (body === undefined || body === null) return '';
	if (typeof (body as AsyncIterable<unknown>)[Symbol.asyncIterator] !== 'function')
		return String(body);
	const decoder = new TextDecoder();
	let text = '';
	for await (const chunk of body as AsyncIterable<Buffer | string>) {
		text += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
	}
	return text + decoder.decode();
}

export async function rawResponse(response: FullResponse): Promise<RawResponse> {
	return {
		statusCode: response.statusCode,
		headers: response.headers,
		text: await bodyText(response.body),
	};
}

/**
 * Sends one request through n8n's authenticated HTTP helper, retrying what RETRY_POLICY allows, and returns
 * the first 2xx response (or, with `notFoundIsGone`, a 404 after an attempt that may have been acted on) with its
 * body unread. Every other outcome becomes a NodeApiError.
 */
export async function send(
	context: RequestContext,
	options: SendOptions,
	encoding: 'text' | 'stream',
): Promise<SentResponse> {
	const { method, path, qs, body, itemIndex, timeoutMs } = options;
	const retries = options.retries ?? RETRY_POLICY.maxRetries;
	const node = nodeOfRun(context);
	const decrypted = await credentialOf(context, itemIndex);
	const baseURL = secureBaseUrl(node, decrypted.data?.baseUrl as string | undefined, itemIndex);
	const request: IHttpRequestOptions = {
		method,
		baseURL,
		url: path,
		qs,
		body,
		json: true,
		encoding,
		returnFullResponse: true,
		ignoreHttpStatusErrors: true,
		// Following a redirect could carry the key to another host.
		disableFollowRedirect: true,
		...(timeoutMs === undefined ? {} : { timeout: timeoutMs }),
	};

	let afterMaybeActed = false;
	for (let retry = 1; ; retry++) {
		let response: FullResponse | undefined;
		let networkCode: string | undefined;
		try {
			response = await withinRequestLimits(
				context,
				async (): Promise<FullResponse> =>
					await context.helpers.httpRequestWithAuthentication.call(
						context,
						CREDENTIAL_TYPE,
						{ ...request },
						{ credentialsDecrypted: decrypted },
					),
				(answer) => answer.statusCode,
			);
		} catch (error) {
			networkCode = networkCodeOf(error);
		}
		const status = response?.statusCode ?? 0;
		// A DELETE that finds nothing after an attempt LiveChatAI may have acted on: that attempt deleted the item.
		const gone = status === RETRIED_DELETE_GONE_STATUS && afterMaybeActed && options.notFoundIsGone;
		if (response && ((status >= 200 && status < 300) || gone))
			return { ...response, baseUrl: baseURL, afterMaybeActed };

		const outcome = { status: response?.statusCode, networkCode };
		const asked = response ? retryAfterOf(response.headers, Date.now()) : undefined;
		const delay =
			retry <= retries && isRetryable(method, outcome, options.repeatable)
				? retryDelayMs(retry, asked)
				: undefined;
		const failure = response
			? serviceError(node, await rawResponse(response), itemIndex, retry - 1)
			: networkError(node, networkCode, baseURL, itemIndex);
		if (delay === undefined) throw failure;
		afterMaybeActed ||= mayHaveActed(outcome);
		context.logger.debug(
			`LiveChatAI: ${failure.message}; retry ${retry} of ${retries} in ${delay} ms`,
		);
		// The wait holds back every request of this run, not just this one: LiveChatAI asked the client to.
		backOff(context, delay);
	}
}

/** One API call; resolves to the parsed JSON body. */
export async function apiRequest(
	this: RequestContext,
	options: ApiRequestOptions,
): Promise<unknown> {
	const response = await send(this, options, 'text');
	const { itemIndex, bodyNeeded } = options;
	return parseJsonBody(nodeOfRun(this), await rawResponse(response), itemIndex, bodyNeeded);
}

export interface StreamResponse extends StreamResult {
	headers: Record<string, unknown>;
}

/** One API call whose body is read as a stream (see serviceDecisions for the framings). */
export async function apiStreamRequest(
	this: RequestContext,
	options: ApiRequestOptions,
	onText?: (piece: string) => void,
): Promise<StreamResponse> {
	const node = this.getNode();
	const response = await send(this, options, 'stream');
	const contentType = response.headers['content-type'];
	try {
		const result = await readStream(
			response.body as AsyncIterable<Buffer>,
			typeof contentType === 'string' ? contentType : undefined,
			onText,
		);
		return { ...result, headers: response.headers };
	} catch (error) {
		if (error instanceof StreamFormatError) {
			throw streamFormatError(node, error.message, response.statusCode, options.itemIndex);
		}
		// The body was cut while being read: whatever the client calls it, the connection ended early.
		throw networkError(
			node,
			networkCodeOf(error) ?? 'ECONNRESET',
			response.baseUrl,
			options.itemIndex,
		);
	}
}
