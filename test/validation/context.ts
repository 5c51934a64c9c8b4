/**
 * What the parameter checks of nodes/LiveChatAi/shared/ see of n8n: the node, each item's parameters and the
 * workflow's timezone. Enough to call a check directly and read the error it throws.
 */
import type { IExecuteFunctions, INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

export const NODE: INode = {
	id: 'node-under-test',
	name: 'LiveChatAI',
	type: 'n8n-nodes-livechatai.liveChatAi',
	typeVersion: 1,
	position: [0, 0],
	parameters: {},
};

/** An item's parameters, as the node reads them: expressions already resolved. */
export type Parameters = Record<string, unknown>;

/** A parameter's value by its path (`options.slug`), as n8n hands it to the node. */
function valueAt(parameters: Parameters, path: string): unknown {
	return path
		.split('.')
		.reduce<unknown>((value, key) => (value as Parameters | undefined)?.[key], parameters);
}

/**
 * An execution context whose items hold `parameters` (one object for every item, or one per item). A resource
 * locator gives its value with `extractValue`, as n8n does.
 */
export function contextWith(
	parameters: Parameters | Parameters[] = {},
	timezone = 'UTC',
): IExecuteFunctions {
	const ofItem = (itemIndex: number) =>
		Array.isArray(parameters) ? parameters[itemIndex] : parameters;
	return {
		getNode: () => NODE,
		getTimezone: () => timezone,
		getNodeParameter: (
			name: string,
			itemIndex: number,
			fallback?: unknown,
			options?: { extractValue?: boolean },
		) => {
			const value = valueAt(ofItem(itemIndex), name);
			if (value === undefined) return fallback;
			const locator = value as { __rl?: boolean; value?: unknown };
			return options?.extractValue && locator.__rl ? locator.value : value;
		},
	} as unknown as IExecuteFunctions;
}

/**
 * The NodeOperationError that `check` throws, naming the node; fails the test when it throws nothing or something
 * else.
 */
export function refusal(check: () => unknown): NodeOperationError {
	try {
		check();
	} catch (error) {
		expect(error).toBeInstanceOf(NodeOperationError);
		expect((error as NodeOperationError).node).toBe(NODE);
		return error as NodeOperationError;
	}
	throw new Error('the check accepted the value');
}

/** What a refusal tells the user: the message (parameter and item), the fix, the item n8n marks. */
export const told = (error: NodeOperationError) => ({
	message: error.message,
	description: error.description,
	itemIndex: error.context.itemIndex,
});
