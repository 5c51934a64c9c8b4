/**
 * Version 2, Conversation > Send Typing Indicator: the state it sends and outputs, in a real workflow through
 * n8n-core against the simulator. (Get: simplify.test.ts; Get Many: test/nodes/shared/conversationList.test.ts;
 * the lists: lists.test.ts; Send Message and Reply: conversationMessages.test.ts.)
 */
import { byId } from '../../harness/liveChatAi';
import { SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import type { Exchange } from './v2Operations';
import { expectExchange, parametersFor } from './v2Operations';

const h = useSimulator();

const { latest } = SEED.conversations;
const typingPath = `/api/v2/conversations/${latest}/typing`;

const EXCHANGES: Array<[string, Exchange]> = [
	[
		'Send Typing Indicator shows the indicator as the human agent given and outputs the state sent',
		{
			parameters: parametersFor('conversation:sendTypingIndicator', {
				conversationId: byId(latest),
				isTyping: true,
				options: { userId: SEED.humanAgents.second },
			}),
			request: {
				method: 'POST',
				path: typingPath,
				body: { isTyping: true, userId: SEED.humanAgents.second },
			},
			output: () => {
				const shown = { visible: true, userId: SEED.humanAgents.second };
				expect(h.sim.typingState(latest)).toMatchObject(shown);
				return [{ status: 'success', conversationId: latest, isTyping: true }];
			},
		},
	],
	[
		'Send Typing Indicator hides it, in a conversation picked from the list',
		{
			parameters: parametersFor('conversation:sendTypingIndicator', {
				conversationId: { __rl: true, mode: 'list', value: latest },
				isTyping: false,
			}),
			request: { method: 'POST', path: typingPath, body: { isTyping: false } },
			output: () => [{ status: 'success', conversationId: latest, isTyping: false }],
		},
	],
];

it.each(EXCHANGES)('Conversation > %s', async (_name, exchange) => {
	await expectExchange(h.sim, exchange);
});
