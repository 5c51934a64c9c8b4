import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { LEGACY_QUERY } from '../../../serviceDecisions';
import { responseToJson } from '../../../transport/listItems';
import { apiRequest } from '../../../transport/request';
import { additionalQueryParameters, readAdditional } from '../common/additionalParameters';
import { chatbotId, chatbotLocator } from '../common/chatbotLocator';
import { legacyNotice } from '../common/legacyNotice';

const properties: INodeProperties[] = [
	legacyNotice,
	chatbotLocator(),
	{
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		options: [
			{
				displayName: 'Full-Page Slug',
				name: 'slug',
				type: 'string',
				default: '',
				placeholder: 'e.g. acme-help',
				description: 'Slug or ID of the full-page chatbot, for a chatbot published as a full page',
			},
		],
	},
	additionalQueryParameters,
];

export const description = updateDisplayOptions({ show: { resource: ['chatbot'], operation: ['get'] } }, properties);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const { slug } = this.getNodeParameter('options', itemIndex, {}) as { slug?: string };
	const qs = {
		...readAdditional(this, 'additionalQueryParameters', itemIndex),
		[LEGACY_QUERY.chatbotId]: chatbotId(this, itemIndex),
		...(slug?.trim() ? { [LEGACY_QUERY.fullPageSlug]: slug.trim() } : {}),
	};
	return responseToJson(await apiRequest.call(this, { method: 'GET', path: '/api/aibot/detail', qs, itemIndex }));
}
