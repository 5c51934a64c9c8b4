/**
 * Version 2, every operation its description offers, run with valid parameters (test/nodes/validParameters.ts) on
 * two items: the method and path of each request it sends, and each output item paired with the input item it
 * came from. (Continue On Fail for each: test/nodes/continueOnFail.test.ts.)
 */
import type { IDataObject } from 'n8n-workflow';

import { useSimulator } from '../../simulator/testHelpers';
import { BOTH_VERSIONS } from '../bothVersions';
import { VALID_INPUT } from '../validParameters';
import { V2_OPERATIONS } from './v2Operations';

const h = useSimulator();

const [, version2] = BOTH_VERSIONS;
const [first] = VALID_INPUT;
/** The request of each item, `:field` in its path that item's value of the field. */
const twice = (request: string) =>
	VALID_INPUT.map((item) => request.replace(/:(\w+)/, (_, field: string) => String(item[field])));
const LIST = 'GET /api/v2/data-sources';

/** Per operation, "METHOD path" of each request it sends for the two items. */
const REQUESTS: Record<string, string[]> = {
	'agent:create': twice('POST /api/v2/agents'),
	'agent:get': twice('GET /api/v2/agents/:agentId'),
	'agent:getMany': twice('GET /api/v2/agents'),
	'agent:delete': twice('DELETE /api/v2/agents/:agentId'),
	'agent:getConversationCount': twice('GET /api/aibot/counts/chat'),
	'agent:getMessageCount': twice('GET /api/aibot/counts/messages'),
	'aiSuggestion:get': twice('GET /api/v2/ai-suggestions/:id'),
	'aiSuggestion:getMany': twice('GET /api/v2/ai-suggestions'),
	'aiSuggestion:dismiss': twice('DELETE /api/v2/ai-suggestions/:id'),
	'analytics:get': twice('GET /api/v2/analytics'),
	'contact:upsert': twice('POST /api/v2/contacts'),
	'contact:get': twice('GET /api/v2/contacts/:contactId'),
	'contact:getMany': twice('GET /api/v2/contacts'),
	'contact:getConversations': twice(`GET /api/v2/contacts/${first.contactId}/conversations`),
	'contact:getAgents': twice('GET /api/aibot/contact/agent'),
	'conversation:end': twice('POST /api/v2/conversations/:conversationId/end'),
	'conversation:get': twice('GET /api/v2/conversations/:conversationId'),
	'conversation:getMany': twice('GET /api/v2/conversations'),
	'conversation:getManyInboxViews': twice('GET /api/v2/conversations/views'),
	'conversation:sendMessage': twice('POST /api/v2/conversations'),
	'conversation:reply': twice('POST /api/v2/conversations/:conversationId/reply'),
	'conversation:sendTypingIndicator': twice('POST /api/v2/conversations/:conversationId/typing'),
	'dataSource:getMany': twice('GET /api/v2/data-sources'),
	'dataSource:addText': twice('POST /api/v2/data-sources/text'),
	'dataSource:addUrl': twice('POST /api/v2/data-sources/url'),
	'dataSource:addFile': twice('POST /api/v2/data-sources/file'),
	'dataSource:addQa': twice('POST /api/v2/data-sources/qa'),
	'dataSource:delete': twice('DELETE /api/v2/data-sources'),
	'dataSource:crawlWebsite': twice('POST /api/aibot/scrape'),
	// A Sync reads the agent's items of each kind first, then writes the difference (the seed's pairs gone: deleted).
	'dataSource:syncQa': [
		LIST,
		...twice('POST /api/v2/data-sources/qa'),
		'DELETE /api/v2/data-sources',
	],
	'dataSource:syncTexts': [LIST, ...twice('POST /api/v2/data-sources/text')],
	'dataSource:syncUrls': [LIST, ...twice('POST /api/v2/data-sources/url')],
	'dataSource:syncFiles': [LIST, LIST, LIST, ...twice('POST /api/v2/data-sources/file')],
};

const itemsOf = (pairedItem: unknown) =>
	(Array.isArray(pairedItem) ? pairedItem : [pairedItem]).map((paired: IDataObject) => paired.item);

it('covers every operation of version 2', () => {
	expect(Object.keys(REQUESTS).sort()).toEqual([...V2_OPERATIONS].sort());
	expect(V2_OPERATIONS.length).toBeGreaterThanOrEqual(30);
});

it.each(V2_OPERATIONS)(
	'%s sends its requests and outputs the results of each item in input order, paired with it',
	async (operation) => {
		const { items, error } = await version2.run(h.sim, operation);
		expect(error).toBeUndefined();
		expect(h.sim.requests.map(({ method, path }) => `${method} ${path}`)).toEqual(
			REQUESTS[operation],
		);
		const paired = items.map((item) => itemsOf(item.pairedItem));
		const single = paired.filter((from) => from.length === 1).flat();
		expect(single).toEqual([...single].sort());
		expect([...new Set(single)]).toEqual([0, 1]);
		// A Sync's deletion stands for every input item.
		const several = paired.filter((from) => from.length > 1);
		expect(several).toEqual(several.map(() => [0, 1]));
	},
);
