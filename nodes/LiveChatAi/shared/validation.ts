import type { IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { parameterText } from './parameterText';

/** Bad input is refused before any request, naming the parameter (as the editor shows it) and the item. */
export function invalidParameter(
	context: IExecuteFunctions,
	displayName: string,
	itemIndex: number,
	problem: string,
	fix: string,
): NodeOperationError {
	return new NodeOperationError(
		context.getNode(),
		`'${displayName}' ${problem} [item ${itemIndex}]`,
		{
			itemIndex,
			description: fix,
		},
	);
}

/** A value as trimmed text, or an error naming its parameter when it is empty. */
export function requireText(
	context: IExecuteFunctions,
	value: unknown,
	displayName: string,
	itemIndex: number,
	fix = `Enter a value for '${displayName}'.`,
): string {
	const text = parameterText(value);
	if (text === '') throw invalidParameter(context, displayName, itemIndex, 'is empty', fix);
	return text;
}

/** A required string parameter's trimmed value. */
export function requiredString(
	context: IExecuteFunctions,
	name: string,
	displayName: string,
	itemIndex: number,
): string {
	return requireText(
		context,
		context.getNodeParameter(name, itemIndex, ''),
		displayName,
		itemIndex,
	);
}

/** A number parameter that must be a whole number of at least 1, or an error naming it. */
export function positiveInteger(
	context: IExecuteFunctions,
	name: string,
	displayName: string,
	itemIndex: number,
	fix: string,
): number {
	const value = context.getNodeParameter(name, itemIndex) as number;
	if (!Number.isInteger(value) || value < 1) {
		throw invalidParameter(
			context,
			displayName,
			itemIndex,
			`must be a whole number of at least 1, not ${value}`,
			fix,
		);
	}
	return value;
}
