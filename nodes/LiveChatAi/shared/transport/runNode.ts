import type { IExecuteFunctions, INode } from 'n8n-workflow';

const runNodes = new WeakMap<object, INode>();

/**
 * The node of a run: n8n's getNode() copies the node, its parameters too, on every call, and a run's node does
 * not change, so one copy serves the whole run (execution context). A poll's context outlives its polls: asked
 * each time there.
 */
export function nodeOfRun(context: Pick<IExecuteFunctions, 'getNode'>): INode {
	const known = runNodes.get(context);
	if (known !== undefined) return known;
	const node = context.getNode();
	if ('getInputData' in context) runNodes.set(context, node);
	return node;
}
