import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
	INodePropertyOptions,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { withRequestOptions } from '../fields/requestOptions';

/** An operation's entry in its resource's Operation dropdown; its value is its key in the resource's list. */
export interface OperationOption {
	name: string;
	action: string;
	description: string;
}

interface OperationFile {
	/**
	 * The resource it belongs to and its key there, said once in its file: `defineResource` holds the resource's
	 * map to them, so a misspelled key or an operation under another resource fails the type check.
	 */
	resource: string;
	key: string;
	option: OperationOption;
	/** The operation's own fields: display options and the request options are added by its resource. */
	properties: INodeProperties[];
	/**
	 * As a tool, how a model gets more of what a result cut to the bound left out (e.g. a smaller Limit), where
	 * the operation has a way; said in the cut result's note.
	 */
	forMoreAsTool?: string;
	/**
	 * As a tool, the lists (by their key) of which a result cut to the bound keeps the newest entries, not the
	 * first: a conversation's messages, whose newest a model needs.
	 */
	newestAsTool?: readonly string[];
}

/** An operation that acts for one input item at a time: the router loops, pairs and handles Continue On Fail. */
export interface PerItemOperation extends OperationFile {
	execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject | IDataObject[]>;
}

/**
 * An operation that takes all input items as one set (e.g. a sheet to sync): it runs once, pairs its own output
 * items and handles Continue On Fail for them.
 */
export interface AllItemsOperation extends OperationFile {
	executeAll(this: IExecuteFunctions): Promise<INodeExecutionData[]>;
}

/** One `*.operation.ts` module: its dropdown entry, its fields, and what it does. */
export type OperationModule = PerItemOperation | AllItemsOperation;

type Operations = Record<string, OperationModule>;

/** A resource: its name in the Resource dropdown, its operations by value, the operation a new node starts on. */
export interface Resource {
	/** Its value in the Resource dropdown: the key its node version's resources give it. */
	resource: string;
	name: string;
	operations: Operations;
	/** Never change it for a released version: saved nodes omit defaults. */
	default: string;
}

/** A node version's resources by value: the one list the dropdowns, the fields and the router are built from. */
export type Resources = Record<string, Resource>;

/** A resource with its operations' exact keys kept in its type. */
type TypedResource<O extends Operations, V extends string = string> = {
	/** Its value in the Resource dropdown: the key its node version's resources give it. */
	resource: V;
	name: string;
	operations: O;
	default: keyof O & string;
};

/** Each operation under the key it declares, of the resource it declares. */
type OwnKeys<O extends Operations, V extends string> = {
	operations: { [K in keyof O]: { key: K; resource: V } };
};

/**
 * Keeps a resource's exact operation keys: a map key other than the operation's own, an operation of another
 * resource, a default that names no operation, or a lookup of a misspelled one in the version's `operations`,
 * fails the type check.
 */
export function defineResource<const V extends string, O extends Operations>(
	resource: TypedResource<O, V> & OwnKeys<O, NoInfer<V>>,
): TypedResource<O, V> {
	return resource;
}

/** A version's resources under the values they declare (`resource`): a resource under another key fails the type check. */
export type OwnValues<R extends Resources> = { [K in keyof R]: { resource: K } };

/** A version's operations by resource and operation value: what its router looks up. */
export type OperationMap<R extends Resources = Resources> = {
	readonly [K in keyof R]: R[K]['operations'];
};

export function operationMap<R extends Resources>(resources: R): OperationMap<R> {
	const entries = Object.entries(resources).map(([value, resource]) => [
		value,
		resource.operations,
	]);
	return Object.fromEntries(entries) as OperationMap<R>;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** The Resource dropdown's entries, alphabetical as n8n lists them. */
export function resourceOptions(resources: Resources): INodePropertyOptions[] {
	return Object.entries(resources)
		.map(([value, { name }]) => ({ name, value }))
		.sort(byName);
}

/**
 * A resource's Operation dropdown, then each operation's fields, shown for that resource and operation only and
 * given the request options (Concurrent Requests, Pause Between Requests) in their Options collection.
 */
export function resourceProperties(value: string, resource: Resource): INodeProperties[] {
	const operations = Object.entries(resource.operations);
	const defaultOperation = resource.default;
	const dropdown: INodeProperties = {
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: [value] } },
		options: operations
			.map(([operation, { option }]) => ({ ...option, value: operation }))
			.sort(byName),
		default: defaultOperation,
	};
	const fields = operations.map(([operation, { properties }]) =>
		updateDisplayOptions(
			{ show: { resource: [value], operation: [operation] } },
			withRequestOptions(properties),
		),
	);
	return [dropdown, ...fields.flat()];
}
