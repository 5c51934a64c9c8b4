/**
 * The example examples/mcp-server-livechatai-tools.json as an MCP client sees it: imported as shipped into a
 * running n8n (`n8n start`), published, then reached over the trigger's production URL by the official MCP
 * SDK's client, over Streamable HTTP and over SSE. The client lists the three LiveChatAI tools and calls them;
 * the simulator checks what reached LiveChatAI.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';

import type { Simulator } from '../../simulator';
import { SEED, v2AnswerFor } from '../../simulator';
import { expectFromAiSchema, fromAiFields } from '../harness/agentWorkflows';
import { n8nLine } from '../harness/manifest';
import { callTool, connectMcp, connectWhenServed, MCP_TRIGGER_TYPE } from '../harness/mcpClient';
import type { N8nServer } from '../harness/n8nServer';
import { sentByAnN8n } from '../harness/sentByN8n';
import { expectCleanLog, useN8n } from '../harness/useN8n';
import type { WorkflowJson } from '../harness/workflows';
import { example, TOOL_TYPE } from '../harness/workflows';
import { requestLines, requestsSent } from './requestLines';

const FILE = 'mcp-server-livechatai-tools.json';

/** The tools by what they do; their names are the node names as n8n turns them into tool names. */
const ASK = 'Ask_the_LiveChatAI_bot';
const READ = 'Read_a_LiveChatAI_conversation';
const REPLY = 'Reply_as_a_human_in_LiveChatAI';

const SUPPORT_BOT = 'Support Bot';
const UNKNOWN_CONVERSATION = 'conv_does_not_exist';

/** A Slack credential for n8n's human review node: never used, the review never runs (see its test). */
const SLACK = { id: 'SlackE2eUnused1', name: 'Slack (unused)' };
const REVIEW = 'Review in Slack';
const REVIEWED_PATH = 'livechatai-reviewed';

/**
 * The example with n8n's human review in Slack between its reply tool and its trigger, as the editor makes it
 * (a review node on the tool's connection), on a path of its own.
 */
function withSlackReview(workflow: WorkflowJson, replyNode: string): object {
	const trigger = workflow.nodes.find((node) => node.type === MCP_TRIGGER_TYPE)!;
	return {
		...workflow,
		id: undefined,
		name: `${workflow.name}, reply reviewed in Slack`,
		nodes: [
			...workflow.nodes.filter((node) => node !== trigger),
			{
				...trigger,
				webhookId: '7e5f0c2a-1b3d-4e6f-8a9b-00000000e2e1',
				parameters: { ...trigger.parameters, path: REVIEWED_PATH },
			},
			{
				id: '7e5f0c2a-1b3d-4e6f-8a9b-00000000e2e2',
				name: REVIEW,
				type: 'n8n-nodes-base.slackHitlTool',
				typeVersion: 2.3,
				position: [600, 520],
				webhookId: '7e5f0c2a-1b3d-4e6f-8a9b-00000000e2e3',
				parameters: { select: 'channel', channelId: { __rl: true, mode: 'id', value: 'C0E2E' } },
				credentials: { slackApi: SLACK },
			},
		],
		connections: {
			...workflow.connections,
			[replyNode]: { ai_tool: [[{ node: REVIEW, type: 'ai_tool', index: 0 }]] },
			[REVIEW]: { ai_tool: [[{ node: trigger.name, type: 'ai_tool', index: 0 }]] },
		},
	};
}

/** Calls a tool that must succeed: its one output item (n8n gives the client the items as one JSON text). */
async function onlyItem(client: Client, tool: string, args: Record<string, unknown>) {
	const result = await callTool(client, tool, args);
	expect(result.isError).toBe(false);
	expect(result.texts).toHaveLength(1);
	const items = JSON.parse(result.texts[0]) as Array<Record<string, unknown>>;
	expect(items).toHaveLength(1);
	return items[0];
}

export function mcpServerSuite(): void {
	const setup = n8nLine(2);
	const { workflow } = example(FILE);
	const toolNodes = workflow.nodes.filter((node) => node.type === TOOL_TYPE);
	const trigger = workflow.nodes.find((node) => node.type === MCP_TRIGGER_TYPE)!;

	describe(`n8n ${setup.version}: the MCP Server Trigger example, from an MCP client`, () => {
		let client: Client;
		afterAll(async () => await client?.close()); // before n8n stops: registered first
		const under = useN8n(setup, 'mcp', {
			credentials: () => [{ ...SLACK, type: 'slackApi', data: { accessToken: 'xoxb-e2e-unused' } }],
			start: true,
		});
		let sim: Simulator;
		let server: N8nServer;
		let url: string;

		beforeAll(async () => {
			({ sim, server } = under);
			await server.activate((await server.createWorkflow(workflow)).id);
			url = `${server.url}/mcp/${String(trigger.parameters.path)}`;
			client = await connectWhenServed(url, 'streamable HTTP');
		}, 120_000);

		it('the example is what this suite expects: an MCP Server Trigger at the version a new one gets, three LiveChatAI tools', async () => {
			const mcpTrigger = (await server.types('nodes')).find(
				(type) => type.name === MCP_TRIGGER_TYPE,
			)!;
			const versions = [mcpTrigger.version].flat();
			expect(trigger.typeVersion).toBe(mcpTrigger.defaultVersion ?? Math.max(...versions));
			expect(trigger.parameters).toMatchObject({ path: 'livechatai', authentication: 'none' });
			expect(toolNodes.map((node) => node.parameters.operation)).toEqual([
				'sendMessage',
				'get',
				'reply',
			]);
		});

		it('the server introduces itself with the trigger’s instructions, which name every tool', () => {
			expect(client.getServerVersion()?.name).toBe('MCP_Server_Trigger');
			const instructions = client.getInstructions();
			expect(instructions).toBe(trigger.parameters.instructions);
			for (const tool of [ASK, READ, REPLY]) expect(instructions).toContain(tool);
		});

		it('lists the three tools with the descriptions and the $fromAI fields of the example', async () => {
			const { tools } = await client.listTools();
			// n8n lists them in an order of its own: compared by name.
			const byName = new Map(tools.map((tool) => [tool.name, tool]));
			expect([...byName.keys()].sort()).toEqual([ASK, READ, REPLY]);
			[ASK, READ, REPLY].forEach((name, index) => {
				const tool = byName.get(name)!;
				const node = toolNodes[index];
				expect(tool.description).toBe(node.parameters.toolDescription);
				expect(String(tool.description).length).toBeGreaterThan(80);
				expectFromAiSchema(tool.inputSchema, node);
			});
			expect(toolNodes.map((node) => fromAiFields(node).map(({ key }) => key))).toEqual([
				['question'],
				['conversationId'],
				['conversationId', 'message'],
			]);
			// Listing asks LiveChatAI nothing.
			expect(sim.requests).toEqual([]);
		});

		it('asks the LiveChatAI bot: the client gets its answer, LiveChatAI the question as the model wrote it', async () => {
			const question = 'Do you ship to Norway?';
			const answer = await onlyItem(client, ASK, { question });
			expect(requestsSent(sim.requests)).toEqual([
				['POST /api/v2/conversations', { question: sentByAnN8n(question), agentId: 'bot_support' }],
			]);
			const { question: asked } = sim.requests[0].body as { question: string };
			expect(answer).toMatchObject({ response: v2AnswerFor(asked, SUPPORT_BOT, 'MARKDOWN') });
			expect(sim.store.conversations.get(String(answer.conversationId))?.agentId).toBe(
				'bot_support',
			);
		});

		it('reads a conversation by its ID: the client gets it as a transcript, newest first', async () => {
			const conversationId = SEED.conversations.latest;
			const conversation = await onlyItem(client, READ, { conversationId });
			expect(conversation).toMatchObject({ id: conversationId, agentId: 'bot_support' });
			expect(requestLines(sim.requests)).toEqual([`GET /api/v2/conversations/${conversationId}`]);
			// The transcript's form: test/nodes/v2/asTool.test.ts.
			expect(conversation).toMatchObject({ transcriptOrder: 'newest first' });
		});

		it('replies as a human: the visitor’s conversation gets the text, read back through the server', async () => {
			const message = 'Sam from support here: yes, we ship to Norway, in 3 to 5 days.';
			const conversationId = SEED.conversations.latest;
			expect(await onlyItem(client, REPLY, { conversationId, message })).toMatchObject({
				conversationId,
				message: { sender: 'AGENT', text: message },
			});
			expect(requestsSent(sim.requests)).toEqual([
				[
					`POST /api/v2/conversations/${conversationId}/reply`,
					{ message: sentByAnN8n(message), messageType: 'TEXT' },
				],
			]);
			const read = await onlyItem(client, READ, { conversationId });
			const [newest] = read.transcript as string[];
			expect(newest).toMatch(/^\S+ Human agent [^:]+: /);
			expect(newest.endsWith(`: ${message}`)).toBe(true);
		});

		it('an unknown conversation ID: an error result naming the problem (HTTP 404), and the session goes on', async () => {
			const result = await callTool(client, READ, { conversationId: UNKNOWN_CONVERSATION });
			expect(result.isError).toBe(true);
			// The node's error as n8n hands it to the client: its message, which as a tool carries the description.
			expect(result.texts).toEqual([
				expect.stringMatching(
					/^\w*Error: Conversation not found\. HTTP 404 \(not_found\)\. Check the ID: /,
				),
			]);
			expect(requestLines(sim.requests)).toEqual([
				`GET /api/v2/conversations/${UNKNOWN_CONVERSATION}`,
			]);
			// The same session answers the next call.
			const next = await onlyItem(client, READ, { conversationId: SEED.conversations.latest });
			expect(next).toMatchObject({ id: SEED.conversations.latest });
		});

		it('a client on the SSE transport, on the same URL, gets the same tools and answers', async () => {
			const other = await connectMcp(url, 'SSE');
			try {
				const { tools } = await other.listTools();
				expect(tools.map((tool) => tool.name).sort()).toEqual([ASK, READ, REPLY]);
				const args = { conversationId: SEED.conversations.latest };
				const viaOther = await callTool(other, READ, args);
				expect(viaOther).toEqual(await callTool(client, READ, args));
				expect(viaOther.isError).toBe(false);
			} finally {
				await other.close();
			}
		});

		it('n8n’s human review does not gate a tool of the MCP Server Trigger: the reviewed reply answers empty and sends nothing, as the example’s note says', async () => {
			const replyNode = toolNodes[2].name;
			await server.activate((await server.createWorkflow(withSlackReview(workflow, replyNode))).id);
			const reviewed = await connectWhenServed(
				`${server.url}/mcp/${REVIEWED_PATH}`,
				'streamable HTTP',
			);
			try {
				const tool = (await reviewed.listTools()).tools.find(({ name }) => name === REPLY);
				// The review wraps the tool's fields and adds its own.
				expect(Object.keys(tool?.inputSchema.properties ?? {})).toEqual([
					'toolParameters',
					'hitlParameters',
				]);
				const result = await callTool(reviewed, REPLY, {
					toolParameters: { conversationId: SEED.conversations.latest, message: 'Reviewed?' },
					hitlParameters: {},
				});
				// An empty success: no review was asked (Slack is out of reach here: asking would fail), no reply sent.
				expect(result).toEqual({ isError: false, texts: [''] });
				expect(sim.requests).toEqual([]);
			} finally {
				await reviewed.close();
			}
			const notes = workflow.nodes.filter((node) => node.type === 'n8n-nodes-base.stickyNote');
			expect(notes.map((note) => String(note.parameters.content)).join('\n')).toContain(
				'under the MCP Server Trigger of n8n 2.41.1 a reviewed tool answers empty and runs nothing',
			);
		});

		it('n8n logged no warning or error about the package but the provoked 404, and never printed the API key', () => {
			// Provoked: the 404 call, and the refusals while the client waited for n8n to register the URL.
			const provoked = new RegExp(
				`${READ}|Conversation not found|The requested webhook "(POST|GET) ${trigger.parameters.path}(-reviewed)?" is not registered`,
			);
			expectCleanLog(under, provoked);
		});
	});
}
