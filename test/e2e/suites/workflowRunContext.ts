/** What a sub-suite of the workflow runs gets from the suite that owns the n8n and the simulator. */
import type { IRunExecutionData } from 'n8n-workflow';

import type { Simulator } from '../../simulator';
import type { N8n } from '../harness/n8n';

export interface WorkflowRunContext {
	readonly sim: Simulator;
	readonly n8n: N8n;
	/** Runs an imported workflow; it must succeed, and every request must carry the credential's key. */
	execute(workflowId: string): Promise<IRunExecutionData>;
}
