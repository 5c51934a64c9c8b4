import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { LEGACY_QUERY } from '../../../serviceDecisions';
import { apiRequest } from '../../../transport/request';
import { additionalQueryParameters, readAdditional } from '../common/additionalParameters';
import { chatbotId, chatbotLocator } from '../common/chatbotLocator';
import { legacyNotice } from '../common/legacyNotice';

const properties: INodeProperties[] = [
	legacyNotice,
	chatbotLocator({ description: 'The chatbot to delete, with its data sources and chats' }),
	additionalQueryParameters,
];

export const description = updateDisplayOptions({ show: { resource: ['chatbot'], operation: ['delete'] } }, properties);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = chatbotId(this, itemIndex);
	const qs = { ...readAdditional(this, 'additionalQueryParameters', itemIndex), [LEGACY_QUERY.chatbotId]: id };
	await apiRequest.call(this, { method: 'DELETE', path: '/api/aibot/delete', qs, itemIndex });
	return { deleted: true, chatbotId: id };
}
