/**
 * Version 1's resources in real n8n: one workflow per resource (test/e2e/workflows), together every operation,
 * checked by their output and by the requests the simulator received.
 */
import {
	answerFor,
	discoverLinks,
	SEED,
	SIMULATOR_IDENTITY_SECRET,
	userHashFor,
} from '../../simulator';
import { nodeJson, SIMPLIFIED_CONVERSATION_KEYS } from '../harness/runData';
import type { WorkflowRunContext } from './workflowRunContext';
import { requestLines } from './requestLines';

const SUPPORT = SEED.chatbots.support;

export function v1ResourceRuns(ctx: WorkflowRunContext): void {
	it('Chatbot: create, get and delete a chatbot; list; count; send a message, then stream one', async () => {
		const data = await ctx.execute('e2e-chatbot');

		const [created] = nodeJson(data, 'Create chatbot');
		expect(created).toMatchObject({ name: 'E2E Bot', isLiveChatEnabled: true });
		const botId = created.chatbotId as string;
		expect(botId).toEqual(expect.any(String));
		expect(nodeJson(data, 'Get created chatbot')).toEqual([
			expect.objectContaining({ chatbotId: botId, name: 'E2E Bot' }),
		]);
		expect(nodeJson(data, 'Delete created chatbot')).toEqual([{ deleted: true, chatbotId: botId }]);
		expect(ctx.sim.store.chatbots.has(botId)).toBe(false);

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
		const messages = ctx.sim.store.chats.get(reply.chatId as string)?.messages ?? [];
		expect(messages).toHaveLength(4);
		expect(streamed).toEqual({
			answer: answerFor('And to Iceland?', 'Support Bot'),
			chatId: reply.chatId,
			// The answer's message, as the reply without streaming names it.
			messageId: messages[3].id,
			chunks: expect.any(Array),
		});
		expect((streamed.chunks as unknown[]).length).toBeGreaterThan(1);

		const find = (method: string, path: string) =>
			ctx.sim.requests.filter((request) => request.method === method && request.path === path);
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
		expect(ctx.sim.requests).toHaveLength(8);
	});

	it('Data Source: add a URL, a text, a PDF and a Q&A pair, update the pair, delete text and PDF, list', async () => {
		const data = await ctx.execute('e2e-data-source');

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
		expect(listed).toEqual(expect.arrayContaining([url.id, qa.id, ...SEED.dataSources.supportQa]));
		expect(listed).not.toContain(text.id);
		expect(listed).not.toContain(pdf.id);

		expect(requestLines(ctx.sim.requests)).toEqual([
			'POST /api/aibot/data-source/url',
			'POST /api/aibot/data-source/text',
			'POST /api/aibot/data-source/pdf',
			'POST /api/aibot/data-source/qa',
			'PUT /api/aibot/data-source/qa',
			'POST /api/aibot/data-source/delete',
			'GET /api/aibot/data-source/items',
		]);
		expect(ctx.sim.requests.map((request) => request.body ?? request.query)).toEqual([
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
		const data = await ctx.execute('e2e-website');
		expect(nodeJson(data, 'Crawl site')).toEqual(
			discoverLinks('https://acme-sim.test/', 5).map((link) => ({ link })),
		);
		const sitemapLinks = discoverLinks('https://docs.acme-sim.test/', 3);
		expect(nodeJson(data, 'Crawl sitemap, streamed')).toEqual([{ links: sitemapLinks, count: 3 }]);
		expect(ctx.sim.requests.map((request) => [request.method, request.path, request.body])).toEqual(
			[
				['POST', '/api/aibot/scrape', { url: 'https://acme-sim.test/', limit: 5 }],
				[
					'POST',
					'/api/aibot/scrape',
					{ sitemapUrl: 'https://docs.acme-sim.test/sitemap.xml', limit: 3, streaming: true },
				],
			],
		);
	});

	it('Chat: get a chat with its messages', async () => {
		const data = await ctx.execute('e2e-chat');
		const chat = ctx.sim.store.chats.get(SEED.chats.support)!;
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
		expect(
			ctx.sim.requests.map((request) => [request.method, request.path, request.query]),
		).toEqual([['GET', '/api/aibot/chat/detail', { chatId: SEED.chats.support }]]);
	});

	it("Contact: create a contact (the user hash computed from the credential's secret); get a contact's agents", async () => {
		const data = await ctx.execute('e2e-contact');
		const created = [...ctx.sim.store.contacts.values()].find(
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

		const upsert = ctx.sim.requests.find((request) => request.path === '/api/v2/contacts')!;
		expect(upsert).toMatchObject({ method: 'POST' });
		expect(upsert.body).toEqual({
			agentId: SEED.agents.sales,
			distinctId: 'e2e-4001',
			name: 'Nora Field',
			email: 'nora@example.com',
			attributes: { plan: 'pro', region: 'EMEA' },
			userHash: userHashFor(SIMULATOR_IDENTITY_SECRET, 'e2e-4001'),
		});
		const agentsRequest = ctx.sim.requests.find(
			(request) => request.path === '/api/aibot/contact/agent',
		)!;
		expect(agentsRequest).toMatchObject({
			method: 'GET',
			query: { contactId: SEED.contacts.alice },
		});
		expect(ctx.sim.requests).toHaveLength(2);
	});

	it('Conversation: list the newest conversations (simplified); show a human agent typing', async () => {
		const data = await ctx.execute('e2e-conversation');
		const conversations = nodeJson(data, 'Newest conversations');
		expect(conversations).toHaveLength(5);
		expect(conversations[0].id).toBe(SEED.conversations.latest);
		for (const conversation of conversations) {
			expect(Object.keys(conversation).sort()).toEqual([...SIMPLIFIED_CONVERSATION_KEYS].sort());
		}
		expect(nodeJson(data, 'Show typing')).toEqual([
			{ status: 'success', conversationId: SEED.conversations.latest, isTyping: true },
		]);
		expect(ctx.sim.typingState(SEED.conversations.latest)).toEqual({
			visible: true,
			userId: SEED.humanAgents.second,
		});
		expect(ctx.sim.requests.map((request) => [request.method, request.path])).toEqual([
			['GET', '/api/v2/conversations'],
			['POST', `/api/v2/conversations/${SEED.conversations.latest}/typing`],
		]);
		expect(ctx.sim.requests[0].query).toEqual({ agentId: SUPPORT, page: '1', perPage: '5' });
		expect(ctx.sim.requests[1].body).toEqual({ isTyping: true, userId: SEED.humanAgents.second });
	});

	it('AI Suggestion: dismiss a suggestion', async () => {
		const data = await ctx.execute('e2e-ai-suggestion');
		const [first] = SEED.suggestions.active;
		expect(nodeJson(data, 'Dismiss suggestion')).toEqual([
			{ dismissed: true, suggestionId: first, message: 'Suggestion dismissed' },
		]);
		expect(ctx.sim.requests.map((request) => [request.method, request.path])).toEqual([
			['DELETE', `/api/v2/ai-suggestions/${first}`],
		]);
	});
}
