import type { IDataObject, INode } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

/** The error as n8n shows it: a node error passes through, anything else is wrapped with its item. */
export function asNodeError(
	node: INode,
	error: unknown,
	itemIndex?: number,
): NodeApiError | NodeOperationError {
	if (error instanceof NodeApiError || error instanceof NodeOperationError) return error;
	return new NodeOperationError(node, error as Error, { itemIndex });
}

/**
 * The JSON of a "Continue On Fail" error item: `error` says what failed, `message` the HTTP status and how to fix
 * it. Only these two keys: n8n 1.x and 2.x both route such an item to the error output under "Continue (using
 * error output)" and keep it as it is otherwise.
 */
export function errorJson(error: NodeApiError | NodeOperationError): IDataObject {
	return error.description
		? { error: error.message, message: error.description }
		: { error: error.message };
}
