/**
 * A LiveChatAI error message about the AI agent, which the v2 API calls "agent", is shown in the name each node
 * version uses for it ("Chatbot" in version 1; `inBotLabel`), LiveChatAI's own words kept in the description. (On
 * real 404 and 403 answers through the engine: conversationList.test.ts and contactUpsert.test.ts, version 1.)
 */
import type { INode } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { inBotLabel } from '../../../nodes/LiveChatAi/shared/operations/itemErrors';

const node = { name: 'LiveChatAI', type: 'n8n-nodes-livechatai.liveChatAi' } as INode;
const apiError = (message: string) =>
	new NodeApiError(node, { message }, { message, description: 'HTTP 404.', httpCode: '404' });

describe('an error about the AI agent, in the name of each node version', () => {
	// "Agent not found" and "... enabled for this agent" through the engine: see above.
	it('says "No agents" as "No chatbots" in version 1, the service\'s words in the description', () => {
		const error = inBotLabel(apiError('No agents in this workspace'), 'Chatbot');
		expect(error.message).toBe('No chatbots in this workspace');
		expect(error.description).toBe(
			`LiveChatAI's own message: "No agents in this workspace". HTTP 404.`,
		);
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
