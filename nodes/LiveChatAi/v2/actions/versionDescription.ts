import type { NodeVersionSpec } from '../../shared/node/nodeVersion';
import { agentDescription } from './agent/Agent.resource';
import { aiSuggestionDescription } from './aiSuggestion/AiSuggestion.resource';
import { analyticsDescription } from './analytics/Analytics.resource';
import { contactDescription } from './contact/Contact.resource';
import { conversationDescription } from './conversation/Conversation.resource';
import { dataSourceDescription } from './dataSource/DataSource.resource';
import { operations } from './router';

/** Version 2: LiveChatAI's current, published v2 API; the bot is an "Agent" throughout. */
export const versionSpec: NodeVersionSpec = {
	version: 2,
	botLabel: 'Agent',
	defaultResource: 'agent',
	resources: [
		{ name: 'Agent', value: 'agent' },
		{ name: 'AI Suggestion', value: 'aiSuggestion' },
		{ name: 'Analytics', value: 'analytics' },
		{ name: 'Contact', value: 'contact' },
		{ name: 'Conversation', value: 'conversation' },
		{ name: 'Data Source', value: 'dataSource' },
	],
	properties: [
		...agentDescription,
		...aiSuggestionDescription,
		...analyticsDescription,
		...contactDescription,
		...conversationDescription,
		...dataSourceDescription,
	],
	operations,
};
