/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test tooling: drives a real n8n and keeps what the model received */
/**
 * One n8n (`n8n start`) with the LiveChatAI simulator's credential and an OpenAI credential pointed at the
 * scripted model; workflows with an AI Agent run as the editor runs them (REST), one after the other.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IDataObject, IRunExecutionData } from 'n8n-workflow';

import type { ScriptedModel, Step, ToolResult } from '../../scriptedModel';
import { startScriptedModel } from '../../scriptedModel';
import { modelCredential } from '../harness/agentWorkflows';
import type { N8nVersionSetup } from '../harness/manifest';
import { runDir } from '../harness/manifest';
import { nodeJson, nodeRuns } from '../harness/runData';
import { useN8n } from '../harness/useN8n';
import type { WorkflowJson } from '../harness/workflows';

type Start = { node: string; data?: object };

/** What a failed run's error says: its message, its description, the node that failed. */
export interface ExecutionError {
	message: string;
	description?: string | null;
	node?: { name: string };
}

/** Sets the n8n up (call inside a `describe`) with these workflows imported. */
export function agentRun(setup: N8nVersionSetup, workflows: () => WorkflowJson[]) {
	let model: ScriptedModel;
	beforeAll(async () => {
		model = await startScriptedModel();
	});
	afterAll(async () => await model?.close());
	const under = useN8n(setup, 'ai-agent', {
		credentials: () => [modelCredential(model)],
		workflows,
		start: true,
	});

	async function execute(label: string, workflow: WorkflowJson, script: Step[], start?: Start) {
		model.play(script);
		const { node, data } = start ?? { node: 'Start' };
		const { server } = under;
		const execution = await server.waitForExecution(
			await server.runWorkflow(workflow.id, node, data),
			150_000,
		);
		keepModelRequests(model, label);
		expect(model.requests.map((request) => request.error)).toEqual(
			model.requests.map(() => undefined),
		);
		return execution;
	}

	return {
		get sim() {
			return under.sim;
		},
		get model() {
			return model;
		},
		get n8n() {
			return under.n8n;
		},
		get server() {
			return under.server;
		},
		/**
		 * Plays the script, runs the workflow from `start` (default: its Manual Trigger, Start; a Chat Trigger with
		 * the message as `data`) and waits for its end: it must succeed, every model request fit the script. Keeps
		 * the model's requests in the run's folder as `<label>.model-requests.json`.
		 */
		async run(label: string, workflow: WorkflowJson, script: Step[], start?: Start) {
			const execution = await execute(label, workflow, script, start);
			const failure = execution.data.resultData.error?.message;
			expect({ status: execution.status, failure }).toEqual({
				status: 'success',
				failure: undefined,
			});
			return execution.data;
		},
		/** As `run`, for a run that must fail: its error. */
		async runToFailure(label: string, workflow: WorkflowJson, script: Step[]) {
			const execution = await execute(label, workflow, script);
			expect(execution.status).toBe('error');
			return execution.data.resultData.error as unknown as ExecutionError;
		},
	};
}

export type AgentRun = ReturnType<typeof agentRun>;

/** Keeps what the model received in the run's folder, as `<label>.model-requests.json`: for a reader. */
export function keepModelRequests(model: ScriptedModel, label: string): void {
	writeFileSync(
		join(runDir(), `${label}.model-requests.json`),
		JSON.stringify(model.requests, null, 2),
	);
}

export const agentOutput = (data: IRunExecutionData) => nodeJson(data, 'AI Agent')[0]?.output;

/** The items a tool node gave the agent in its run (n8n logs a tool's output under `ai_tool`). */
export function toolItems(data: IRunExecutionData, nodeName: string): IDataObject[] {
	const [task] = nodeRuns(data, nodeName);
	return (task.data?.ai_tool?.[0] ?? []).map((item) => item.json);
}

/** The one result of a tool the model received; fails unless there is exactly one. */
export function onlyResult(model: ScriptedModel, tool: string): ToolResult {
	const results = model.toolResults().filter((result) => result.name === tool);
	expect(results.map((result) => result.name)).toEqual([tool]);
	return results[0];
}

/** A tool result's output parsed: n8n sends JSON (the tool's items); a plain text stays a string. */
export function parsedOutput(result: ToolResult): unknown {
	try {
		return JSON.parse(result.output) as unknown;
	} catch {
		return result.output;
	}
}
