/** Running an imported workflow with `n8n execute`, for the suites of workflow runs. */
import type { IRunExecutionData } from 'n8n-workflow';

import type { Simulator } from '../../simulator';
import type { N8n } from '../harness/n8n';
import { describeRun } from '../harness/runData';

export interface WorkflowRunContext {
	readonly sim: Simulator;
	/** Runs an imported workflow; it must succeed, and every request must carry the credential's key. */
	execute(workflowId: string): Promise<IRunExecutionData>;
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
