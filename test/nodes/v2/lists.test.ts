/**
 * Version 2, every list (each operation with Return All, read from the node's description): the path and query of
 * its reads, 100 records a page asked, every page the list says it has (at the size it serves), and every record
 * the API lists, each once, in the API's order; against a service that ignores `page` (every page the first one,
 * no total, always a next page), it stops at the first page that brings nothing new instead of reading the same
 * page for ever. (A Limit and the pages read at once:
 * test/nodes/shared/returnAll.test.ts and test/transport/lists.test.ts.)
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { byId } from '../../harness/liveChatAi';
import { SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { servedPageSize } from '../../harness/servedPageSize';
import { answeredAgain, operationsWith, parametersFor, runV2 } from './v2Operations';

const h = useSimulator();
/** What a page holds when 100 are asked: the pages a list has are counted at this size. */
let served = 100;
beforeAll(async () => {
	served = await servedPageSize(h.api);
});

const WITH_RETURN_ALL = operationsWith('returnAll');
const WITH_SIMPLIFY = operationsWith('simplify');
const kb = SEED.agents.knowledgeBase;
const support = SEED.agents.support;

interface List {
	parameters: INodeParameters;
	/** The path and query of the first page's request. */
	path: string;
	query: IDataObject;
	/** How many records the simulator holds for it. */
	count: () => number;
}

/** A list read 100 a page, under the page size's name, of the agent's records when `agentId` is given. */
function list(path: string, size: string, count: () => number, agentId?: string): List {
	const ofAgent = agentId ? { agentId } : {};
	const parameters = agentId ? { agent: byId(agentId) } : {};
	return { parameters, path, query: { ...ofAgent, page: '1', [size]: '100' }, count };
}
const countOf = <T extends { agentId: string }>(records: Map<string, T>, agentId: string) =>
	[...records.values()].filter((record) => record.agentId === agentId).length;
const { alice } = SEED.contacts;
const CSAT_PERIOD = { startDate: '2026-10-02', endDate: '2026-11-01' };
const CSAT_FEEDBACK = { report: 'csat', output: 'feedback', ...CSAT_PERIOD };
/** More CSAT responses of the support agent in the period, so that its feedback runs over two pages. */
beforeEach(() => {
	const [model] = h.sim.store.csat.values();
	for (let i = 0; i < 90; i++) {
		const id = `csat_extra_${i}`;
		const createdAt = new Date(Date.parse('2026-10-20T15:00:00Z') + i * 60_000).toISOString();
		h.sim.store.csat.set(id, { ...model, id, agentId: support, createdAt });
	}
});

/** The largest lists of the seed, so that paging matters. */
const LISTS: Record<string, List> = {
	'agent:getMany': list('/api/v2/agents', 'limit', () => SEED.agents.mainCount),
	'aiSuggestion:getMany': list(
		'/api/v2/ai-suggestions',
		'limit',
		() => SEED.suggestions.knowledgeBaseCount,
		kb,
	),
	'contact:getMany': list(
		'/api/v2/contacts',
		'limit',
		() => countOf(h.sim.store.contacts, support),
		support,
	),
	'contact:getConversations': {
		// The conversations of the contact with every agent.
		...list(
			`/api/v2/contacts/${alice}/conversations`,
			'perPage',
			() => [...h.sim.store.conversations.values()].filter((c) => c.contactId === alice).length,
		),
		parameters: { contactId: alice },
	},
	'conversation:getMany': list(
		'/api/v2/conversations',
		'perPage',
		() => SEED.conversations.total.support,
		support,
	),
	'conversation:getManyInboxViews': list(
		'/api/v2/conversations/views',
		'perPage',
		() => countOf(h.sim.store.views, support),
		support,
	),
	'analytics:get': {
		// CSAT's feedback of the 30 days of the seed (all of its responses), in the workflow's timezone.
		...list(
			'/api/v2/analytics/csat',
			'pageSize',
			() => countOf(h.sim.store.csat, support),
			support,
		),
		parameters: { agent: byId(support), ...CSAT_FEEDBACK },
		query: {
			agentId: support,
			...CSAT_PERIOD,
			timezone: 'America/New_York',
			page: '1',
			pageSize: '100',
		},
	},
	'dataSource:getMany': {
		...list('/api/v2/data-sources', 'limit', () => SEED.dataSources.knowledgeBase.count, kb),
		// Every kind by default.
		query: { agentId: kb, source: 'ALL', page: '1', limit: '100' },
	},
};

/** Every record of the list, the records as sent where the operation has Simplify. */
async function returnAll(operation: string) {
	const simplify = WITH_SIMPLIFY.includes(operation) ? { simplify: false } : {};
	const parameters = { ...LISTS[operation].parameters, returnAll: true, ...simplify };
	const { items, error } = await runV2(h.sim, parametersFor(operation, parameters));
	expect(error).toBeUndefined();
	return items;
}

it('knows every list of version 2 that has Return All', () => {
	expect(WITH_RETURN_ALL.sort()).toEqual(Object.keys(LISTS).sort());
});

it('the seed makes at least three of the lists longer than a page', () => {
	const long = Object.values(LISTS).filter((list) => list.count() > 100);
	expect(long.length).toBeGreaterThanOrEqual(3);
});

it.each(WITH_RETURN_ALL)(
	'%s asks its path for 100 a page, reads every page the list has and outputs every record as the API lists it',
	async (operation) => {
		const { path, query, count } = LISTS[operation];
		const items = await returnAll(operation);
		expect(h.sim.requests[0]).toMatchObject({ method: 'GET', path, query });
		expect(h.sim.requests).toHaveLength(Math.ceil(count() / served));
		expect(items).toHaveLength(count());
		expect(items.map((item) => item.json)).toEqual(await answeredAgain(h.sim, h.api, true));
		expect(items.every((item) => JSON.stringify(item.pairedItem) === '{"item":0}')).toBe(true);
	},
);

it.each(WITH_RETURN_ALL)('%s stops where the pages bring nothing new', async (operation) => {
	h.sim.setPaging('ignoresPage');
	const items = await returnAll(operation);
	// What one page holds, each once. The page says a next one follows (however short it is), so one more
	// request learns that nothing is new.
	const listed = LISTS[operation].count();
	expect(items).toHaveLength(Math.min(listed, served));
	expect(new Set(items.map((item) => JSON.stringify(item.json))).size).toBe(items.length);
	expect(h.sim.requests).toHaveLength(2);
});
