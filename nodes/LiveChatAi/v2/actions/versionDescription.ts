import type { INodeProperties, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { operationSubtitle } from '../../shared/descriptions/operationSubtitle';
import { CREDENTIAL_TYPE } from '../../shared/transport/request';
import { agentDescription } from './agent/Agent.resource';
import { aiSuggestionDescription } from './aiSuggestion/AiSuggestion.resource';
import { analyticsDescription } from './analytics/Analytics.resource';
import { contactDescription } from './contact/Contact.resource';
import { conversationDescription } from './conversation/Conversation.resource';
import { dataSourceDescription } from './dataSource/DataSource.resource';

const properties: INodeProperties[] = [
	{
		displayName: 'Resource',
		name: 'resource',
		type: 'options',
		noDataExpression: true,
		options: [
			{ name: 'Agent', value: 'agent' },
			{ name: 'AI Suggestion', value: 'aiSuggestion' },
			{ name: 'Analytics', value: 'analytics' },
			{ name: 'Contact', value: 'contact' },
			{ name: 'Conversation', value: 'conversation' },
			{ name: 'Data Source', value: 'dataSource' },
		],
		default: 'agent',
	},
	...agentDescription,
	...aiSuggestionDescription,
	...analyticsDescription,
	...contactDescription,
	...conversationDescription,
	...dataSourceDescription,
];

/** Version 2: LiveChatAI's current v2 API (../shared/api/service-facts.md); the bot is an "Agent" throughout. */
export const versionDescription: Omit<
	INodeTypeDescription,
	'displayName' | 'name' | 'group' | 'description'
> = {
	version: 2,
	defaults: { name: 'LiveChatAI' },
	inputs: [NodeConnectionTypes.Main],
	outputs: [NodeConnectionTypes.Main],
	usableAsTool: true,
	credentials: [{ name: CREDENTIAL_TYPE, required: true }],
	subtitle: operationSubtitle(properties),
	properties,
};
