/**
 * inBotLabel: a message LiveChatAI wrote in its v2 API's word for the bot ("agent") is shown in the node version's
 * word, and LiveChatAI's own words stay in the description. (The engine tests see it on real 404 and 403 answers:
 * test/nodes/v1/conversationGetMany.test.ts, contact.test.ts.)
 */
import type { INode } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { inBotLabel } from '../../../nodes/LiveChatAi/shared/node/itemErrors';

const node = { name: 'LiveChatAI', type: 'n8n-nodes-livechatai.liveChatAi' } as INode;
const apiError = (message: string) =>
	new NodeApiError(node, { message }, { message, description: 'HTTP 404.', httpCode: '404' });

describe('inBotLabel', () => {
	it.each([
		['Agent not found', 'Chatbot not found'],
		[
			'secure identification is enabled for this agent',
			'secure identification is enabled for this chatbot',
		],
		['No agents in this workspace', 'No chatbots in this workspace'],
	])('says "%s" as "%s" in version 1, the service\'s words in the description', (said, shown) => {
		const error = inBotLabel(apiError(said), 'Chatbot');
		expect(error.message).toBe(shown);
		expect(error.description).toBe(`LiveChatAI's own message: "${said}". HTTP 404.`);
	});

	it('leaves a human agent, an AI agent and version 2 as they are', () => {
		for (const message of ['Human agent not found', 'Not an AI agent']) {
			const error = inBotLabel(apiError(message), 'Chatbot');
			expect([error.message, error.description]).toEqual([message, 'HTTP 404.']);
		}
		expect(inBotLabel(apiError('Agent not found'), 'Agent').message).toBe('Agent not found');
	});

	it("leaves the node's own errors alone", () => {
		const own = new NodeOperationError(node, "'Agent' is empty");
		expect(inBotLabel(own, 'Chatbot').message).toBe("'Agent' is empty");
	});
});
