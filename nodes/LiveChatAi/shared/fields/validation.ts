import type { INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

// Checks of parameter values, before any request. They take the node and the item, not an execution context,
// so that an operation, a trigger (no item) and a list method all refuse bad input in the same words.

/** A parameter value as trimmed text: '' when absent, numbers and booleans (e.g. from an expression) as written. */
export function parameterText(value: unknown): string {
	return value === undefined || value === null ? '' : String(value).trim();
}

/** Bad input is refused before any request, naming the parameter (as the editor shows it) and the item. */
export function invalidParameter(
	node: INode,
	displayName: string,
	itemIndex: number | undefined,
	problem: string,
	fix: string,
): NodeOperationError {
	const item = itemIndex === undefined ? '' : ` [item ${itemIndex}]`;
	return new NodeOperationError(node, `'${displayName}' ${problem}${item}`, {
		itemIndex,
		description: fix,
	});
}

/** A value as trimmed text, or an error naming its parameter when it is empty. */
export function requireText(
	node: INode,
	value: unknown,
	displayName: string,
	itemIndex: number | undefined,
	fix = `Enter a value for '${displayName}'.`,
): string {
	const text = parameterText(value);
	if (text === '') throw invalidParameter(node, displayName, itemIndex, 'is empty', fix);
	return text;
}
