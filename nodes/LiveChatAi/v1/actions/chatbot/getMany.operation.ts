import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { responseToJsonItems } from '../../../transport/listItems';
import { apiRequest } from '../../../transport/request';
import { additionalQueryParameters, readAdditional } from '../common/additionalParameters';
import { legacyNotice } from '../common/legacyNotice';
import { limitItems, returnAllOrLimit } from '../common/returnAllOrLimit';

const properties: INodeProperties[] = [legacyNotice, ...returnAllOrLimit(), additionalQueryParameters];

export const description = updateDisplayOptions({ show: { resource: ['chatbot'], operation: ['getMany'] } }, properties);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const qs = readAdditional(this, 'additionalQueryParameters', itemIndex);
	const response = await apiRequest.call(this, { method: 'GET', path: '/api/aibot/list', qs, itemIndex });
	return limitItems(this, itemIndex, responseToJsonItems(response));
}
