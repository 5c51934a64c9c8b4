import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
	INodePropertyOptions,
} from 'n8n-workflow';

import { readList } from '../../../../shared/lists/readList';
import { dataSourceList } from '../../dataSources';
import type { MatchBy, SyncKind } from './syncKinds';
import { readSyncInput, refusedSyncItems } from './syncInput';
import { planSync } from './syncPlan';
import { SyncWriter } from './syncWrites';
import { bot } from '../../bot';
import { readBoolean, readOption } from '../../../../shared/fields/typedValues';

// What every Sync shares: all input items together are the agent's wanted items of one kind (the rows of a
// sheet, the files of a folder); the node lists what the agent holds and writes only the difference.

/** The words of one Sync in the editor: "Q&A pairs", "pair", … */
export interface SyncWords {
	items: string;
	examples: string;
}

/** The fields before a Sync's own (the notice and the agent). */
export function syncHead(words: SyncWords): INodeProperties[] {
	return [
		{
			displayName: `All input items together are the ${words.items} the agent should hold, one per item, e.g. ${words.examples}`,
			name: 'syncNotice',
			type: 'notice',
			default: '',
		},
		bot.locator({ description: `The agent whose ${words.items} to sync` }),
	];
}

/** The fields after a Sync's own: what to do with the rest ("Delete Pairs Not in Input"), and the preview. */
export function syncTail(words: SyncWords, deleteName: string) {
	return [
		{
			displayName: deleteName,
			name: 'deleteMissing',
			type: 'boolean',
			default: false,
			description: `Whether to delete the agent's ${words.items} that no input item asks for (e.g. rows removed from the sheet)`,
		},
		{
			displayName: 'Preview',
			name: 'preview',
			type: 'boolean',
			default: false,
			description:
				'Whether to only output what the sync would do (add, replace, keep, delete) and write nothing',
		},
	] satisfies INodeProperties[];
}

const MATCH_BY: INodePropertyOptions[] = [
	{
		name: 'Content',
		value: 'content',
		description: 'An item with the same text is the same item; a new title replaces it',
	},
	{
		name: 'Title',
		value: 'title',
		description: 'An item with the same title is the same item; a new content replaces it',
	},
];

/** For texts and files: match by the title (a changed content replaces the item) or by the content. */
export const matchByField: INodeProperties = {
	displayName: 'Match By',
	name: 'matchBy',
	type: 'options',
	default: 'title',
	options: MATCH_BY,
	description:
		'What tells that an input item and an item the agent holds are the same (ignoring case and spaces)',
};

/** Runs a Sync of that kind over all input items. */
export async function runSync(
	context: IExecuteFunctions,
	kind: SyncKind,
): Promise<INodeExecutionData[]> {
	// Read by n8n's rules before anything else: an expression's "false" must never count as on, and a value that
	// is neither refuses the run rather than falling back to deleting (or to writing, for Preview).
	const matchBy = readOption<MatchBy>(context, 'matchBy', 0, 'Match By', MATCH_BY, 'title');
	const deleteMissing = readBoolean(context, 'deleteMissing', 0, kind.deleteName, false);
	const preview = readBoolean(context, 'preview', 0, 'Preview', false);
	const { agentId, rows, errors } = readSyncInput(context, kind, matchBy);
	// A bad row refuses the whole sync before any request: with it left out, its item would count as removed.
	if (errors.length > 0) {
		if (!context.continueOnFail()) throw errors[0].error;
		return refusedSyncItems(context.getInputData().length, errors);
	}
	// Concatenated, not pushed as arguments: a list of 150,000 items overflows the call stack as arguments.
	let held: IDataObject[] = [];
	for (const source of kind.sources) {
		held = held.concat(await readList.call(context, dataSourceList(agentId, source), undefined, 0));
	}
	const steps = planSync(
		rows,
		held.map((item) => kind.held(item, matchBy)),
		deleteMissing,
	);
	return await new SyncWriter(context, kind, agentId, preview).run(steps);
}
