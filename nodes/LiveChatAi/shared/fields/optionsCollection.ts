import type {
	IDataObject,
	IExecuteFunctions,
	INodeProperties,
	INodePropertyOptions,
	IPollFunctions,
} from 'n8n-workflow';

import { booleanValue, nodeParameter, numberValue, optionValue } from './typedValues';
import { nodeOfRun } from '../transport/runNode';
import { parameterText } from './validation';

/** The "Options" collection of optional fields, as n8n nodes present it. */
export function optionsCollection(options: INodeProperties[]): INodeProperties {
	return {
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		options,
	};
}

/** The "Filters" collection of a list, as n8n nodes present it. */
export function filtersCollection(options: INodeProperties[]): INodeProperties {
	return {
		displayName: 'Filters',
		name: 'filters',
		type: 'collection',
		placeholder: 'Add Filter',
		default: {},
		options,
	};
}

/**
 * An operation's Options collection, read one way everywhere: texts trimmed (empty = not given), Booleans,
 * numbers and choices by the one reader of typedValues.ts (an expression's "false" is false; a value it cannot
 * read is refused, naming the option as the editor shows it), locators as the ID they hold, anything else as
 * given for its caller to check.
 */
export interface Options {
	text(name: string): string | undefined;
	/** A Boolean option, off unless on (or `unset` when not added). */
	flag(name: string, displayName: string, unset?: boolean): boolean;
	/** A number option, undefined when not added. */
	number(name: string, displayName: string): number | undefined;
	/** A choice among `options`, undefined when not added. */
	option<T extends string>(
		name: string,
		displayName: string,
		options: readonly INodePropertyOptions[],
	): T | undefined;
	/** A resource locator's ID whichever mode gave it; n8n extracts it, so it is read by its path. */
	locator(name: string): string;
	value(name: string): unknown;
}

/** An item's Options in a run; a poll has no items, so its Options come without an index. */
export function readOptions(context: IExecuteFunctions, itemIndex: number): Options;
export function readOptions(context: IPollFunctions): Options;
export function readOptions(context: IExecuteFunctions | IPollFunctions, itemIndex?: number) {
	const options = nodeParameter(context, 'options', itemIndex, {}) as IDataObject;
	const node = nodeOfRun(context);
	return {
		text: (name) => parameterText(options[name]) || undefined,
		flag: (name, displayName, unset = false) =>
			booleanValue(node, options[name], displayName, itemIndex, unset),
		number: (name, displayName) => numberValue(node, options[name], displayName, itemIndex),
		option: (name, displayName, offered) =>
			optionValue(node, options[name], displayName, itemIndex, offered),
		locator: (name) =>
			parameterText(nodeParameter(context, `options.${name}`, itemIndex, '', true)),
		value: (name) => options[name],
	} satisfies Options;
}
