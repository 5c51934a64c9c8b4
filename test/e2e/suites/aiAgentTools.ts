/**
 * The LiveChatAI tools an AI Agent calls, its model scripted: five tool nodes (Conversation > Send Message, Get,
 * Reply as Human Agent, Data Source > Add Q&A, Contact > Get Many) with their fields filled by `$fromAI()`.
 * The script sends a question, then reads the conversation and replies in it (both at once, with the id from the
 * first result), then teaches a Q&A pair and lists two contacts, then answers. Checked at each end: what the model
 * was offered, what LiveChatAI received, what the model got back.
 */
import type { ModelRequest, Step } from '../../scriptedModel';
import { resultOf } from '../../scriptedModel';
import { SEED } from '../../simulator';
import {
	agentWorkflow,
	fromAi,
	expectFromAiSchema,
	toolName,
	type ToolNode,
} from '../harness/agentWorkflows';
import { byId } from '../harness/workflows';
import { sentByAnN8n } from '../harness/sentByN8n';
import type { AgentRun } from './aiAgentRun';
import { agentOutput, onlyResult, parsedOutput, toolItems } from './aiAgentRun';
import { byJson, requestsSent } from './requestLines';

const support = byId(SEED.agents.support);
const conversationField = byId(fromAi('conversationId', 'The ID of the conversation'));

export const FIVE_TOOLS: ToolNode[] = [
	{
		name: 'Send Message',
		parameters: {
			descriptionType: 'manual',
			toolDescription:
				'Ask the Support Bot a customer question; it answers from the knowledge base.',
			resource: 'conversation',
			operation: 'sendMessage',
			agent: support,
			question: fromAi('question', 'The customer question, in their words'),
			options: {},
		},
	},
	{
		name: 'Get Conversation',
		parameters: { resource: 'conversation', operation: 'get', conversationId: conversationField },
	},
	{
		name: 'Reply as Human Agent',
		parameters: {
			resource: 'conversation',
			operation: 'reply',
			conversationId: conversationField,
			message: fromAi('message', 'What the human agent says'),
			options: {},
		},
	},
	{
		name: 'Add QA Pair',
		parameters: {
			resource: 'dataSource',
			operation: 'addQa',
			agent: support,
			question: fromAi('question', 'A question customers ask'),
			answer: fromAi('answer', 'Its answer'),
		},
	},
	{
		name: 'List Contacts',
		parameters: {
			resource: 'contact',
			operation: 'getMany',
			agent: support,
			returnAll: false,
			limit: fromAi('limit', 'How many contacts to list', 'number'),
		},
	},
];

const QUESTION = 'What are your opening hours?';
const REPLY = 'Sam here: we are open 9 to 17, Monday to Friday.';
const QA = { question: 'Do you open on Sundays?', answer: 'No, we are closed on Sundays.' };
const FINAL = 'Answered the customer, replied in the conversation and taught the bot.';

/** The conversation the first result names: the model reads it from the text it got, whatever its layout. */
const conversationOf = (request: ModelRequest) =>
	/conversationId\W+([\w-]+)/.exec(resultOf(request, 'Send_Message').output)?.[1] ?? 'none';

const SCRIPT: Step[] = [
	{ toolCalls: [{ name: 'Send_Message', arguments: { question: QUESTION } }] },
	(request) => ({
		toolCalls: [
			{ name: 'Get_Conversation', arguments: { conversationId: conversationOf(request) } },
			{
				name: 'Reply_as_Human_Agent',
				arguments: { conversationId: conversationOf(request), message: REPLY },
			},
		],
	}),
	{
		toolCalls: [
			{ name: 'Add_QA_Pair', arguments: QA },
			{ name: 'List_Contacts', arguments: { limit: 2 } },
		],
	},
	{ text: FINAL },
];

/** The five tools behind an AI Agent of `agentVersion`, its model on the Responses API or on Chat Completions. */
export const fiveToolsWorkflow = (agentVersion: number, responsesApi: boolean) =>
	agentWorkflow({
		id: responsesApi ? 'AgentFiveTools1' : 'AgentFiveToolsCc1',
		name: `Five LiveChatAI tools (${responsesApi ? 'Responses API' : 'Chat Completions'})`,
		prompt: 'A customer asks for our opening hours; answer, reply as Sam and teach the bot.',
		tools: FIVE_TOOLS,
		agentVersion,
		responsesApi,
	});

export function aiAgentToolsTests(ctx: AgentRun, agentVersion: number): void {
	describe.each([
		['the Responses API', true],
		['Chat Completions', false],
	])('five tools, the model on %s', (_api, responsesApi) => {
		it('offers each tool with a description and a schema of its $fromAI fields; LiveChatAI gets the model’s arguments; the results hold what the model needs', async () => {
			const { sim, model } = ctx;
			const data = await ctx.run(
				`five-tools-${responsesApi ? 'responses' : 'chat'}`,
				fiveToolsWorkflow(agentVersion, responsesApi),
				SCRIPT,
			);
			expect(agentOutput(data)).toBe(FINAL);

			// The model: four turns, the same API throughout, the question as the user's message.
			expect(model.requests.map((request) => [request.api, request.step, request.stream])).toEqual(
				[0, 1, 2, 3].map((step) => [responsesApi ? 'responses' : 'chat.completions', step, false]),
			);
			expect(model.requests[0].userMessages.join('\n')).toContain('opening hours');
			const offered = model.offeredTools();
			expect(offered.map((tool) => tool.name).sort()).toEqual(
				FIVE_TOOLS.map((tool) => toolName(tool.name)).sort(),
			);
			// Each tool's schema: the fields of its node's $fromAI calls, with their types and descriptions.
			for (const tool of offered) {
				expect(tool.description.length).toBeGreaterThan(10);
				expectFromAiSchema(
					tool.parameters,
					FIVE_TOOLS.find(({ name }) => toolName(name) === tool.name)!,
				);
			}
			expect(offered.find((tool) => tool.name === 'Send_Message')?.description).toBe(
				FIVE_TOOLS[0].parameters.toolDescription,
			);

			// LiveChatAI: exactly the model's arguments (texts of messages with n8n's invisible tag at their end).
			const reply = sim.requests.find((request) => request.path.endsWith('/reply'));
			const conversationId = reply?.path.split('/')[4] ?? 'none';
			expect(sim.store.conversations.get(conversationId)?.agentId).toBe(SEED.agents.support);
			const support = SEED.agents.support;
			// In an order of n8n's (the model calls two tools at once, twice).
			expect(requestsSent(sim.requests).sort(byJson)).toEqual([
				['GET /api/v2/contacts', expect.objectContaining({ agentId: support, limit: '2' })],
				[`GET /api/v2/conversations/${conversationId}`, {}],
				['POST /api/v2/conversations', { question: sentByAnN8n(QUESTION), agentId: support }],
				[
					`POST /api/v2/conversations/${conversationId}/reply`,
					{ message: sentByAnN8n(REPLY), messageType: 'TEXT' },
				],
				// A model wrote the pair: the tool marks it so.
				['POST /api/v2/data-sources/qa', { ...QA, agentId: support, isGeneratedByAI: true }],
			]);

			// What the model got back: each tool's items as n8n's run shows them, as JSON.
			for (const tool of FIVE_TOOLS) {
				expect(parsedOutput(onlyResult(model, toolName(tool.name)))).toEqual(
					toolItems(data, tool.name),
				);
			}
			// What those items hold: test/nodes/v2/asTool.test.ts and each operation's tests.
			expect(onlyResult(model, 'Send_Message').output).toContain(conversationId);
		});
	});
}
