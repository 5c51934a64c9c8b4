import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { readOptions, requiredString } from '../../../shared/parameters/readParameters';
import { v2Request } from '../../../shared/transport';
import { optionsCollection } from '../../../shared/descriptions/optionsCollection';
import type { OperationOption } from '../../../shared/node/resource';

export const resource = 'agent';
export const key = 'create';

export const properties: INodeProperties[] = [
	{
		displayName: 'Name',
		name: 'name',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. Support Agent',
		description: 'Name of the new agent',
	},
	{
		displayName: 'Live Chat',
		name: 'isLiveChatEnabled',
		type: 'boolean',
		default: false,
		description: 'Whether human agents can take conversations over through live chat',
	},
	optionsCollection([
		{
			displayName: 'Image Sharing',
			name: 'isImageSharingEnabled',
			type: 'boolean',
			default: false,
			description: 'Whether visitors can send images in the chat',
		},
	]),
];

export const option: OperationOption = {
	name: 'Create',
	action: 'Create an AI agent',
	description: 'Create an agent',
};

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const body = {
		name: requiredString(this, 'name', 'Name', itemIndex),
		isLiveChatEnabled: this.getNodeParameter('isLiveChatEnabled', itemIndex, false) as boolean,
		...(readOptions(this, itemIndex).flag('isImageSharingEnabled')
			? { isImageSharingEnabled: true }
			: {}),
	};
	return await v2Request.call(this, { method: 'POST', path: '/api/v2/agents', body, itemIndex });
}
