import type { IDataObject, IHttpRequestMethods } from 'n8n-workflow';

import { isRecord, responseToJson } from './json';
import type { DeleteAnswer, DeleteRequestOptions } from './deleteRequest';
import { deleteRequest } from './deleteRequest';
import type { RequestContext } from './request';
import { apiRequest } from './request';

export interface V2Call {
	method: IHttpRequestMethods;
	/** Path under the Base URL, e.g. `/api/v2/agents`; ids in it are encoded by the caller. */
	path: string;
	qs?: IDataObject;
	body?: IDataObject;
	itemIndex?: number;
	/** As for any request (ApiRequestOptions): a poll's reads make no retries and have a timeout. */
	retries?: number;
	timeoutMs?: number;
	repeatable?: boolean;
}

/**
 * What a v2 response holds: [doc] `{status: "success", data: {...}}`, whose `data` is the answer; a body without
 * the envelope (GET /api/v2/contacts/{id}) is the answer itself, so every Get comes out alike.
 */
export function unwrapData(body: unknown): IDataObject {
	return isRecord(body) && isRecord(body.data) ? body.data : responseToJson(body);
}

/** One call of the v2 API; resolves to its answer without the envelope. */
export async function v2Request(this: RequestContext, call: V2Call): Promise<IDataObject> {
	return unwrapData(await apiRequest.call(this, call));
}

/** What a v2 DELETE came to (deleteRequest): its answer without the envelope, `{}` when already deleted. */
export interface V2DeleteAnswer extends Omit<DeleteAnswer, 'body'> {
	data: IDataObject;
}

/** One DELETE of the v2 API; a retry that finds nothing after an attempt that may have been acted on is done. */
export async function v2Delete(
	this: RequestContext,
	options: DeleteRequestOptions,
): Promise<V2DeleteAnswer> {
	const { body, ...outcome } = await deleteRequest.call(this, options);
	return { data: unwrapData(body), ...outcome };
}

/** An id as one path segment. */
export function segment(id: string): string {
	return encodeURIComponent(id);
}
