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
import { byJson, requestsSent } from './requestLines';

const SUPPORT = SEED.chatbots.support;

export function v1ResourceRuns(ctx: WorkflowRunContext): void {
	it('Chatbot: create, get and delete a chatbot; list; count; send a message, then stream one', async () => {
		const data = await ctx.execute('e2e-chatbot');

		const [created] = nodeJson(data, 'Create chatbot');
		const botId = created.chatbotId as string;
		expect(created).toMatchObject({ name: 'E2E Bot', isLiveChatEnabled: true, chatbotId: botId });
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
			const counts = nodeJson(data, node);
			expect(counts).toEqual([{ chatbotId: SUPPORT, count: expect.any(Number) }]);
			expect(counts[0].count as number).toBeGreaterThan(0);
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

		// The workflow's four branches, in an order of n8n's.
		const sent = requestsSent(ctx.sim.requests).sort(byJson);
		expect(sent).toEqual([
			['DELETE /api/aibot/delete', { chatbotId: botId }],
			['GET /api/aibot/counts/chat', { chatbotId: SUPPORT }],
			['GET /api/aibot/counts/messages', { chatbotId: SUPPORT }],
			['GET /api/aibot/detail', { chatbotId: botId }],
			['GET /api/aibot/list', expect.anything()],
			['POST /api/aibot/create', { name: 'E2E Bot', isLiveChatEnabled: true }],
			[
				'POST /api/aibot/reply',
				{ question: 'And to Iceland?', chatbotId: SUPPORT, chatId: reply.chatId, streaming: true },
			],
			['POST /api/aibot/reply', { question: 'Do you ship to Norway?', chatbotId: SUPPORT }],
		]);
	});

	it('Data Source: add a URL, a text, a PDF and a Q&A pair, update the pair, delete text and PDF, list', async () => {
		const data = await ctx.execute('e2e-data-source');

		const [url, text, pdf, qa] = ['Add URL', 'Add text', 'Add PDF', 'Add Q&A'].map(
			(node) => nodeJson(data, node)[0],
		);
		const answer = 'Yes, to the whole EU and to Norway.';
		expect([url, text, pdf, qa]).toEqual([
			expect.objectContaining({ type: 'url', url: 'https://acme-sim.test/e2e-returns' }),
			expect.objectContaining({ type: 'text', title: 'E2E opening hours' }),
			expect.objectContaining({ type: 'pdf', title: 'E2E manual.pdf' }),
			expect.objectContaining({ type: 'qa', question: 'Do you ship abroad?' }),
		]);
		for (const item of [url, text, pdf, qa]) expect(item.chatbotId).toBe(SUPPORT);
		expect(nodeJson(data, 'Update Q&A')).toEqual([expect.objectContaining({ id: qa.id, answer })]);
		expect(nodeJson(data, 'Delete text and PDF')).toEqual([
			{ deleted: true, chatbotId: SUPPORT, source: 'TEXT', ids: [text.id, pdf.id] },
		]);
		const listed = nodeJson(data, 'List data sources').map((item) => item.id);
		expect(listed).toEqual(expect.arrayContaining([url.id, qa.id, ...SEED.dataSources.supportQa]));
		expect(listed).not.toContain(text.id);
		expect(listed).not.toContain(pdf.id);

		const question = 'Do you ship abroad?';
		expect(requestsSent(ctx.sim.requests)).toEqual([
			['POST /api/aibot/data-source/url', { url: url.url, chatbotId: SUPPORT }],
			[
				'POST /api/aibot/data-source/text',
				{ title: text.title, content: 'Monday to Friday, 9:00 to 17:00.', chatbotId: SUPPORT },
			],
			[
				'POST /api/aibot/data-source/pdf',
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
			],
			[
				'POST /api/aibot/data-source/qa',
				{ question, answer: 'Yes, to the whole EU.', chatbotId: SUPPORT, isGeneratedByAI: false },
			],
			['PUT /api/aibot/data-source/qa', { id: qa.id, question, answer, chatbotId: SUPPORT }],
			[
				'POST /api/aibot/data-source/delete',
				{ chatbotId: SUPPORT, source: 'TEXT', id: text.id, ids: [text.id, pdf.id] },
			],
			['GET /api/aibot/data-source/items', { chatbotId: SUPPORT, source: 'ALL' }],
		]);
	});

	it('Website: crawl a site (one item per link) and a sitemap, streamed (one item with all links)', async () => {
		const data = await ctx.execute('e2e-website');
		expect(nodeJson(data, 'Crawl site')).toEqual(
			discoverLinks('https://acme-sim.test/', 5).map((link) => ({ link })),
		);
		const sitemapLinks = discoverLinks('https://docs.acme-sim.test/', 3);
		expect(nodeJson(data, 'Crawl sitemap, streamed')).toEqual([{ links: sitemapLinks, count: 3 }]);
		const sitemapUrl = 'https://docs.acme-sim.test/sitemap.xml';
		expect(requestsSent(ctx.sim.requests)).toEqual([
			['POST /api/aibot/scrape', { url: 'https://acme-sim.test/', limit: 5 }],
			['POST /api/aibot/scrape', { sitemapUrl, limit: 3, streaming: true }],
		]);
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
		expect(requestsSent(ctx.sim.requests)).toEqual([
			['GET /api/aibot/chat/detail', { chatId: SEED.chats.support }],
		]);
	});

	it("Contact: create a contact (the user hash computed from the credential's secret); get a contact's agents", async () => {
		const data = await ctx.execute('e2e-contact');
		const contact = {
			name: 'Nora Field',
			email: 'nora@example.com',
			attributes: { plan: 'pro', region: 'EMEA' },
		};
		const created = [...ctx.sim.store.contacts.values()].find(
			({ distinctId }) => distinctId === 'e2e-4001',
		);
		expect(created).toMatchObject({ agentId: SEED.agents.sales, ...contact });
		expect(nodeJson(data, 'Create contact')).toEqual([
			{ status: 'success', contactId: created!.id },
		]);
		const agents = nodeJson(data, 'Agents of Alice').map((agent) => agent.id);
		expect(agents.sort()).toEqual([SEED.agents.sales, SEED.agents.support]);
		// The two branches, in an order of n8n's.
		expect(requestsSent(ctx.sim.requests).sort(byJson)).toEqual([
			['GET /api/aibot/contact/agent', { contactId: SEED.contacts.alice }],
			[
				'POST /api/v2/contacts',
				{
					agentId: SEED.agents.sales,
					distinctId: 'e2e-4001',
					...contact,
					userHash: userHashFor(SIMULATOR_IDENTITY_SECRET, 'e2e-4001'),
				},
			],
		]);
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
		expect(requestsSent(ctx.sim.requests)).toEqual([
			['GET /api/v2/conversations', { agentId: SUPPORT, page: '1', perPage: '5' }],
			[
				`POST /api/v2/conversations/${SEED.conversations.latest}/typing`,
				{ isTyping: true, userId: SEED.humanAgents.second },
			],
		]);
	});

	it('AI Suggestion: dismiss a suggestion', async () => {
		const data = await ctx.execute('e2e-ai-suggestion');
		const [first] = SEED.suggestions.active;
		expect(nodeJson(data, 'Dismiss suggestion')).toEqual([
			{ dismissed: true, suggestionId: first, message: 'Suggestion dismissed' },
		]);
		expect(requestsSent(ctx.sim.requests)).toEqual([
			[`DELETE /api/v2/ai-suggestions/${first}`, expect.anything()],
		]);
	});
}
