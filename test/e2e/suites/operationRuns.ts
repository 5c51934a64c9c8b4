/**
 * The workflows of test/e2e/workflows that use the operations one after the other, run in real n8n: per workflow,
 * how many items each LiveChatAI node outputs (none an error) and the requests the simulator received, as sorted
 * `METHOD path` lines. What each request carries and each item holds is asserted by the unit tests of test/nodes
 * (each resource's tests and everyOperation.test.ts); here, beside the lines, only what real n8n adds: the
 * credential as n8n stored it, streaming through n8n's helpers, expressions naming other nodes.
 */
import type { IDataObject, IRunExecutionData } from 'n8n-workflow';

import type { Simulator } from '../../simulator';
import { SEED, SIMULATOR_IDENTITY_SECRET, userHashFor } from '../../simulator';
import type { N8nUnderTest } from '../harness/useN8n';
import { executeSucceeding } from '../harness/useN8n';
import { nodeJson, nodeOutput } from '../harness/runData';
import { liveChatAiNodes, workflow } from '../harness/workflows';
import { requestLines, sentTo } from './requestLines';

/** The first item a node output. */
type First = (node: string) => IDataObject;

interface OperationRun {
	file: string;
	/** The items of the LiveChatAI nodes that output more than one, as the seed makes them (the others: one). */
	items: Record<string, number>;
	/** The requests' `METHOD path` lines, in any order; `first` gives the IDs the run made. */
	requests: (first: First) => string[];
	also?: (first: First, sim: Simulator, data: IRunExecutionData) => void;
}

/** The contact's user hash, computed from the identity secret of the credential n8n stored. */
const hashedWith = (distinctId: string) => (_first: First, sim: Simulator) =>
	expect(sentTo(sim.requests, 'POST /api/v2/contacts')).toEqual([
		expect.objectContaining({ userHash: userHashFor(SIMULATOR_IDENTITY_SECRET, distinctId) }),
	]);

const V1 = '/api/aibot';
const V2 = '/api/v2';
const { alice } = SEED.contacts;
const [suggestion] = SEED.suggestions.active;

const RUNS: OperationRun[] = [
	{
		file: 'chatbot.json',
		items: { 'List chatbots': 14 },
		requests: () => [
			`DELETE ${V1}/delete`,
			`GET ${V1}/counts/chat`,
			`GET ${V1}/counts/messages`,
			`GET ${V1}/detail`,
			`GET ${V1}/list`,
			`POST ${V1}/create`,
			`POST ${V1}/reply`,
			`POST ${V1}/reply`,
		],
		also: (first) => {
			expect(first('Get created chatbot').chatbotId).toBe(first('Create chatbot').chatbotId);
			expect((first('Ask again, streamed').chunks as unknown[]).length).toBeGreaterThan(1);
		},
	},
	{
		file: 'data-source.json',
		items: { 'List data sources': 11 },
		requests: () => [
			`GET ${V1}/data-source/items`,
			...['delete', 'pdf', 'qa', 'text', 'url'].map((path) => `POST ${V1}/data-source/${path}`),
			`PUT ${V1}/data-source/qa`,
		],
		also: (first) =>
			expect(first('Delete text and PDF').ids).toEqual([first('Add text').id, first('Add PDF').id]),
	},
	{
		file: 'faq-rows.json',
		items: { 'Add a Q&A pair per row': 3 },
		requests: () => Array.from({ length: 3 }, () => `POST ${V1}/data-source/qa`),
		// Expressions over several items: each row of the Code node one request, its item paired with the row.
		also: (_first, sim, data) => {
			const rows = nodeJson(data, 'FAQ rows');
			const added = nodeOutput(data, 'Add a Q&A pair per row');
			expect(added.map(({ json, pairedItem }) => [json.question, pairedItem])).toEqual(
				rows.map((row, item) => [row.question, { item }]),
			);
			const chatbotId = SEED.chatbots.support;
			expect(sentTo(sim.requests, `POST ${V1}/data-source/qa`)).toEqual(
				expect.arrayContaining(
					rows.map(({ question, answer, ai }) => ({
						question,
						answer,
						chatbotId,
						isGeneratedByAI: ai,
					})),
				),
			);
		},
	},
	{
		file: 'website.json',
		items: { 'Crawl site': 5 },
		requests: () => [`POST ${V1}/scrape`, `POST ${V1}/scrape`],
	},
	{
		file: 'chat.json',
		items: {},
		requests: () => [`GET ${V1}/chat/detail`],
	},
	{
		file: 'contact.json',
		items: { 'Agents of Alice': 2 },
		requests: () => [`GET ${V1}/contact/agent`, `POST ${V2}/contacts`],
		also: hashedWith('e2e-4001'),
	},
	{
		file: 'conversation.json',
		items: { 'Newest conversations': 5 },
		requests: () => [
			`GET ${V2}/conversations`,
			`POST ${V2}/conversations/${SEED.conversations.latest}/typing`,
		],
	},
	{
		file: 'ai-suggestion.json',
		items: {},
		requests: () => [`DELETE ${V2}/ai-suggestions/${suggestion}`],
	},
	{
		file: 'v2-agent.json',
		items: { 'First 3 agents': 3, 'All agents': SEED.agents.main.length + 1 },
		requests: (first) => [
			`POST ${V2}/agents`,
			`GET ${V2}/agents/${first('Create agent').id as string}`,
			`GET ${V2}/agents/${SEED.docsSlug}`,
			`GET ${V2}/agents`,
			`GET ${V2}/agents`,
			`DELETE ${V2}/agents/${first('Create agent').id as string}`,
			`GET ${V1}/counts/chat`,
			`GET ${V1}/counts/messages`,
		],
		// Image Sharing, an option no unit test sends.
		also: (_first, sim) =>
			expect(sentTo(sim.requests, `POST ${V2}/agents`)).toEqual([
				{ name: 'E2E Returns Desk', isLiveChatEnabled: true, isImageSharingEnabled: true },
			]),
	},
	{
		file: 'v2-conversation-contact.json',
		items: {
			'Open conversations': 5,
			// Searched by name: the one view of the support agent whose name holds "whatsapp".
			'Inbox views': 1,
			Contacts: 3,
			'Conversations of Alice': 11,
			'Agents of Alice': 2,
		},
		requests: (first) => {
			const conversation = `${V2}/conversations/${first('Send message').conversationId as string}`;
			return [
				`POST ${V2}/conversations`,
				`POST ${V2}/conversations`,
				`POST ${conversation}/reply`,
				`POST ${conversation}/typing`,
				`GET ${conversation}`,
				`POST ${conversation}/end`,
				`GET ${V2}/conversations`,
				`GET ${V2}/conversations/views`,
				`POST ${V2}/contacts`,
				`GET ${V2}/contacts/${first('Create contact').contactId as string}`,
				`GET ${V2}/contacts`,
				`GET ${V2}/contacts/${alice}/conversations`,
				`GET ${V1}/contact/agent`,
			];
		},
		also: (first, sim) => {
			hashedWith('e2e-5001')(first, sim);
			// Ended by the human agent the node names; the simulator holds it resolved.
			const conversationId = first('Send message').conversationId as string;
			expect(first('End conversation')).toEqual({
				resolved: true,
				conversationId,
				userId: SEED.users.agent,
				contactId: first('Send message').contactId,
			});
			expect(sim.store.conversations.get(conversationId)?.isResolved).toBe(true);
		},
	},
	{
		file: 'v2-data-source-suggestion-analytics.json',
		items: {
			'List data sources': 12,
			'Sync FAQ': 5,
			'Crawl website': 3,
			'List suggestions': 3,
			'CSAT feedback, October': 5,
			'Topics per day': 31,
			Sentiments: 4,
		},
		requests: () => [
			...['text', 'url', 'file', 'qa', 'qa', 'qa'].map((path) => `POST ${V2}/data-sources/${path}`),
			`DELETE ${V2}/data-sources`,
			`DELETE ${V2}/data-sources`,
			`GET ${V2}/data-sources`,
			`GET ${V2}/data-sources`,
			`POST ${V1}/scrape`,
			`GET ${V2}/ai-suggestions`,
			`GET ${V2}/ai-suggestions/${suggestion}`,
			`DELETE ${V2}/ai-suggestions/${suggestion}`,
			`GET ${V2}/analytics`,
			`GET ${V2}/analytics/csat`,
			`GET ${V2}/analytics/topics`,
			`GET ${V2}/analytics/sentiments`,
		],
		also: (first) => expect(first('Delete text').deletedIds).toEqual([first('Add text').id]),
	},
	{
		file: 'v2-data-source-sync.json',
		items: { 'Sync handbook': 2, 'Preview handbook': 3, 'Sync web pages': 2, 'Sync files': 2 },
		requests: () => [
			...['file', 'file', 'text', 'text', 'url', 'url'].map(
				(path) => `POST ${V2}/data-sources/${path}`,
			),
			...Array.from({ length: 6 }, () => `GET ${V2}/data-sources`),
		],
	},
];

/** Per LiveChatAI node of the workflow, what `count` gives for it. */
const perNode = (file: string, count: (node: string) => number) =>
	Object.fromEntries(liveChatAiNodes(workflow(file)).map(({ name }) => [name, count(name)]));

export function operationRuns(under: N8nUnderTest): void {
	it.each(RUNS.map((run) => [run.file, run] as const))(
		'%s: the items of each node, none an error, and the requests sent',
		async (file, { items, requests, also }) => {
			const data = await executeSucceeding(under, workflow(file).id);
			expect(perNode(file, (node) => nodeJson(data, node).length)).toEqual(
				perNode(file, (node) => items[node] ?? 1),
			);
			const errors = (node: string) => nodeJson(data, node).filter((json) => 'error' in json);
			expect(perNode(file, (node) => errors(node).length)).toEqual(perNode(file, () => 0));
			const first: First = (node) => nodeJson(data, node)[0];
			expect(requestLines(under.sim.requests).sort()).toEqual(requests(first).sort());
			also?.(first, under.sim, data);
		},
		180_000,
	);
}
