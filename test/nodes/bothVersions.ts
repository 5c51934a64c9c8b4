/**
 * Every operation of both node versions, run on two input items with parameters that pass its checks (those of
 * validParameters.ts; version 2's read from the two items of `VALID_INPUT`): the one harness of the tables over
 * every operation of each version (continueOnFail.test.ts, refusesBadInput.test.ts, v2/everyOperation.test.ts).
 */
import type { INodeParameters } from 'n8n-workflow';

import type { LiveChatAiRunOptions } from '../harness/liveChatAi';
import { runLiveChatAi } from '../harness/liveChatAi';
import type { NodeRun } from '../harness/runWorkflow';
import type { Simulator } from '../simulator';
import { SIMULATOR_IDENTITY_SECRET } from '../simulator';
import { V1_OPERATIONS } from './v1/operations';
import { isAllItems, runV2, V2_OPERATIONS } from './v2/v2Operations';
import { v1Parameters, v2Parameters, VALID_INPUT } from './validParameters';

/** Each version: its operations, whether one runs once for all items (the Syncs), and a run of one on two items. */
export const BOTH_VERSIONS: Array<{
	version: number;
	operations: string[];
	allItems: (operation: string) => boolean;
	run: (
		sim: Simulator,
		op: string,
		changes?: INodeParameters,
		options?: LiveChatAiRunOptions,
	) => Promise<NodeRun>;
}> = [
	{
		version: 1,
		operations: V1_OPERATIONS,
		allItems: () => false,
		run: async (sim, operation, changes = {}, options = {}) =>
			await runLiveChatAi(sim, v1Parameters(operation, changes), { input: [{}, {}], ...options }),
	},
	{
		version: 2,
		operations: V2_OPERATIONS,
		allItems: isAllItems,
		run: async (sim, operation, changes = {}, options = {}) =>
			await runV2(sim, v2Parameters(operation, changes), {
				input: VALID_INPUT,
				credentials: { identitySecret: SIMULATOR_IDENTITY_SECRET },
				...options,
			}),
	},
];
