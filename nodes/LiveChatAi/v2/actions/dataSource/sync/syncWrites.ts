import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	IPairedItemData,
	NodeApiError,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { asNodeError, errorJson } from '../../../../shared/operations/itemErrors';
import { SYNC_DELETE_BATCH } from '../../../../shared/serviceDecisions';
import { slidingWindow } from '../../../../shared/operations/slidingWindow';
import { requestWindowOf } from '../../../../shared/transport/requestLimits';
import { addDataSource, deleteDataSources } from '../../dataSources';
import type { HeldItem, SyncKind, WantedItem } from './syncKinds';
import { groupBy, type SyncStep } from './syncPlan';

type Deleted = Extract<SyncStep, { action: 'deleted' }>;
type Kept = Extract<SyncStep, { action: 'kept' }>;
type RowStep = Exclude<SyncStep, Deleted | Kept>;

/** One output item of a sync, and the held items that must be deleted for it to hold. */
interface Outcome {
	json: IDataObject;
	/** What names the item (a question, a title, a URL): kept when its output turns into an error item. */
	shown: IDataObject;
	pairedItem: IPairedItemData | IPairedItemData[];
	/** Deleted after every add: a replaced item's old version, a duplicate, an item not in the input. */
	remove?: HeldItem;
	/** What the error says if those deletes fail (a row whose new item was added then holds both). */
	whenDeleteFails?: (cause: string) => string;
}

type Removal = Outcome & { remove: HeldItem };

/** A row or deletion that failed, as an error item that still says which item and what failed. */
function failed(shown: IDataObject, error: NodeApiError | NodeOperationError): IDataObject {
	return { action: 'failed', ...shown, ...errorJson(error) };
}

/**
 * Runs the steps of a sync: the rows' adds several at once (the run's Concurrent Requests, its shared backoff),
 * then every delete in as few bulk requests as the API takes, so the agent never lacks an item while its
 * replacement is on the way, nor after it failed to arrive (the deletes then held back). Each row's output is
 * paired with its input item; a held item deleted because no row asks for it is paired with them all (the whole
 * input decided it). With `preview`, nothing is written and the output says what would be done.
 */
export class SyncWriter {
	constructor(
		private readonly context: IExecuteFunctions,
		private readonly kind: SyncKind,
		private readonly agentId: string,
		private readonly preview: boolean,
	) {}

	async run(steps: SyncStep[]): Promise<INodeExecutionData[]> {
		const rowSteps = steps.filter(
			(step): step is RowStep => step.action !== 'deleted' && step.action !== 'kept',
		);
		const deletions = steps.filter((step): step is Deleted => step.action === 'deleted');
		const continueOnFail = this.context.continueOnFail();
		const added = await slidingWindow(
			rowSteps.length,
			() => requestWindowOf(this.context),
			async (index) => await this.rowOutcome(rowSteps[index]),
			{ stopOnError: !continueOnFail },
		);
		const outcomes: Array<Outcome | INodeExecutionData> = [];
		const failedRows = new Set<number>();
		for (const [index, result] of added.entries()) {
			if (result === undefined) continue; // not started: an earlier row failed the run
			const { itemIndex, shown } = rowSteps[index].row;
			if ('value' in result) {
				outcomes.push(result.value);
				continue;
			}
			const nodeError = asNodeError(this.context.getNode(), result.error, itemIndex);
			if (!continueOnFail) throw nodeError;
			failedRows.add(itemIndex);
			outcomes.push({ json: failed(shown, nodeError), pairedItem: { item: itemIndex } });
		}
		for (const step of deletions) {
			const heldBack = this.heldBack(step, failedRows);
			outcomes.push(heldBack ? this.keptOutcome(step, heldBack) : this.deletedOutcome(step));
		}
		for (const { held, reason } of steps.filter((step): step is Kept => step.action === 'kept')) {
			const json = { action: 'kept', id: held.id, ...held.shown, reason };
			outcomes.push({ json, pairedItem: this.pairingOf({}) });
		}
		await this.deleteAll(outcomes.filter((outcome): outcome is Removal => 'remove' in outcome));
		return outcomes.map(({ json, pairedItem }) => ({ json, pairedItem }));
	}

	private async rowOutcome(step: RowStep): Promise<Outcome> {
		const { row } = step;
		const pairedItem = { item: row.itemIndex };
		const head = { action: step.action, ...row.shown, ...(this.preview ? { preview: true } : {}) };
		if (step.action === 'unchanged') {
			return { json: { ...head, id: step.held.id }, shown: row.shown, pairedItem };
		}
		const id = this.preview ? null : await this.add(row);
		if (step.action === 'added') return { json: { ...head, id }, shown: row.shown, pairedItem };
		const { noun } = this.kind;
		return {
			json: { ...head, id, ...this.kind.previous(step.held) },
			shown: row.shown,
			pairedItem,
			remove: step.held,
			whenDeleteFails: (cause) =>
				`The new ${noun} was added as ${id}, but deleting the old ${noun} ${step.held.id} failed: ${cause}`,
		};
	}

	/**
	 * Why a delete must wait, if it must: a sync never lowers what the agent knows when a write failed. A
	 * duplicate of a row whose add failed stays (that key then has nothing better). A row whose add failed may be
	 * a reworded or renamed item whose old version is held under its old key, "not in input"; nothing tells which,
	 * so while any add failed none of those is deleted.
	 */
	private heldBack({ row }: Deleted, failedRows: Set<number>): string | undefined {
		if (row)
			return failedRows.has(row.itemIndex) ? `the add of item ${row.itemIndex} failed` : undefined;
		const count = failedRows.size; // no row: not in input
		return count > 0 ? `${count} ${count === 1 ? 'add' : 'adds'} failed` : undefined;
	}

	private deletedOutcome(step: Deleted): Outcome {
		const { held, reason } = step;
		const preview = this.preview ? { preview: true } : {};
		const json = { action: 'deleted', id: held.id, ...held.shown, reason, ...preview };
		return { json, shown: held.shown, pairedItem: this.pairingOf(step), remove: held };
	}

	/** A delete held back: the item stays, and its output says why and when it goes. */
	private keptOutcome(step: Deleted, cause: string): Outcome {
		const { held } = step;
		const reason = `${step.reason}; not deleted because ${cause} (a sync whose adds all succeed deletes it)`;
		const json = { action: 'kept', id: held.id, ...held.shown, reason };
		return { json, shown: held.shown, pairedItem: this.pairingOf(step) };
	}

	/** A duplicate's output is paired with the row it duplicates, an item not in the input with them all. */
	private pairingOf({ row }: { row?: WantedItem }): IPairedItemData | IPairedItemData[] {
		return row ? { item: row.itemIndex } : this.context.getInputData().map((_, item) => ({ item }));
	}

	private async add(row: WantedItem): Promise<string> {
		const body = { ...row.add.body, agentId: this.agentId };
		const item = await addDataSource.call(this.context, row.itemIndex, row.add.kind, body);
		return String(item.id);
	}

	/** Every delete of the sync, by kind, SYNC_DELETE_BATCH IDs a request; an ID already gone is as good as deleted. */
	private async deleteAll(outcomes: Removal[]) {
		if (this.preview) return;
		const bySource = groupBy(outcomes, (outcome) => outcome.remove.source);
		for (const [source, owners] of bySource) {
			for (let start = 0; start < owners.length; start += SYNC_DELETE_BATCH) {
				const batch = owners.slice(start, start + SYNC_DELETE_BATCH);
				const ids = batch.map((outcome) => outcome.remove.id);
				try {
					await deleteDataSources.call(this.context, undefined, {
						agentId: this.agentId,
						source,
						ids,
					});
				} catch (error) {
					this.deleteFailed(batch, error);
				}
			}
		}
	}

	/** The outputs whose delete failed become error items; without Continue On Fail the run stops. */
	private deleteFailed(outcomes: Removal[], error: unknown) {
		const node = this.context.getNode();
		const cause = asNodeError(node, error);
		for (const outcome of outcomes) {
			const itemIndex = Array.isArray(outcome.pairedItem) ? undefined : outcome.pairedItem.item;
			const message = outcome.whenDeleteFails?.(cause.message);
			const failure = message
				? new NodeOperationError(node, message, {
						itemIndex,
						description: cause.description ?? undefined,
					})
				: cause;
			if (!this.context.continueOnFail()) throw failure;
			outcome.json = failed(outcome.shown, failure);
		}
	}
}
