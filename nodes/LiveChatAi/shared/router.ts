import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { asNodeError, errorJson } from './errors';
import type { OperationMap } from './operation.type';

/**
 * The execute of a node version: runs the chosen operation for every input item; each result is paired with its
 * item, errors too (Continue On Fail), and the first error stops the run otherwise. An operation with
 * `executeAll` (AllItemsOperation) runs once for all items instead.
 */
export function routerFor(operations: OperationMap) {
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

		// An operation over all items at once pairs its own output. An error it throws (e.g. the read every item
		// needs) fails every item: with Continue On Fail, one error item paired with each input item.
		if ('executeAll' in module) {
			try {
				return [await module.executeAll.call(this)];
			} catch (error) {
				const nodeError = asNodeError(this.getNode(), error);
				if (!this.continueOnFail()) throw nodeError;
				const json = errorJson(nodeError);
				return [this.getInputData().map((_, item) => ({ json, pairedItem: { item } }))];
			}
		}

		const items = this.getInputData();
		const returnData: INodeExecutionData[] = [];
		for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
			try {
				const result = await module.execute.call(this, itemIndex);
				returnData.push(
					...this.helpers.constructExecutionMetaData(this.helpers.returnJsonArray(result), {
						itemData: { item: itemIndex },
					}),
				);
			} catch (error) {
				const nodeError = asNodeError(this.getNode(), error, itemIndex);
				if (!this.continueOnFail()) throw nodeError;
				returnData.push({ json: errorJson(nodeError), pairedItem: { item: itemIndex } });
			}
		}
		return [returnData];
	};
}
