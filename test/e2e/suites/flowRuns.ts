/** Flows in real n8n: Continue On Fail (regular and error output), and the runnable examples of examples/. */
import type { IDataObject, IRunExecutionData } from 'n8n-workflow';

import type { Simulator } from '../../simulator';
import { SEED } from '../../simulator';
import type { N8nUnderTest } from '../harness/useN8n';
import { executeSucceeding } from '../harness/useN8n';
import { nodeJson, nodeOutput, nodeRuns } from '../harness/runData';
import { liveChatAiNodes, runnableExamples } from '../harness/workflows';

const SUPPORT = SEED.chatbots.support;

export function flowRuns(under: N8nUnderTest): void {
	const examples = runnableExamples();

	// n8n moves an item to the error output only when it carries `error` (item.error) or its JSON has no keys
	// but `error` and `message` (2.x also allows `details`): the node's error items have exactly those two.
	it('Continue On Fail: the failing item becomes an error item paired with its input (or goes to the error output); the workflow succeeds', async () => {
		const data = await executeSucceeding(under, 'e2e-continue-on-fail');
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
	});

	if (examples.length > 0) {
		it.each(examples.map((example) => [example.file, example] as const))(
			'example %s runs: every LiveChatAI node outputs items, none is an error',
			async (_file, { workflow }) => {
				const data = await executeSucceeding(under, workflow.id);
				for (const node of liveChatAiNodes(workflow)) {
					const runs = nodeRuns(data, node.name);
					const items = runs.flatMap((task) => task.data?.main?.[0] ?? []);
					expect(items.length).toBeGreaterThan(0);
					for (const { json } of items) expect(json.error).toBeUndefined();
				}
				exampleChecks[workflow.id]?.(data, under.sim);
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
