import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { LEGACY_QUERY } from '../../../shared/serviceDecisions';
import { responseToJson } from '../../../shared/transport/listItems';
import { additionalQueryParameters } from '../../../shared/legacy/additionalParameters';
import { legacyQuery } from '../../../shared/legacy/legacyRequest';
import { chatbotId, chatbotLocator } from '../../../shared/descriptions/botLocator';

/** The fields of both count operations, which differ only in the path they read. */
export const countProperties: INodeProperties[] = [chatbotLocator(), additionalQueryParameters];

export async function getCount(this: IExecuteFunctions, itemIndex: number, path: string) {
	const query = { [LEGACY_QUERY.chatbotId]: chatbotId(this, itemIndex) };
	return responseToJson(await legacyQuery.call(this, itemIndex, path, query));
}
