import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import {
	readConversationId,
	conversationLocator,
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
	// Version 1 took a plain ID; from 1.1 the field also lists conversations. Same name, so both read alike.
	{
		displayName: 'Conversation ID',
		name: 'conversationId',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. clx1a2b3c0000abcd1234efgh',
		description: 'ID of the conversation whose chat widget shows the indicator',
		displayOptions: { show: { '@version': [1] } },
	},
	conversationLocator({
		description: 'The conversation whose chat widget shows the indicator',
		displayOptions: { show: { '@version': [{ _cnd: { gte: 1.1 } }] } },
	}),
	...typingProperties,
];

export const option: OperationOption = {
	name: 'Send Typing Indicator',
	action: 'Send a typing indicator to a conversation',
	description:
		"Show or hide the human agent's typing indicator in the chat widget of a conversation",
};

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const label = this.getNode().typeVersion < 1.1 ? 'Conversation ID' : 'Conversation';
	const conversationId = readConversationId(this, itemIndex, label);
	return await sendTypingIndicator.call(this, itemIndex, conversationId);
}
