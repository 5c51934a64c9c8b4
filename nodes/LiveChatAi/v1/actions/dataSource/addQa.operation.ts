import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { additionalBodyFields } from '../../../shared/legacy/additionalParameters';

import { qaProperties, readQa } from '../../../shared/dataSources/qaFields';
import { generatedByAiField } from '../../../shared/dataSources/fields';
import { legacyBody } from '../../../shared/transport';
import type { OperationOption } from '../../../shared/node/resource';
import { legacyDescription } from '../../../shared/legacy/legacyDescription';
import { bot } from '../bot';

export const resource = 'dataSource';
export const key = 'addQa';

export const properties: INodeProperties[] = [
	bot.locator({ description: 'The chatbot that learns the question and its answer' }),
	...qaProperties(bot.label),
	generatedByAiField,
	additionalBodyFields,
];

export const option: OperationOption = {
	name: 'Add Q&A',
	action: 'Add a Q&A data source',
	description: legacyDescription('Teach a chatbot a question and its answer'),
};

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const fields = {
		...readQa(this, itemIndex),
		chatbotId: bot.id(this, itemIndex),
		isGeneratedByAI: this.getNodeParameter('isGeneratedByAI', itemIndex, false) as boolean,
	};
	return await legacyBody.call(this, itemIndex, 'POST', '/api/aibot/data-source/qa', fields);
}
