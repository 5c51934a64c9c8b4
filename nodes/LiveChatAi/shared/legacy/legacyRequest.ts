import type { IDataObject, IExecuteFunctions, IHttpRequestMethods } from 'n8n-workflow';

import { responseToJson } from '../transport/json';
import type { DeleteAnswer } from '../transport/deleteRequest';
import { deleteRequest } from '../transport/deleteRequest';
import { apiRequest } from '../transport/request';
import { readAdditional } from './additionalParameters';

// Legacy requests with their escape hatch merged in: the Additional Query Parameters (GET, DELETE) or
// Additional Body Fields (POST, PUT) go in first, so the node's own fields win on a clash.
// Call these only once every field is read and checked, so that bad input sends nothing.

/** The query of a legacy GET or DELETE with the Additional Query Parameters under the node's own. */
function withAdditionalQuery(
	context: IExecuteFunctions,
	itemIndex: number,
	query: IDataObject,
): IDataObject {
	return { ...readAdditional(context, 'additionalQueryParameters', itemIndex), ...query };
}

/** The body of a legacy POST/PUT with the Additional Body Fields under the node's own fields. */
export function withAdditionalBody(
	context: IExecuteFunctions,
	itemIndex: number,
	fields: IDataObject,
): IDataObject {
	return { ...readAdditional(context, 'additionalBodyFields', itemIndex), ...fields };
}

/** A legacy GET with query parameters; resolves to the service's JSON. */
export async function legacyQuery(
	this: IExecuteFunctions,
	itemIndex: number,
	path: string,
	query: IDataObject = {},
): Promise<unknown> {
	const qs = withAdditionalQuery(this, itemIndex, query);
	return await apiRequest.call(this, { method: 'GET', path, qs, itemIndex });
}

/**
 * A legacy DELETE with query parameters, of the one item they name: a 404 after an attempt LiveChatAI may have
 * acted on is `alreadyDeleted` (deleteRequest). Its answer is not published and its callers need only its status,
 * so a 2xx without a body is a success.
 */
export async function legacyDelete(
	this: IExecuteFunctions,
	itemIndex: number,
	path: string,
	query: IDataObject,
): Promise<DeleteAnswer> {
	const qs = withAdditionalQuery(this, itemIndex, query);
	const options = { path, qs, itemIndex, notFoundIsGone: true, bodyNeeded: false } as const;
	return await deleteRequest.call(this, options);
}

/** A legacy POST or PUT with a JSON body; resolves to the service's JSON as one item. */
export async function legacyBody(
	this: IExecuteFunctions,
	itemIndex: number,
	method: Extract<IHttpRequestMethods, 'POST' | 'PUT'>,
	path: string,
	fields: IDataObject,
): Promise<IDataObject> {
	const body = withAdditionalBody(this, itemIndex, fields);
	return responseToJson(await apiRequest.call(this, { method, path, body, itemIndex }));
}
