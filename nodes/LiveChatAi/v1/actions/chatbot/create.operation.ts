import type { IExecuteFunctions } from 'n8n-workflow';

import { createBotFields, readCreateBody } from '../../../shared/fields/createBot';
import { additionalBodyFields } from '../../../shared/legacy/additionalParameters';
import { legacyBody } from '../../../shared/legacy/legacyRequest';
import type { OperationOption } from '../../../shared/operations/resource';
import { legacyDescription } from '../../../shared/legacy/legacyDescription';
import { bot } from '../bot';

export const resource = 'chatbot';
export const key = 'create';

export const properties = [...createBotFields(bot.label), additionalBodyFields];

export const option: OperationOption = {
	name: 'Create',
	action: 'Create a chatbot',
	description: legacyDescription('Create a chatbot'),
};

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const body = readCreateBody(this, itemIndex);
	return await legacyBody.call(this, itemIndex, 'POST', '/api/aibot/create', body);
}
