import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

/** One operation's module: its fields, and what it does for one input item (the router loops and pairs). */
export interface OperationModule {
	description: INodeProperties[];
	execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject | IDataObject[]>;
}

/** A node version's operations by resource and operation value: what its router looks up. */
export type OperationMap = Readonly<Record<string, Readonly<Record<string, OperationModule>>>>;
