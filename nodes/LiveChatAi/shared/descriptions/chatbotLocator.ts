import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { requireText } from '../validation';

/** How to fix an empty Chatbot field. */
export const PICK_A_CHATBOT = 'Pick a chatbot from the list or enter its ID.';

/** The Chatbot field of every operation that addresses one: a searchable list by default, or an ID. */
export function chatbotLocator(overrides: Partial<INodeProperties> = {}): INodeProperties {
	return {
		displayName: 'Chatbot',
		name: 'chatbot',
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		required: true,
		description: 'The chatbot to use',
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				placeholder: 'Select a chatbot...',
				typeOptions: { searchListMethod: 'searchChatbots', searchable: true },
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

/** The chatbot ID the locator holds, whichever mode the user picked. */
export function chatbotId(
	context: IExecuteFunctions,
	itemIndex: number,
	name = 'chatbot',
	displayName = 'Chatbot',
): string {
	const value = context.getNodeParameter(name, itemIndex, '', { extractValue: true });
	return requireText(context.getNode(), value, displayName, itemIndex, PICK_A_CHATBOT);
}
