import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { chatbotId, chatbotLocator } from '../../../shared/descriptions/botLocator';
import {
	conversationListProperties,
	readConversations,
} from '../../../shared/conversations/readConversations';
import type { OperationOption } from '../../../shared/node/resource';
import { smallerLimit } from '../../../shared/node/toolResultBound';

export const resource = 'conversation';
export const key = 'getMany';

export const properties: INodeProperties[] = [
	chatbotLocator({
		description: 'The chatbot whose conversations to get',
	}),
	...conversationListProperties('Chatbot'),
];

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many conversations',
	description: 'Get the conversations of a chatbot, with filters',
};

/** As a tool, the hint of a cut result (toolResultBound.ts). */
export const forMoreAsTool = smallerLimit('conversations');

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	return await readConversations.call(this, itemIndex, { agentId: chatbotId(this, itemIndex) });
}
