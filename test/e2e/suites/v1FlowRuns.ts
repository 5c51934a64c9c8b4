/**
 * Flows in real n8n: Continue On Fail (regular and error output), expressions over several items, and the
 * runnable examples of examples/.
 */
import type { IDataObject, IRunExecutionData } from 'n8n-workflow';

import type { Simulator } from '../../simulator';
import { SEED } from '../../simulator';
import { nodeJson, nodeOutput, nodeRuns } from '../harness/runData';
import { liveChatAiNodes, runnableExamples } from '../harness/workflows';
import type { WorkflowRunContext } from './workflowRunContext';

const SUPPORT = SEED.chatbots.support;

export function v1FlowRuns(ctx: WorkflowRunContext): void {
	const examples = runnableExamples();

	// n8n moves an item to the error output only when it carries `error` (item.error) or its JSON has no keys
	// but `error` and `message` (2.x also allows `details`): the node's error items have exactly those two.
	it('Continue On Fail: the failing item becomes an error item paired with its input (or goes to the error output); the workflow succeeds', async () => {
		const data = await ctx.execute('e2e-continue-on-fail');
		const found = (chatbotId: string, item: number) => ({
			json: expect.objectContaining({ chatbotId }),
			pairedItem: { item },
		});
		const error = { error: 'Chatbot not found', message: expect.stringContaining('HTTP 404') };
		expect(nodeOutput(data, 'Get each chatbot')).toEqual([
			found(SUPPORT, 0),
			{ json: error, pairedItem: { item: 1 } },
			found(SEED.chatbots.docs, 2),
		]);
		// On the error output n8n 1.x keeps the input item's fields beside the error's.
		const apart = 'Get each chatbot, errors apart';
		expect(nodeOutput(data, apart, 0)).toEqual([found(SUPPORT, 0), found(SEED.chatbots.docs, 2)]);
		expect(nodeOutput(data, apart, 1)).toEqual([
			{ json: expect.objectContaining(error), pairedItem: { item: 1 } },
		]);
		// Both nodes asked for every chatbot: the failure stopped nothing (each node's items go at once).
		const asked = ctx.sim.requests.map((request) => request.query.chatbotId as string);
		const everyChatbot = [SUPPORT, 'bot_missing', SEED.chatbots.docs].sort();
		expect([...asked.slice(0, 3)].sort()).toEqual(everyChatbot);
		expect([...asked.slice(3)].sort()).toEqual(everyChatbot);
	});

	it('Expressions over several items: a Code node emits FAQ rows, Add Q&A sends one request per row', async () => {
		const data = await ctx.execute('e2e-faq-rows');
		const rows = nodeJson(data, 'FAQ rows');
		expect(rows).toHaveLength(3);
		const items = nodeOutput(data, 'Add a Q&A pair per row');
		expect(
			items.map((item) => [item.json.question, item.json.isGeneratedByAI, item.pairedItem]),
		).toEqual([
			['Do you ship abroad?', false, { item: 0 }],
			['Is there an app?', true, { item: 1 }],
			['Can I pay by invoice?', false, { item: 2 }],
		]);
		// One request per row, the rows sent at once (in any order).
		const byQuestion = (a: IDataObject, b: IDataObject) =>
			String(a.question).localeCompare(String(b.question));
		expect(
			(ctx.sim.requests.map((request) => request.body) as IDataObject[]).sort(byQuestion),
		).toEqual(
			rows
				.map(({ question, answer, ai }) => ({
					question,
					answer,
					chatbotId: SUPPORT,
					isGeneratedByAI: ai,
				}))
				.sort(byQuestion),
		);
		for (const item of items) {
			expect(ctx.sim.store.dataSources.get(item.json.id as string)).toMatchObject({
				source: 'QA',
				question: item.json.question,
			});
		}
	});

	if (examples.length > 0) {
		it.each(examples.map((example) => [example.file, example] as const))(
			'example %s runs: every LiveChatAI node outputs items, none is an error',
			async (_file, { workflow }) => {
				const data = await ctx.execute(workflow.id);
				for (const node of liveChatAiNodes(workflow)) {
					const runs = nodeRuns(data, node.name);
					const items = runs.flatMap((task) => task.data?.main?.[0] ?? []);
					expect(items.length).toBeGreaterThan(0);
					for (const { json } of items) expect(json.error).toBeUndefined();
				}
				exampleChecks[workflow.id]?.(data, ctx.sim);
			},
		);
	}
}

/** Checks of the examples known when this suite was written; a new example gets the generic checks only. */
const exampleChecks: Record<string, (data: IRunExecutionData, sim: Simulator) => void> = {
	// Import a FAQ sheet as Q&A pairs: Sync Q&A reads the agent's pairs, then adds one pair per new row.
	LcaiExFaqImport1(data, sim) {
		const rows = nodeJson(data, 'Sample FAQ rows');
		const synced = nodeJson(data, 'Sync Q&A pairs');
		expect(synced.map((item) => [item.action, item.question])).toEqual(
			rows.map((row) => ['added', row.question]),
		);
		const sent = sim.requests
			.filter((request) => request.method === 'POST' && request.path === '/api/v2/data-sources/qa')
			.map((request) => (request.body as IDataObject).question);
		expect([...sent].sort()).toEqual(rows.map((row) => row.question as string).sort());
	},
	// Answer in a flow (version 2): a streamed answer, then a follow-up in the same conversation.
	LcaiExAnswerFlw1(data, sim) {
		const sends = sim.requests.filter(
			(request) => request.method === 'POST' && request.path === '/api/v2/conversations',
		);
		expect(sends).toHaveLength(2);
		const [first, second] = sends.map((request) => request.body as IDataObject);
		const [answer] = nodeJson(data, 'Ask the Support Bot');
		expect(answer).toMatchObject({
			conversationId: expect.any(String),
			messageId: expect.any(String),
		});
		expect(first).toMatchObject({ agentId: SUPPORT, streaming: true });
		expect(second).toMatchObject({ agentId: SUPPORT, conversationId: answer.conversationId });
	},
};
