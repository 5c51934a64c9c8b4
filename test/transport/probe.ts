// eslint-disable-next-line @n8n/community-nodes/no-restricted-imports -- test tooling: inspects errors the way a log would print them
import { inspect } from 'node:util';

import type { ICredentialDataDecryptedObject, IDataObject } from 'n8n-workflow';

import type { Simulator } from '../simulator';
import { simulatorCredentials } from '../harness/liveChatAi';
import type { NodeRun } from '../harness/runWorkflow';
import { runNode } from '../harness/runWorkflow';

export interface ProbeRequest {
	method?: string;
	path?: string;
	body?: IDataObject;
}

/** Sends one request through the transport in the real engine, with the test-only probe node. */
export async function probe(
	sim: Simulator,
	{ method = 'GET', path = '/api/aibot/list', body }: ProbeRequest = {},
	credentials: Partial<ICredentialDataDecryptedObject> = {},
): Promise<NodeRun> {
	const parameters = { method, path, body: body ? JSON.stringify(body) : '' };
	return await runNode(
		{ type: 'n8n-nodes-livechatai-test.transportProbe', parameters },
		{ credentials: simulatorCredentials(sim, credentials) },
	);
}

/** Everything an error could show a user or a log: its fields, cause chain and inspection. */
export function everythingIn(error: unknown): string {
	return `${JSON.stringify(error, Object.getOwnPropertyNames(error ?? {}))}\n${inspect(error, { depth: 8 })}`;
}
