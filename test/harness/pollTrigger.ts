import { PollContext } from 'n8n-core';
import type {
	IDataObject,
	INode,
	INodeExecutionData,
	INodeParameters,
	INodeType,
	WorkflowExecuteMode,
} from 'n8n-workflow';
import { Workflow } from 'n8n-workflow';

import type { Simulator } from '../simulator';
import { simulatorCredentials } from './liveChatAi';
import { nodeTypes, PACKAGE } from './registry';
import { additionalDataFor } from './runWorkflow';

export interface PollOptions {
	/** 'manual' is the editor's "Fetch Test Event"; 'trigger' an activated workflow's scheduled poll. */
	mode?: Extract<WorkflowExecuteMode, 'manual' | 'trigger'>;
	/** What n8n's getPollBudgetMs answers; `null` acts as an n8n without the feature. */
	budgetMs?: number | null;
}

/**
 * The LiveChatAI Trigger in one activated workflow, polled through n8n-core's real PollContext. The workflow
 * object lives as long as the harness, so the node's static data persists between polls as it does in n8n.
 */
export class TriggerHarness {
	readonly workflow: Workflow;

	private readonly node: INode;

	constructor(
		private readonly sim: Simulator,
		parameters: INodeParameters,
		typeVersion = 1,
	) {
		this.node = {
			id: 'trigger',
			name: 'LiveChatAI Trigger',
			type: `${PACKAGE}.liveChatAiTrigger`,
			typeVersion,
			position: [0, 0],
			parameters,
			credentials: { liveChatAiApi: { id: '1', name: 'LiveChatAI test' } },
		};
		this.workflow = new Workflow({
			id: 'trigger-test',
			nodes: [this.node],
			connections: {},
			active: true,
			nodeTypes,
		});
	}

	get cursor(): IDataObject | undefined {
		return this.workflow.getStaticData('node', this.node).cursor as IDataObject | undefined;
	}

	async poll({ mode = 'trigger', budgetMs = 60_000 }: PollOptions = {}): Promise<
		INodeExecutionData[] | null
	> {
		const additionalData = additionalDataFor(undefined, simulatorCredentials(this.sim));
		const context = new PollContext(
			this.workflow,
			this.node,
			additionalData,
			mode,
			mode === 'manual' ? 'manual' : 'activate',
		);
		if (budgetMs === null) {
			Object.defineProperty(context, 'getPollBudgetMs', { value: undefined });
		} else {
			Object.defineProperty(context, 'getPollBudgetMs', { value: () => budgetMs });
		}
		const nodeType = this.workflow.nodeTypes.getByNameAndVersion(
			this.node.type,
			this.node.typeVersion,
		) as INodeType;
		const result = await nodeType.poll!.call(context);
		return result ? result[0] : null;
	}
}
