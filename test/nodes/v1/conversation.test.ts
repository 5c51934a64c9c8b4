/**
 * Version 1, Conversation > Get Many and Send Typing Indicator in the real engine: what is version 1's own (the
 * Chatbot field, the plain Conversation ID, the output, errors in its word). The conversations list and its
 * filters are tested once, through version 2, in test/nodes/shared/.
 */
import { SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { byId, runLiveChatAi } from '../../harness/liveChatAi';

const h = useSimulator();

const support = SEED.agents.support;

const getMany = (parameters: Record<string, unknown> = {}) => ({
	resource: 'conversation',
	operation: 'getMany',
	chatbot: byId(support),
	returnAll: false,
	limit: 1,
	...parameters,
});

const typing = (parameters: Record<string, unknown> = {}) => ({
	resource: 'conversation',
	operation: 'sendTypingIndicator',
	conversationId: SEED.conversations.latest,
	...parameters,
});

describe('Conversation > Get Many', () => {
	it("lists the Chatbot's conversations, newest first, simplified by default", async () => {
		const { items, error } = await runLiveChatAi(h.sim, getMany());
		expect(error).toBeUndefined();
		expect(h.sim.requests).toHaveLength(1);
		expect(h.sim.requests[0]).toMatchObject({
			method: 'GET',
			path: '/api/v2/conversations',
			query: { agentId: support, page: '1', perPage: '1' },
		});
		const latest = h.sim.store.conversations.get(SEED.conversations.latest)!;
		expect(items).toEqual([
			expect.objectContaining({
				json: {
					id: SEED.conversations.latest,
					isResolved: latest.isResolved,
					isStarred: latest.isStarred,
					isMuted: latest.isMuted,
					isAgent: latest.isAgent,
					contactId: SEED.contacts.alice,
					contactName: 'Alice Martin',
					contactEmail: 'alice@example.com',
					channel: latest.integrationType,
					lastMessageDate: latest.lastMessageDate,
				},
				pairedItem: { item: 0 },
			}),
		]);
	});

	it("fails for an unknown chatbot in version 1's word, with LiveChatAI's own message", async () => {
		const { error } = await runLiveChatAi(h.sim, getMany({ chatbot: byId('bot_missing') }));
		expect(error).toMatchObject({ message: 'Chatbot not found', httpCode: '404' });
		expect(error?.description).toBe(
			'LiveChatAI\'s own message: "Agent not found". HTTP 404 (not_found). Check the ID: LiveChatAI does not know it, or it belongs to another account.',
		);
	});
});

describe('Conversation > Send Typing Indicator', () => {
	const conversation = SEED.conversations.latest;

	it('shows the indicator, then hides it with Is Typing off', async () => {
		const shown = await runLiveChatAi(h.sim, typing());
		expect(shown.error).toBeUndefined();
		expect(h.sim.requests[0]).toMatchObject({
			method: 'POST',
			path: `/api/v2/conversations/${conversation}/typing`,
		});
		expect(h.sim.requests[0].body).toEqual({ isTyping: true });
		expect(shown.items).toEqual([
			expect.objectContaining({
				json: { status: 'success', conversationId: conversation, isTyping: true },
				pairedItem: { item: 0 },
			}),
		]);
		expect(h.sim.typingState(conversation)).toEqual({ visible: true, userId: SEED.users.owner });

		const hidden = await runLiveChatAi(h.sim, typing({ isTyping: false }));
		expect(h.sim.requests[1].body).toEqual({ isTyping: false });
		expect(hidden.items[0].json).toEqual({
			status: 'success',
			conversationId: conversation,
			isTyping: false,
		});
		expect(h.sim.typingState(conversation)).toEqual({ visible: false, userId: null });
	});

	it('URL-encodes the conversation ID in the path, and fails with the 404 of an unknown one', async () => {
		const { error } = await runLiveChatAi(h.sim, typing({ conversationId: 'conv/0300 x' }));
		expect(h.sim.requests[0].path).toBe('/api/v2/conversations/conv%2F0300%20x/typing');
		expect(error).toMatchObject({ message: 'Conversation not found', httpCode: '404' });
		expect(error?.description).toContain('HTTP 404');
	});
});
