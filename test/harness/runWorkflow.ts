import { ExecutionLifecycleHooks, WorkflowExecute } from 'n8n-core';
import type {
	ExecutionError,
	ICredentialDataDecryptedObject,
	IDataObject,
	INode,
	INodeExecutionData,
	INodeParameters,
	IRun,
	IRunExecutionData,
	IWorkflowBase,
	IWorkflowExecuteAdditionalData,
	WorkflowExecuteMode,
} from 'n8n-workflow';
import { Workflow } from 'n8n-workflow';

import { TestCredentialsHelper } from './credentialsHelper';
import './logCapture';
import { credentialTypes, nodeTypes, PACKAGE } from './registry';

export interface NodeUnderTest {
	/** Short type name inside this package, e.g. `liveChatAi`, or a full one from the test registry. */
	type: string;
	typeVersion?: number;
	parameters: INodeParameters;
	continueOnFail?: boolean;
	/** "On Error: Continue (using error output)": failures go to a second output. */
	errorOutput?: boolean;
}

export interface RunNodeOptions {
	/** The items the node receives, from an upstream node. */
	input?: IDataObject[];
	/** Decrypted data of the `liveChatAiApi` credential; omit for a node without credentials. */
	credentials?: ICredentialDataDecryptedObject;
	mode?: WorkflowExecuteMode;
	/** Run as n8n does when it streams the workflow's output to its caller (e.g. a Chat Trigger with streaming). */
	streaming?: boolean;
	/** The ID of the workflow run (default `TEST_WORKFLOW_ID`). */
	workflowId?: string;
	/** The workflow's timezone setting (default: n8n's, America/New_York). */
	timezone?: string;
}

export interface NodeRun {
	items: INodeExecutionData[];
	/** Every output of the node (the error output second, with `errorOutput`). */
	outputs: INodeExecutionData[][];
	error?: ExecutionError;
	run: IRun;
	/** The chunks the nodes sent to the streaming caller (with `streaming`). */
	chunks: Array<{ type: string; content?: string; metadata: { itemIndex: number } }>;
}

export const NODE_NAME = 'Node Under Test';
export const TEST_WORKFLOW_ID = 'test';
const INPUT_NAME = 'Input';

/** A node in a workflow, of a type of the test registry (a short one is this package's), with the credential. */
export function workflowNode(
	name: string,
	type: string,
	typeVersion: number,
	parameters: INodeParameters,
	withCredential = true,
): INode {
	const credentials = withCredential
		? { liveChatAiApi: { id: '1', name: 'LiveChatAI test' } }
		: undefined;
	const fullType = type.includes('.') ? type : `${PACKAGE}.${type}`;
	return { id: name, name, type: fullType, typeVersion, position: [0, 0], parameters, credentials };
}

export function additionalDataFor(
	hooks: ExecutionLifecycleHooks | undefined,
	credentials: ICredentialDataDecryptedObject | undefined,
): IWorkflowExecuteAdditionalData {
	const credentialsHelper = new TestCredentialsHelper(
		credentialTypes,
		credentials ? { liveChatAiApi: credentials } : {},
	);
	// The URLs of webhooks, forms and MCP are left out: nothing these nodes do reads them.
	return {
		hooks,
		credentialsHelper,
		currentNodeExecutionIndex: 0,
		restApiUrl: 'http://127.0.0.1/rest',
		instanceBaseUrl: 'http://127.0.0.1/',
		variables: {},
		logAiEvent: () => {},
	} as unknown as IWorkflowExecuteAdditionalData;
}

/**
 * Runs `Input → node` as a real workflow through n8n-core's WorkflowExecute: real parameter and expression
 * resolution, the credential's real authenticate, real HTTP.
 */
export async function runNode(node: NodeUnderTest, options: RunNodeOptions = {}): Promise<NodeRun> {
	const { input = [{}], credentials, mode = 'manual', streaming = false } = options;
	const id = options.workflowId ?? TEST_WORKFLOW_ID;
	const source = { items: JSON.stringify(input) };
	const nodes: INode[] = [
		workflowNode(INPUT_NAME, `${PACKAGE}-test.itemsSource`, 1, source, false),
		{
			...workflowNode(NODE_NAME, node.type, node.typeVersion ?? 1, node.parameters, !!credentials),
			...(node.continueOnFail ? { onError: 'continueRegularOutput' as const } : {}),
			...(node.errorOutput ? { onError: 'continueErrorOutput' as const } : {}),
		},
	];
	const connections = {
		[INPUT_NAME]: { main: [[{ node: NODE_NAME, type: 'main' as const, index: 0 }]] },
	};
	const settings = options.timezone === undefined ? {} : { timezone: options.timezone };
	const workflow = new Workflow({ id, nodes, connections, nodeTypes, active: false, settings });
	const workflowData = { id, name: 'test', nodes, connections } as unknown as IWorkflowBase;
	const hooks = new ExecutionLifecycleHooks(mode, 'test-execution', workflowData);
	let resolveFinished: (run: IRun) => void = () => {};
	const finished = new Promise<IRun>((resolve) => (resolveFinished = resolve));
	hooks.addHandler('workflowExecuteAfter', (run) => resolveFinished(run));
	const chunks: NodeRun['chunks'] = [];
	if (streaming) hooks.addHandler('sendChunk', (chunk) => void chunks.push(chunk));

	const runExecutionData: IRunExecutionData = {
		resultData: { runData: {} },
		executionData: {
			contextData: {},
			metadata: {},
			waitingExecution: {},
			waitingExecutionSource: null,
			nodeExecutionStack: [{ node: nodes[0], data: { main: [[{ json: {} }]] }, source: null }],
		},
	} as unknown as IRunExecutionData;
	const additionalData = additionalDataFor(hooks, credentials);
	additionalData.streamingEnabled = streaming;
	const execution = new WorkflowExecute(additionalData, mode, runExecutionData);
	await execution.processRunExecutionData(workflow);
	const run = await finished;

	const taskData = run.data.resultData.runData[NODE_NAME]?.[0];
	return {
		items: taskData?.data?.main?.[0] ?? [],
		outputs: (taskData?.data?.main ?? []).map((output) => output ?? []),
		error: run.data.resultData.error ?? taskData?.error,
		run,
		chunks,
	};
}
