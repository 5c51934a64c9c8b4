import type { IExecuteFunctions } from 'n8n-workflow';

import { nodeOfRun } from '../transport/runNode';
import { itemParameter } from './runParameters';
import { requirePositiveInteger } from './typedValues';
import { requireText } from './validation';

// Reading an operation's parameters for one item, with the checks of validation.ts applied.

/** A required string parameter's trimmed value, or an error naming it. */
export function requiredString(
	context: IExecuteFunctions,
	name: string,
	displayName: string,
	itemIndex: number,
): string {
	const value = itemParameter(context, name, itemIndex, '');
	return requireText(nodeOfRun(context), value, displayName, itemIndex);
}

/** A number parameter that must be a whole number of at least 1, or an error naming it. */
export function positiveInteger(
	context: IExecuteFunctions,
	name: string,
	displayName: string,
	itemIndex: number,
	fix: string,
): number {
	const value = context.getNodeParameter(name, itemIndex);
	return requirePositiveInteger(context.getNode(), value, displayName, itemIndex, fix);
}
