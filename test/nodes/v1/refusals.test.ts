/**
 * Version 1 refuses bad input before any request, for every operation its description offers: one bad value
 * per operation, through the real node. The checks themselves, rule by rule, are unit-tested in test/validation/.
 */
import type { INodeParameters } from 'n8n-workflow';

import { byId, runLiveChatAi } from '../../harness/liveChatAi';
import { useSimulator } from '../../simulator/testHelpers';
import { v1Parameters, V1_OPERATIONS } from './operations';

const h = useSimulator();

/** `resource:operation`, a bad value over its valid parameters, and the message naming parameter and item. */
const REFUSALS: Array<[string, INodeParameters, string]> = [
	['aiSuggestion:dismiss', { suggestionId: '  ' }, "'Suggestion ID' is empty"],
	['chat:get', { chatId: '={{ $json.nothing }}' }, "'Chat ID' is empty"],
	['chatbot:create', { name: '   ' }, "'Name' is empty"],
	['chatbot:delete', { chatbot: byId(' ') }, "'Chatbot' is empty"],
	['chatbot:get', { chatbot: byId('={{ "" }}') }, "'Chatbot' is empty"],
	['chatbot:getChatCount', { chatbot: byId(' ') }, "'Chatbot' is empty"],
	[
		'chatbot:getMany',
		{ returnAll: false, limit: 0 },
		"'Limit' must be a whole number of at least 1, not 0",
	],
	['chatbot:getMessageCount', { chatbot: byId(' ') }, "'Chatbot' is empty"],
	['chatbot:sendMessage', { question: '={{ "" }}' }, "'Message' is empty"],
	['contact:upsert', { distinctId: '  ' }, "'Distinct ID' is empty"],
	['contact:getAgents', { contactId: ' ' }, "'Contact ID' is empty"],
	['conversation:getMany', { chatbot: byId(' ') }, "'Chatbot' is empty"],
	['conversation:sendTypingIndicator', { conversationId: '  ' }, "'Conversation ID' is empty"],
	[
		'dataSource:addPdf',
		{ pagesInput: 'json', pagesJson: '{"text": "A"}' },
		"'Pages (JSON)' must be an array of pages, not object",
	],
	['dataSource:addQa', { question: ' \n ' }, "'Question' is empty"],
	['dataSource:addText', { content: '={{ "" }}' }, "'Content' is empty"],
	[
		'dataSource:addUrl',
		{ url: 'example.com/help' },
		'\'URL\' is not an http(s) URL: "example.com/help"',
	],
	[
		'dataSource:delete',
		{ source: 'ALL' },
		'\'Source\' must be one of Q&A (QA), Text (TEXT), Website (WEBSITE), not "ALL"',
	],
	[
		'dataSource:getMany',
		{ source: '={{ "pdf" }}' },
		'\'Source\' must be one of All (ALL), Q&A (QA), Text (TEXT), Website (WEBSITE), not "pdf"',
	],
	['dataSource:updateQa', { qaId: '  ' }, "'Q&A ID' is empty"],
	[
		'website:crawl',
		{ crawlFrom: '={{ "robots" }}', sitemapUrl: 'https://acme-sim.test/sitemap.xml' },
		'\'Crawl From\' must be URL or Sitemap URL, not "robots"',
	],
];

it('has a bad value for every operation of version 1', () => {
	expect(REFUSALS.map(([operation]) => operation)).toEqual(V1_OPERATIONS);
});

it.each(REFUSALS)('%s refuses %j before any request', async (operation, changes, message) => {
	const { error } = await runLiveChatAi(h.sim, v1Parameters(operation, changes));
	expect(error).toMatchObject({
		name: 'NodeOperationError',
		message: `${message} [item 0]`,
		context: { itemIndex: 0 },
	});
	expect(h.sim.requests).toEqual([]);
});
