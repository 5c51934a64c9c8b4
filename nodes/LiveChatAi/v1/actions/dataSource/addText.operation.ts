import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { requiredString } from '../../../shared/parameters';
import { additionalBodyFields } from '../../../shared/legacy/additionalParameters';
import { chatbotId, chatbotLocator } from '../../../shared/descriptions/botLocator';
import { legacyBody } from '../../../shared/legacy/legacyRequest';

const properties: INodeProperties[] = [
	chatbotLocator({ description: 'The chatbot that learns from the text' }),
	{
		displayName: 'Title',
		name: 'title',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. Support hours',
		description: 'Name of the text source as LiveChatAI lists it',
	},
	{
		displayName: 'Content',
		name: 'content',
		type: 'string',
		typeOptions: { rows: 6 },
		required: true,
		default: '',
		placeholder: 'e.g. Our support team is available Monday to Friday, 8:00 to 18:00.',
		description: 'The text the chatbot learns from (plain text)',
	},
	additionalBodyFields,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['dataSource'], operation: ['addText'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const fields = {
		title: requiredString(this, 'title', 'Title', itemIndex),
		content: requiredString(this, 'content', 'Content', itemIndex),
		chatbotId: chatbotId(this, itemIndex),
	};
	return await legacyBody.call(this, itemIndex, 'POST', '/api/aibot/data-source/text', fields);
}
