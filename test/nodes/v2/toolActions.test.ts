/**
 * Version 2 as an AI tool: what each operation does to LiveChatAI is in what a model reads of it (with the tool
 * description on "Set Automatically", n8n's own text: the operation's action and "in LiveChatAI"). Each operation
 * is run with valid parameters against the simulator, and the requests it sends say what it does: one that only
 * reads says Get; one that writes says which write; one that deletes says so; End says it resolves.
 */
import type { INode, INodeType } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';

import { LiveChatAi } from '../../../nodes/LiveChatAi/LiveChatAi.node';
import { useSimulator } from '../../simulator/testHelpers';
import { BOTH_VERSIONS } from '../bothVersions';
import { V2_OPERATIONS } from './v2Operations';

const h = useSimulator();

const [, version2] = BOTH_VERSIONS;
const nodeType = new LiveChatAi().nodeVersions[2] as INodeType;

function readByModel(resourceOperation: string): string {
	const [resource, operation] = resourceOperation.split(':');
	const node = {
		name: 'LiveChatAI',
		type: 'n8n-nodes-livechatai.liveChatAiTool',
		typeVersion: 2,
		parameters: { descriptionType: 'auto', resource, operation },
	} as unknown as INode;
	return NodeHelpers.getToolDescriptionForNode(node, nodeType);
}

/** [doc] The crawl's POST reads a website's links and changes nothing of the account. */
const CRAWL = 'POST /api/aibot/scrape';
const WRITE = /^(Create|Send|Add|Reply|Resolve|Delete|Dismiss|Sync)\b/;
const DELETE = /\b(delete|dismiss)\b/i;

it.each(V2_OPERATIONS)('%s: what a model reads says what its requests do', async (operation) => {
	const text = readByModel(operation);
	const { error } = await version2.run(h.sim, operation);
	expect(error).toBeUndefined();
	const sent = h.sim.requests.map(({ method, path }) => `${method} ${path}`);
	expect(sent.length).toBeGreaterThan(0);
	const changes = sent.filter((request) => !request.startsWith('GET ') && request !== CRAWL);
	if (changes.length === 0) {
		expect(text).toMatch(/^(Get|Crawl) /);
		expect(text).not.toMatch(WRITE);
		return;
	}
	expect(text).toMatch(WRITE);
	if (changes.some((request) => request.startsWith('DELETE '))) expect(text).toMatch(DELETE);
	if (changes.some((request) => request.endsWith('/end'))) expect(text).toMatch(/^Resolve /);
});

it('the End, Reply and Send Message a model reads', () => {
	expect(readByModel('conversation:end')).toBe(
		'Resolve a conversation and close its chat in LiveChatAI',
	);
	expect(readByModel('conversation:reply')).toBe(
		'Reply to the visitor as a human agent in LiveChatAI',
	);
	expect(readByModel('conversation:sendMessage')).toBe(
		'Send a message to an AI agent and get its answer in LiveChatAI',
	);
});
