import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { requiredString } from './readParameters';
import type { BotLabel } from './botLocator';
import { readBoolean } from './typedValues';

// Create (a chatbot in version 1, an agent in version 2): the fields both send, named for the version's bot, and
// their values read before any request. Each version adds its own (version 1 the escape hatch, version 2 Image
// Sharing) and sends to its own endpoint.

export function createBotFields(label: BotLabel): INodeProperties[] {
	return [
		{
			displayName: 'Name',
			name: 'name',
			type: 'string',
			required: true,
			default: '',
			placeholder: `e.g. Support ${label}`,
			description: `Name of the new ${label.toLowerCase()}`,
		},
		{
			displayName: 'Live Chat',
			name: 'isLiveChatEnabled',
			type: 'boolean',
			default: false,
			description: 'Whether human agents can take conversations over through live chat',
		},
	];
}

/** `name` (refused empty) and `isLiveChatEnabled`, as both create endpoints take them. */
export function readCreateBody(context: IExecuteFunctions, itemIndex: number) {
	return {
		name: requiredString(context, 'name', 'Name', itemIndex),
		isLiveChatEnabled: readBoolean(context, 'isLiveChatEnabled', itemIndex, 'Live Chat', false),
	};
}
