import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { readOptions } from '../../../shared/parameters';
import { responseToJson } from '../../../shared/transport/listItems';
import { apiRequest } from '../../../shared/transport/request';
import {
	readConversationId,
	conversationLocator,
} from '../../../shared/descriptions/conversationLocator';
import { optionsCollection } from '../../../shared/descriptions/optionsCollection';

const properties: INodeProperties[] = [
	{
		displayName:
			'The indicator disappears after 10 seconds. While a human agent types, send Is Typing on at most about every 5 seconds, and off when done.',
		name: 'typingNotice',
		type: 'notice',
		default: '',
	},
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
	{
		displayName: 'Is Typing',
		name: 'isTyping',
		type: 'boolean',
		default: true,
		description:
			'Whether to show the indicator (on) or hide it (off). Shown, it disappears by itself after 10 seconds without a fresh signal.',
	},
	optionsCollection([
		{
			displayName: 'User ID',
			name: 'userId',
			type: 'string',
			default: '',
			placeholder: 'e.g. clx1a2b3c0000abcd1234efgh',
			description:
				'ID of the human agent shown as typing. When empty, the typing is shown as the workspace owner.',
		},
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['conversation'], operation: ['sendTypingIndicator'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const label = this.getNode().typeVersion < 1.1 ? 'Conversation ID' : 'Conversation';
	const conversationId = readConversationId(this, itemIndex, label);
	const isTyping = this.getNodeParameter('isTyping', itemIndex, true) as boolean;
	const userId = readOptions(this, itemIndex).text('userId');
	const body = { isTyping, ...(userId ? { userId } : {}) };
	const path = `/api/v2/conversations/${encodeURIComponent(conversationId)}/typing`;
	const response = await apiRequest.call(this, { method: 'POST', path, body, itemIndex });
	return { ...responseToJson(response), conversationId, isTyping };
}
