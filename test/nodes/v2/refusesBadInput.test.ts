/**
 * Version 2 refuses bad input before any request: for each operation, its e2e parameters (valid) with one value
 * made bad stop the run with a NodeOperationError that names the field as the editor shows it and the item, and
 * nothing reaches the service. One row per operation; every check itself has unit tests in test/validation/.
 */
import type { INodeParameters } from 'n8n-workflow';

import { byId } from '../../harness/liveChatAi';
import { SEED, SIMULATOR_IDENTITY_SECRET } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { e2eParameters, E2E_INPUT, runV2, V2_OPERATIONS } from './v2Operations';

const h = useSimulator();

const noAgent = { agent: byId(' ') };
const empty = (field: string) => `'${field}' is empty`;
const LIMIT_0 = "'Limit' must be a whole number of at least 1, not 0";
const notHttp = (url: string) => `'URL' is not an http(s) URL: "${url}"`;
const SOURCES =
	'All (ALL), DOCX (DOCX), Image (IMAGE), PDF (PDF), Q&A (QA), Text (TEXT), Website (WEBSITE)';
const [team0, team1] = SEED.agents.team;

/** Per operation: the bad value, the error's message, and the item it names when not the first. */
const BAD_INPUT: Record<string, [INodeParameters, string, number?]> = {
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
		`'Report' must be Overview, Agent Performance, AI Functions or CSAT, not "revenue"`,
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

it('has a row for every operation of version 2', () => {
	expect(Object.keys(BAD_INPUT).sort()).toEqual([...V2_OPERATIONS].sort());
});

const ROWS = Object.entries(BAD_INPUT).map(
	([operation, [bad, message, item = 0]]): [string, string, INodeParameters] => [
		operation,
		`${message} [item ${item}]`,
		bad,
	],
);

it.each(ROWS)('%s refuses before any request: %s', async (operation, message, bad) => {
	const { error } = await runV2(
		h.sim,
		{ ...e2eParameters(operation), ...bad },
		{ input: E2E_INPUT, credentials: { identitySecret: SIMULATOR_IDENTITY_SECRET } },
	);
	expect(error?.name).toBe('NodeOperationError');
	expect(error?.message).toBe(message);
	expect(h.sim.requests).toEqual([]);
});
