import type { NodeVersionSpec } from '../../shared/node/nodeVersion';
import { aiSuggestionDescription } from './aiSuggestion/AiSuggestion.resource';
import { chatDescription } from './chat/Chat.resource';
import { chatbotDescription } from './chatbot/Chatbot.resource';
import { contactDescription } from './contact/Contact.resource';
import { conversationDescription } from './conversation/Conversation.resource';
import { dataSourceDescription } from './dataSource/DataSource.resource';
import { websiteDescription } from './website/Website.resource';
import { operations } from './router';

/**
 * Version 1: the operations of the package's first release, on the legacy /api/aibot/ endpoints and a few v2 ones.
 * 1.1: conversation fields list conversations (a resource locator where 1 took a plain ID).
 */
export const versionSpec: NodeVersionSpec = {
	version: [1, 1.1],
	botLabel: 'Chatbot',
	defaultResource: 'chatbot',
	resources: [
		{ name: 'AI Suggestion', value: 'aiSuggestion' },
		{ name: 'Chat', value: 'chat' },
		{ name: 'Chatbot', value: 'chatbot' },
		{ name: 'Contact', value: 'contact' },
		{ name: 'Conversation', value: 'conversation' },
		{ name: 'Data Source', value: 'dataSource' },
		{ name: 'Website', value: 'website' },
	],
	properties: [
		...aiSuggestionDescription,
		...chatDescription,
		...chatbotDescription,
		...contactDescription,
		...conversationDescription,
		...dataSourceDescription,
		...websiteDescription,
	],
	operations,
};
