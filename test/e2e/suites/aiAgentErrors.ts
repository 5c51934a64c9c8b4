/**
 * A LiveChatAI tool call that fails (404 unknown conversation, 400 refused input, 401 revoked key) inside an AI
 * Agent's run. n8n 2.x: the run goes on, the model gets a tool result that names the HTTP status and the
 * service's message, and answers from it. n8n 1.x: the run ends with the node's error.
 */
import type { Step, ToolResult } from '../../scriptedModel';
import { resultOf } from '../../scriptedModel';
import type { Simulator } from '../../simulator';
import { toolName } from '../harness/agentWorkflows';
import type { AgentRun } from './aiAgentRun';
import { agentOutput, onlyResult, parsedOutput } from './aiAgentRun';
import { fiveToolsWorkflow } from './aiAgentTools';
import { requestLines } from './requestLines';

const REFUSED = 'answer must not be longer than 1000 characters';

const CASES = [
	{
		label: '404 for an unknown conversation',
		tool: 'Get_Conversation',
		args: { conversationId: 'conv_unknown' },
		status: 404,
		message: 'Conversation not found',
		fix: 'Check the ID',
		request: 'GET /api/v2/conversations/conv_unknown',
		prepare: () => undefined,
	},
	{
		label: '400 for input the service refuses',
		tool: 'Add_QA_Pair',
		args: { question: 'Opening hours?', answer: 'From 9 to 17.' },
		status: 400,
		message: REFUSED,
		fix: 'its message says which',
		request: 'POST /api/v2/data-sources/qa',
		prepare: (sim: Simulator) =>
			sim.injectFault({
				method: 'POST',
				path: '/api/v2/data-sources/qa',
				fault: { kind: 'status', status: 400, message: REFUSED },
			}),
	},
	{
		label: '401 for a revoked API key',
		tool: 'List_Contacts',
		args: { limit: 2 },
		status: 401,
		message: 'Unauthorized access',
		fix: 'Check the API key',
		request: 'GET /api/v2/contacts',
		prepare: (sim: Simulator) => sim.revokeKey(sim.apiKey),
	},
];

/** The text a model reads in a result: the output itself, or the strings of its JSON. */
function readable(result: ToolResult): string {
	const parsed = parsedOutput(result);
	return typeof parsed === 'string' ? parsed : JSON.stringify(parsed);
}

const script = (tool: string, args: Record<string, unknown>): Step[] => [
	{ toolCalls: [{ name: tool, arguments: args }] },
	(history) => ({ text: `Sorry, that failed: ${resultOf(history, tool).output}` }),
];

export function aiAgentErrorTests(ctx: AgentRun, agentVersion: number, major: 1 | 2): void {
	const workflow = fiveToolsWorkflow(agentVersion, true);

	describe('a tool call that fails', () => {
		if (major === 2) {
			it.each(CASES)(
				'$label: the run goes on, the model gets the status, the service’s message and the fix',
				async ({ tool, args, status, message, fix, request, prepare }) => {
					prepare(ctx.sim);
					const data = await ctx.run(`error-${status}`, workflow, script(tool, args));
					const result = onlyResult(ctx.model, tool);
					expect(readable(result)).toContain(String(status));
					expect(readable(result)).toContain(message);
					expect(readable(result)).toContain(fix);
					expect(ctx.model.requests.map((entry) => entry.step)).toEqual([0, 1]);
					expect(agentOutput(data)).toBe(`Sorry, that failed: ${result.output}`);
					// One request: none of these is retried.
					expect(requestLines(ctx.sim.requests)).toEqual([request]);
				},
			);
			return;
		}

		// n8n 1.x runs a tool node as any node: its error ends the run (2.x lets an AI tool's error go back to the model).
		it.each(CASES)(
			'$label: n8n 1.x ends the run with the tool’s error; the model is not asked again',
			async ({ tool, args, status, message, request, prepare }) => {
				prepare(ctx.sim);
				const error = await ctx.runToFailure(`error-${status}`, workflow, script(tool, args));
				expect(toolName(error.node?.name ?? '')).toBe(tool);
				expect(error.message).toContain(message);
				expect(error.description).toContain(`HTTP ${status}`);
				expect(ctx.model.requests.map((entry) => entry.step)).toEqual([0]);
				expect(requestLines(ctx.sim.requests)).toEqual([request]);
			},
		);
	});
}
