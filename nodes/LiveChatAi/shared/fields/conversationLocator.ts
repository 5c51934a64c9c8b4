import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { requireText } from './validation';

/**
 * A field that takes a conversation: recent conversations first in a searchable list (of the chatbot the node
 * has picked, else of every chatbot), or an ID. Named conversationId, as the plain ID field before it.
 */
export function conversationLocator(overrides: Partial<INodeProperties> = {}): INodeProperties {
	return {
		displayName: 'Conversation',
		name: 'conversationId',
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		required: true,
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				placeholder: 'Select a conversation...',
				typeOptions: { searchListMethod: 'searchConversations', searchable: true },
			},
			{
				displayName: 'By ID',
				name: 'id',
				type: 'string',
				placeholder: 'e.g. clx1a2b3c0000abcd1234efgh',
			},
		],
		...overrides,
	};
}

/** The conversation ID a Conversation field holds, whichever mode (or a plain ID of an older node version). */
export function readConversationId(
	context: IExecuteFunctions,
	itemIndex: number,
	displayName = 'Conversation',
): string {
	const value = context.getNodeParameter('conversationId', itemIndex, '', { extractValue: true });
	const fix = 'Pick a conversation from the list or enter its ID.';
	return requireText(context.getNode(), value, displayName, itemIndex, fix);
}
