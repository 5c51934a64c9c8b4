/**
 * Streaming: a published workflow whose public Chat Trigger answers by streaming makes the AI Agent stream, and
 * with it the model (`stream: true`): the scripted model streams a LiveChatAI tool call, n8n runs the tool, the
 * model streams its answer, and the chat's HTTP response carries that answer in chunks.
 */
import { SEED } from '../../simulator';
import { agentWorkflow, toolName } from '../harness/agentWorkflows';
import { sentByAnN8n } from '../harness/sentByN8n';
import type { AgentRun } from './aiAgentRun';
import { keepModelRequests, onlyResult } from './aiAgentRun';
import { FIVE_TOOLS } from './aiAgentTools';
import { requestsSent } from './requestLines';

const WEBHOOK_ID = '0a9e7d10-0000-4000-8000-00000000c4a7';
const QUESTION = 'Do you ship to Norway?';
const FINAL = 'Yes: the Support Bot says we ship to Norway.';

export const streamingChatWorkflow = (agentVersion: number) =>
	agentWorkflow({
		id: 'AgentStreamingChat1',
		name: 'LiveChatAI tool behind a streaming public chat',
		chatWebhookId: WEBHOOK_ID,
		tools: [FIVE_TOOLS[0]],
		agentVersion,
	});

interface Chunk {
	type: string;
	content?: string;
}

export function aiAgentStreamingTests(ctx: AgentRun, agentVersion: number): void {
	it('a public chat answering by streaming: the model is asked to stream, calls the tool, and its answer streams out', async () => {
		const { model, sim, server } = ctx;
		const send = toolName(FIVE_TOOLS[0].name);
		model.play([
			{ toolCalls: [{ name: send, arguments: { question: QUESTION } }] },
			{ text: FINAL },
		]);
		const workflow = streamingChatWorkflow(agentVersion);
		const chatUrl = `${server.url}/webhook/${WEBHOOK_ID}/chat`;
		await server.activate(workflow.id);
		try {
			// n8n 2.x publishes in the background: the chat is there once its page (GET) is served.
			await server.process.waitUntil(
				'the published chat serves its page',
				async () => (await fetch(chatUrl)).status === 200,
				30_000,
			);
			const response = await fetch(chatUrl, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify({
					action: 'sendMessage',
					sessionId: 'e2e-stream',
					chatInput: QUESTION,
				}),
				signal: AbortSignal.timeout(60_000),
			});
			const text = await response.text();
			keepModelRequests(model, 'streaming-chat');
			expect(response.status).toBe(200);
			const chunks = text
				.split('\n')
				.filter((line) => line.trim() !== '')
				.map((line) => JSON.parse(line) as Chunk);
			expect(chunks.filter((chunk) => chunk.type === 'error')).toEqual([]);
			const items = chunks.filter((chunk) => chunk.type === 'item').map((chunk) => chunk.content);
			expect(items.join('')).toBe(FINAL);
			expect(items.length).toBeGreaterThan(1);
		} finally {
			await server.deactivate(workflow.id);
		}

		expect(model.requests.map((request) => [request.api, request.step, request.stream])).toEqual([
			['responses', 0, true],
			['responses', 1, true],
		]);
		expect(model.requests[0].userMessages).toEqual([QUESTION]);
		expect(requestsSent(sim.requests)).toEqual([
			[
				'POST /api/v2/conversations',
				{ question: sentByAnN8n(QUESTION), agentId: SEED.agents.support },
			],
		]);
		expect(onlyResult(model, send).output).toContain('Here is what I found in the knowledge base');
	});
}
