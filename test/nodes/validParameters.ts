/**
 * The one source of valid parameters: for every operation of both node versions (`v1 resource:operation`,
 * `v2 resource:operation`), parameters that pass its checks, so that a run of them reaches the service and is
 * answered. Every unit test and the contract test that needs a valid run starts here (`v1Parameters`,
 * `v2Parameters`), with its own changes over them; validParameters.test.ts holds the table to the operations the
 * descriptions offer, no more and no fewer. Version 2's read the two input items of `VALID_INPUT` through
 * expressions (`={{ $json.… }}`), so that each item names other records. The e2e workflows
 * (test/e2e/workflows/) are no source of them: e2eWorkflows.test.ts says the direction between the two.
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { byId } from '../harness/liveChatAi';
import { SEED } from '../simulator';

const chatbot = byId(SEED.chatbots.support);
const agent = byId(SEED.agents.support);
const team = byId(SEED.agents.team[3]);
const fromItem = (field: string) => `={{ $json.${field} }}`;
const conversationOfItem = byId(fromItem('conversationId'));
/** The whole history: dates the filters take, one as a date-time, one as Unix seconds. */
const ALL_TIME = { startDate: '2020-01-01T00:00:00Z', endDate: '={{ 4102444800 }}' };
const byHuman = { userId: SEED.users.agent };

/** Per operation, as `v1 resource:operation` or `v2 resource:operation`: its parameters beside those two. */
export const VALID_PARAMETERS: Record<string, INodeParameters> = {
	'v1 aiSuggestion:dismiss': { suggestionId: SEED.suggestions.active[0] },
	'v1 chat:get': { chatId: SEED.chats.support },
	'v1 chatbot:create': { name: 'FAQ Bot' },
	'v1 chatbot:delete': { chatbot },
	'v1 chatbot:get': { chatbot },
	'v1 chatbot:getChatCount': { chatbot },
	'v1 chatbot:getMany': { returnAll: true },
	'v1 chatbot:getMessageCount': { chatbot },
	'v1 chatbot:sendMessage': { chatbot, question: 'Do you ship to Norway?' },
	'v1 contact:upsert': { chatbot, distinctId: 'user-5001' },
	'v1 contact:getAgents': { contactId: SEED.contacts.alice },
	'v1 conversation:getMany': { chatbot, returnAll: true },
	'v1 conversation:sendTypingIndicator': { conversationId: SEED.conversations.latest },
	'v1 dataSource:addPdf': { chatbot, title: 'Manual.pdf', text: 'Unpack.\fPlug in.' },
	'v1 dataSource:addQa': { chatbot, question: 'Do you ship abroad?', answer: 'Yes.' },
	'v1 dataSource:addText': { chatbot, title: 'Hours', content: 'Open 9 to 5.' },
	'v1 dataSource:addUrl': { chatbot, url: 'https://acme-sim.test/faq' },
	'v1 dataSource:delete': { chatbot, source: 'QA', ids: SEED.dataSources.qa },
	'v1 dataSource:getMany': { chatbot, returnAll: true },
	'v1 dataSource:updateQa': { chatbot, qaId: SEED.dataSources.qa, question: 'Q?', answer: 'A.' },
	'v1 website:crawl': { url: 'https://acme-sim.test/', linkLimit: 2 },

	'v2 agent:create': {
		name: 'E2E Returns Desk',
		isLiveChatEnabled: true,
		options: { isImageSharingEnabled: true },
	},
	'v2 agent:get': { agent: byId(fromItem('agentId')) },
	'v2 agent:getMany': { returnAll: false, limit: 3 },
	'v2 agent:delete': { agent: byId(fromItem('agentId')) },
	'v2 agent:getConversationCount': { agent },
	'v2 agent:getMessageCount': { agent },
	'v2 aiSuggestion:get': { suggestionId: fromItem('id') },
	'v2 aiSuggestion:getMany': { agent, returnAll: false, limit: 3, filters: ALL_TIME },
	'v2 aiSuggestion:dismiss': { suggestionId: fromItem('id') },
	'v2 analytics:get': {
		agent,
		report: 'overview',
		startDate: '2026-10-17',
		endDate: '2026-10-31',
		options: { timezone: 'Europe/Berlin' },
	},
	'v2 contact:upsert': {
		agent: byId(SEED.agents.sales),
		distinctId: 'e2e-5001',
		additionalFields: {
			name: 'Erik E2E',
			attributes: { attribute: [{ key: 'region', value: 'NORDICS' }] },
		},
	},
	'v2 contact:get': { contactId: fromItem('contactId') },
	'v2 contact:getMany': { agent, returnAll: false, limit: 3 },
	'v2 contact:getConversations': {
		contactId: SEED.contacts.alice,
		returnAll: true,
		filters: { sort: 'asc', ...ALL_TIME },
	},
	'v2 contact:getAgents': { contactId: SEED.contacts.alice },
	'v2 conversation:end': { conversationId: conversationOfItem, options: byHuman },
	'v2 conversation:get': { conversationId: conversationOfItem },
	'v2 conversation:getMany': { agent, returnAll: false, limit: 5, filters: { status: 'open' } },
	'v2 conversation:getManyInboxViews': { agent, returnAll: true, filters: { name: 'WHATSAPP' } },
	'v2 conversation:sendMessage': {
		agent,
		question: 'Do you ship to Norway?',
		options: { responseFormat: 'PLAIN', contactId: SEED.contacts.bob },
	},
	'v2 conversation:reply': {
		conversationId: conversationOfItem,
		message: 'Sam here: yes, we ship to Iceland too.',
		options: byHuman,
	},
	'v2 conversation:sendTypingIndicator': { conversationId: conversationOfItem, isTyping: true },
	'v2 dataSource:getMany': { agent, returnAll: true, simplify: true },
	'v2 dataSource:addText': {
		agent,
		title: 'E2E opening hours',
		content: 'Open 9 to 5, Monday to Friday.',
	},
	'v2 dataSource:addUrl': { agent, url: 'https://acme-sim.test/e2e-returns' },
	'v2 dataSource:addFile': {
		agent,
		title: 'E2E manual.pdf',
		fileType: 'pdf',
		content: 'Press the reset button for ten seconds.',
	},
	'v2 dataSource:addQa': {
		agent,
		question: 'E2E: Do you gift wrap?',
		answer: 'Yes, for 3 EUR.',
		options: { isGeneratedByAI: true },
	},
	'v2 dataSource:delete': { agent, source: 'WEBSITE', ids: fromItem('dataSourceId') },
	'v2 dataSource:crawlWebsite': { crawlFrom: 'url', url: 'https://acme-sim.test/', linkLimit: 3 },
	'v2 dataSource:syncQa': {
		agent,
		question: fromItem('question'),
		answer: fromItem('answer'),
		deleteMissing: true,
	},
	'v2 dataSource:syncTexts': {
		agent: team,
		matchBy: 'title',
		title: fromItem('title'),
		content: fromItem('content'),
		deleteMissing: true,
		preview: false,
	},
	'v2 dataSource:syncUrls': {
		agent: team,
		url: fromItem('url'),
		deleteMissing: false,
		preview: false,
	},
	'v2 dataSource:syncFiles': {
		agent: team,
		title: fromItem('fileName'),
		fileType: fromItem('fileExtension'),
		content: fromItem('text'),
		deleteMissing: true,
		preview: false,
	},
};

/** Two input items with what version 2's valid parameters read (`$json.…`), each naming other records. */
export const VALID_INPUT: IDataObject[] = [0, 1].map((index) => ({
	id: SEED.suggestions.active[index],
	agentId: SEED.agents.team[index],
	conversationId: SEED.conversations.tiedRecent[index],
	contactId: [SEED.contacts.alice, SEED.contacts.bob][index],
	dataSourceId: SEED.dataSources.supportWebsite[index],
	question: `Question ${index}?`,
	answer: `Answer ${index}.`,
	title: `Page ${index}`,
	content: `Content ${index}.`,
	url: `https://acme-sim.test/page-${index}`,
	fileName: `manual-${index}.pdf`,
	fileExtension: 'pdf',
	text: `Manual ${index}.`,
}));

/** The node's parameters for `operation` (`resource:operation`) of `version`: valid ones, `changes` over them. */
function validParameters(
	version: 1 | 2,
	operation: string,
	changes: INodeParameters,
): INodeParameters {
	const valid = VALID_PARAMETERS[`v${version} ${operation}`];
	if (!valid) throw new Error(`no valid parameters for v${version} ${operation}`);
	const [resource, name] = operation.split(':');
	return { resource, operation: name, ...valid, ...changes };
}

/** Version 1's valid parameters for `resource:operation`, with `changes` over them. */
export const v1Parameters = (operation: string, changes: INodeParameters = {}) =>
	validParameters(1, operation, changes);

/** Version 2's valid parameters for `resource:operation` (read for `VALID_INPUT`), `changes` over them. */
export const v2Parameters = (operation: string, changes: INodeParameters = {}) =>
	validParameters(2, operation, changes);
