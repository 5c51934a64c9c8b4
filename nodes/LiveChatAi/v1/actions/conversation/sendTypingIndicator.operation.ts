import { conversationLocator } from '../../../shared/fields/conversationLocator';
import { typingOperation } from '../../../shared/conversations/typingIndicator';

export const resource = 'conversation';
export const key = 'sendTypingIndicator';

export const { option, properties, execute } = typingOperation([
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
]);
