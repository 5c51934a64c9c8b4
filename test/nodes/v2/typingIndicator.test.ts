/**
 * Version 2, Conversation > Send Typing Indicator: the state it sends and outputs, in a real workflow through
 * n8n-core against the simulator. (Get: simplify.test.ts; Get Many: test/nodes/shared/conversationList.test.ts;
 * the lists: lists.test.ts; Send Message and Reply: conversationMessages.test.ts.)
 */
import { byId } from '../../harness/liveChatAi';
import { SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { eachExchange, parametersFor } from './v2Operations';

const h = useSimulator();

const { latest } = SEED.conversations;
const userId = SEED.humanAgents.second;

eachExchange({ h, prefix: 'Conversation > Send Typing Indicator ' }, [
	{
		name: 'shows the indicator as the human agent given and outputs the state sent',
		parameters: parametersFor('conversation:sendTypingIndicator', {
			conversationId: byId(latest),
			isTyping: true,
			options: { userId },
		}),
		request: `POST /api/v2/conversations/${latest}/typing`,
		body: { isTyping: true, userId },
		output: () => {
			expect(h.sim.typingState(latest)).toMatchObject({ visible: true, userId });
			return [{ status: 'success', conversationId: latest, isTyping: true }];
		},
	},
	{
		name: 'hides it, in a conversation picked from the list',
		parameters: parametersFor('conversation:sendTypingIndicator', {
			conversationId: { __rl: true, mode: 'list', value: latest },
			isTyping: false,
		}),
		request: `POST /api/v2/conversations/${latest}/typing`,
		body: { isTyping: false },
		output: () => [{ status: 'success', conversationId: latest, isTyping: false }],
	},
]);
