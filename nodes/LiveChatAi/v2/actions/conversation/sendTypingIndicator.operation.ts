import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import {
	conversationLocator,
	readConversationId,
} from '../../../shared/descriptions/conversationLocator';
import {
	sendTypingIndicator,
	typingNotice,
	typingProperties,
} from '../../../shared/conversations/typingIndicator';
import type { OperationOption } from '../../../shared/node/resource';

export const resource = 'conversation';
export const key = 'sendTypingIndicator';

export const properties: INodeProperties[] = [
	typingNotice,
	conversationLocator({ description: 'The conversation whose chat widget shows the indicator' }),
	...typingProperties,
];

export const option: OperationOption = {
	name: 'Send Typing Indicator',
	action: 'Send a typing indicator to a conversation',
	description:
		"Show or hide the human agent's typing indicator in the chat widget of a conversation",
};

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const conversationId = readConversationId(this, itemIndex);
	return await sendTypingIndicator.call(this, itemIndex, conversationId);
}
