import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { chatbotId, chatbotLocator } from '../../../shared/descriptions/botLocator';
import {
	conversationListProperties,
	readConversations,
} from '../../../shared/conversations/readConversations';
import { withRequestOptions } from '../../../shared/descriptions/requestOptions';

const properties: INodeProperties[] = [
	chatbotLocator({
		description: 'The chatbot whose conversations to get',
	}),
	...conversationListProperties('Chatbot'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['conversation'], operation: ['getMany'] } },
	withRequestOptions(properties),
);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	return await readConversations.call(this, itemIndex, chatbotId(this, itemIndex));
}
