import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { parameterText } from './parameterText';
import { requirePositiveInteger, requireText } from './validation';

// Reading an operation's parameters for one item, with the checks of validation.ts applied.

/** A required string parameter's trimmed value, or an error naming it. */
export function requiredString(
	context: IExecuteFunctions,
	name: string,
	displayName: string,
	itemIndex: number,
): string {
	const value = context.getNodeParameter(name, itemIndex, '');
	return requireText(context.getNode(), value, displayName, itemIndex);
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

/** An operation's Options collection, read one way everywhere: texts trimmed (empty = not given), flags off unless on. */
export interface Options {
	text(name: string): string | undefined;
	flag(name: string): boolean;
}

export function readOptions(context: IExecuteFunctions, itemIndex: number): Options {
	const options = context.getNodeParameter('options', itemIndex, {}) as IDataObject;
	return {
		text: (name) => parameterText(options[name]) || undefined,
		flag: (name) => options[name] === true,
	};
}
