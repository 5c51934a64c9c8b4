/**
 * The workflows of test/e2e/workflows (one per resource, together every operation of version 1; Continue
 * On Fail; expressions over several items) and the runnable examples, imported into a real n8n and run
 * with `n8n execute`, checked by their output and by the requests the simulator received.
 */
import type { IDataObject, IRunExecutionData } from 'n8n-workflow';

import type { LoggedRequest, Simulator } from '../../simulator';
import {
	answerFor,
	discoverLinks,
	SEED,
	SIMULATOR_IDENTITY_SECRET,
	startSimulator,
	userHashFor,
} from '../../simulator';
import { versionDescription } from '../../../nodes/LiveChatAi/v1/actions/versionDescription';
import { packageProblems } from '../harness/logChecks';
import { n8nLine } from '../harness/manifest';
import { N8n } from '../harness/n8n';
import { stopAll } from '../harness/processes';
import {
	describeRun,
	nodeJson,
	nodeOutput,
	nodeRuns,
	SIMPLIFIED_CONVERSATION_KEYS,
} from '../harness/runData';
import {
	allWorkflows,
	liveChatAiNodes,
	runnableExamples,
	simulatorCredential,
} from '../harness/workflows';

const SUPPORT = SEED.chatbots.support;

/** The requests the simulator received, as `METHOD path` lines. */
const requestLines = (requests: LoggedRequest[]) =>
	requests.map((request) => `${request.method} ${request.path}`);

export function workflowRunsSuite(major: 1 | 2): void {
	const setup = n8nLine(major);

	describe(`n8n ${setup.version}: workflows run by \`n8n execute\``, () => {
		let sim: Simulator;
		let n8n: N8n;
		const examples = runnableExamples();

		beforeAll(async () => {
			sim = await startSimulator({ port: 0 });
			n8n = new N8n(setup, `n8n-${setup.version}-workflows`);
			await n8n.importCredentials([simulatorCredential(sim)]);
			await n8n.importWorkflows([
				...Object.values(allWorkflows()),
				...examples.map((example) => example.workflow),
			]);
		}, 180_000);

		afterAll(async () => {
			await stopAll();
			await sim?.close();
		});

		beforeEach(() => sim.reset());

		/** Runs the workflow; it must succeed, and every request must carry the credential's key. */
		async function execute(workflowId: string): Promise<IRunExecutionData> {
			const { code, run } = await n8n.execute(workflowId);
			expect({ code, run: describeRun(run) }).toEqual({ code: 0, run: 'status success' });
			expect(sim.requests.length).toBeGreaterThan(0);
			for (const request of sim.requests) {
				expect(request.headers.authorization).toBe(`Bearer ${sim.apiKey}`);
			}
			return run.data;
		}

		it('the workflows together use every operation of version 1', () => {
			const used = new Set(
				Object.values(allWorkflows()).flatMap((workflow) =>
					liveChatAiNodes(workflow)
						// Version 2's workflows (v2-*.json) have suites of their own.
						.filter((node) => (node.typeVersion ?? 1) === 1)
						.map(
							(node) => `${String(node.parameters.resource)}:${String(node.parameters.operation)}`,
						),
				),
			);
			const resources = versionDescription.properties.find((p) => p.name === 'resource')!;
			const all = versionDescription.properties
				.filter((property) => property.name === 'operation')
				.flatMap((property) =>
					(property.options as Array<{ value: string }>).map(
						({ value }) => `${String(property.displayOptions?.show?.resource?.[0])}:${value}`,
					),
				);
			expect(all).toHaveLength(21);
			expect((resources.options ?? []).length).toBe(7);
			expect([...used].sort()).toEqual([...all].sort());
		});

		it('Chatbot: create, get and delete a chatbot; list; count; send a message, then stream one', async () => {
			const data = await execute('e2e-chatbot');

			const [created] = nodeJson(data, 'Create chatbot');
			expect(created).toMatchObject({ name: 'E2E Bot', isLiveChatEnabled: true });
			const botId = created.chatbotId as string;
			expect(botId).toEqual(expect.any(String));
			expect(nodeJson(data, 'Get created chatbot')).toEqual([
				expect.objectContaining({ chatbotId: botId, name: 'E2E Bot' }),
			]);
			expect(nodeJson(data, 'Delete created chatbot')).toEqual([
				{ deleted: true, chatbotId: botId },
			]);
			expect(sim.store.chatbots.has(botId)).toBe(false);

			const listed = nodeJson(data, 'List chatbots').map((bot) => bot.chatbotId);
			expect(listed).toEqual(
				expect.arrayContaining([SUPPORT, SEED.chatbots.sales, SEED.chatbots.docs]),
			);
			expect(listed).not.toContain(SEED.chatbots.other);

			for (const node of ['Count chats', 'Count messages']) {
				const [counts] = nodeJson(data, node);
				expect(counts).toEqual({ chatbotId: SUPPORT, count: expect.any(Number) });
				expect(counts.count as number).toBeGreaterThan(0);
			}

			const [reply] = nodeJson(data, 'Ask');
			expect(reply).toMatchObject({
				answer: answerFor('Do you ship to Norway?', 'Support Bot'),
				chatId: expect.any(String),
			});
			const [streamed] = nodeJson(data, 'Ask again, streamed');
			expect(streamed).toEqual({
				answer: answerFor('And to Iceland?', 'Support Bot'),
				chatId: reply.chatId,
				chunks: expect.any(Array),
			});
			expect((streamed.chunks as unknown[]).length).toBeGreaterThan(1);
			expect(sim.store.chats.get(reply.chatId as string)?.messages).toHaveLength(4);

			const find = (method: string, path: string) =>
				sim.requests.filter((request) => request.method === method && request.path === path);
			expect(find('POST', '/api/aibot/create').map((request) => request.body)).toEqual([
				{ name: 'E2E Bot', isLiveChatEnabled: true },
			]);
			expect(find('GET', '/api/aibot/detail').map((request) => request.query)).toEqual([
				{ chatbotId: botId },
			]);
			expect(find('DELETE', '/api/aibot/delete').map((request) => request.query)).toEqual([
				{ chatbotId: botId },
			]);
			expect(find('GET', '/api/aibot/list')).toHaveLength(1);
			expect(find('GET', '/api/aibot/counts/chat').map((request) => request.query)).toEqual([
				{ chatbotId: SUPPORT },
			]);
			expect(find('GET', '/api/aibot/counts/messages').map((request) => request.query)).toEqual([
				{ chatbotId: SUPPORT },
			]);
			expect(find('POST', '/api/aibot/reply').map((request) => request.body)).toEqual([
				{ question: 'Do you ship to Norway?', chatbotId: SUPPORT },
				{ question: 'And to Iceland?', chatbotId: SUPPORT, chatId: reply.chatId, streaming: true },
			]);
			expect(sim.requests).toHaveLength(8);
		});

		it('Data Source: add a URL, a text, a PDF and a Q&A pair, update the pair, delete text and PDF, list', async () => {
			const data = await execute('e2e-data-source');

			const [url] = nodeJson(data, 'Add URL');
			const [text] = nodeJson(data, 'Add text');
			const [pdf] = nodeJson(data, 'Add PDF');
			const [qa] = nodeJson(data, 'Add Q&A');
			expect(url).toMatchObject({
				chatbotId: SUPPORT,
				type: 'url',
				url: 'https://acme-sim.test/e2e-returns',
			});
			expect(text).toMatchObject({ chatbotId: SUPPORT, type: 'text', title: 'E2E opening hours' });
			expect(pdf).toMatchObject({ chatbotId: SUPPORT, type: 'pdf', title: 'E2E manual.pdf' });
			expect(qa).toMatchObject({ chatbotId: SUPPORT, type: 'qa', question: 'Do you ship abroad?' });
			expect(nodeJson(data, 'Update Q&A')).toEqual([
				expect.objectContaining({ id: qa.id, answer: 'Yes, to the whole EU and to Norway.' }),
			]);
			expect(nodeJson(data, 'Delete text and PDF')).toEqual([
				{ deleted: true, chatbotId: SUPPORT, source: 'TEXT', ids: [text.id, pdf.id] },
			]);
			const listed = nodeJson(data, 'List data sources').map((item) => item.id);
			expect(listed).toEqual(
				expect.arrayContaining([url.id, qa.id, ...SEED.dataSources.supportQa]),
			);
			expect(listed).not.toContain(text.id);
			expect(listed).not.toContain(pdf.id);

			expect(requestLines(sim.requests)).toEqual([
				'POST /api/aibot/data-source/url',
				'POST /api/aibot/data-source/text',
				'POST /api/aibot/data-source/pdf',
				'POST /api/aibot/data-source/qa',
				'PUT /api/aibot/data-source/qa',
				'POST /api/aibot/data-source/delete',
				'GET /api/aibot/data-source/items',
			]);
			expect(sim.requests.map((request) => request.body ?? request.query)).toEqual([
				{ url: 'https://acme-sim.test/e2e-returns', chatbotId: SUPPORT },
				{
					title: 'E2E opening hours',
					content: 'Monday to Friday, 9:00 to 17:00.',
					chatbotId: SUPPORT,
				},
				{
					title: 'E2E manual.pdf',
					// Split at form feeds, numbered from 1; the blank third page dropped, the others keep their number.
					content: [
						{ text: 'Unpack the device.', page: 1 },
						{ text: 'Plug it in.', page: 2 },
						{ text: 'Press the button.', page: 4 },
					],
					chatbotId: SUPPORT,
				},
				{
					question: 'Do you ship abroad?',
					answer: 'Yes, to the whole EU.',
					chatbotId: SUPPORT,
					isGeneratedByAI: false,
				},
				{
					id: qa.id,
					question: 'Do you ship abroad?',
					answer: 'Yes, to the whole EU and to Norway.',
					chatbotId: SUPPORT,
				},
				{ chatbotId: SUPPORT, source: 'TEXT', id: text.id, ids: [text.id, pdf.id] },
				{ chatbotId: SUPPORT, source: 'ALL' },
			]);
		});

		it('Website: crawl a site (one item per link) and a sitemap, streamed (one item with all links)', async () => {
			const data = await execute('e2e-website');
			expect(nodeJson(data, 'Crawl site')).toEqual(
				discoverLinks('https://acme-sim.test/', 5).map((link) => ({ link })),
			);
			const sitemapLinks = discoverLinks('https://docs.acme-sim.test/', 3);
			expect(nodeJson(data, 'Crawl sitemap, streamed')).toEqual([
				{ links: sitemapLinks, count: 3 },
			]);
			expect(sim.requests.map((request) => [request.method, request.path, request.body])).toEqual([
				['POST', '/api/aibot/scrape', { url: 'https://acme-sim.test/', limit: 5 }],
				[
					'POST',
					'/api/aibot/scrape',
					{ sitemapUrl: 'https://docs.acme-sim.test/sitemap.xml', limit: 3, streaming: true },
				],
			]);
		});

		it('Chat: get a chat with its messages', async () => {
			const data = await execute('e2e-chat');
			const chat = sim.store.chats.get(SEED.chats.support)!;
			expect(nodeJson(data, 'Get chat')).toEqual([
				{
					id: SEED.chats.support,
					chatbotId: SUPPORT,
					contactId: SEED.contacts.alice,
					messages: chat.messages.map((message) => ({ ...message })),
					createdAt: chat.createdAt,
					updatedAt: chat.updatedAt,
				},
			]);
			expect(sim.requests.map((request) => [request.method, request.path, request.query])).toEqual([
				['GET', '/api/aibot/chat/detail', { chatId: SEED.chats.support }],
			]);
		});

		it("Contact: create a contact (the user hash computed from the credential's secret); get a contact's agents", async () => {
			const data = await execute('e2e-contact');
			const created = [...sim.store.contacts.values()].find(
				(contact) => contact.distinctId === 'e2e-4001',
			);
			expect(created).toMatchObject({
				agentId: SEED.agents.sales,
				name: 'Nora Field',
				email: 'nora@example.com',
				attributes: { plan: 'pro', region: 'EMEA' },
			});
			expect(nodeJson(data, 'Create contact')).toEqual([
				{ status: 'success', contactId: created!.id },
			]);
			const agents = nodeJson(data, 'Agents of Alice');
			expect(agents.map((agent) => agent.id).sort()).toEqual([
				SEED.agents.sales,
				SEED.agents.support,
			]);

			const upsert = sim.requests.find((request) => request.path === '/api/v2/contacts')!;
			expect(upsert).toMatchObject({ method: 'POST' });
			expect(upsert.body).toEqual({
				agentId: SEED.agents.sales,
				distinctId: 'e2e-4001',
				name: 'Nora Field',
				email: 'nora@example.com',
				attributes: { plan: 'pro', region: 'EMEA' },
				userHash: userHashFor(SIMULATOR_IDENTITY_SECRET, 'e2e-4001'),
			});
			const agentsRequest = sim.requests.find(
				(request) => request.path === '/api/aibot/contact/agent',
			)!;
			expect(agentsRequest).toMatchObject({
				method: 'GET',
				query: { contactId: SEED.contacts.alice },
			});
			expect(sim.requests).toHaveLength(2);
		});

		it('Conversation: list the newest conversations (simplified); show a human agent typing', async () => {
			const data = await execute('e2e-conversation');
			const conversations = nodeJson(data, 'Newest conversations');
			expect(conversations).toHaveLength(5);
			expect(conversations[0].id).toBe(SEED.conversations.latest);
			for (const conversation of conversations) {
				expect(Object.keys(conversation).sort()).toEqual([...SIMPLIFIED_CONVERSATION_KEYS].sort());
			}
			expect(nodeJson(data, 'Show typing')).toEqual([
				{ status: 'success', conversationId: SEED.conversations.latest, isTyping: true },
			]);
			expect(sim.typingState(SEED.conversations.latest)).toEqual({
				visible: true,
				userId: SEED.humanAgents.second,
			});
			expect(sim.requests.map((request) => [request.method, request.path])).toEqual([
				['GET', '/api/v2/conversations'],
				['POST', `/api/v2/conversations/${SEED.conversations.latest}/typing`],
			]);
			expect(sim.requests[0].query).toEqual({ agentId: SUPPORT, page: '1', perPage: '5' });
			expect(sim.requests[1].body).toEqual({ isTyping: true, userId: SEED.humanAgents.second });
		});

		it('AI Suggestion: dismiss a suggestion', async () => {
			const data = await execute('e2e-ai-suggestion');
			const [first] = SEED.suggestions.active;
			expect(nodeJson(data, 'Dismiss suggestion')).toEqual([
				{ dismissed: true, suggestionId: first, message: 'Suggestion dismissed' },
			]);
			expect(sim.requests.map((request) => [request.method, request.path])).toEqual([
				['DELETE', `/api/v2/ai-suggestions/${first}`],
			]);
		});

		let continueOnFail: IRunExecutionData | undefined;

		it('Continue On Fail: the failing item becomes an error item paired with its input; the workflow succeeds', async () => {
			const data = await execute('e2e-continue-on-fail');
			continueOnFail = data;
			expect(nodeOutput(data, 'Get each chatbot')).toEqual([
				{ json: expect.objectContaining({ chatbotId: SUPPORT }), pairedItem: { item: 0 } },
				{
					json: { error: 'Chatbot not found', message: expect.stringContaining('HTTP 404') },
					pairedItem: { item: 1 },
				},
				{
					json: expect.objectContaining({ chatbotId: SEED.chatbots.docs }),
					pairedItem: { item: 2 },
				},
			]);
			// Both nodes asked for every chatbot: the failure stopped nothing.
			expect(sim.requests.map((request) => request.query.chatbotId)).toEqual([
				SUPPORT,
				'bot_missing',
				SEED.chatbots.docs,
				SUPPORT,
				'bot_missing',
				SEED.chatbots.docs,
			]);
		});

		// n8n moves an item to the error output only when it carries `error` (item.error) or its JSON has no keys
		// but `error` and `message` (2.x also allows `details`): the node's error items have exactly those two.
		it('Continue On Fail, using the error output: the failing item goes to the error output', () => {
			expect(continueOnFail).toBeDefined();
			const data = continueOnFail!;
			expect(nodeOutput(data, 'Get each chatbot, errors apart', 1)).toEqual([
				{
					json: expect.objectContaining({
						error: 'Chatbot not found',
						message: expect.stringContaining('HTTP 404'),
					}),
					pairedItem: { item: 1 },
				},
			]);
			expect(nodeOutput(data, 'Get each chatbot, errors apart', 0)).toEqual([
				{ json: expect.objectContaining({ chatbotId: SUPPORT }), pairedItem: { item: 0 } },
				{
					json: expect.objectContaining({ chatbotId: SEED.chatbots.docs }),
					pairedItem: { item: 2 },
				},
			]);
		});

		it('Expressions over several items: a Code node emits FAQ rows, Add Q&A sends one request per row', async () => {
			const data = await execute('e2e-faq-rows');
			const rows = nodeJson(data, 'FAQ rows');
			expect(rows).toHaveLength(3);
			const items = nodeOutput(data, 'Add a Q&A pair per row');
			expect(
				items.map((item) => [item.json.question, item.json.isGeneratedByAI, item.pairedItem]),
			).toEqual([
				['Do you ship abroad?', false, { item: 0 }],
				['Is there an app?', true, { item: 1 }],
				['Can I pay by invoice?', false, { item: 2 }],
			]);
			expect(sim.requests.map((request) => request.body)).toEqual(
				rows.map(({ question, answer, ai }) => ({
					question,
					answer,
					chatbotId: SUPPORT,
					isGeneratedByAI: ai,
				})),
			);
			for (const item of items) {
				expect(sim.store.dataSources.get(item.json.id as string)).toMatchObject({
					source: 'QA',
					question: item.json.question,
				});
			}
		});

		if (examples.length > 0) {
			it.each(examples.map((example) => [example.file, example] as const))(
				'example %s runs: every LiveChatAI node outputs items, none is an error',
				async (_file, { workflow }) => {
					const data = await execute(workflow.id);
					for (const node of liveChatAiNodes(workflow)) {
						const runs = nodeRuns(data, node.name);
						const items = runs.flatMap((task) => task.data?.main?.[0] ?? []);
						expect(items.length).toBeGreaterThan(0);
						for (const { json } of items) expect(json.error).toBeUndefined();
					}
					exampleChecks[workflow.id]?.(data, sim);
				},
			);
		}

		it('n8n logged no warning or error about the package, and never printed the API key', () => {
			expect(packageProblems(n8n.output)).toEqual([]);
			expect(n8n.output).not.toContain(sim.apiKey);
			expect(n8n.output).not.toContain(SIMULATOR_IDENTITY_SECRET);
		});
	});
}

/** Checks of the examples known when this suite was written; a new example gets the generic checks only. */
const exampleChecks: Record<string, (data: IRunExecutionData, sim: Simulator) => void> = {
	// Import a FAQ sheet as Q&A pairs: one Add Q&A request per row of the sample sheet.
	LcaiExFaqImport1(data, sim) {
		const rows = nodeJson(data, 'Sample FAQ rows');
		const sent = sim.requests
			.filter((request) => request.path === '/api/aibot/data-source/qa')
			.map((request) => (request.body as IDataObject).question);
		expect(sent).toEqual(rows.map((row) => row.question));
	},
	// Answer in a flow: a streamed answer, then a follow-up in the same chat.
	LcaiExAnswerFlw1(_data, sim) {
		const replies = sim.requests.filter((request) => request.path === '/api/aibot/reply');
		expect(replies).toHaveLength(2);
		const [first, second] = replies.map((request) => request.body as IDataObject);
		expect(first).toMatchObject({ chatbotId: SUPPORT, streaming: true });
		expect(second).toMatchObject({ chatbotId: SUPPORT, chatId: expect.any(String) });
	},
};
