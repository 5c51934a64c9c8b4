import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { responseToJson } from '../../../transport/listItems';
import { apiRequest } from '../../../transport/request';
import { readAdditional } from '../common/additionalParameters';

/**
 * Sends a legacy data-source body and returns the service's JSON as it came. Additional Body Fields go in
 * first, so the node's own fields win on a clash. Call it only once every field is read and checked.
 */
export async function sendDataSourceBody(
	this: IExecuteFunctions,
	itemIndex: number,
	method: 'POST' | 'PUT',
	path: string,
	fields: IDataObject,
): Promise<IDataObject> {
	const body = { ...readAdditional(this, 'additionalBodyFields', itemIndex), ...fields };
	return responseToJson(await apiRequest.call(this, { method, path, body, itemIndex }));
}
