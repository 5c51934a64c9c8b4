/**
 * Version 1's operations, read from its description (a new operation is one the tables over them cannot
 * forget), and for each one parameters that pass its checks, so that a run of them reaches the service.
 */
import type { INodeParameters } from 'n8n-workflow';

import { byId } from '../../harness/liveChatAi';
import { operationsOf, propertiesOf } from '../../harness/operations';
import { SEED } from '../../simulator';

/** Every operation of version 1, as `resource:operation`. */
export const V1_OPERATIONS = operationsOf(propertiesOf(1));

const chatbot = byId(SEED.chatbots.support);

/** For each operation, parameters that pass its checks. */
export const VALID_PARAMETERS: Record<string, INodeParameters> = {
	'aiSuggestion:dismiss': { suggestionId: SEED.suggestions.active[0] },
	'chat:get': { chatId: SEED.chats.support },
	'chatbot:create': { name: 'FAQ Bot' },
	'chatbot:delete': { chatbot },
	'chatbot:get': { chatbot },
	'chatbot:getChatCount': { chatbot },
	'chatbot:getMany': { returnAll: true },
	'chatbot:getMessageCount': { chatbot },
	'chatbot:sendMessage': { chatbot, question: 'Do you ship to Norway?' },
	'contact:upsert': { chatbot, distinctId: 'user-5001' },
	'contact:getAgents': { contactId: SEED.contacts.alice },
	'conversation:getMany': { chatbot, returnAll: true },
	'conversation:sendTypingIndicator': { conversationId: SEED.conversations.latest },
	'dataSource:addPdf': { chatbot, title: 'Manual.pdf', text: 'Unpack.\fPlug in.' },
	'dataSource:addQa': { chatbot, question: 'Do you ship abroad?', answer: 'Yes.' },
	'dataSource:addText': { chatbot, title: 'Hours', content: 'Open 9 to 5.' },
	'dataSource:addUrl': { chatbot, url: 'https://acme-sim.test/faq' },
	'dataSource:delete': { chatbot, source: 'QA', ids: SEED.dataSources.qa },
	'dataSource:getMany': { chatbot, returnAll: true },
	'dataSource:updateQa': { chatbot, qaId: SEED.dataSources.qa, question: 'Q?', answer: 'A.' },
	'website:crawl': { url: 'https://acme-sim.test/', linkLimit: 2 },
};

/** The node's parameters for `resource:operation`: valid ones, with `changes` over them. */
export function v1Parameters(operation: string, changes: INodeParameters = {}): INodeParameters {
	const [resource, name] = operation.split(':');
	if (!VALID_PARAMETERS[operation]) throw new Error(`no valid parameters for ${operation}`);
	return { resource, operation: name, ...VALID_PARAMETERS[operation], ...changes };
}

/** Run options for version 1 where a helper's default is version 2 (`expectExchange`). */
export const V1 = { typeVersion: 1 };
