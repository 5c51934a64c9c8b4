/**
 * What a model reads of each operation when the node is an AI Agent's tool with its description on "Set
 * Automatically": n8n's own text for it (`getToolDescriptionForNode`, the action plus "in LiveChatAI"), for every
 * operation of both versions. It must say LiveChatAI and what it acts on, and never "agent" alone: the AI Agent
 * calling the tool is one too, so "Send a message to an agent" reads as a message to itself. Version 2 says
 * "AI agent in LiveChatAI", LiveChatAI's own name for its bots.
 */
import type { INode, INodeType } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';

import { LiveChatAi } from '../../nodes/LiveChatAi/LiveChatAi.node';
import { operationsOf } from '../harness/operations';

const versioned = new LiveChatAi();

/** "agent" said neither of a human nor as an AI one: the word a model would take for the AI Agent itself. */
const BARE_AGENT = /(?<!(?:human|AI) )\bagents?\b/i;

function automaticDescription(version: 1 | 2, resourceOperation: string): string {
	const [resource, operation] = resourceOperation.split(':');
	const node = {
		name: 'LiveChatAI',
		type: 'n8n-nodes-livechatai.liveChatAiTool',
		typeVersion: version,
		parameters: { descriptionType: 'auto', resource, operation },
	} as unknown as INode;
	const nodeType = versioned.nodeVersions[version] as INodeType;
	return NodeHelpers.getToolDescriptionForNode(node, nodeType);
}

describe.each([1, 2] as const)(
	'version %i as an AI tool: the automatic tool descriptions',
	(version) => {
		const operations = operationsOf(versioned.nodeVersions[version].description.properties);

		it.each(operations)(
			'%s: says LiveChatAI, what it acts on, and no bare "agent"',
			(operation) => {
				const text = automaticDescription(version, operation);
				expect(text).toMatch(/ in LiveChatAI$/);
				// The action itself: a verb and its object, not only the node's name.
				expect(text.replace(/ in LiveChatAI$/, '').split(' ').length).toBeGreaterThanOrEqual(2);
				expect(text).not.toMatch(BARE_AGENT);
			},
		);
	},
);

describe('the check itself', () => {
	it('tells a bare "agent" from a human agent and an AI agent', () => {
		expect('Send a message to an agent in LiveChatAI').toMatch(BARE_AGENT);
		expect('Get many agents in LiveChatAI').toMatch(BARE_AGENT);
		expect('Reply as a human agent in LiveChatAI').not.toMatch(BARE_AGENT);
		expect('Send a message to an AI agent in LiveChatAI').not.toMatch(BARE_AGENT);
	});
});
