import type { IExecuteFunctions } from 'n8n-workflow';

import { createBotFields, readCreateBody } from '../../../shared/fields/createBot';
import { readOptions, optionsCollection } from '../../../shared/fields/optionsCollection';
import { v2Request } from '../../../shared/transport';
import type { OperationOption } from '../../../shared/operations/resource';
import { bot } from '../bot';

export const resource = 'agent';
export const key = 'create';

export const properties = [
	...createBotFields(bot.label),
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
		...readCreateBody(this, itemIndex),
		...(readOptions(this, itemIndex).flag('isImageSharingEnabled', 'Image Sharing')
			? { isImageSharingEnabled: true }
			: {}),
	};
	return await v2Request.call(this, { method: 'POST', path: '/api/v2/agents', body, itemIndex });
}
