import type { IDataObject, INode } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import type { BotLabel } from '../fields/botLocator';

/** The error as n8n shows it: a node error passes through, anything else is wrapped with its item. */
export function asNodeError(
	node: INode,
	error: unknown,
	itemIndex?: number,
): NodeApiError | NodeOperationError {
	if (error instanceof NodeApiError || error instanceof NodeOperationError) return error;
	return new NodeOperationError(node, error as Error, { itemIndex });
}

/**
 * The JSON of a "Continue On Fail" error item: `error` says what failed, `message` the HTTP status and how to fix
 * it. Only these two keys: n8n 1.x and 2.x both route such an item to the error output under "Continue (using
 * error output)" and keep it as it is otherwise.
 */
export function errorJson(error: NodeApiError | NodeOperationError): IDataObject {
	return error.description
		? { error: error.message, message: error.description }
		: { error: error.message };
}

// "agent" alone, not a human agent (nor an "AI agent", n8n's own kind of node).
const SERVICE_BOT_LABEL = /(?<!(?:human|ai) )\bagent(s?)\b/gi;

/**
 * An error LiveChatAI wrote with its v2 API's name for the bot ("Agent not found") said with the node version's label for the
 * bot; LiveChatAI's own message stays in the description, word for word.
 */
export function inBotLabel<E extends NodeApiError | NodeOperationError>(
	error: E,
	label: BotLabel,
): E {
	if (label === 'Agent' || !(error instanceof NodeApiError)) return error;
	const reworded = error.message.replace(SERVICE_BOT_LABEL, (agent: string, plural: string) =>
		agent[0] === 'A' ? `${label}${plural}` : `${label.toLowerCase()}${plural}`,
	);
	if (reworded === error.message) return error;
	error.description =
		`LiveChatAI's own message: "${error.message}". ${error.description ?? ''}`.trim();
	error.message = reworded;
	return error;
}
