/**
 * Both node versions refuse bad input before any request: for each operation, its valid parameters with one
 * value made bad stop the run with a NodeOperationError that names the field as the editor shows it and the item,
 * and nothing reaches the service. One row per operation; every check itself has unit tests in test/validation/.
 */
import type { INodeParameters } from 'n8n-workflow';

import { byId } from '../harness/liveChatAi';
import { SEED } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';
import { BOTH_VERSIONS } from './bothVersions';

const h = useSimulator();

/** Per operation: the bad value, the error's message, and the item it names when not the first. */
type BadInput = Record<string, [INodeParameters, string, number?]>;

const noAgent = { agent: byId(' ') };
const empty = (field: string) => `'${field}' is empty`;
const LIMIT_0 = "'Limit' must be a whole number of at least 1, not 0";
const notHttp = (url: string) => `'URL' is not an http(s) URL: "${url}"`;
const SOURCES =
	'All (ALL), DOCX (DOCX), Image (IMAGE), PDF (PDF), Q&A (QA), Text (TEXT), Website (WEBSITE)';
const [team0, team1] = SEED.agents.team;

const V1_BAD_INPUT: BadInput = {
	'aiSuggestion:dismiss': [{ suggestionId: '  ' }, empty('Suggestion ID')],
	'chat:get': [{ chatId: '={{ $json.nothing }}' }, empty('Chat ID')],
	'chatbot:create': [{ name: '   ' }, empty('Name')],
	'chatbot:delete': [{ chatbot: byId(' ') }, empty('Chatbot')],
	'chatbot:get': [{ chatbot: byId('={{ "" }}') }, empty('Chatbot')],
	'chatbot:getChatCount': [{ chatbot: byId(' ') }, empty('Chatbot')],
	'chatbot:getMany': [{ returnAll: false, limit: 0 }, LIMIT_0],
	'chatbot:getMessageCount': [{ chatbot: byId(' ') }, empty('Chatbot')],
	'chatbot:sendMessage': [{ question: '={{ "" }}' }, empty('Message')],
	'contact:upsert': [{ distinctId: '  ' }, empty('Distinct ID')],
	'contact:getAgents': [{ contactId: ' ' }, empty('Contact ID')],
	'conversation:getMany': [{ chatbot: byId(' ') }, empty('Chatbot')],
	'conversation:sendTypingIndicator': [{ conversationId: '  ' }, empty('Conversation ID')],
	'dataSource:addPdf': [
		{ pagesInput: 'json', pagesJson: '{"text": "A"}' },
		"'Pages (JSON)' must be an array of pages, not object",
	],
	'dataSource:addQa': [{ question: ' \n ' }, empty('Question')],
	'dataSource:addText': [{ content: '={{ "" }}' }, empty('Content')],
	'dataSource:addUrl': [{ url: 'example.com/help' }, notHttp('example.com/help')],
	'dataSource:delete': [
		{ source: 'ALL' },
		'\'Source\' must be one of Q&A (QA), Text (TEXT), Website (WEBSITE), not "ALL"',
	],
	'dataSource:getMany': [
		{ source: '={{ "pdf" }}' },
		'\'Source\' must be one of All (ALL), Q&A (QA), Text (TEXT), Website (WEBSITE), not "pdf"',
	],
	'dataSource:updateQa': [{ qaId: '  ' }, empty('Q&A ID')],
	'website:crawl': [
		{ crawlFrom: '={{ "robots" }}', sitemapUrl: 'https://acme-sim.test/sitemap.xml' },
		'\'Crawl From\' must be URL or Sitemap URL, not "robots"',
	],
};

const V2_BAD_INPUT: BadInput = {
	'agent:create': [{ name: ' ' }, empty('Name')],
	'agent:get': [noAgent, empty('Agent')],
	'agent:getMany': [{ limit: 0 }, LIMIT_0],
	'agent:delete': [{ agent: byId('={{ "" }}') }, empty('Agent')],
	'agent:getConversationCount': [noAgent, empty('Agent')],
	'agent:getMessageCount': [noAgent, empty('Agent')],
	'aiSuggestion:get': [{ suggestionId: ' ' }, empty('Suggestion ID')],
	'aiSuggestion:getMany': [
		{ filters: { startDate: '2026-10-02T00:00:00Z', endDate: '2026-10-01T00:00:00Z' } },
		"'Start Date' is after 'End Date'",
	],
	'aiSuggestion:dismiss': [{ suggestionId: '={{ "" }}' }, empty('Suggestion ID')],
	'analytics:get': [
		{ report: 'revenue' },
		`'Report' must be Overview, Agent Performance, AI Functions, CSAT, Topics or Sentiments, not "revenue"`,
	],
	'contact:upsert': [{ distinctId: ' ' }, empty('Distinct ID')],
	'contact:get': [{ contactId: ' ' }, empty('Contact ID')],
	'contact:getMany': [{ limit: 0 }, LIMIT_0],
	'contact:getConversations': [{ returnAll: false, limit: 0 }, LIMIT_0],
	'contact:getAgents': [{ contactId: ' ' }, empty('Contact ID')],
	'conversation:get': [
		{ options: { messageLimit: 2.5 } },
		"'Message Limit' must be a whole number of at least 1, not 2.5",
	],
	'conversation:getMany': [{ filters: { assignedTo: 'human' } }, empty('Human Agent ID')],
	'conversation:getManyInboxViews': [noAgent, empty('Agent')],
	'conversation:sendMessage': [
		{ options: { messageType: 'IMAGE' } },
		"'Message' is not an http(s) image URL",
	],
	'conversation:end': [{ conversationId: byId('  ') }, empty('Conversation')],
	'conversation:reply': [{ message: ' ' }, empty('Message')],
	'conversation:sendTypingIndicator': [
		{ conversationId: byId('={{ "" }}') },
		empty('Conversation'),
	],
	'dataSource:getMany': [{ source: 'VIDEO' }, `'Source' must be one of ${SOURCES}, not "VIDEO"`],
	'dataSource:addText': [{ content: ' ' }, empty('Content')],
	'dataSource:addUrl': [{ url: 'ftp://acme-sim.test' }, notHttp('ftp://acme-sim.test')],
	'dataSource:addFile': [
		{ fileType: 'xlsx' },
		`'File Type' must be docx, image or pdf, not "xlsx"`,
	],
	'dataSource:addQa': [{ answer: ' ' }, empty('Answer')],
	'dataSource:delete': [{ ids: ' , ' }, empty('Data Source IDs')],
	'dataSource:crawlWebsite': [{ url: 'sitemap.xml' }, notHttp('sitemap.xml')],
	'dataSource:syncQa': [
		{ question: 'Same?' },
		`'Question' repeats the question of item 0: "Same?"`,
		1,
	],
	'dataSource:syncTexts': [{ title: ' ' }, empty('Title')],
	'dataSource:syncUrls': [{ url: 'not a url' }, notHttp('not a url')],
	// The agent of each input item: another in the second.
	'dataSource:syncFiles': [
		{ agent: byId('={{ $json.agentId }}') },
		`'Agent' is "${team1}", not "${team0}" as in item 0`,
		1,
	],
};

describe.each([
	{ badInput: V1_BAD_INPUT, ...BOTH_VERSIONS[0] },
	{ badInput: V2_BAD_INPUT, ...BOTH_VERSIONS[1] },
])('version $version', ({ badInput, version, operations, run }) => {
	it(`has a row for every operation of version ${version}`, () => {
		expect(Object.keys(badInput).sort()).toEqual([...operations].sort());
	});

	const rows = Object.entries(badInput).map(
		([operation, [bad, message, item = 0]]): [string, string, INodeParameters, number] => [
			operation,
			`${message} [item ${item}]`,
			bad,
			item,
		],
	);

	it.each(rows)('%s refuses before any request: %s', async (operation, message, bad, item) => {
		const { error } = await run(h.sim, operation, bad);
		expect(error).toMatchObject({
			name: 'NodeOperationError',
			message,
			context: { itemIndex: item },
		});
		expect(h.sim.requests).toEqual([]);
	});
});
