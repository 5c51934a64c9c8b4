import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { responseToJsonItems } from '../../../shared/lists/listItems';
import { additionalQueryParameters } from '../../../shared/legacy/additionalParameters';
import { legacyQuery } from '../../../shared/legacy/legacyRequest';
import { readLimit, returnAllOrLimit } from '../../../shared/fields/returnAllOrLimit';
import type { OperationOption } from '../../../shared/operations/resource';
import { legacyDescription } from '../../../shared/legacy/legacyDescription';
import { smallerLimit } from '../../../shared/operations/toolResultBound';

export const resource = 'chatbot';
export const key = 'getMany';

export const properties: INodeProperties[] = [...returnAllOrLimit(), additionalQueryParameters];

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many chatbots',
	description: legacyDescription('Get the chatbots of the account'),
};

/** As a tool, the hint of a cut result (toolResultBound.ts). */
export const forMoreAsTool = smallerLimit('chatbots');

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	// Read before the request, so that a bad Limit sends nothing.
	const limit = readLimit(this, itemIndex);
	const response = await legacyQuery.call(this, itemIndex, '/api/aibot/list');
	return responseToJsonItems(response).slice(0, limit);
}
