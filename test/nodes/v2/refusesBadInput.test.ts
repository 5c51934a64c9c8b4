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
const LIMIT_0 = "'Limit' must be a whole number of at least 1, not 0 [item 0]";

/** Per operation: the bad value, and the error's message. */
const BAD_INPUT: Record<string, [INodeParameters, string]> = {
	'agent:create': [{ name: ' ' }, "'Name' is empty [item 0]"],
	'agent:get': [noAgent, "'Agent' is empty [item 0]"],
	'agent:getMany': [{ limit: 0 }, LIMIT_0],
	'agent:delete': [{ agent: byId('={{ "" }}') }, "'Agent' is empty [item 0]"],
	'agent:getConversationCount': [noAgent, "'Agent' is empty [item 0]"],
	'agent:getMessageCount': [noAgent, "'Agent' is empty [item 0]"],
	'aiSuggestion:get': [{ suggestionId: ' ' }, "'Suggestion ID' is empty [item 0]"],
	'aiSuggestion:getMany': [
		{ filters: { startDate: '2026-10-02T00:00:00Z', endDate: '2026-10-01T00:00:00Z' } },
		"'Start Date' is after 'End Date' [item 0]",
	],
	'aiSuggestion:dismiss': [{ suggestionId: '={{ "" }}' }, "'Suggestion ID' is empty [item 0]"],
	'analytics:get': [
		{ report: 'revenue' },
		`'Report' must be Overview, Agent Performance, AI Functions or CSAT, not "revenue" [item 0]`,
	],
	'contact:upsert': [{ distinctId: ' ' }, "'Distinct ID' is empty [item 0]"],
	'contact:get': [{ contactId: ' ' }, "'Contact ID' is empty [item 0]"],
	'contact:getMany': [{ limit: 0 }, LIMIT_0],
	'contact:getConversations': [{ returnAll: false, limit: 0 }, LIMIT_0],
	'contact:getAgents': [{ contactId: ' ' }, "'Contact ID' is empty [item 0]"],
	'conversation:get': [
		{ options: { messageLimit: 2.5 } },
		"'Message Limit' must be a whole number of at least 1, not 2.5 [item 0]",
	],
	'conversation:getMany': [
		{ filters: { assignedTo: 'human', humanAgentId: '' } },
		"'Human Agent ID' is empty [item 0]",
	],
	'conversation:getManyInboxViews': [noAgent, "'Agent' is empty [item 0]"],
	'conversation:sendMessage': [
		{ options: { messageType: 'IMAGE' } },
		"'Message' is not an http(s) image URL [item 0]",
	],
	'conversation:reply': [{ message: ' ' }, "'Message' is empty [item 0]"],
	'conversation:sendTypingIndicator': [
		{ conversationId: byId('={{ "" }}') },
		"'Conversation' is empty [item 0]",
	],
	'dataSource:getMany': [
		{ source: 'VIDEO' },
		`'Source' must be one of All (ALL), DOCX (DOCX), Image (IMAGE), PDF (PDF), Q&A (QA), Text (TEXT), Website (WEBSITE), not "VIDEO" [item 0]`,
	],
	'dataSource:addText': [{ content: ' ' }, "'Content' is empty [item 0]"],
	'dataSource:addUrl': [
		{ url: 'ftp://acme-sim.test' },
		`'URL' is not an http(s) URL: "ftp://acme-sim.test" [item 0]`,
	],
	'dataSource:addFile': [
		{ fileType: 'xlsx' },
		`'File Type' must be docx, image or pdf, not "xlsx" [item 0]`,
	],
	'dataSource:addQa': [{ answer: ' ' }, "'Answer' is empty [item 0]"],
	'dataSource:delete': [{ ids: ' , ' }, "'Data Source IDs' is empty [item 0]"],
	'dataSource:crawlWebsite': [
		{ url: 'ftp://acme-sim.test' },
		`'URL' is not an http(s) URL: "ftp://acme-sim.test" [item 0]`,
	],
	'dataSource:syncQa': [
		{ question: 'Same question?' },
		`'Question' repeats the question of item 0: "Same question?" [item 1]`,
	],
	'dataSource:syncTexts': [{ content: ' ' }, "'Content' is empty [item 0]"],
	'dataSource:syncUrls': [
		{ url: 'not a url' },
		`'URL' is not an http(s) URL: "not a url" [item 0]`,
	],
	'dataSource:syncFiles': [
		{ agent: byId('={{ $json.agentId }}') },
		`'Agent' is "${SEED.agents.team[1]}", not "${SEED.agents.team[0]}" as in item 0 [item 1]`,
	],
};

it('has a row for every operation of version 2', () => {
	expect(Object.keys(BAD_INPUT).sort()).toEqual([...V2_OPERATIONS].sort());
});

it.each(Object.entries(BAD_INPUT).map(([operation, [bad, message]]) => [operation, message, bad]))(
	'%s refuses before any request: %s',
	async (operation, message, bad) => {
		const { error } = await runV2(
			h.sim,
			{ ...e2eParameters(operation), ...bad },
			{ input: E2E_INPUT, credentials: { identitySecret: SIMULATOR_IDENTITY_SECRET } },
		);
		expect(error?.name).toBe('NodeOperationError');
		expect(error?.message).toBe(message);
		expect(h.sim.requests).toEqual([]);
	},
);
