/**
 * One version-2 workflow of test/e2e/workflows in an n8n of its own: imported with the simulator's credential,
 * run with `n8n execute`, the simulator back to its seed before each test.
 */
import type { IRunExecutionData } from 'n8n-workflow';

import type { Simulator } from '../../simulator';
import { startSimulator } from '../../simulator';
import type { N8nVersionSetup } from '../harness/manifest';
import { N8n } from '../harness/n8n';
import { stopAll } from '../harness/processes';
import { describeRun } from '../harness/runData';
import type { WorkflowJson } from '../harness/workflows';
import {
	liveChatAiNodes,
	nodeOperation,
	simulatorCredential,
	workflow,
} from '../harness/workflows';

export interface V2WorkflowRun {
	readonly sim: Simulator;
	readonly workflow: WorkflowJson;
	/** Runs the workflow; it must succeed, and every request must carry the credential's key. */
	execute(): Promise<IRunExecutionData>;
	/** The operations of the workflow's LiveChatAI nodes, sorted; it fails unless all are at typeVersion 2. */
	operations(): string[];
}

/** Runs a stored workflow; it must succeed, and every request the simulator got must carry the credential's key. */
export async function executeSucceeding(
	n8n: N8n,
	sim: Simulator,
	workflowId: string,
): Promise<IRunExecutionData> {
	const { code, run } = await n8n.execute(workflowId);
	expect({ code, run: describeRun(run) }).toEqual({ code: 0, run: 'status success' });
	expect(sim.requests.length).toBeGreaterThan(0);
	for (const request of sim.requests) {
		expect(request.headers.authorization).toBe(`Bearer ${sim.apiKey}`);
	}
	return run.data;
}

/** Sets the workflow's n8n up (call inside a `describe`) and gives what its tests use. */
export function v2WorkflowRun(setup: N8nVersionSetup, file: string): V2WorkflowRun {
	const json = workflow(file);
	let sim: Simulator;
	let n8n: N8n;

	beforeAll(async () => {
		sim = await startSimulator({ port: 0 });
		n8n = new N8n(setup, `n8n-${setup.version}-${file.replace(/\.json$/, '')}`);
		await n8n.importCredentials([simulatorCredential(sim)]);
		await n8n.importWorkflows([json]);
	}, 180_000);

	afterAll(async () => {
		await stopAll();
		await sim?.close();
	});

	beforeEach(() => sim.reset());

	return {
		get sim() {
			return sim;
		},
		workflow: json,
		async execute() {
			return await executeSucceeding(n8n, sim, json.id);
		},
		operations() {
			const nodes = liveChatAiNodes(json);
			expect(nodes.map((node) => node.typeVersion)).toEqual(nodes.map(() => 2));
			return nodes.map(nodeOperation).sort();
		},
	};
}
