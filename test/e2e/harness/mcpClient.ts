/* eslint-disable import-x/no-unresolved -- the SDK's subpath exports: Node and TypeScript resolve them, the lint's resolver does not */
/**
 * An MCP client of the official SDK (@modelcontextprotocol/sdk), as Claude Desktop or another client connects
 * to an MCP Server Trigger: over Streamable HTTP or the older SSE transport, on the trigger's production URL.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

import { waitFor } from './processes';

export const MCP_TRIGGER_TYPE = '@n8n/n8n-nodes-langchain.mcpTrigger';

export type McpTransportKind = 'streamable HTTP' | 'SSE';

/** Connects a new client; fails as the SDK does (e.g. 404 while n8n has not registered the endpoint). */
export async function connectMcp(url: string, kind: McpTransportKind): Promise<Client> {
	const client = new Client({ name: 'livechatai-e2e', version: '1.0.0' });
	// SSE, deprecated in the SDK, on purpose: the trigger still offers it and older clients use it.
	const transport =
		kind === 'SSE'
			? new SSEClientTransport(new URL(url))
			: new StreamableHTTPClientTransport(new URL(url));
	const refusal = await client.connect(transport).then(
		() => undefined,
		(error: unknown) => error ?? 'refused',
	);
	if (refusal === undefined) return client;
	await client.close().catch(() => undefined);
	throw refusal;
}

/**
 * Connects as soon as n8n serves the endpoint: a published workflow's webhooks are registered a moment after
 * the activation answers, so the first attempts may be refused. Bounded; the last refusal is told.
 */
export async function connectWhenServed(
	url: string,
	kind: McpTransportKind,
	timeoutMs = 30_000,
): Promise<Client> {
	let refusal: unknown;
	return await waitFor(
		() => `${url} did not serve MCP (${kind}) within ${timeoutMs / 1000} s: ${String(refusal)}`,
		async () =>
			await connectMcp(url, kind).catch((error: unknown) => {
				refusal = error;
				return undefined;
			}),
		timeoutMs,
		250,
	);
}

/** Calls a tool and keeps what a client shows of the result: its text and whether it is an error. */
export async function callTool(
	client: Client,
	name: string,
	args: Record<string, unknown>,
): Promise<{ isError: boolean; texts: string[] }> {
	const result = await client.callTool({ name, arguments: args });
	const content = (result.content ?? []) as Array<{ type: string; text?: string }>;
	const others = content.filter((part) => part.type !== 'text');
	if (others.length > 0)
		throw new Error(`${name} returned non-text content: ${JSON.stringify(others)}`);
	return { isError: result.isError === true, texts: content.map((part) => part.text ?? '') };
}
