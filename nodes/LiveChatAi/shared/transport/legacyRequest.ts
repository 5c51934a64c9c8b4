import type { IDataObject, IExecuteFunctions, IHttpRequestMethods } from 'n8n-workflow';

import { responseToJson } from '../lists/listItems';
import { apiRequest } from './request';
import { readAdditional } from '../legacy/additionalParameters';

// Legacy requests with their escape hatch merged in: the Additional Query Parameters (GET, DELETE) or
// Additional Body Fields (POST, PUT) go in first, so the node's own fields win on a clash.
// Call these only once every field is read and checked, so that bad input sends nothing.

/** The body of a legacy POST/PUT with the Additional Body Fields under the node's own fields. */
export function withAdditionalBody(
	context: IExecuteFunctions,
	itemIndex: number,
	fields: IDataObject,
): IDataObject {
	return { ...readAdditional(context, 'additionalBodyFields', itemIndex), ...fields };
}

/** A legacy GET or DELETE with query parameters; resolves to the service's JSON. */
export async function legacyQuery(
	this: IExecuteFunctions,
	itemIndex: number,
	path: string,
	query: IDataObject = {},
	method: Extract<IHttpRequestMethods, 'GET' | 'DELETE'> = 'GET',
): Promise<unknown> {
	const qs = { ...readAdditional(this, 'additionalQueryParameters', itemIndex), ...query };
	return await apiRequest.call(this, { method, path, qs, itemIndex });
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
