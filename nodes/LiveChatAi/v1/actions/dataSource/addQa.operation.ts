import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { additionalBodyFields } from '../../../shared/legacy/additionalParameters';
import { chatbotId, chatbotLocator } from '../../../shared/descriptions/botLocator';
import { qaProperties, readQa } from '../../../shared/dataSources/qaFields';
import { generatedByAiField } from '../../../shared/dataSources/fields';
import { legacyBody } from '../../../shared/transport/legacyRequest';
import { withRequestOptions } from '../../../shared/descriptions/requestOptions';

const properties: INodeProperties[] = [
	chatbotLocator({ description: 'The chatbot that learns the question and its answer' }),
	...qaProperties('Chatbot'),
	generatedByAiField,
	additionalBodyFields,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['dataSource'], operation: ['addQa'] } },
	withRequestOptions(properties),
);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const fields = {
		...readQa(this, itemIndex),
		chatbotId: chatbotId(this, itemIndex),
		isGeneratedByAI: this.getNodeParameter('isGeneratedByAI', itemIndex, false) as boolean,
	};
	return await legacyBody.call(this, itemIndex, 'POST', '/api/aibot/data-source/qa', fields);
}
