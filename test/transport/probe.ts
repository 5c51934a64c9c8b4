// eslint-disable-next-line @n8n/community-nodes/no-restricted-imports -- test tooling: inspects errors the way a log would print them
import { inspect } from 'node:util';

import type { ICredentialDataDecryptedObject, IDataObject } from 'n8n-workflow';

import type { Simulator } from '../simulator';
import { simulatorCredentials } from '../harness/liveChatAi';
import type { NodeRun } from '../harness/runWorkflow';
import { runNode } from '../harness/runWorkflow';

export interface ProbeRequest {
	mode?: 'request' | 'items' | 'paginate' | 'stream';
	method?: string;
	path?: string;
	qs?: IDataObject;
	body?: IDataObject;
	limit?: number;
}

/** Drives the transport through the real engine with the test-only probe node. */
export async function probe(
	sim: Simulator,
	request: ProbeRequest,
	credentials: Partial<ICredentialDataDecryptedObject> = {},
): Promise<NodeRun> {
	const {
		mode = 'request',
		method = 'GET',
		path = '/api/aibot/list',
		qs = {},
		body,
		limit = 0,
	} = request;
	return await runNode(
		{
			type: 'n8n-nodes-livechatai-test.transportProbe',
			parameters: {
				mode,
				method,
				path,
				qs: JSON.stringify(qs),
				body: body ? JSON.stringify(body) : '',
				limit,
			},
		},
		{ credentials: simulatorCredentials(sim, credentials) },
	);
}

/** Everything an error could show a user or a log: its fields, cause chain and inspection. */
export function everythingIn(error: unknown): string {
	return `${JSON.stringify(error, Object.getOwnPropertyNames(error ?? {}))}\n${inspect(error, { depth: 8 })}`;
}
