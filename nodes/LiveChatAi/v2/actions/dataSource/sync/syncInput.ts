import type {
	IExecuteFunctions,
	INodeExecutionData,
	NodeApiError,
	NodeOperationError,
} from 'n8n-workflow';

import { asNodeError, errorJson } from '../../../../shared/operations/itemErrors';
import { invalidParameter } from '../../../../shared/fields/validation';
import type { MatchBy, SyncKind, WantedItem } from './syncKinds';
import { bot } from '../../bot';

export interface SyncInput {
	agentId: string;
	rows: WantedItem[];
	/** Every item refused, with why; nothing is sent when there is one. */
	errors: Array<{ itemIndex: number; error: NodeApiError | NodeOperationError }>;
}

/**
 * The wanted items, one per input item, checked all before any request: each row complete, all items the same
 * agent, and no key twice (a sheet with a repeated question has no single answer).
 */
export function readSyncInput(
	context: IExecuteFunctions,
	kind: SyncKind,
	matchBy: MatchBy,
): SyncInput {
	const node = context.getNode();
	const itemCount = context.getInputData().length;
	const rows: WantedItem[] = [];
	const errors: SyncInput['errors'] = [];
	const firstOf = new Map<string, number>();
	let agentId = '';
	for (let itemIndex = 0; itemIndex < itemCount; itemIndex++) {
		try {
			const agent = bot.id(context, itemIndex);
			if (itemIndex === 0) agentId = agent;
			else if (agent !== agentId) {
				const problem = `is "${agent}", not "${agentId}" as in item 0`;
				const fix = 'Sync the items of one agent at a time: give every item the same Agent.';
				throw invalidParameter(node, bot.label, itemIndex, problem, fix);
			}
			const row = { itemIndex, ...kind.wanted(context, itemIndex, matchBy) };
			const earlier = firstOf.get(row.key);
			if (earlier !== undefined) {
				const name = kind.keyName(matchBy);
				const field = name.length > 3 ? name[0].toUpperCase() + name.slice(1) : name;
				const problem = `repeats the ${name} of item ${earlier}: "${row.label}"`;
				const fix = `Keep one row per ${name} in the input (they match ignoring case and spaces).`;
				throw invalidParameter(node, field, itemIndex, problem, fix);
			}
			firstOf.set(row.key, itemIndex);
			rows.push(row);
		} catch (error) {
			errors.push({ itemIndex, error: asNodeError(node, error, itemIndex) });
		}
	}
	return { agentId, rows, errors };
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
