/**
 * Version 1's operations on the v2 API (Contact, Conversation, AI Suggestion) in the real engine: what is version
 * 1's own (the Chatbot field, the plain Conversation ID, the output). The code they share with version 2 is
 * tested once, through version 2: test/nodes/shared/contactUpsert.test.ts (with version 1's Create or Update
 * sending its Chatbot as agentId), conversationList.test.ts (with version 1's 404), test/nodes/v2/agent.test.ts
 * (Get Agents), typingIndicator.test.ts and aiSuggestion.test.ts (Dismiss).
 */
import { SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { runLiveChatAi } from '../../harness/liveChatAi';
import { eachExchange } from '../v2/v2Operations';
import { v1Parameters } from '../validParameters';
import { V1 } from './operations';

const h = useSimulator();

const support = SEED.agents.support;
const { latest } = SEED.conversations;

eachExchange({ h, options: V1 }, [
	{
		name: "Conversation > Get Many lists the Chatbot's conversations, newest first, simplified",
		parameters: v1Parameters('conversation:getMany', { returnAll: false, limit: 1 }),
		request: 'GET /api/v2/conversations',
		query: { agentId: support, page: '1', perPage: '1' },
		output: () => {
			const conversation = h.sim.store.conversations.get(latest)!;
			const { isResolved, isStarred, isMuted, isAgent, lastMessageDate } = conversation;
			const contact = { contactName: 'Alice Martin', contactEmail: 'alice@example.com' };
			const flags = { isResolved, isStarred, isMuted, isAgent };
			const shown = {
				contactId: SEED.contacts.alice,
				...contact,
				channel: conversation.integrationType,
			};
			return [{ id: latest, ...flags, ...shown, lastMessageDate }];
		},
	},
]);

it.each([
	[
		'conversation:sendTypingIndicator',
		{ conversationId: 'conv/0300 x' },
		'POST /api/v2/conversations/conv%2F0300%20x/typing',
		'{"isTyping":true}',
		'Conversation not found',
	],
	[
		'aiSuggestion:dismiss',
		{ suggestionId: 'sug/01?x=1' },
		'DELETE /api/v2/ai-suggestions/sug%2F01%3Fx%3D1',
		'',
		'Suggestion not found',
	],
])(
	'%s URL-encodes the ID in the path, and fails with the 404 of an unknown one',
	async (operation, id, request, body, message) => {
		const { error } = await runLiveChatAi(h.sim, v1Parameters(operation, id));
		const [sent] = h.sim.requests;
		expect(`${sent.method} ${sent.path}`).toBe(request);
		// The ID is in the path only: no query, and Dismiss sends no body.
		expect([sent.query, sent.rawBody]).toEqual([{}, body]);
		expect(error).toMatchObject({ message, httpCode: '404' });
		expect(error?.description).toContain('HTTP 404');
	},
);
