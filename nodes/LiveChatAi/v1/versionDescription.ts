import type { NodeVersionSpec } from '../shared/node/nodeVersion';
import { operationMap } from '../shared/operations/resource';
import { aiSuggestion } from './actions/aiSuggestion/AiSuggestion.resource';
import { chat } from './actions/chat/Chat.resource';
import { chatbot } from './actions/chatbot/Chatbot.resource';
import { contact } from './actions/contact/Contact.resource';
import { conversation } from './actions/conversation/Conversation.resource';
import { dataSource } from './actions/dataSource/DataSource.resource';
import { website } from './actions/website/Website.resource';
import { bot } from './actions/bot';

const resources = { aiSuggestion, chat, chatbot, contact, conversation, dataSource, website };

/**
 * Version 1: the operations of the package's first release, on the legacy /api/aibot/ endpoints and a few v2 ones.
 * 1.1: conversation fields list conversations (a resource locator where 1 took a plain ID).
 */
export const versionSpec = {
	version: [1, 1.1],
	botLabel: bot.label,
	defaultResource: 'chatbot',
	resources,
} satisfies NodeVersionSpec<typeof resources>;

/** The router's map: `operations.agent.get`, typed by the resources above. */
export const operations = operationMap(resources);
