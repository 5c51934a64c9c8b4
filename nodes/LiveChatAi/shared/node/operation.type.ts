import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';

/** An operation that acts for one input item at a time: the router loops, pairs and handles Continue On Fail. */
export interface PerItemOperation {
	description: INodeProperties[];
	execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject | IDataObject[]>;
}

/**
 * An operation that takes all input items as one set (e.g. a sheet to sync): it runs once, pairs its own output
 * items and handles Continue On Fail for them.
 */
export interface AllItemsOperation {
	description: INodeProperties[];
	executeAll(this: IExecuteFunctions): Promise<INodeExecutionData[]>;
}

/** One operation's module: its fields, and what it does. */
export type OperationModule = PerItemOperation | AllItemsOperation;

/** A node version's operations by resource and operation value: what its router looks up. */
export type OperationMap = Readonly<Record<string, Readonly<Record<string, OperationModule>>>>;
