/**
 * Whose writes trigger 1.3 leaves out: by default this workflow's (another workflow's reply fires it), or, with
 * Options > Own Messages Come From > Every Workflow, any workflow's of this n8n (as 1.2 does). Where the workflow
 * holds no LiveChatAI node that writes (version 2 Send Message or Reply as Human Agent, after the trigger or as a
 * tool of a node after it), it reads no conversation's messages. The writes go through version 2 in n8n-core's
 * real engine, each under its workflow's ID; the polls through its real PollContext, against the simulator.
 */
import type { INode, INodeParameters } from 'n8n-workflow';

import { byId } from '../harness/liveChatAi';
import type { RestOfWorkflow, TriggerHarness } from '../harness/pollTrigger';
import { activatedTrigger, emittedIds, requestsTo } from '../harness/pollTrigger';
import { workflowNode } from '../harness/runWorkflow';
import { parametersFor, runV2 } from '../nodes/v2/v2Operations';
import { SEED } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';

const h = useSimulator();

const conversationId = SEED.conversations.tiedOlder[0];
/** The reads of one conversation with its messages (GET /api/v2/conversations/{id}). */
const detailReads = () =>
	h.sim.requests.filter(
		({ method, path }) => method === 'GET' && path.startsWith('/api/v2/conversations/'),
	);

/** A LiveChatAI node of the workflow: its type (the node or its tool variant), version and parameters. */
const liveChatAi = (name: string, parameters: INodeParameters, type = 'liveChatAi', version = 2) =>
	workflowNode(name, type, version, parameters);

const reply = (extra: Partial<INode> = {}) => ({
	...liveChatAi('Reply', parametersFor('conversation:reply', { message: '={{ "Thanks" }}' })),
	...extra,
});
const get = liveChatAi('Get', parametersFor('conversation:get'));
/** An AI agent stand-in after the trigger: the node its tools connect to. */
const agent = workflowNode('Agent', 'n8n-nodes-livechatai-test.itemsSource', 1, {}, false);

/** A reply written into the conversation by a workflow (by its ID), a second after the last activity. */
async function replyFrom(workflowId: string) {
	h.sim.clock.advance(1000);
	const parameters = { message: 'Thanks, we are on it.', conversationId: byId(conversationId) };
	const run = await runV2(h.sim, parametersFor('conversation:reply', parameters), { workflowId });
	expect(run.error).toBeUndefined();
}

const activated = async (rest: RestOfWorkflow, parameters: INodeParameters = {}, version = 1.3) =>
	await activatedTrigger(h.sim, parameters, 'default', version, rest);

const idOf = (trigger: TriggerHarness) => String(trigger.workflow.id);

describe('trigger 1.3: own writes are this workflow’s', () => {
	it('its own reply is left out; another workflow’s reply fires it', async () => {
		const trigger = await activated({ after: [reply()] });
		await replyFrom(idOf(trigger));
		expect(await trigger.poll()).toBeNull();
		expect(detailReads()).toHaveLength(1);
		await replyFrom('another-workflow');
		expect(emittedIds(await trigger.poll())).toEqual([conversationId]);
	});

	it('with Every Workflow, another workflow’s reply is left out too (as 1.2 does by default)', async () => {
		const options = { options: { ownMessagesOf: 'instance' } };
		const trigger = await activated({ after: [reply()] }, options);
		await replyFrom('another-workflow');
		expect(await trigger.poll()).toBeNull();
		const saved = await activated({}, {}, 1.2);
		await replyFrom('a-third-workflow');
		expect(await saved.poll()).toBeNull();
	});

	it('a writer among the tools of a node after the trigger counts', async () => {
		const tool = liveChatAi('Reply Tool', parametersFor('conversation:reply'), 'liveChatAiTool');
		const trigger = await activated({ after: [agent], tools: [tool] });
		await replyFrom(idOf(trigger));
		expect(await trigger.poll()).toBeNull();
		expect(detailReads()).toHaveLength(1);
	});
});

describe('trigger 1.3 in a workflow that writes nothing: no message is read', () => {
	it.each<[string, RestOfWorkflow]>([
		['the trigger alone', {}],
		['a Conversation > Get after it', { after: [get] }],
		['a disabled Reply after it', { after: [reply({ disabled: true })] }],
		[
			'a Reply of node version 1.1 (it writes no mark)',
			{ after: [liveChatAi('Old', { resource: 'chatbot' }, 'liveChatAi', 1.1)] },
		],
	])('%s', async (_, rest) => {
		const trigger = await activated(rest);
		for (let message = 0; message < 3; message++) {
			h.sim.clock.advance(1000);
			h.sim.addActivity({ conversationId, kind: 'visitor' });
			expect(emittedIds(await trigger.poll())).toEqual([conversationId]);
		}
		expect(detailReads()).toHaveLength(0);
		expect(requestsTo(h.sim, '/api/v2/conversations')).toHaveLength(3);
	});
});
