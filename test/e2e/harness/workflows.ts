/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test tooling: reads the workflow files */
/** The workflows the tests run (test/e2e/workflows) and the package's examples (examples/). */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Simulator } from '../../simulator';
import { SIMULATOR_IDENTITY_SECRET } from '../../simulator';

export interface WorkflowNode {
	name: string;
	type: string;
	typeVersion: number;
	parameters: Record<string, unknown>;
	credentials?: Record<string, { id: string; name: string }>;
	disabled?: boolean;
}

export interface WorkflowJson {
	id: string;
	name: string;
	nodes: WorkflowNode[];
	connections: Record<string, unknown>;
}

export type Credential = { id: string; name: string };

/** The credential every workflow (and every example) names: id and name as `npm start` imports it. */
export const CREDENTIAL = { id: 'LiveChatAiLocal1', name: 'LiveChatAI (local simulator)' } as const;

export const NODE_TYPE = 'n8n-nodes-livechatai.liveChatAi';
export const TRIGGER_TYPE = 'n8n-nodes-livechatai.liveChatAiTrigger';
export const TOOL_TYPE = 'n8n-nodes-livechatai.liveChatAiTool';
export const READ_WRITE_FILE_TYPE = 'n8n-nodes-base.readWriteFile';

/** A credential of its own, for one simulator among several (a scenario's, a flow's). */
export const credentialNamed = (name: string): Credential => ({
	id: `LiveChatAi${name}`,
	name: `LiveChatAI (${name})`,
});

/**
 * For `n8n import:credentials`: the simulator's URL and key, and its identity verification secret, under the
 * examples' credential or another id and name (one credential per simulator where several run side by side).
 */
export function simulatorCredential(sim: Simulator, credential: Credential = CREDENTIAL) {
	return {
		...credential,
		type: 'liveChatAiApi',
		data: { apiKey: sim.apiKey, baseUrl: sim.url, identitySecret: SIMULATOR_IDENTITY_SECRET },
	};
}

const workflowsDir = join(__dirname, '..', 'workflows');
const examplesDir = join(__dirname, '..', '..', '..', 'examples');

const readWorkflow = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as WorkflowJson;

export const workflow = (file: string) => readWorkflow(join(workflowsDir, file));

/** Every workflow of test/e2e/workflows, by file name. */
export function allWorkflows(): Record<string, WorkflowJson> {
	return Object.fromEntries(
		readdirSync(workflowsDir)
			.filter((file) => file.endsWith('.json'))
			.map((file) => [file, workflow(file)]),
	);
}

/** One example of examples/, by file name. */
export function example(file: string) {
	return { file, workflow: readWorkflow(join(examplesDir, file)) };
}

/**
 * The examples `n8n execute` can run: those started by a Manual Trigger, without AI nodes (an AI Agent
 * needs a language model), without the trigger (CLI mode never polls), without an enabled HTTP Request
 * (the tests talk to 127.0.0.1 only) and without an enabled Read/Write Files from Disk (its folder is the
 * user's: such an example has a suite of its own that swaps in a folder of its files).
 */
export function runnableExamples() {
	if (!existsSync(examplesDir)) return [];
	return readdirSync(examplesDir)
		.filter((file) => file.endsWith('.json'))
		.sort()
		.map(example)
		.filter(({ workflow: { nodes } }) => {
			const types = nodes.filter((node) => !node.disabled).map((node) => node.type);
			return (
				types.includes('n8n-nodes-base.manualTrigger') &&
				types.includes(NODE_TYPE) &&
				!types.some(
					(type) =>
						type.startsWith('@n8n/n8n-nodes-langchain.') ||
						type === TRIGGER_TYPE ||
						type === 'n8n-nodes-base.httpRequest' ||
						type === READ_WRITE_FILE_TYPE,
				)
			);
		});
}

/** A resource locator by ID, e.g. the Support Bot, or a conversation the model names. */
export const byId = (value: string) => ({ __rl: true, mode: 'id', value });

/** The enabled LiveChatAI nodes of a workflow. */
export function liveChatAiNodes(workflow: WorkflowJson): WorkflowNode[] {
	return workflow.nodes.filter((node) => node.type === NODE_TYPE && !node.disabled);
}

/** A LiveChatAI node's operation, as `resource:operation`. */
export function nodeOperation(node: WorkflowNode): string {
	return `${String(node.parameters.resource)}:${String(node.parameters.operation)}`;
}

/**
 * A workflow of `nodes` one after the other, each one's main output into the next (typeVersion 1 and no
 * parameters unless given), as the editor saves it; `settings` on top of execution order v1.
 */
export function chain(
	name: string,
	nodes: Array<Pick<WorkflowNode, 'name' | 'type'> & Partial<WorkflowNode>>,
	settings: object = {},
) {
	const next = (index: number) => ({
		main: [[{ node: nodes[index + 1].name, type: 'main', index: 0 }]],
	});
	return {
		name,
		nodes: nodes.map((node, index) => ({
			id: randomUUID(),
			typeVersion: 1,
			parameters: {},
			position: [index * 220, 0],
			...node,
		})),
		connections: Object.fromEntries(
			nodes.slice(0, -1).map((node, index) => [node.name, next(index)]),
		),
		settings: { executionOrder: 'v1', ...settings },
	};
}
