import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import {
	conversationListProperties,
	readConversations,
} from '../../../shared/conversations/readConversations';
import type { OperationOption } from '../../../shared/node/resource';
import { smallerLimit } from '../../../shared/node/toolResultBound';
import { bot } from '../bot';

export const resource = 'conversation';
export const key = 'getMany';

export const properties: INodeProperties[] = [
	bot.locator({
		description: 'The chatbot whose conversations to get',
	}),
	...conversationListProperties(bot.label),
];

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many conversations',
	description: 'Get the conversations of a chatbot, with filters',
};

/** As a tool, the hint of a cut result (toolResultBound.ts). */
export const forMoreAsTool = smallerLimit('conversations');

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	return await readConversations.call(this, itemIndex, { agentId: bot.id(this, itemIndex) });
}
