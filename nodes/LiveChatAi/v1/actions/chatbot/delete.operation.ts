import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { LEGACY_QUERY } from '../../../shared/serviceDecisions';
import { additionalQueryParameters } from '../../../shared/legacy/additionalParameters';
import { legacyDelete } from '../../../shared/legacy/legacyRequest';

import type { OperationOption } from '../../../shared/operations/resource';
import { legacyDescription } from '../../../shared/legacy/legacyDescription';
import { bot } from '../bot';

export const resource = 'chatbot';
export const key = 'delete';

export const properties: INodeProperties[] = [
	bot.locator({ description: 'The chatbot to delete, with its data sources and chats' }),
	additionalQueryParameters,
];

export const option: OperationOption = {
	name: 'Delete',
	action: 'Delete a chatbot',
	description: legacyDescription('Delete a chatbot'),
};

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = bot.id(this, itemIndex);
	const query = { [LEGACY_QUERY.chatbotId]: id };
	const { alreadyDeleted } = await legacyDelete.call(this, itemIndex, '/api/aibot/delete', query);
	return { deleted: true, chatbotId: id, ...(alreadyDeleted ? { alreadyDeleted } : {}) };
}
