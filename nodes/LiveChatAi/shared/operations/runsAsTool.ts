import type { IExecuteFunctions } from 'n8n-workflow';

import { nodeOfRun } from '../transport/runNode';

/**
 * Whether the node runs as a tool of an AI Agent or an MCP client: n8n names a node's tool variant after it with
 * "Tool" at the end, in every way it runs one (the agent's own tool calls, the workflow engine's, MCP's).
 */
export function runsAsTool(context: Pick<IExecuteFunctions, 'getNode'>): boolean {
	return nodeOfRun(context).type.endsWith('Tool');
}
