/**
 * Node version 2, Conversation and Contact: one workflow (test/e2e/workflows/v2-conversation-contact.json) that
 * uses each of their operations at typeVersion 2, imported into a real n8n and run with `n8n execute`, checked by
 * its output and by the requests the simulator received.
 */
import { SEED, SIMULATOR_IDENTITY_SECRET, userHashFor, v2AnswerFor } from '../../simulator';
import { n8nLine } from '../harness/manifest';
import { nodeJson, SIMPLIFIED_CONVERSATION_KEYS } from '../harness/runData';
import { sentByAnN8n } from '../harness/sentByN8n';
import { v2WorkflowRun } from './v2WorkflowRun';

const SUPPORT = SEED.agents.support;
const FILE = 'v2-conversation-contact.json';

export function v2ConversationContactSuite(major: 1 | 2): void {
	const setup = n8nLine(major);

	describe(`n8n ${setup.version}: version 2 Conversation and Contact`, () => {
		const run = v2WorkflowRun(setup, FILE);

		const bodiesOf = (method: string, path: string) =>
			run.sim.requests.filter((r) => r.method === method && r.path === path).map((r) => r.body);

		it('the workflow uses every operation of both resources, at typeVersion 2', () => {
			expect(run.operations()).toEqual([
				'contact:get',
				'contact:getAgents',
				'contact:getConversations',
				'contact:getMany',
				'contact:upsert',
				'conversation:get',
				'conversation:getMany',
				'conversation:getManyInboxViews',
				'conversation:reply',
				'conversation:sendMessage',
				'conversation:sendMessage',
				'conversation:sendTypingIndicator',
			]);
		});

		it('Conversation: send, send again streamed, reply as a human agent, show typing, get; list; views', async () => {
			const data = await run.execute();
			// The questions as LiveChatAI got them (with this n8n's tag): the simulated AI quotes them.
			const [asked, askedAgain] = bodiesOf('POST', '/api/v2/conversations').map(
				(body) => (body as { question: string }).question,
			);

			const [sent] = nodeJson(data, 'Send message');
			const conversationId = sent.conversationId as string;
			expect(sent).toEqual({
				conversationId: expect.any(String),
				contactId: expect.any(String),
				response: v2AnswerFor(asked, 'Support Bot', 'PLAIN'),
				messageId: expect.any(String),
				responseMessageId: expect.any(String),
				links: expect.any(Array),
			});
			const [streamed] = nodeJson(data, 'Send again, streamed');
			expect(streamed).toEqual({
				conversationId,
				contactId: sent.contactId,
				response: v2AnswerFor(askedAgain, 'Support Bot', 'MARKDOWN'),
				messageId: expect.any(String),
				responseMessageId: expect.any(String),
				links: sent.links,
				chunks: expect.any(Array),
			});
			const [reply] = nodeJson(data, 'Reply as human agent');
			expect(reply).toMatchObject({
				conversationId,
				message: { sender: 'AGENT', text: 'Sam here: yes, we ship to Iceland too.' },
			});
			expect(nodeJson(data, 'Show typing')).toEqual([
				{ status: 'success', conversationId, isTyping: true },
			]);
			expect(run.sim.typingState(conversationId).visible).toBe(true);
			const [got] = nodeJson(data, 'Get conversation');
			expect(got).toMatchObject({
				id: conversationId,
				agentId: SUPPORT,
				humanAgentId: SEED.humanAgents.second,
			});
			expect((got.messages as Array<{ role: string }>).map((m) => m.role)).toEqual([
				'user',
				'assistant',
				'user',
				'assistant',
				'agent',
			]);

			const open = nodeJson(data, 'Open conversations');
			expect(open).toHaveLength(5);
			expect(Object.keys(open[0]).sort()).toEqual(SIMPLIFIED_CONVERSATION_KEYS);
			expect(open.every((c) => c.isResolved === false)).toBe(true);
			expect(nodeJson(data, 'Inbox views').map((view) => view.id)).toEqual([
				SEED.views.openNegative,
				SEED.views.whatsappUnassigned,
			]);

			expect(bodiesOf('POST', '/api/v2/conversations')).toEqual([
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
			expect(bodiesOf('POST', `/api/v2/conversations/${conversationId}/reply`)).toEqual([
				{
					message: sentByAnN8n('Sam here: yes, we ship to Iceland too.'),
					messageType: 'TEXT',
					userId: SEED.humanAgents.second,
				},
			]);
			expect(bodiesOf('POST', `/api/v2/conversations/${conversationId}/typing`)).toEqual([
				{ isTyping: true },
			]);
			const lists = run.sim.requests.filter(
				(r) => r.method === 'GET' && r.path.startsWith('/api/v2/conversations'),
			);
			expect(lists.map((r) => [r.path, r.query])).toEqual(
				expect.arrayContaining([
					[`/api/v2/conversations/${conversationId}`, {}],
					['/api/v2/conversations', { agentId: SUPPORT, status: 'open', page: '1', perPage: '5' }],
					['/api/v2/conversations/views', { agentId: SUPPORT, page: '1', perPage: '100' }],
				]),
			);
		});

		it("Contact: create one (the user hash from the credential's secret), get it; list; a contact's conversations and agents", async () => {
			const data = await run.execute();

			const [created] = nodeJson(data, 'Create contact');
			const contactId = created.contactId as string;
			expect(created).toEqual({ status: 'success', contactId: expect.any(String) });
			expect(bodiesOf('POST', '/api/v2/contacts')).toEqual([
				{
					agentId: SEED.agents.secure,
					distinctId: 'e2e-5001',
					name: 'Erik E2E',
					attributes: { region: 'NORDICS' },
					userHash: userHashFor(SIMULATOR_IDENTITY_SECRET, 'e2e-5001'),
				},
			]);
			expect(nodeJson(data, 'Get contact')).toEqual([
				expect.objectContaining({
					id: contactId,
					agentId: SEED.agents.secure,
					distinctId: 'e2e-5001',
					attributes: { region: 'NORDICS' },
				}),
			]);
			expect(nodeJson(data, 'Contacts')).toHaveLength(3);
			const ofAlice = [...run.sim.store.conversations.values()].filter(
				(c) => c.contactId === SEED.contacts.alice,
			);
			expect(
				nodeJson(data, 'Conversations of Alice')
					.map((c) => c.id)
					.sort(),
			).toEqual(ofAlice.map((c) => c.id).sort());
			expect(
				nodeJson(data, 'Agents of Alice')
					.map((agent) => agent.id)
					.sort(),
			).toEqual([SEED.agents.sales, SUPPORT]);

			const queryOf = (path: string) =>
				run.sim.requests.filter((r) => r.method === 'GET' && r.path === path).map((r) => r.query);
			expect(queryOf(`/api/v2/contacts/${contactId}`)).toEqual([{}]);
			expect(queryOf('/api/v2/contacts')).toEqual([{ agentId: SUPPORT, page: '1', limit: '3' }]);
			expect(queryOf(`/api/v2/contacts/${SEED.contacts.alice}/conversations`)).toEqual([
				{ page: '1', perPage: '100' },
			]);
			expect(queryOf('/api/aibot/contact/agent')).toEqual([{ contactId: SEED.contacts.alice }]);
		});
	});
}
