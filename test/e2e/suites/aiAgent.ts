/**
 * LiveChatAI as tools of n8n's AI Agent in a real n8n, the agent's language model the scripted model
 * (test/scriptedModel) through n8n's own OpenAI Chat Model: what the model is offered, what LiveChatAI receives,
 * what the model gets back, failures included, a streamed chat, and the AI Agent tool example as shipped (n8n 2).
 */
import { AGENT, MODEL_KEY } from '../harness/agentWorkflows';
import { n8nLine } from '../harness/manifest';
import { expectCleanLog } from '../harness/useN8n';
import { agentRun } from './aiAgentRun';
import { aiAgentErrorTests } from './aiAgentErrors';
import { aiAgentExampleTests, exampleWithModel } from './aiAgentExample';
import { aiAgentStreamingTests, streamingChatWorkflow } from './aiAgentStreaming';
import { aiAgentToolsTests, fiveToolsWorkflow } from './aiAgentTools';

/** The AI Agent's typeVersion a node added today gets, per n8n line. */
const AGENT_VERSION = { 1: 3, 2: 3.1 } as const;

export function aiAgentSuite(major: 1 | 2): void {
	const setup = n8nLine(major);
	const agentVersion = AGENT_VERSION[major];

	describe(`n8n ${setup.version}: LiveChatAI tools of an AI Agent ${agentVersion}, its model scripted`, () => {
		const ctx = agentRun(setup, () => [
			fiveToolsWorkflow(agentVersion, true),
			fiveToolsWorkflow(agentVersion, false),
			streamingChatWorkflow(agentVersion),
			...(major === 2 ? [exampleWithModel()] : []),
		]);

		aiAgentToolsTests(ctx, agentVersion);
		aiAgentErrorTests(ctx, agentVersion, major);
		aiAgentStreamingTests(ctx, agentVersion);
		if (major === 2) {
			aiAgentExampleTests(ctx);
		} else {
			it('the AI Agent tool example is for n8n 2: 1.x has no AI Agent of its version', async () => {
				const version = exampleWithModel().nodes.find((node) => node.type === AGENT)?.typeVersion;
				const agentVersions = (await ctx.server.types('nodes'))
					.filter((type) => type.name === AGENT)
					.flatMap((type) => type.version);
				expect(agentVersions).toContain(agentVersion);
				expect(agentVersions).not.toContain(version);
			});
		}

		it('n8n logged no warning or error about the package but the provoked failing tool calls, and printed neither key', () => {
			// Provoked: the error tests' 404, 400 and 401, which n8n logs with the node's message.
			const provoked =
				/^(Conversation not found|answer must not be longer|Unauthorized access)\b.* HTTP (404|400|401)\b/;
			expectCleanLog(ctx, provoked, [MODEL_KEY]);
			expect(ctx.model.requests.every((request) => request.apiKey === MODEL_KEY)).toBe(true);
		});
	});
}
