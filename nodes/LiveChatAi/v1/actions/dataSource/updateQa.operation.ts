import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { requiredString } from '../../../shared/parameters/readParameters';
import { additionalBodyFields } from '../../../shared/legacy/additionalParameters';
import { chatbotId, chatbotLocator } from '../../../shared/descriptions/botLocator';
import { qaProperties, readQa } from '../../../shared/dataSources/qaFields';
import { legacyBody } from '../../../shared/transport/legacyRequest';
import { withRequestOptions } from '../../../shared/descriptions/requestOptions';

const properties: INodeProperties[] = [
	chatbotLocator({ description: 'The chatbot the Q&A pair belongs to' }),
	{
		displayName: 'Q&A ID',
		name: 'qaId',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. ds_qa_123',
		description:
			'ID of the Q&A pair to change, as Data Source > Get Many (Source: Q&A) lists it. Question and Answer below replace its current ones.',
	},
	...qaProperties('Chatbot'),
	additionalBodyFields,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['dataSource'], operation: ['updateQa'] } },
	withRequestOptions(properties),
);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const fields = {
		id: requiredString(this, 'qaId', 'Q&A ID', itemIndex),
		...readQa(this, itemIndex),
		chatbotId: chatbotId(this, itemIndex),
	};
	return await legacyBody.call(this, itemIndex, 'PUT', '/api/aibot/data-source/qa', fields);
}
