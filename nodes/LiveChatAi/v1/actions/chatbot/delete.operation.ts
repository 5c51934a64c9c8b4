import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { LEGACY_QUERY } from '../../../shared/serviceDecisions';
import { additionalQueryParameters } from '../../../shared/legacy/additionalParameters';
import { legacyQuery } from '../../../shared/transport/legacyRequest';
import { chatbotId, chatbotLocator } from '../../../shared/descriptions/botLocator';
import { withRequestOptions } from '../../../shared/descriptions/requestOptions';

const properties: INodeProperties[] = [
	chatbotLocator({ description: 'The chatbot to delete, with its data sources and chats' }),
	additionalQueryParameters,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['chatbot'], operation: ['delete'] } },
	withRequestOptions(properties),
);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = chatbotId(this, itemIndex);
	await legacyQuery.call(
		this,
		itemIndex,
		'/api/aibot/delete',
		{ [LEGACY_QUERY.chatbotId]: id },
		'DELETE',
	);
	return { deleted: true, chatbotId: id };
}
