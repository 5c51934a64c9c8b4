import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { LEGACY_QUERY } from '../../../serviceDecisions';
import { responseToJson } from '../../../transport/listItems';
import { apiRequest } from '../../../transport/request';
import { additionalQueryParameters, readAdditional } from '../common/additionalParameters';
import { chatbotId, chatbotLocator } from '../common/chatbotLocator';
import { legacyNotice } from '../common/legacyNotice';

/** The fields of both count operations, which differ only in the path they read. */
export const countProperties: INodeProperties[] = [legacyNotice, chatbotLocator(), additionalQueryParameters];

export async function getCount(this: IExecuteFunctions, itemIndex: number, path: string) {
	const qs = {
		...readAdditional(this, 'additionalQueryParameters', itemIndex),
		[LEGACY_QUERY.chatbotId]: chatbotId(this, itemIndex),
	};
	return responseToJson(await apiRequest.call(this, { method: 'GET', path, qs, itemIndex }));
}
