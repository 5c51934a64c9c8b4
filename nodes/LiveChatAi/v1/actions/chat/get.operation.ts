import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { LEGACY_QUERY } from '../../../serviceDecisions';
import { responseToJson } from '../../../transport/listItems';
import { apiRequest } from '../../../transport/request';
import { requiredString } from '../../helpers/validation';
import { additionalQueryParameters, readAdditional } from '../common/additionalParameters';
import { legacyNotice } from '../common/legacyNotice';

const properties: INodeProperties[] = [
	legacyNotice,
	{
		displayName: 'Chat ID',
		name: 'chatId',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. chat_123',
		description: 'ID of the chat session, as Chatbot > Send Message returns it in chatId',
	},
	additionalQueryParameters,
];

export const description = updateDisplayOptions({ show: { resource: ['chat'], operation: ['get'] } }, properties);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const qs = {
		...readAdditional(this, 'additionalQueryParameters', itemIndex),
		[LEGACY_QUERY.chatId]: requiredString(this, 'chatId', 'Chat ID', itemIndex),
	};
	return responseToJson(await apiRequest.call(this, { method: 'GET', path: '/api/aibot/chat/detail', qs, itemIndex }));
}
