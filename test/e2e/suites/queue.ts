/**
 * Queue mode: Redis, one `n8n start` main with EXECUTIONS_MODE=queue and one `n8n worker`, sharing the user
 * folder. A workflow with the node, run from the editor's REST API, is enqueued by the main and executed by
 * the worker, with the same result as `n8n execute` gives in regular mode, twice over (the node keeps no
 * state of its own between executions).
 */
import type { IDataObject, IRunExecutionData } from 'n8n-workflow';

import type { LoggedRequest, Simulator } from '../../simulator';
import { SEED } from '../../simulator';
import { packageLoadReport } from '../harness/logChecks';
import { n8nLine } from '../harness/manifest';
import type { N8nServer } from '../harness/n8nServer';
import { logLines } from '../harness/n8n';
import type { ProcessGroup } from '../harness/processes';
import { waitFor } from '../harness/processes';
import { nodeJson } from '../harness/runData';
import { expectCleanLog, useN8n } from '../harness/useN8n';
import { liveChatAiNodes, workflow } from '../harness/workflows';

/** The workflow: list conversations, show the typing indicator (a read and a write). */
const WORKFLOW = workflow('conversation.json');

/** What a run of WORKFLOW did: each LiveChatAI node's output, and the requests the simulator received. */
function outcome(data: IRunExecutionData, requests: LoggedRequest[]) {
	return {
		outputs: Object.fromEntries(
			liveChatAiNodes(WORKFLOW).map((node) => [node.name, nodeJson(data, node.name)]),
		) as Record<string, IDataObject[]>,
		requests: requests.map(({ method, path, query, body, headers }) => {
			return { method, path, query, body, authorization: headers.authorization };
		}),
	};
}

export function queueSuite(major: 1 | 2): void {
	const setup = n8nLine(major);

	describe(`n8n ${setup.version} in queue mode: a main, a worker and Redis`, () => {
		const under = useN8n(setup, 'queue', { workflows: () => [WORKFLOW] });
		let sim: Simulator;
		let main: N8nServer;
		let worker: ProcessGroup;
		let regular: ReturnType<typeof outcome>;

		beforeAll(async () => {
			sim = under.sim;
			// The reference: the same workflow in regular mode.
			const { code, run } = await under.n8n.execute(WORKFLOW.id);
			expect({ code, status: run.status }).toEqual({ code: 0, status: 'success' });
			regular = outcome(run.data, sim.requests);
			({ main, worker } = await under.n8n.startQueueMode());
			await main.setUpOwner();
		}, 300_000);

		/** Runs the workflow through the main, as the editor's Execute button does, and waits for its end. */
		async function runOnWorker() {
			const executionId = await main.runWorkflow(WORKFLOW.id, 'Start');
			const execution = await main.waitForExecution(executionId);
			expect(execution.status).toBe('success');
			expect(JSON.stringify(execution.data)).not.toContain(sim.apiKey);
			return { executionId, result: outcome(execution.data, sim.requests) };
		}

		/** The messages of a process's log lines whose metadata names the execution. */
		const messagesAbout = (process: ProcessGroup, executionId: string) =>
			logLines(process.output)
				.filter(({ metadata }) => metadata?.executionId === executionId)
				.map(({ message }) => message);

		/**
		 * The worker's messages about the execution once it has logged finishing it: the worker saves the result
		 * (which the main then reads) before it writes that line, so the line may come a moment after the result.
		 */
		const workerFinished = async (executionId: string) =>
			await waitFor(
				`the worker logged no "Worker finished execution ${executionId}"`,
				() => {
					const messages = messagesAbout(worker, executionId);
					return messages.some((m) => m?.startsWith('Worker finished execution')) && messages;
				},
				10_000,
			);

		it('the main enqueues the run, the worker executes it, with the same result as in regular mode', async () => {
			const { executionId, result } = await runOnWorker();
			expect(result).toEqual(regular);
			expect(result.outputs['Newest conversations'][0].id).toBe(SEED.conversations.latest);
			expect(result.requests).toHaveLength(2);

			const logged = (what: string) =>
				expect.stringMatching(new RegExp(`^${what} execution ${executionId} \\(job \\d+\\)$`));
			expect(messagesAbout(main.process, executionId)).toContainEqual(logged('Enqueued'));
			expect(await workerFinished(executionId)).toEqual(
				expect.arrayContaining([logged('Worker started'), logged('Worker finished')]),
			);
			// The nodes ran in the worker's process, not in the main's.
			for (const node of liveChatAiNodes(WORKFLOW)) {
				const ran = `Running node "${node.name}" finished successfully`;
				expect(logLines(worker.output).some(({ message }) => message === ran)).toBe(true);
				expect(logLines(main.process.output).some(({ message }) => message === ran)).toBe(false);
			}
		});

		it('a second run on the same worker gives the same result again: the node keeps no state', async () => {
			const first = await runOnWorker();
			sim.reset();
			const second = await runOnWorker();
			expect(second.executionId).not.toBe(first.executionId);
			expect(second.result).toEqual(regular);
			expect(await workerFinished(second.executionId)).toEqual(
				expect.arrayContaining([expect.stringMatching(/^Worker finished execution/)]),
			);
		});

		it('both the main and the worker loaded the package without a warning or an error about it', () => {
			for (const process of [main.process, worker]) {
				expect(packageLoadReport(process.output)).toEqual(
					expect.objectContaining({ nodes: 2, credentials: 1 }),
				);
			}
			expectCleanLog(under);
		});
	});
}
