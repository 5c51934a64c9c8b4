import type { INodeProperties, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { operationSubtitle } from '../../shared/descriptions/operationSubtitle';
import { CREDENTIAL_TYPE } from '../../shared/transport/request';
import { aiSuggestionDescription } from './aiSuggestion/AiSuggestion.resource';
import { chatDescription } from './chat/Chat.resource';
import { chatbotDescription } from './chatbot/Chatbot.resource';
import { contactDescription } from './contact/Contact.resource';
import { conversationDescription } from './conversation/Conversation.resource';
import { dataSourceDescription } from './dataSource/DataSource.resource';
import { websiteDescription } from './website/Website.resource';

const properties: INodeProperties[] = [
	{
		displayName: 'Resource',
		name: 'resource',
		type: 'options',
		noDataExpression: true,
		options: [
			{ name: 'AI Suggestion', value: 'aiSuggestion' },
			{ name: 'Chat', value: 'chat' },
			{ name: 'Chatbot', value: 'chatbot' },
			{ name: 'Contact', value: 'contact' },
			{ name: 'Conversation', value: 'conversation' },
			{ name: 'Data Source', value: 'dataSource' },
			{ name: 'Website', value: 'website' },
		],
		default: 'chatbot',
	},
	...aiSuggestionDescription,
	...chatDescription,
	...chatbotDescription,
	...contactDescription,
	...conversationDescription,
	...dataSourceDescription,
	...websiteDescription,
];

/**
 * Version 1: the interface of ../shared/api/interface.md, legacy (/api/aibot) and v2 operations alike.
 * 1.1: conversation fields list conversations (a resource locator where 1 took a plain ID).
 */
export const versionDescription: Omit<
	INodeTypeDescription,
	'displayName' | 'name' | 'group' | 'description'
> = {
	version: [1, 1.1],
	defaults: { name: 'LiveChatAI' },
	inputs: [NodeConnectionTypes.Main],
	outputs: [NodeConnectionTypes.Main],
	usableAsTool: true,
	credentials: [{ name: CREDENTIAL_TYPE, required: true }],
	subtitle: operationSubtitle(properties),
	properties,
};
