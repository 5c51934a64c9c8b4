import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import {
	conversationLocator,
	readConversationId,
} from '../../../shared/descriptions/conversationLocator';
import {
	sendTypingIndicator,
	typingNotice,
	typingProperties,
} from '../../../shared/conversations/typingIndicator';
import { withRequestOptions } from '../../../shared/descriptions/requestOptions';

const properties: INodeProperties[] = [
	typingNotice,
	conversationLocator({ description: 'The conversation whose chat widget shows the indicator' }),
	...typingProperties,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['conversation'], operation: ['sendTypingIndicator'] } },
	withRequestOptions(properties),
);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const conversationId = readConversationId(this, itemIndex);
	return await sendTypingIndicator.call(this, itemIndex, conversationId);
}
