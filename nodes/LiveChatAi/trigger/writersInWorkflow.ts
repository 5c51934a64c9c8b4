import type { IPollFunctions, NodeTypeAndVersion } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

/**
 * Whether this trigger's own workflow holds a LiveChatAI node that may write into a conversation: node version 2
 * (version 1 writes no mark), or its AI tool variant, running Send Message or Reply as Human Agent, enabled, after
 * the trigger or as a tool of a node after it. Where none does, nothing this workflow writes can carry its mark,
 * and a trigger that leaves out only this workflow's writes need not read any conversation's messages.
 * It errs towards reading: a node whose resource or operation is not saved (the defaults) counts as a writer.
 */
const NODE_TYPES = ['liveChatAi', 'liveChatAiTool'];
const WRITES = { resource: 'conversation', operations: ['sendMessage', 'reply'] };

function mayWrite({ type, typeVersion, disabled, parameters = {} }: NodeTypeAndVersion): boolean {
	if (disabled || typeVersion < 2 || !NODE_TYPES.includes(type.split('.').pop() ?? ''))
		return false;
	const { resource, operation } = parameters;
	if (resource !== undefined && resource !== WRITES.resource) return false;
	return operation === undefined || WRITES.operations.includes(String(operation));
}

export function workflowMayWrite(context: IPollFunctions): boolean {
	// An n8n without these methods cannot show its workflow: count it as one that writes.
	if (typeof context.getChildNodes !== 'function' || typeof context.getParentNodes !== 'function')
		return true;
	const withParameters = { includeNodeParameters: true };
	const after = context.getChildNodes(context.getNode().name, withParameters);
	const tools = after.flatMap((node) =>
		context.getParentNodes(node.name, {
			...withParameters,
			connectionType: NodeConnectionTypes.AiTool,
			depth: -1,
		}),
	);
	return [...after, ...tools].some(mayWrite);
}
