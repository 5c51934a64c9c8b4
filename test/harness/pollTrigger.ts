import { PollContext } from 'n8n-core';
import type {
	IConnections,
	IDataObject,
	INode,
	INodeExecutionData,
	INodeParameters,
	INodeType,
	WorkflowExecuteMode,
} from 'n8n-workflow';
import { Workflow } from 'n8n-workflow';

import type { Simulator } from '../simulator';
import { SEED } from '../simulator';
import { byId, simulatorCredentials } from './liveChatAi';
import { nodeTypes } from './registry';
import { additionalDataFor, workflowNode } from './runWorkflow';

export interface PollOptions {
	/** 'manual' is the editor's "Fetch Test Event"; 'trigger' an activated workflow's scheduled poll. */
	mode?: Extract<WorkflowExecuteMode, 'manual' | 'trigger'>;
	/** What n8n's getPollBudgetMs answers; `null` acts as an n8n without the feature. */
	budgetMs?: number | null;
	/**
	 * The durable engine's poll timeout: a poll that took longer (by `Date.now()`) is given up, as n8n's durable
	 * scheduler gives up on a tick: its copy of the static data is dropped and its items are not emitted.
	 */
	timeoutMs?: number;
}

/**
 * How n8n keeps the trigger's static data around a poll. 'default': the workflow's object, changed in place
 * (n8n's default engine). 'durable': a copy per poll, kept when the poll returns, dropped when it throws (the
 * durable scheduler's staged cursor).
 */
export type PollEngine = 'default' | 'durable';

/** The nodes of the trigger's workflow besides it: `after` it, one after the other; `tools` of the first of those. */
export interface RestOfWorkflow {
	after?: INode[];
	tools?: INode[];
}

/** The connections of a trigger and the rest of its workflow. */
function connectionsOf(trigger: INode, { after = [], tools = [] }: RestOfWorkflow): IConnections {
	const connections: IConnections = {};
	[trigger, ...after].forEach((node, index) => {
		const next = after[index];
		if (next) connections[node.name] = { main: [[{ node: next.name, type: 'main', index: 0 }]] };
	});
	for (const tool of tools) {
		connections[tool.name] = { ai_tool: [[{ node: after[0].name, type: 'ai_tool', index: 0 }]] };
	}
	return connections;
}

let workflows = 0;

/** The ids of the items a poll emitted, in order (none for a poll that returned null). */
export const emittedIds = (items: Array<{ json: { id?: unknown } }> | null) =>
	(items ?? []).map((item) => item.json.id as string);

export const requestsTo = (sim: Simulator, path: string) =>
	sim.requests.filter((request) => request.path === path);

/**
 * A trigger past its activation (whose first poll emits nothing), with the simulator's request log cleared: New
 * Activity of the support agent, version 1.1, n8n's default engine, unless told.
 */
export async function activatedTrigger(
	sim: Simulator,
	parameters: INodeParameters = {},
	engine: PollEngine = 'default',
	typeVersion = 1.1,
	rest: RestOfWorkflow = {},
): Promise<TriggerHarness> {
	const trigger = { chatbot: byId(SEED.agents.support), event: 'newActivity', ...parameters };
	const harness = new TriggerHarness(sim, trigger, typeVersion, engine, rest);
	if ((await harness.poll()) !== null)
		throw new Error('the first poll after activation emitted items');
	sim.clearRequests();
	return harness;
}

function aSecondApart(sim: Simulator, count: number, add: () => string): string[] {
	return Array.from({ length: count }, () => {
		sim.clock.advance(1000);
		return add();
	});
}

/** `count` conversations a visitor starts with an agent, a second apart: their ids, oldest first. */
export const newConversations = (sim: Simulator, agentId: string, count = 1) =>
	aSecondApart(sim, count, () => sim.addActivity({ agentId, kind: 'visitor' }).id);

/** The id of an agent's conversation at `position` of its list (newest activity first, from 0). */
export function conversationAt(sim: Simulator, agentId: string, position: number): string {
	const listed = [...sim.store.conversations.values()]
		.filter((conversation) => conversation.agentId === agentId)
		.sort((a, b) => Date.parse(b.lastMessageDate) - Date.parse(a.lastMessageDate));
	return listed[position].id;
}

/** `count` AI suggestions for an agent, a second apart: their ids, oldest first. */
export const newSuggestions = (sim: Simulator, agentId: string, count = 1) =>
	aSecondApart(sim, count, () => sim.addSuggestion({ agentId }).id as string);

/**
 * The LiveChatAI Trigger in one activated workflow, polled through n8n-core's real PollContext. The workflow
 * object lives as long as the harness, so the node's static data persists between polls as it does in n8n.
 * Each harness is its own workflow (its own id), as two activated workflows are to the node.
 */
export class TriggerHarness {
	readonly workflow: Workflow;

	/** The API key the credential holds from the next poll on (e.g. a revoked one); the simulator's by default. */
	apiKey?: string;

	/** The errors a poll told n8n of while it went on (n8n's `__emitError`: a failed execution each). */
	readonly reportedErrors: Error[] = [];

	/** The polls the durable engine gave up on (they took longer than their `timeoutMs`). */
	abandonedPolls = 0;

	private readonly node: INode;

	constructor(
		private readonly sim: Simulator,
		parameters: INodeParameters,
		typeVersion = 1,
		private readonly engine: PollEngine = 'default',
		rest: RestOfWorkflow = {},
	) {
		this.node = workflowNode('LiveChatAI Trigger', 'liveChatAiTrigger', typeVersion, parameters);
		this.workflow = new Workflow({
			id: `trigger-test-${++workflows}`,
			nodes: [this.node, ...(rest.after ?? []), ...(rest.tools ?? [])],
			connections: connectionsOf(this.node, rest),
			active: true,
			nodeTypes,
		});
	}

	/** Changes a parameter from the next poll on, as a workflow published again would. */
	setParameter(name: string, value: INodeParameters[string]): void {
		this.node.parameters[name] = value;
	}

	/** The trigger node's static data as n8n holds it between polls. */
	get state(): IDataObject {
		return this.workflow.getStaticData('node', this.node);
	}

	get cursor(): IDataObject | undefined {
		return this.state.cursor as IDataObject | undefined;
	}

	async poll({ mode = 'trigger', budgetMs = 60_000, timeoutMs }: PollOptions = {}): Promise<
		INodeExecutionData[] | null
	> {
		const credentials = simulatorCredentials(this.sim, this.apiKey ? { apiKey: this.apiKey } : {});
		const additionalData = additionalDataFor(undefined, credentials);
		const seed = JSON.stringify(this.state);
		const staged = this.engine === 'durable' ? (JSON.parse(seed) as IDataObject) : this.state;
		const context = new PollContext(
			this.workflow,
			this.node,
			additionalData,
			mode,
			mode === 'manual' ? 'manual' : 'activate',
			undefined,
			(error: Error) => this.reportedErrors.push(error),
			undefined,
			undefined,
			() => staged,
			budgetMs === null ? undefined : () => budgetMs,
		);
		if (budgetMs === null) Object.defineProperty(context, 'getPollBudgetMs', { value: undefined });
		const nodeType = this.workflow.nodeTypes.getByNameAndVersion(
			this.node.type,
			this.node.typeVersion,
		) as INodeType;
		const started = Date.now();
		const result = await nodeType.poll!.call(context);
		if (staged !== this.state && timeoutMs !== undefined && Date.now() - started > timeoutMs) {
			this.abandonedPolls += 1;
			return null;
		}
		// Reached only when the poll did not throw: the durable scheduler then stores the copy, if it changed.
		if (staged !== this.state && JSON.stringify(staged) !== seed) {
			this.workflow.staticData[`node:${this.node.name}`] = staged;
		}
		return result ? result[0] : null;
	}
}
