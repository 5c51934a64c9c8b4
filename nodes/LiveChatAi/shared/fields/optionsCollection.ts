import type { IDataObject, IExecuteFunctions, INodeProperties, IPollFunctions } from 'n8n-workflow';

import { parameterText } from '../parameters/validation';

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
 * An operation's Options collection, read one way everywhere: texts trimmed (empty = not given), flags off unless
 * on (or `unset` when not added), locators as the ID they hold, anything else as given for its caller to check.
 */
export interface Options {
	text(name: string): string | undefined;
	flag(name: string, unset?: boolean): boolean;
	/** A resource locator's ID whichever mode gave it; n8n extracts it, so it is read by its path. */
	locator(name: string): string;
	value(name: string): unknown;
}

/** An item's Options in a run; a poll has no items, so its Options come without an index. */
export function readOptions(context: IExecuteFunctions, itemIndex: number): Options;
export function readOptions(context: IPollFunctions): Options;
export function readOptions(context: IExecuteFunctions | IPollFunctions, itemIndex?: number) {
	const parameter = (path: string, fallback: unknown, extractValue = false) =>
		itemIndex === undefined
			? (context as IPollFunctions).getNodeParameter(path, fallback, { extractValue })
			: (context as IExecuteFunctions).getNodeParameter(path, itemIndex, fallback, {
					extractValue,
				});
	const options = parameter('options', {}) as IDataObject;
	return {
		text: (name) => parameterText(options[name]) || undefined,
		flag: (name, unset = false) => (options[name] ?? unset) === true,
		locator: (name) => parameterText(parameter(`options.${name}`, '', true)),
		value: (name) => options[name],
	} satisfies Options;
}
