/**
 * Version 2 run as n8n runs its tool variant (an AI Agent's or an MCP client's tool), in a real workflow against
 * the simulator: what a model receives. Conversation > Get gives a transcript of the newest messages (newest
 * first, the rest counted and how to get them), a few hundred bytes a message less than the API's record; an
 * error's message carries its fix (n8n hands a model the message alone); Add Q&A flags the pair as written by
 * an AI. A workflow step keeps its output.
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { byId } from '../../harness/liveChatAi';
import { conversationWith } from './conversationWith';
import { parametersFor, runV2 } from './v2Operations';

const getConversation = (conversationId: string, options: INodeParameters = {}) =>
	parametersFor('conversation:get', { conversationId: byId(conversationId), options });

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

describe('version 2 as an AI tool: results sized for a model', () => {
	// One conversation made in beforeAll, shared by the tests: no reset.
	const h = useSimulator({ reset: false });
	let thirty: { id: string; texts: string[]; raw: IDataObject };

	beforeAll(async () => {
		thirty = await conversationWith(h.sim, 30);
	});

	it('Conversation > Get: the newest 10 messages as a transcript, newest first, the older ones counted', async () => {
		const { items } = await runV2(h.sim, getConversation(thirty.id), { asTool: true });
		const result = items[0].json;
		expect(result).toMatchObject({
			id: thirty.id,
			agentId: SEED.agents.support,
			messageCount: 30,
			transcriptOrder: 'newest first',
			olderMessagesLeftOut: expect.stringMatching(
				/^20 older messages are not shown: .*Message Limit/,
			),
		});
		const lines = result.transcript as string[];
		expect(lines).toHaveLength(10);
		// Newest first, each whole: when, who, what.
		const newest = thirty.texts.slice(-10).reverse();
		lines.forEach((line, index) => {
			expect(line).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ (Visitor|AI): /);
			expect(line).toContain(newest[index]);
		});
		// AI answers name the links of their sources.
		expect(lines.filter((line) => line.includes(' AI: '))[0]).toMatch(/\(sources: https?:\/\//);
		expect(items[0].pairedItem).toEqual({ item: 0 });
	});

	it('Conversation > Get with a Message Limit of 30: every message, no text lost, well below the record', async () => {
		const parameters = getConversation(thirty.id, { messageLimit: 30 });
		const { items } = await runV2(h.sim, parameters, { asTool: true });
		const result = items[0].json;
		expect(result.olderMessagesLeftOut).toBeUndefined();
		const transcript = (result.transcript as string[]).join('\n');
		for (const text of thirty.texts) expect(transcript).toContain(text);
		// The texts are most of it (the AI answers run to 300 characters): about 60 % of the record.
		expect(bytes(result)).toBeLessThan(bytes(thirty.raw) * 0.65);
	});

	it('a workflow step keeps its output: every message; a Message Limit keeps the newest, oldest first', async () => {
		const all = await runV2(h.sim, getConversation(thirty.id));
		expect((all.items[0].json.messages as IDataObject[]).map(({ content }) => content)).toEqual(
			thirty.texts,
		);
		const limited = await runV2(h.sim, getConversation(thirty.id, { messageLimit: 4 }));
		expect((limited.items[0].json.messages as IDataObject[]).map(({ content }) => content)).toEqual(
			thirty.texts.slice(-4),
		);
	});

	it("an API error's message carries the status, LiveChatAI's message and the fix: what the model reads", async () => {
		const asTool = await runV2(h.sim, getConversation('conv_missing'), { asTool: true });
		const inWorkflow = await runV2(h.sim, getConversation('conv_missing'));
		const description = String(inWorkflow.error?.description);
		expect(description).toMatch(/404/);
		expect(inWorkflow.error?.message).not.toContain(description);
		expect(asTool.error?.message).toContain(inWorkflow.error?.message.replace(/\.$/, ''));
		expect(asTool.error?.message).toContain(description);
		expect(asTool.error?.message).not.toContain(h.sim.apiKey);
	});

	it('Conversation > End: one flat item saying it is resolved; a model that calls it twice gets the same', async () => {
		const conversationId = SEED.conversations.openUnassigned;
		const parameters = parametersFor('conversation:end', { conversationId: byId(conversationId) });
		const expected = {
			resolved: true,
			conversationId,
			userId: SEED.users.owner,
			contactId: h.sim.store.conversations.get(conversationId)?.contactId,
		};
		const first = await runV2(h.sim, parameters, { asTool: true });
		const again = await runV2(h.sim, parameters, { asTool: true });
		for (const { items, error } of [first, again]) {
			expect(error).toBeUndefined();
			expect(items.map(({ json }) => json)).toEqual([expected]);
		}
		expect(h.sim.store.conversations.get(conversationId)?.isResolved).toBe(true);
	});

	it('AI Suggestion > Get Many: question, answer, its message ID and the verdict, without the message objects', async () => {
		const parameters = parametersFor('aiSuggestion:getMany', {
			agent: byId(SEED.agents.knowledgeBase),
			limit: 3,
		});
		const asTool = await runV2(h.sim, parameters, { asTool: true });
		const inWorkflow = await runV2(h.sim, parameters);
		expect(asTool.items).toHaveLength(3);
		asTool.items.forEach(({ json }, index) => {
			const raw = inWorkflow.items[index].json as IDataObject & {
				userMessage: IDataObject;
				aiMessage: IDataObject;
			};
			expect(json).toEqual({
				id: raw.id,
				chatId: raw.chatId,
				question: raw.userMessage.text,
				answer: raw.aiMessage.text,
				answerMessageId: raw.aiMessage.id,
				evaluationTag: raw.evaluationTag,
				potentialGap: raw.potentialGap,
				suggestedImprovement: raw.suggestedImprovement,
			});
		});
	});

	it('Data Source > Add Q&A flags the pair as written by an AI, unless the option says otherwise', async () => {
		// Without the tool, no flag: test/nodes/v2/dataSource.test.ts.
		const sent = async (options: INodeParameters) => {
			h.sim.clearRequests();
			const pair = { question: 'Do you ship to Norway?', answer: 'Yes, in 3 to 5 days.' };
			const agent = byId(SEED.agents.support);
			await runV2(h.sim, parametersFor('dataSource:addQa', { agent, ...pair, options }), {
				asTool: true,
			});
			return (h.sim.requests.find(({ method }) => method === 'POST')?.body as IDataObject) ?? {};
		};
		expect((await sent({})).isGeneratedByAI).toBe(true);
		expect((await sent({ isGeneratedByAI: false })).isGeneratedByAI).toBeUndefined();
	});
});
