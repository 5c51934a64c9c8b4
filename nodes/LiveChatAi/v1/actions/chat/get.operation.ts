import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { LEGACY_QUERY } from '../../../shared/serviceDecisions';
import { responseToJson } from '../../../shared/transport/json';
import { requiredString } from '../../../shared/fields/readParameters';
import { additionalQueryParameters } from '../../../shared/legacy/additionalParameters';
import { legacyQuery } from '../../../shared/legacy/legacyRequest';
import type { OperationOption } from '../../../shared/operations/resource';
import { legacyDescription } from '../../../shared/legacy/legacyDescription';

export const resource = 'chat';
export const key = 'get';

export const properties: INodeProperties[] = [
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

export const option: OperationOption = {
	name: 'Get',
	action: 'Get a chat',
	description: legacyDescription('Get the details of a chat session'),
};

/** As a tool, a chat cut to the bound keeps its newest messages. */
export const newestAsTool = ['messages'];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const query = { [LEGACY_QUERY.chatId]: requiredString(this, 'chatId', 'Chat ID', itemIndex) };
	return responseToJson(await legacyQuery.call(this, itemIndex, '/api/aibot/chat/detail', query));
}
