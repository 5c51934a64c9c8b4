import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	IPairedItemData,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { asNodeError, errorJson } from '../../../shared/errors';
import { slidingWindow } from '../../../shared/slidingWindow';
import { paceOf } from '../../../shared/transport/requestGate';
import { addDataSource, deleteDataSources } from './dataSources';
import type { DesiredPair, HeldPair, SyncStep } from './qaSyncPlan';

type Deleted = Extract<SyncStep, { action: 'deleted' }>;
type InputStep = Exclude<SyncStep, Deleted>;

/** Runs the steps of a sync: the input pairs' writes several at once, each output item paired with its input item. */
export class QaSyncWriter {
	readonly output: INodeExecutionData[] = [];

	constructor(
		private readonly context: IExecuteFunctions,
		private readonly agentId: string,
		/** [decision] A deleted pair has no input item: the whole input decided its removal, so it points to all. */
		private readonly allItems: IPairedItemData[],
	) {}

	async run(steps: SyncStep[]): Promise<INodeExecutionData[]> {
		const deleted = steps.filter((step): step is Deleted => step.action === 'deleted');
		const inputSteps = steps.filter((step): step is InputStep => step.action !== 'deleted');
		// The input pairs' writes overlap, as any operation's items do; their output keeps the input's order.
		const continueOnFail = this.context.continueOnFail();
		const outcomes = await slidingWindow(
			inputSteps.length,
			paceOf(this.context).concurrency,
			async (index) => await this.inputStep(inputSteps[index]),
			{ stopOnError: !continueOnFail },
		);
		for (const [index, outcome] of outcomes.entries()) {
			if (outcome === undefined) continue; // not started: an earlier pair failed the run
			const { itemIndex } = inputSteps[index].pair;
			const pairedItem = { item: itemIndex };
			if ('value' in outcome) {
				this.output.push({ json: outcome.value, pairedItem });
				continue;
			}
			const nodeError = asNodeError(this.context.getNode(), outcome.error, itemIndex);
			if (!continueOnFail) throw nodeError;
			this.output.push({ json: errorJson(nodeError), pairedItem });
		}
		if (deleted.length > 0) await this.deleteRemoved(deleted);
		return this.output;
	}

	private async inputStep(step: InputStep): Promise<IDataObject> {
		const { pair } = step;
		if (step.action === 'unchanged') return this.result('unchanged', pair, step.held.id);
		const id = await this.add(pair);
		if (step.action === 'added') return this.result('added', pair, id);
		// v2 has no update: the new pair is added first and the old one deleted after, so the question is
		// never without an answer.
		await this.removeReplaced(step.held.id, id, pair.itemIndex);
		return {
			...this.result('replaced', pair, id),
			previousId: step.held.id,
			previousAnswer: step.held.answer,
		};
	}

	/** The pairs no input asks for go in one request; an ID already gone is as good as deleted. */
	private async deleteRemoved(steps: Deleted[]) {
		const held = steps.map((step) => step.held);
		let json = (pair: HeldPair): IDataObject => ({ action: 'deleted', ...pair });
		try {
			await this.remove(held.map((pair) => pair.id));
		} catch (error) {
			const nodeError = asNodeError(this.context.getNode(), error);
			if (!this.context.continueOnFail()) throw nodeError;
			json = () => errorJson(nodeError);
		}
		for (const pair of held) this.output.push({ json: json(pair), pairedItem: this.allItems });
	}

	private result(action: SyncStep['action'], pair: DesiredPair, id: string): IDataObject {
		return { action, question: pair.question, answer: pair.answer, id };
	}

	private async add(pair: DesiredPair): Promise<string> {
		const body = { question: pair.question, answer: pair.answer, agentId: this.agentId };
		const added = await addDataSource.call(this.context, pair.itemIndex, 'qa', body);
		return String(added.id);
	}

	/** Deletes the pair a new one replaces; if that fails, the error says that both are now held. */
	private async removeReplaced(oldId: string, newId: string, itemIndex: number) {
		try {
			await this.remove([oldId], itemIndex);
		} catch (error) {
			const cause = asNodeError(this.context.getNode(), error, itemIndex);
			const message = `The new answer was added as ${newId}, but deleting the old pair ${oldId} failed: ${cause.message}`;
			throw new NodeOperationError(this.context.getNode(), message, {
				itemIndex,
				description: cause.description ?? undefined,
			});
		}
	}

	private async remove(ids: string[], itemIndex?: number) {
		const body = { agentId: this.agentId, source: 'QA', ids };
		await deleteDataSources.call(this.context, itemIndex, body);
	}
}
