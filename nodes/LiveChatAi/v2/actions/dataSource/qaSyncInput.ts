import type {
	IExecuteFunctions,
	INodeExecutionData,
	NodeApiError,
	NodeOperationError,
} from 'n8n-workflow';

import { readQa } from '../../../shared/dataSources/qaFields';
import { botId } from '../../../shared/descriptions/botLocator';
import { asNodeError, errorJson } from '../../../shared/errors';
import { invalidParameter } from '../../../shared/validation';
import type { DesiredPair } from './qaSyncPlan';
import { questionKey } from './qaSyncPlan';

export interface SyncInput {
	agentId: string;
	pairs: DesiredPair[];
	/** Every item refused, with why; nothing is sent when there is one. */
	errors: Array<{ itemIndex: number; error: NodeApiError | NodeOperationError }>;
}

/**
 * The desired pairs, one per input item, checked all before any request: each needs a question and an answer,
 * all items the same agent, and no question twice (a sheet with a repeated question has no single answer).
 */
export function readSyncInput(context: IExecuteFunctions): SyncInput {
	const node = context.getNode();
	const itemCount = context.getInputData().length;
	const pairs: DesiredPair[] = [];
	const errors: SyncInput['errors'] = [];
	const firstOf = new Map<string, number>();
	let agentId = '';
	for (let itemIndex = 0; itemIndex < itemCount; itemIndex++) {
		try {
			const agent = botId(context, itemIndex, 'Agent');
			if (itemIndex === 0) agentId = agent;
			else if (agent !== agentId) {
				const problem = `is "${agent}", not "${agentId}" as in item 0`;
				const fix = 'Sync the pairs of one agent at a time: give every item the same Agent.';
				throw invalidParameter(node, 'Agent', itemIndex, problem, fix);
			}
			const { question, answer } = readQa(context, itemIndex);
			const earlier = firstOf.get(questionKey(question));
			if (earlier !== undefined) {
				const problem = `repeats the question of item ${earlier}: "${question}"`;
				const fix =
					'Keep one row per question in the input (questions match ignoring case and spaces).';
				throw invalidParameter(node, 'Question', itemIndex, problem, fix);
			}
			firstOf.set(questionKey(question), itemIndex);
			pairs.push({ itemIndex, question, answer });
		} catch (error) {
			errors.push({ itemIndex, error: asNodeError(node, error, itemIndex) });
		}
	}
	return { agentId, pairs, errors };
}

/**
 * Under Continue On Fail, every item of a refused sync says so, paired with it: a refused item why, the others
 * which item stopped the sync (nothing was sent for them either).
 */
export function refusedSyncItems(
	itemCount: number,
	errors: SyncInput['errors'],
): INodeExecutionData[] {
	const refused = new Map(errors.map(({ itemIndex, error }) => [itemIndex, error]));
	const [first] = errors;
	const notSynced = {
		error: `Not synced: item ${first.itemIndex} was refused`,
		message: `Nothing was sent. ${first.error.message}. Fix that item, then run the sync again.`,
	};
	return Array.from({ length: itemCount }, (_, item) => {
		const error = refused.get(item);
		return { json: error ? errorJson(error) : notSynced, pairedItem: { item } };
	});
}
