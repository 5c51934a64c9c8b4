/**
 * Deletes are idempotent (RETRIED_DELETE_GONE_STATUS in serviceDecisions.ts): LiveChatAI acts on a DELETE whose
 * answer is then lost (a 503 from a gateway, a connection cut), the transport retries it, and the retry finds
 * nothing; the item comes out as deleted, in both node versions, in the real engine against the simulator. A 404
 * or an ID not found on the first attempt, or after an attempt LiveChatAI refused (429), stays what it is. (Which
 * attempts may have been acted on, a refused connection and a timeout included: test/transport/retry.test.ts.)
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { byId, runLiveChatAi } from '../../harness/liveChatAi';
import { useManualClock } from '../../harness/manualClock';
import type { Fault } from '../../simulator';
import { SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';

const h = useSimulator();
useManualClock();

const { sales, support } = SEED.agents;
const docs = SEED.chatbots.docs;
const [suggestion] = SEED.suggestions.active;
const [website] = SEED.dataSources.supportWebsite;
const DATA_SOURCES = '/api/v2/data-sources';

/** The next DELETE of `path` is acted on, then its answer is lost to `fault`. */
const loseAnswer = (path: string, fault: Fault) =>
	h.sim.injectFault({ method: 'DELETE', path, fault, afterRoute: true, times: 1 });
/** The next DELETE of `path` is refused with `fault` before anything is done. */
const refuse = (path: string, fault: Fault) =>
	h.sim.injectFault({ method: 'DELETE', path, fault, times: 1 });
const deletesOf = (path: string) =>
	h.sim.requests.filter((request) => request.method === 'DELETE' && request.path === path);

const LOST: Array<[string, Fault]> = [
	['a 503', { kind: 'status', status: 503 }],
	['a cut connection', { kind: 'cutMidBody' }],
];

interface RetriedDelete {
	name: string;
	version: number;
	parameters: INodeParameters;
	path: string;
	/** Whether the simulator no longer holds the item (or holds it dismissed). */
	gone: () => boolean;
	output: IDataObject;
}

const DELETES: RetriedDelete[] = [
	{
		name: 'v2 Agent > Delete',
		version: 2,
		parameters: { resource: 'agent', operation: 'delete', agent: byId(sales) },
		path: `/api/v2/agents/${sales}`,
		gone: () => !h.sim.store.chatbots.has(sales),
		output: { deleted: true, agentId: sales, alreadyDeleted: true },
	},
	...[2, 1].map((version) => ({
		name: `v${version} AI Suggestion > Dismiss`,
		version,
		parameters: { resource: 'aiSuggestion', operation: 'dismiss', suggestionId: suggestion },
		path: `/api/v2/ai-suggestions/${suggestion}`,
		gone: () => h.sim.store.suggestions.get(suggestion)?.status === 'ignored',
		output: { dismissed: true, suggestionId: suggestion, message: null, alreadyDismissed: true },
	})),
	{
		name: 'v1 Chatbot > Delete',
		version: 1,
		parameters: { resource: 'chatbot', operation: 'delete', chatbot: byId(docs) },
		path: '/api/aibot/delete',
		gone: () => !h.sim.store.chatbots.has(docs),
		output: { deleted: true, chatbotId: docs, alreadyDeleted: true },
	},
	{
		name: 'v2 Data Source > Delete',
		version: 2,
		parameters: {
			resource: 'dataSource',
			operation: 'delete',
			agent: byId(support),
			source: 'WEBSITE',
			ids: website,
		},
		path: DATA_SOURCES,
		gone: () => !h.sim.store.dataSources.has(website),
		output: {
			deleted: true,
			agentId: support,
			source: 'WEBSITE',
			deletedIds: [website],
			notFoundIds: [],
			alreadyDeletedIds: [website],
			message: 'Deleted 0 item(s)',
		},
	},
];

describe.each(LOST)('after %s of a DELETE LiveChatAI acted on', (_, fault) => {
	it.each(DELETES)(
		'$name: the retry finds nothing, and the item comes out as deleted',
		async ({ version, parameters, path, gone, output }) => {
			loseAnswer(path, fault);
			const { items, error } = await runLiveChatAi(h.sim, parameters, { typeVersion: version });
			expect(error).toBeUndefined();
			expect(deletesOf(path)).toHaveLength(2);
			expect(gone()).toBe(true);
			expect(items).toEqual([{ json: output, pairedItem: { item: 0 } }]);
		},
	);
});

it('a Sync whose delete was acted on before its answer was lost outputs the item as deleted', async () => {
	const agentId = SEED.agents.team[0];
	const pairs = [1, 2].map((i) => ({ question: `Question ${i}?`, answer: `Answer ${i}.` }));
	const held = [];
	for (const pair of pairs) {
		const { data } = await h.api.post(`${DATA_SOURCES}/qa`, { ...pair, agentId });
		held.push((data as { data: { item: { id: string } } }).data.item.id);
	}
	loseAnswer(DATA_SOURCES, LOST[0][1]);
	const parameters = {
		resource: 'dataSource',
		operation: 'syncQa',
		agent: byId(agentId),
		question: '={{ $json.question }}',
		answer: '={{ $json.answer }}',
		deleteMissing: true,
	};
	const { items, error } = await runLiveChatAi(h.sim, parameters, {
		typeVersion: 2,
		input: [pairs[0]],
	});
	expect(error).toBeUndefined();
	expect(deletesOf(DATA_SOURCES)).toHaveLength(2);
	expect(items.map(({ json }) => [json.action, json.id])).toEqual([
		['unchanged', held[0]],
		['deleted', held[1]],
	]);
	expect(h.sim.store.dataSources.has(held[1])).toBe(false);
});

describe('nothing found stays an error', () => {
	const unknownAgent = { resource: 'agent', operation: 'delete', agent: byId('bot_unknown') };
	const unknownSource = {
		resource: 'dataSource',
		operation: 'delete',
		agent: byId(support),
		source: 'WEBSITE',
		ids: 'ds_unknown',
	};
	it.each<[string, INodeParameters, string, Fault | undefined, RegExp]>([
		['on the first attempt', unknownAgent, '/api/v2/agents/bot_unknown', undefined, /not found/],
		[
			'after a 429, which LiveChatAI refused',
			unknownAgent,
			'/api/v2/agents/bot_unknown',
			{ kind: 'status', status: 429, retryAfter: '0' },
			/not found/,
		],
		[
			'after a 429, of a data source',
			unknownSource,
			DATA_SOURCES,
			{ kind: 'status', status: 429, retryAfter: '0' },
			/1 of 1 data sources not found: ds_unknown/,
		],
		[
			"after a 503, where the 404 names the data sources' agent",
			{ ...unknownSource, agent: byId('bot_unknown') },
			DATA_SOURCES,
			{ kind: 'status', status: 503 },
			/not found/,
		],
	])('%s', async (_, parameters, path, fault, message) => {
		if (fault) refuse(path, fault);
		const { items, error } = await runLiveChatAi(h.sim, parameters, { typeVersion: 2 });
		expect(items).toEqual([]);
		expect(error?.message).toMatch(message);
		expect(deletesOf(path)).toHaveLength(fault ? 2 : 1);
	});
});
