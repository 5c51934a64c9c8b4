/**
 * Version 2's Agent, Conversation and Contact resources in real n8n: v2-agent.json creates an agent, gets it by
 * ID, gets another by slug (an agent made through the API has none: the seeded "Docs Helper"), lists the agents
 * with a Limit and with Return All, deletes the new one and reads the Support Bot's counts (legacy endpoints);
 * v2-conversation-contact.json uses each operation of the other two. Checked by their output and by the
 * requests the simulator received.
 */
import { SEED, SIMULATOR_IDENTITY_SECRET, userHashFor, v2AnswerFor } from '../../simulator';
import { nodeJson, SIMPLIFIED_CONVERSATION_KEYS } from '../harness/runData';
import { sentByAnN8n } from '../harness/sentByN8n';
import { workflow } from '../harness/workflows';
import { sentTo } from './requestLines';
import type { WorkflowRunContext } from './workflowRunContext';

const SUPPORT = SEED.agents.support;

export function v2AgentConversationRuns(ctx: WorkflowRunContext): void {
	it('Agent: creates one, gets it by ID, gets one by slug, lists them two ways, deletes the new one and counts', async () => {
		const modes = workflow('v2-agent.json')
			.nodes.filter((node) => node.parameters.operation === 'get')
			.map((node) => (node.parameters.agent as { mode: string }).mode);
		expect(modes).toEqual(['id', 'slug']);
		const data = await ctx.execute('e2e-v2-agent');

		const [created] = nodeJson(data, 'Create agent');
		const id = created.id as string;
		const agent = {
			name: 'E2E Returns Desk',
			isLiveChatEnabled: true,
			isImageSharingEnabled: true,
		};
		expect(created).toEqual({
			id: expect.any(String),
			...agent,
			language: expect.any(String),
			isArchived: false,
			isFullPage: false,
			slug: null,
			createdAt: expect.any(String),
			updatedAt: expect.any(String),
		});
		expect(nodeJson(data, 'Get agent by ID')).toEqual([created]);
		expect(nodeJson(data, 'Get agent by slug')).toEqual([
			expect.objectContaining({
				id: SEED.chatbots.docs,
				slug: SEED.docsSlug,
				embed: {
					iframeUrl: expect.stringContaining(SEED.docsSlug),
					scriptUrl: expect.stringContaining(SEED.chatbots.docs),
				},
			}),
		]);

		// Return All: the workspace's agents and the new one, newest first; the Limit: the first three of them.
		const all = nodeJson(data, 'All agents').map((item) => item.id);
		expect([...all].sort()).toEqual([...SEED.agents.main, id].sort());
		expect(all[0]).toBe(id);
		expect(nodeJson(data, 'First 3 agents').map((item) => item.id)).toEqual(all.slice(0, 3));

		expect(nodeJson(data, 'Delete agent')).toEqual([{ deleted: true, agentId: id }]);
		expect(ctx.sim.store.chatbots.has(id)).toBe(false);
		for (const node of ['Conversation count', 'Message count']) {
			expect(nodeJson(data, node)[0].count as number).toBeGreaterThan(0);
		}

		expect(ctx.sim.requests.map((r) => [`${r.method} ${r.path}`, r.query, r.body])).toEqual([
			['POST /api/v2/agents', {}, agent],
			[`GET /api/v2/agents/${id}`, {}, undefined],
			[`GET /api/v2/agents/${SEED.docsSlug}`, { isEmbed: 'true' }, undefined],
			['GET /api/v2/agents', { page: '1', limit: '3' }, undefined],
			['GET /api/v2/agents', { page: '1', limit: '100' }, undefined],
			[`DELETE /api/v2/agents/${id}`, {}, undefined],
			['GET /api/aibot/counts/chat', { chatbotId: SUPPORT }, undefined],
			['GET /api/aibot/counts/messages', { chatbotId: SUPPORT }, undefined],
		]);
	});

	it('Conversation: send, send again streamed, reply as a human agent, show typing, get; list; views', async () => {
		const data = await ctx.execute('e2e-v2-conversation-contact');
		// The questions as LiveChatAI got them (with this n8n's tag): the simulated AI quotes them.
		const [asked, askedAgain] = sentTo(ctx.sim.requests, 'POST /api/v2/conversations').map(
			(body) => (body as { question: string }).question,
		);

		const [sent] = nodeJson(data, 'Send message');
		const conversationId = sent.conversationId as string;
		const answer = { messageId: expect.any(String), responseMessageId: expect.any(String) };
		expect(sent).toEqual({
			conversationId: expect.any(String),
			contactId: expect.any(String),
			response: v2AnswerFor(asked, 'Support Bot', 'PLAIN'),
			...answer,
			links: expect.any(Array),
		});
		expect(nodeJson(data, 'Send again, streamed')).toEqual([
			{
				conversationId,
				contactId: sent.contactId,
				response: v2AnswerFor(askedAgain, 'Support Bot', 'MARKDOWN'),
				...answer,
				links: sent.links,
				chunks: expect.any(Array),
			},
		]);
		const reply = 'Sam here: yes, we ship to Iceland too.';
		expect(nodeJson(data, 'Reply as human agent')).toEqual([
			expect.objectContaining({
				conversationId,
				message: expect.objectContaining({ sender: 'AGENT', text: reply }),
			}),
		]);
		expect(nodeJson(data, 'Show typing')).toEqual([
			{ status: 'success', conversationId, isTyping: true },
		]);
		expect(ctx.sim.typingState(conversationId).visible).toBe(true);
		const [got] = nodeJson(data, 'Get conversation');
		expect(got).toMatchObject({
			id: conversationId,
			agentId: SUPPORT,
			humanAgentId: SEED.humanAgents.second,
		});
		expect((got.messages as Array<{ role: string }>).map((m) => m.role)).toEqual(
			'user assistant user assistant agent'.split(' '),
		);

		const open = nodeJson(data, 'Open conversations');
		expect(open).toHaveLength(5);
		expect(Object.keys(open[0]).sort()).toEqual(SIMPLIFIED_CONVERSATION_KEYS);
		expect(open.every((c) => c.isResolved === false)).toBe(true);
		expect(nodeJson(data, 'Inbox views').map((view) => view.id)).toEqual([
			SEED.views.openNegative,
			SEED.views.whatsappUnassigned,
		]);

		const sentFor = (line: string) => sentTo(ctx.sim.requests, line);
		expect(sentFor('POST /api/v2/conversations')).toEqual([
			{
				question: sentByAnN8n('Do you ship to Norway?'),
				agentId: SUPPORT,
				responseFormat: 'PLAIN',
			},
			{
				question: sentByAnN8n('And to Iceland?'),
				agentId: SUPPORT,
				conversationId,
				streaming: true,
			},
		]);
		expect(sentFor(`POST /api/v2/conversations/${conversationId}/reply`)).toEqual([
			{ message: sentByAnN8n(reply), messageType: 'TEXT', userId: SEED.humanAgents.second },
		]);
		expect(sentFor(`POST /api/v2/conversations/${conversationId}/typing`)).toEqual([
			{ isTyping: true },
		]);
		expect(sentFor(`GET /api/v2/conversations/${conversationId}`)).toEqual([{}]);
		expect(sentFor('GET /api/v2/conversations')).toEqual([
			{ agentId: SUPPORT, status: 'open', page: '1', perPage: '5' },
		]);
		expect(sentFor('GET /api/v2/conversations/views')).toEqual([
			{ agentId: SUPPORT, page: '1', perPage: '100' },
		]);
	});

	it("Contact: create one (the user hash from the credential's secret), get it; list; a contact's conversations and agents", async () => {
		const data = await ctx.execute('e2e-v2-conversation-contact');

		const [created] = nodeJson(data, 'Create contact');
		const contactId = created.contactId as string;
		expect(created).toEqual({ status: 'success', contactId: expect.any(String) });
		const contact = { distinctId: 'e2e-5001', attributes: { region: 'NORDICS' } };
		expect(nodeJson(data, 'Get contact')).toEqual([
			expect.objectContaining({ id: contactId, agentId: SEED.agents.secure, ...contact }),
		]);
		expect(nodeJson(data, 'Contacts')).toHaveLength(3);
		const ofAlice = [...ctx.sim.store.conversations.values()].filter(
			(c) => c.contactId === SEED.contacts.alice,
		);
		const ids = (node: string) =>
			nodeJson(data, node)
				.map((item) => item.id)
				.sort();
		expect(ids('Conversations of Alice')).toEqual(ofAlice.map((c) => c.id).sort());
		expect(ids('Agents of Alice')).toEqual([SEED.agents.sales, SUPPORT]);

		const sentFor = (line: string) => sentTo(ctx.sim.requests, line);
		expect(sentFor('POST /api/v2/contacts')).toEqual([
			{
				agentId: SEED.agents.secure,
				...contact,
				name: 'Erik E2E',
				userHash: userHashFor(SIMULATOR_IDENTITY_SECRET, 'e2e-5001'),
			},
		]);
		expect(sentFor(`GET /api/v2/contacts/${contactId}`)).toEqual([{}]);
		expect(sentFor('GET /api/v2/contacts')).toEqual([{ agentId: SUPPORT, page: '1', limit: '3' }]);
		expect(sentFor(`GET /api/v2/contacts/${SEED.contacts.alice}/conversations`)).toEqual([
			{ page: '1', perPage: '100' },
		]);
		expect(sentFor('GET /api/aibot/contact/agent')).toEqual([{ contactId: SEED.contacts.alice }]);
	});
}
