import { conversationLocator } from '../../../shared/fields/conversationLocator';
import {
	sendTypingIndicator,
	typingFields,
	typingOption,
} from '../../../shared/conversations/typingIndicator';

export const resource = 'conversation';
export const key = 'sendTypingIndicator';

export const properties = typingFields([
	conversationLocator({ description: 'The conversation whose chat widget shows the indicator' }),
]);

export const option = typingOption;

export const execute = sendTypingIndicator;
