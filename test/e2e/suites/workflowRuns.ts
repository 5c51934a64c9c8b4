/**
 * The workflows of test/e2e/workflows (one per resource, together every operation of version 1; Continue
 * On Fail; expressions over several items) and the runnable examples, imported into a real n8n and run
 * with `n8n execute`, checked by their output and by the requests the simulator received.
 */
import type { Simulator } from '../../simulator';
import { SIMULATOR_IDENTITY_SECRET, startSimulator } from '../../simulator';
import { versionSpec as v1Spec } from '../../../nodes/LiveChatAi/v1/actions/versionDescription';
import { versionSpec as v2Spec } from '../../../nodes/LiveChatAi/v2/actions/versionDescription';
import { operationsOf } from '../../harness/operations';
import { nodeTypes, PACKAGE } from '../../harness/registry';
import { packageProblems } from '../harness/logChecks';
import { n8nLine } from '../harness/manifest';
import { N8n } from '../harness/n8n';
import { stopAll } from '../harness/processes';
import {
	allWorkflows,
	liveChatAiNodes,
	nodeOperation,
	runnableExamples,
	simulatorCredential,
} from '../harness/workflows';
import { v1FlowRuns } from './v1FlowRuns';
import { v1ResourceRuns } from './v1ResourceRuns';
import { executeSucceeding } from './v2WorkflowRun';
import type { WorkflowRunContext } from './workflowRunContext';

const descriptionOf = (version: number) =>
	nodeTypes.getByNameAndVersion(`${PACKAGE}.liveChatAi`, version).description;

export function workflowRunsSuite(major: 1 | 2): void {
	const setup = n8nLine(major);

	describe(`n8n ${setup.version}: workflows run by \`n8n execute\``, () => {
		let sim: Simulator;
		let n8n: N8n;
		beforeAll(async () => {
			sim = await startSimulator({ port: 0 });
			n8n = new N8n(setup, `n8n-${setup.version}-workflows`);
			await n8n.importCredentials([simulatorCredential(sim)]);
			await n8n.importWorkflows([
				...Object.values(allWorkflows()),
				...runnableExamples().map((example) => example.workflow),
			]);
		}, 180_000);

		afterAll(async () => {
			await stopAll();
			await sim?.close();
		});

		beforeEach(() => sim.reset());

		const execute = async (workflowId: string) => await executeSucceeding(n8n, sim, workflowId);

		/** The operations the enabled nodes of `version` (1: typeVersion 1.x) use across every workflow. */
		const usedOperations = (version: 1 | 2) =>
			new Set(
				Object.values(allWorkflows()).flatMap((workflow) =>
					liveChatAiNodes(workflow)
						.filter((node) => Math.floor(node.typeVersion) === version)
						.map(nodeOperation),
				),
			);

		it('the workflows together use every operation of version 1', () => {
			const all = operationsOf(descriptionOf(1).properties);
			expect(all).toHaveLength(21);
			expect(Object.keys(v1Spec.resources)).toHaveLength(7);
			expect([...usedOperations(1)].sort()).toEqual([...all].sort());
		});

		it('the version-2 workflows together use every operation of version 2', () => {
			const all = operationsOf(descriptionOf(2).properties);
			expect(new Set(all.map((operation) => operation.split(':')[0]))).toEqual(
				new Set(Object.keys(v2Spec.resources)),
			);
			expect([...usedOperations(2)].sort()).toEqual([...all].sort());
		});

		const ctx: WorkflowRunContext = {
			get sim() {
				return sim;
			},
			get n8n() {
				return n8n;
			},
			execute,
		};
		v1ResourceRuns(ctx);
		v1FlowRuns(ctx);

		it('n8n logged no warning or error about the package, and never printed the API key', () => {
			expect(packageProblems(n8n.output)).toEqual([]);
			expect(n8n.output).not.toContain(sim.apiKey);
			expect(n8n.output).not.toContain(SIMULATOR_IDENTITY_SECRET);
		});
	});
}
