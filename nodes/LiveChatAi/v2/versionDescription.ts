import type { NodeVersionSpec } from '../shared/node/nodeVersion';
import { operationMap } from '../shared/operations/resource';
import { agent } from './actions/agent/Agent.resource';
import { aiSuggestion } from './actions/aiSuggestion/AiSuggestion.resource';
import { analytics } from './actions/analytics/Analytics.resource';
import { contact } from './actions/contact/Contact.resource';
import { conversation } from './actions/conversation/Conversation.resource';
import { dataSource } from './actions/dataSource/DataSource.resource';
import { bot } from './actions/bot';

const resources = { agent, aiSuggestion, analytics, contact, conversation, dataSource };

/**
 * Version 2: LiveChatAI's current, published v2 API; the bot is an *Agent* throughout (bot.ts). 2.1 adds the human
 * agent and the role dates to a listed conversation's short form (Simplify), so that a saved 2 keeps its output.
 */
export const versionSpec = {
	version: [2, 2.1],
	botLabel: bot.label,
	defaultResource: 'agent',
	resources,
} satisfies NodeVersionSpec<typeof resources>;

/** The router's map: `operations.agent.get`, typed by the resources above. */
export const operations = operationMap(resources);
