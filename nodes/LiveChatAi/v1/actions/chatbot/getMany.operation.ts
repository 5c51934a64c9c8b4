import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { responseToJsonItems } from '../../../shared/lists/listItems';
import { additionalQueryParameters } from '../../../shared/legacy/additionalParameters';
import { legacyQuery } from '../../../shared/transport/legacyRequest';
import { readLimit, returnAllOrLimit } from '../../../shared/descriptions/returnAllOrLimit';
import { withRequestOptions } from '../../../shared/descriptions/requestOptions';

const properties: INodeProperties[] = [...returnAllOrLimit(), additionalQueryParameters];

export const description = updateDisplayOptions(
	{ show: { resource: ['chatbot'], operation: ['getMany'] } },
	withRequestOptions(properties),
);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	// Read before the request, so that a bad Limit sends nothing.
	const limit = readLimit(this, itemIndex);
	const response = await legacyQuery.call(this, itemIndex, '/api/aibot/list');
	return responseToJsonItems(response).slice(0, limit);
}
