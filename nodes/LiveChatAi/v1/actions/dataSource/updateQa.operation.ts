import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { requiredString } from '../../../shared/fields/readParameters';
import { additionalBodyFields } from '../../../shared/legacy/additionalParameters';

import { qaProperties, readQa } from '../../../shared/dataSources/qaFields';
import { legacyBody } from '../../../shared/legacy/legacyRequest';
import type { OperationOption } from '../../../shared/operations/resource';
import { legacyDescription } from '../../../shared/legacy/legacyDescription';
import { bot } from '../bot';

export const resource = 'dataSource';
export const key = 'updateQa';

export const properties: INodeProperties[] = [
	bot.locator({ description: 'The chatbot the Q&A pair belongs to' }),
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
	...qaProperties(bot.label),
	additionalBodyFields,
];

export const option: OperationOption = {
	name: 'Update Q&A',
	action: 'Update a Q&A data source',
	description: legacyDescription('Change the question and answer of a Q&A pair'),
};

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const fields = {
		id: requiredString(this, 'qaId', 'Q&A ID', itemIndex),
		...readQa(this, itemIndex),
		chatbotId: bot.id(this, itemIndex),
	};
	return await legacyBody.call(this, itemIndex, 'PUT', '/api/aibot/data-source/qa', fields);
}
