import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { requiredString } from '../../../shared/parameters/readParameters';
import { additionalBodyFields } from '../../../shared/legacy/additionalParameters';
import { legacyBody } from '../../../shared/transport';
import type { OperationOption } from '../../../shared/node/resource';
import { legacyDescription } from '../../../shared/legacy/legacyDescription';

export const resource = 'chatbot';
export const key = 'create';

export const properties: INodeProperties[] = [
	{
		displayName: 'Name',
		name: 'name',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. Support Bot',
		description: 'Name of the new chatbot',
	},
	{
		displayName: 'Live Chat Enabled',
		name: 'isLiveChatEnabled',
		type: 'boolean',
		default: false,
		description: 'Whether human agents can take conversations over through live chat',
	},
	additionalBodyFields,
];

export const option: OperationOption = {
	name: 'Create',
	action: 'Create a chatbot',
	description: legacyDescription('Create a chatbot'),
};

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const name = requiredString(this, 'name', 'Name', itemIndex);
	const isLiveChatEnabled = this.getNodeParameter('isLiveChatEnabled', itemIndex, false) as boolean;
	return await legacyBody.call(this, itemIndex, 'POST', '/api/aibot/create', {
		name,
		isLiveChatEnabled,
	});
}
