import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	IPairedItemData,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { asNodeError, errorJson } from '../../../shared/errors';
import { addDataSource, deleteDataSources } from './dataSources';
import type { DesiredPair, HeldPair, SyncStep } from './qaSyncPlan';

type Deleted = Extract<SyncStep, { action: 'deleted' }>;

/** Runs the steps of a sync in order; each step's output item is paired with its input item. */
export class QaSyncWriter {
	readonly output: INodeExecutionData[] = [];

	constructor(
		private readonly context: IExecuteFunctions,
		private readonly agentId: string,
		/** [decision] A deleted pair has no input item: the whole input decided its removal, so it points to all. */
		private readonly allItems: IPairedItemData[],
	) {}

	async run(steps: SyncStep[]): Promise<INodeExecutionData[]> {
		const deleted: Deleted[] = [];
		for (const step of steps) {
			if (step.action === 'deleted') deleted.push(step);
			else await this.inputStep(step);
		}
		if (deleted.length > 0) await this.deleteRemoved(deleted);
		return this.output;
	}

	private async inputStep(step: Exclude<SyncStep, Deleted>) {
		const { pair } = step;
		const paired = { item: pair.itemIndex };
		await this.attempt(paired, pair.itemIndex, async () => {
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
		});
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

	private async attempt(
		pairedItem: IPairedItemData,
		itemIndex: number,
		write: () => Promise<IDataObject>,
	) {
		try {
			this.output.push({ json: await write(), pairedItem });
		} catch (error) {
			const nodeError = asNodeError(this.context.getNode(), error, itemIndex);
			if (!this.context.continueOnFail()) throw nodeError;
			this.output.push({ json: errorJson(nodeError), pairedItem });
		}
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
