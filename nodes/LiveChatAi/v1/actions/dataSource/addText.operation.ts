import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { readTitleAndContent, requiredField } from '../../../shared/dataSources/fields';
import { additionalBodyFields } from '../../../shared/legacy/additionalParameters';

import { legacyBody } from '../../../shared/legacy/legacyRequest';
import type { OperationOption } from '../../../shared/operations/resource';
import { legacyDescription } from '../../../shared/legacy/legacyDescription';
import { bot } from '../bot';

export const resource = 'dataSource';
export const key = 'addText';

export const properties: INodeProperties[] = [
	bot.locator({ description: 'The chatbot that learns from the text' }),
	requiredField(
		'Title',
		'title',
		'Support hours',
		'Name of the text source as LiveChatAI lists it',
	),
	requiredField(
		'Content',
		'content',
		'Our support team is available Monday to Friday, 8:00 to 18:00.',
		'The text the chatbot learns from (plain text)',
		6,
	),
	additionalBodyFields,
];

export const option: OperationOption = {
	name: 'Add Text',
	action: 'Add a text data source',
	description: legacyDescription('Teach a chatbot a titled piece of text'),
};

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const fields = {
		...readTitleAndContent(this, itemIndex),
		chatbotId: bot.id(this, itemIndex),
	};
	return await legacyBody.call(this, itemIndex, 'POST', '/api/aibot/data-source/text', fields);
}
