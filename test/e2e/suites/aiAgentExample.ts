/**
 * examples/livechatai-as-ai-agent-tool.json as shipped, its OpenAI Chat Model given the scripted model's
 * credential (the one change a user makes too), run as the editor's chat runs it: a message typed in the chat is
 * the Chat Trigger's output. The agent asks the Support Bot, teaches it a pair, and answers.
 */
import type { Step } from '../../scriptedModel';
import { SEED } from '../../simulator';
import { chatMessage, CHAT_MODEL, MODEL_CREDENTIAL, toolName } from '../harness/agentWorkflows';
import { nodeRuns } from '../harness/runData';
import { sentByAnN8n } from '../harness/sentByN8n';
import type { WorkflowJson } from '../harness/workflows';
import { example } from '../harness/workflows';
import type { AgentRun } from './aiAgentRun';
import { agentOutput } from './aiAgentRun';
import { requestsSent } from './requestLines';

const TRIGGER = 'When chat message received';

/** The example, its chat model given the scripted model's credential. */
export function exampleWithModel(): WorkflowJson {
	const { workflow } = example('livechatai-as-ai-agent-tool.json');
	const nodes = workflow.nodes.map((node) =>
		node.type === CHAT_MODEL ? { ...node, credentials: { openAiApi: MODEL_CREDENTIAL } } : node,
	);
	return { ...workflow, nodes };
}

const CHAT = 'What are your opening hours?';
const PAIR = { question: 'Do you open on Sundays?', answer: 'No, we are closed on Sundays.' };
const FINAL = 'We open from 9 to 17; I also taught the bot about Sundays.';
const SCRIPT: Step[] = [
	{ toolCalls: [{ name: 'Ask_the_Support_Bot', arguments: { question: CHAT } }] },
	{ toolCalls: [{ name: 'Teach_the_Support_Bot', arguments: PAIR }] },
	{ text: FINAL },
];

export function aiAgentExampleTests(ctx: AgentRun): void {
	it('the AI Agent tool example runs as shipped from a chat message: its two tools, with their descriptions', async () => {
		const workflow = exampleWithModel();
		const data = await ctx.run('example', workflow, SCRIPT, {
			node: TRIGGER,
			data: chatMessage(CHAT, 'e2e-chat-session'),
		});
		expect(nodeRuns(data, TRIGGER)).toHaveLength(1);
		expect(agentOutput(data)).toBe(FINAL);

		const { model, sim } = ctx;
		expect(model.requests[0].userMessages).toEqual([CHAT]);
		expect(model.requests[0].instructions.join('\n')).toContain('You help the support team');
		const described = Object.fromEntries(
			workflow.nodes
				.filter((node) => node.parameters.toolDescription)
				.map((node) => [toolName(node.name), node.parameters.toolDescription]),
		);
		expect(
			Object.fromEntries(model.offeredTools().map((tool) => [tool.name, tool.description])),
		).toEqual(described);
		const keys = Object.fromEntries(
			model.offeredTools().map((tool) => [tool.name, tool.parameters.required]),
		);
		expect(keys).toEqual({
			Ask_the_Support_Bot: ['question'],
			Teach_the_Support_Bot: ['question', 'answer'],
		});

		const agentId = SEED.agents.support;
		expect(requestsSent(sim.requests)).toEqual([
			['POST /api/v2/conversations', { question: sentByAnN8n(CHAT), agentId }],
			// A model wrote the pair: the tool marks it so.
			['POST /api/v2/data-sources/qa', { ...PAIR, agentId, isGeneratedByAI: true }],
		]);
	});
}
