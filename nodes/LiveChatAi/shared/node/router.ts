import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { readRequestLimits } from '../fields/requestOptions';
import type { BotLabel } from '../fields/botLocator';
import { forModel } from '../operations/toolError';
import { runsAsTool } from '../operations/runsAsTool';
import { asNodeError, errorJson, inBotLabel } from '../operations/itemErrors';
import type { OperationMap } from '../operations/resource';
import { slidingWindow } from '../operations/slidingWindow';
import { withinToolBound } from '../operations/toolResultBound';
import { requestWindowOf, setRequestLimits } from '../transport/requestLimits';

/**
 * The execute of a node version: runs the chosen operation for every input item, several at once (the run's
 * request limits); each result is paired with its item in input order, errors too (Continue On Fail), and the first error
 * stops the run otherwise. An operation with `executeAll` (AllItemsOperation) runs once for all items instead.
 * Errors say the bot as the node version does; as a tool, their message carries the fix for the model too, and
 * the output is cut to the bound of a tool's result (toolResultBound.ts).
 */
export function routerFor(operations: OperationMap, botLabel: BotLabel) {
	return async function router(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		const resource = this.getNodeParameter('resource', 0) as string;
		const operation = this.getNodeParameter('operation', 0) as string;
		const module = operations[resource]?.[operation];
		if (!module) {
			throw new NodeOperationError(
				this.getNode(),
				`The operation "${operation}" of resource "${resource}" is not known`,
			);
		}

		const asTool = runsAsTool(this);
		// As a tool, the whole output is what the model reads: within the bound, whatever the records.
		const output = (items: INodeExecutionData[]) => [
			asTool ? withinToolBound(items, module.forMoreAsTool, module.newestAsTool) : items,
		];
		const failure = (error: unknown, itemIndex?: number) => {
			const nodeError = inBotLabel(asNodeError(this.getNode(), error, itemIndex), botLabel);
			return asTool ? forModel(nodeError) : nodeError;
		};

		// One set of request limits for the run (Options > Concurrent Requests, Pause Between Requests), checked before any request.
		setRequestLimits(this, readRequestLimits(this));

		// An operation over all items at once pairs its own output. An error it throws (e.g. the read every item
		// needs) fails every item: with Continue On Fail, one error item paired with each input item.
		if ('executeAll' in module) {
			try {
				return output(await module.executeAll.call(this));
			} catch (error) {
				const nodeError = failure(error);
				if (!this.continueOnFail()) throw nodeError;
				const json = errorJson(nodeError);
				return output(this.getInputData().map((_, item) => ({ json, pairedItem: { item } })));
			}
		}

		// The items' requests overlap (the run's request limits bound them); the output keeps the input's order.
		const items = this.getInputData();
		const continueOnFail = this.continueOnFail();
		const outcomes = await slidingWindow(
			items.length,
			() => requestWindowOf(this),
			async (itemIndex) => await module.execute.call(this, itemIndex),
			{ stopOnError: !continueOnFail },
		);
		const returnData: INodeExecutionData[] = [];
		for (const [itemIndex, outcome] of outcomes.entries()) {
			if (outcome === undefined) continue; // not started: an earlier item failed the run
			if ('error' in outcome) {
				const nodeError = failure(outcome.error, itemIndex);
				// Without Continue On Fail, the first failing item in input order stops the run.
				if (!continueOnFail) throw nodeError;
				returnData.push({ json: errorJson(nodeError), pairedItem: { item: itemIndex } });
				continue;
			}
			returnData.push(
				...this.helpers.constructExecutionMetaData(this.helpers.returnJsonArray(outcome.value), {
					itemData: { item: itemIndex },
				}),
			);
		}
		return output(returnData);
	};
}
