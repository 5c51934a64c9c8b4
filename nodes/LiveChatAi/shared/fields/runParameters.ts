import type { IExecuteFunctions, INodeParameters, NodeParameterValueType } from 'n8n-workflow';
import { deepCopy } from 'n8n-workflow';

import { nodeOfRun } from '../transport/runNode';

// A parameter without an expression anywhere in it resolves to the same value for every item of a run: n8n
// hands back the value the workflow stores. n8n still copies and checks it against the node's description on
// each read, which over 1,000 items costs more than the items' own work; so such a parameter is read once per
// run (execution context) and that value serves every item. A parameter holding an expression is read for each
// item, as n8n's nodes read it. A read that fails is not kept: each item gets its own error. An object (a
// collection) is handed to each item as its own copy, as n8n's read hands one: a change one item makes to its
// value never reaches the next.
const runReads = new WeakMap<object, Map<string, unknown>>();

/** Kept for a parameter found to hold an expression: it is read for each item. */
const PER_ITEM = Symbol('read for each item');

/** Whether a stored parameter value holds an expression (a text starting with "=", n8n's rule) anywhere. */
export function holdsExpression(value: unknown): boolean {
	if (typeof value === 'string') return value.startsWith('=');
	if (value !== null && typeof value === 'object')
		return Object.values(value).some(holdsExpression);
	return false;
}

/** An object as a copy of its own (n8n's deepCopy), any other value as it is. */
const copyOf = (value: unknown): unknown =>
	value !== null && typeof value === 'object' ? deepCopy(value) : value;

/** The stored value at a dotted path (`options.concurrency`) of the node's parameters. */
function storedAt(parameters: INodeParameters, path: string): unknown {
	let value: unknown = parameters;
	for (const name of path.split('.')) {
		if (value === null || typeof value !== 'object') return undefined;
		value = (value as Record<string, unknown>)[name];
	}
	return value;
}

/** An item's parameter as n8n's getNodeParameter gives it; read once per run when it holds no expression. */
export function itemParameter(
	context: IExecuteFunctions,
	path: string,
	itemIndex: number,
	fallback: unknown,
	extractValue = false,
): unknown {
	const key = `${extractValue ? 'value' : 'stored'} ${path} ${JSON.stringify(fallback)}`;
	let reads = runReads.get(context);
	if (reads === undefined) runReads.set(context, (reads = new Map()));
	const decided = reads.has(key);
	const known = reads.get(key);
	if (decided && known !== PER_ITEM) return copyOf(known);
	const orElse = fallback as NodeParameterValueType;
	const value = context.getNodeParameter(path, itemIndex, orElse, { extractValue });
	if (!decided) {
		// A path into a list (`a[0]`) is not followed here: read per item.
		const stored = storedAt(nodeOfRun(context).parameters, path);
		const perItem = path.includes('[') || holdsExpression(stored);
		reads.set(key, perItem ? PER_ITEM : copyOf(value));
	}
	return value;
}
