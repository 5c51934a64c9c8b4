/**
 * Activated workflows through n8n's REST API, as the editor makes them: a LiveChatAI Trigger workflow polling
 * every 10 s with an Error Workflow, created, published (activated) and unpublished; and what they did, read
 * back from the Executions list: the trigger's emitted events, the failed executions, the Error Workflow's runs.
 */
import { LiveChatAiTrigger } from '../../../nodes/LiveChatAi/LiveChatAiTrigger.node';
import type { IDataObject, IRunExecutionData } from 'n8n-workflow';

import type { ExecutionSummary, N8nServer } from './n8nServer';
import type { Credential, WorkflowNode } from './workflows';
import { byId, chain, TRIGGER_TYPE } from './workflows';

/** The name of the trigger node in the workflows made here. */
export const TRIGGER_NODE = 'LiveChatAI Trigger';

/**
 * Poll Times every 10 s: n8n refuses a cron firing more than once a minute, but takes several entries of
 * once a minute each, at seconds 0, 10, ..., 50.
 */
export const EVERY_10_SECONDS = {
	item: [0, 10, 20, 30, 40, 50].map((second) => ({
		mode: 'custom',
		cronExpression: `${second} * * * * *`,
	})),
};

/** A workflow (an example as shipped) with each LiveChatAI Trigger polling every 10 s instead of at its Poll Times. */
export function pollingEvery10Seconds<T extends { nodes: WorkflowNode[] }>(workflow: T): T {
	const fast = (node: WorkflowNode) => ({
		...node,
		parameters: { ...node.parameters, pollTimes: EVERY_10_SECONDS },
	});
	return {
		...workflow,
		nodes: workflow.nodes.map((node) => (node.type === TRIGGER_TYPE ? fast(node) : node)),
	};
}

/** The Error Workflow: Error Trigger → No Operation; its runs are counted in the Executions list. */
export async function createErrorWorkflow(server: N8nServer, name: string): Promise<string> {
	const nodes = [
		{ name: 'Error Trigger', type: 'n8n-nodes-base.errorTrigger' },
		{ name: 'Noted', type: 'n8n-nodes-base.noOp' },
	];
	return (await server.createWorkflow(chain(name, nodes))).id;
}

/** A LiveChatAI Trigger named TRIGGER_NODE, polling every 10 s with `credential`: `parameters` on top. */
/** The trigger version a user gets when adding the node: the one the end-to-end proofs run. */
export const NEW_TRIGGER_VERSION = new LiveChatAiTrigger().description.defaultVersion!;

export const triggerNode = (typeVersion: number, parameters: object, credential: Credential) => ({
	name: TRIGGER_NODE,
	type: TRIGGER_TYPE,
	typeVersion,
	parameters: { pollTimes: EVERY_10_SECONDS, ...parameters },
	credentials: { liveChatAiApi: { ...credential } },
});

/**
 * A LiveChatAI Trigger (the version new nodes get, New Activity of `agentId`) → No Operation, with `errorWorkflowId` as its Error
 * Workflow. Not active yet.
 */
export async function createTriggerWorkflow(
	server: N8nServer,
	name: string,
	agentId: string,
	errorWorkflowId: string,
	credential: Credential,
): Promise<string> {
	const parameters = { chatbot: byId(agentId), event: 'newActivity' };
	const trigger = triggerNode(NEW_TRIGGER_VERSION, parameters, credential);
	const nodes = [trigger, { name: 'Received', type: 'n8n-nodes-base.noOp' }];
	const workflow = chain(name, nodes, { errorWorkflow: errorWorkflowId });
	return (await server.createWorkflow(workflow)).id;
}

/** One emission of the trigger: a conversation with its lastMessageDate, in an execution. */
export type Emission = ReturnType<typeof emissionsIn>[number];

type Items = Array<{ json: IDataObject }>;

/**
 * The items the trigger emitted into an execution: each a conversation (`id`, `lastMessageDate`). Read from the
 * trigger node's run, or, when the execution never ran it to its end (n8n was killed: the execution is then
 * "crashed"), from the items n8n had queued for it. n8n's recovery at the next start gives such a trigger run
 * one artificial item of its own in place of the real ones; those stay queued in the execution.
 */
export function emissionsIn(
	data: IRunExecutionData,
	executionId: string,
	triggerNode = TRIGGER_NODE,
) {
	const ran = (data.resultData.runData[triggerNode] ?? [])
		.flatMap((run) => (run.data?.main?.[0] ?? []) as Items)
		.filter(({ json }) => json.isArtificialRecoveredEventItem !== true);
	const queued = (data.executionData?.nodeExecutionStack ?? [])
		.filter((entry) => entry.node.name === triggerNode)
		.flatMap((entry) => (entry.data.main?.[0] ?? []) as Items);
	return (ran.length > 0 ? ran : queued).map(({ json }) => ({
		id: String(json.id),
		lastMessageDate: String(json.lastMessageDate),
		executionId,
	}));
}

export interface TriggerRuns {
	executions: ExecutionSummary[];
	emissions: Emission[];
	/** The failed executions (status `error`), with the error they show. */
	failures: Array<{ id: string; createdAt: string; message: string; description: string }>;
	/**
	 * Every execution's stored data as text (the Error Workflow's runs too, once finished), to look for what
	 * must not be there: the API key.
	 */
	texts: string[];
}

/** Everything the Executions list holds for a trigger workflow (its trigger node named `triggerNode`). */
export async function triggerRuns(
	server: N8nServer,
	workflowId: string,
	triggerNode = TRIGGER_NODE,
): Promise<TriggerRuns> {
	const executions = await server.executionsOf(workflowId);
	const runs: TriggerRuns = { executions, emissions: [], failures: [], texts: [] };
	for (const execution of executions) {
		const { data, text } = await server.execution(execution.id);
		runs.texts.push(text);
		if (execution.status === 'error') {
			const error = (data.resultData.error ?? {}) as { message?: string; description?: string };
			runs.failures.push({
				id: execution.id,
				createdAt: execution.createdAt,
				message: error.message ?? '',
				description: error.description ?? '',
			});
		} else {
			runs.emissions.push(...emissionsIn(data, execution.id, triggerNode));
		}
	}
	return runs;
}
