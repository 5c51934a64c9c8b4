import type { OperationMap } from '../../shared/node/operation.type';
import { aiSuggestionOperations } from './aiSuggestion/AiSuggestion.resource';
import { chatOperations } from './chat/Chat.resource';
import { chatbotOperations } from './chatbot/Chatbot.resource';
import { contactOperations } from './contact/Contact.resource';
import { conversationOperations } from './conversation/Conversation.resource';
import { dataSourceOperations } from './dataSource/DataSource.resource';
import { websiteOperations } from './website/Website.resource';

/** Version 1's operations by resource, as the Resource and Operation dropdowns name them. */
export const operations: OperationMap = {
	aiSuggestion: aiSuggestionOperations,
	chat: chatOperations,
	chatbot: chatbotOperations,
	contact: contactOperations,
	conversation: conversationOperations,
	dataSource: dataSourceOperations,
	website: websiteOperations,
};
