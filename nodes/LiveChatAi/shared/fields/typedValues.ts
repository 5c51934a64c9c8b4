import type {
	IExecuteFunctions,
	INode,
	INodePropertyOptions,
	IPollFunctions,
	NodeParameterValueType,
} from 'n8n-workflow';
import { validateFieldType } from 'n8n-workflow';

import { itemParameter } from './runParameters';
import { invalidParameter } from './validation';

// The one reader of boolean, number and options parameters. n8n hands an expression's result over as written, so
// a Boolean may arrive as the text "false" (which JavaScript takes for true) and a number as "3". Each value is
// read by n8n-workflow's own rule (validateFieldType, the rule of a field declaring `validateType`, the same in
// n8n 1.x and 2.x): a Boolean is true or false, "true" or "false" in any case, or 1 or 0 (also as text); a number
// is whatever JavaScript's Number() reads. A value it cannot read is refused before any request, naming the field
// as the editor shows it and the item: never read as a default, so a destructive option never falls back to acting.

/** An execution (an item's parameters) or a poll (no items): where a parameter is read from. */
export type ParameterContext = IExecuteFunctions | IPollFunctions;

/**
 * A parameter of an item (read once per run when it holds no expression: runParameters.ts), or of the poll
 * when `itemIndex` is undefined, or `fallback` when not set.
 */
export function nodeParameter(
	context: ParameterContext,
	path: string,
	itemIndex: number | undefined,
	fallback: unknown,
	extractValue = false,
): unknown {
	if (itemIndex !== undefined)
		return itemParameter(context as IExecuteFunctions, path, itemIndex, fallback, extractValue);
	const orElse = fallback as NodeParameterValueType;
	return (context as IPollFunctions).getNodeParameter(path, orElse, { extractValue });
}

/** An item's Boolean parameter (the poll's without an index), or `fallback` when not set. */
export function readBoolean(
	context: ParameterContext,
	name: string,
	itemIndex: number | undefined,
	displayName: string,
	fallback: boolean,
): boolean {
	const value = nodeParameter(context, name, itemIndex, fallback);
	return booleanValue(context.getNode(), value, displayName, itemIndex, fallback);
}

/** An item's number parameter (the poll's without an index), or undefined when not set. */
export function readNumber(
	context: ParameterContext,
	name: string,
	itemIndex: number | undefined,
	displayName: string,
): number | undefined {
	const value = nodeParameter(context, name, itemIndex, undefined);
	return numberValue(context.getNode(), value, displayName, itemIndex);
}

/** An item's options parameter (the poll's without an index): one of the field's values, or `fallback`. */
export function readOption<T extends string>(
	context: ParameterContext,
	name: string,
	itemIndex: number | undefined,
	displayName: string,
	options: readonly INodePropertyOptions[],
	fallback: T,
): T {
	const value = nodeParameter(context, name, itemIndex, fallback);
	return optionValue(context.getNode(), value, displayName, itemIndex, options) ?? fallback;
}

/** A Boolean as n8n reads one; `fallback` when not set (undefined or null). */
export function booleanValue(
	node: INode,
	value: unknown,
	displayName: string,
	itemIndex: number | undefined,
	fallback: boolean,
): boolean {
	if (value === undefined || value === null) return fallback;
	const read = validateFieldType(displayName, value, 'boolean');
	if (read.valid && typeof read.newValue === 'boolean') return read.newValue;
	const fix =
		'Give true or false (an expression may also give the text "true" or "false", 1 or 0).';
	throw invalidParameter(
		node,
		displayName,
		itemIndex,
		`must be true or false, not ${shown(value)}`,
		fix,
	);
}

/** A number as n8n reads one (text such as "3" too); undefined when not set (undefined or null). */
export function numberValue(
	node: INode,
	value: unknown,
	displayName: string,
	itemIndex: number | undefined,
): number | undefined {
	if (value === undefined || value === null) return undefined;
	const read = validateFieldType(displayName, value, 'number');
	if (read.valid && typeof read.newValue === 'number') return read.newValue;
	const fix = 'Give a number, e.g. 3 (an expression may also give it as text, "3").';
	throw invalidParameter(
		node,
		displayName,
		itemIndex,
		`must be a number, not ${shown(value)}`,
		fix,
	);
}

/** One of an options field's values; undefined when not set (undefined, null or ''). */
export function optionValue<T extends string>(
	node: INode,
	value: unknown,
	displayName: string,
	itemIndex: number | undefined,
	options: readonly INodePropertyOptions[],
): T | undefined {
	if (value === undefined || value === null || value === '') return undefined;
	const refused = optionRefused(value, options);
	if (refused) throw invalidParameter(node, displayName, itemIndex, refused.problem, refused.fix);
	return value as T;
}

/**
 * Why a given choice is not one of an options field's values, or undefined when it is one (or not given): for
 * a caller that names the field in its own way (the conversation filters of the node and the trigger).
 */
export function optionRefused(
	value: unknown,
	options: readonly INodePropertyOptions[],
): { problem: string; fix: string } | undefined {
	if (value === undefined || value === null || value === '') return undefined;
	if (validateFieldType('', value, 'options', { valueOptions: [...options] }).valid)
		return undefined;
	const names = listed(options.map((option) => option.name));
	return { problem: `must be ${names}, not ${shown(value)}`, fix: `Pick ${names}.` };
}

/** A whole number of at least 1 (text such as "3" too), or an error naming its parameter. */
export function requirePositiveInteger(
	node: INode,
	value: unknown,
	displayName: string,
	itemIndex: number | undefined,
	fix: string,
): number {
	const read = value === undefined ? undefined : validateFieldType(displayName, value, 'number');
	const number = read?.valid ? read.newValue : undefined;
	if (typeof number !== 'number' || !Number.isInteger(number) || number < 1) {
		const problem = `must be a whole number of at least 1, not ${shown(value)}`;
		throw invalidParameter(node, displayName, itemIndex, problem, fix);
	}
	return number;
}

/** A value as a message shows it: text in quotes (so that "3" and 3 differ), anything else as written. */
function shown(value: unknown): string {
	return typeof value === 'string' ? `"${value}"` : String(value);
}

/** Names as a sentence lists them: "A, B or C". */
export function listed(names: string[]): string {
	return names.length === 1
		? names[0]
		: `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}
