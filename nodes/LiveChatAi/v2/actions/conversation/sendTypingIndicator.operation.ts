import { conversationLocator } from '../../../shared/fields/conversationLocator';
import { typingOperation } from '../../../shared/conversations/typingIndicator';

export const resource = 'conversation';
export const key = 'sendTypingIndicator';

export const { option, properties, execute } = typingOperation([
	conversationLocator({ description: 'The conversation whose chat widget shows the indicator' }),
]);
