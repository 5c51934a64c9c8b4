import type { ICredentialDataDecryptedObject, INodeParameters } from 'n8n-workflow';

import type { Simulator } from '../simulator';
import type { NodeRun, NodeUnderTest, RunNodeOptions } from './runWorkflow';
import { runNode } from './runWorkflow';

export interface LiveChatAiRunOptions
	extends Pick<NodeUnderTest, 'typeVersion' | 'continueOnFail' | 'errorOutput'>,
		Pick<RunNodeOptions, 'input' | 'streaming' | 'workflowId' | 'timezone'> {
	/** Overrides of the credential (default: the simulator's URL and valid key). */
	credentials?: Partial<ICredentialDataDecryptedObject>;
	/** Run as n8n runs the node's tool variant for an AI Agent or an MCP client. */
	asTool?: boolean;
}

export function simulatorCredentials(
	sim: Simulator,
	overrides: Partial<ICredentialDataDecryptedObject> = {},
): ICredentialDataDecryptedObject {
	return {
		apiKey: sim.apiKey,
		baseUrl: sim.url,
		identitySecret: '',
		...overrides,
	} as ICredentialDataDecryptedObject;
}

/**
 * Runs the LiveChatAI node in a real workflow against the simulator: version 1 unless told (what the oldest
 * saved workflows hold).
 */
export async function runLiveChatAi(
	sim: Simulator,
	parameters: INodeParameters,
	options: LiveChatAiRunOptions = {},
): Promise<NodeRun> {
	const {
		asTool,
		credentials,
		input,
		streaming,
		workflowId,
		timezone,
		typeVersion = 1,
		...onError
	} = options;
	const type = asTool ? 'liveChatAiTool' : 'liveChatAi';
	return await runNode(
		{ type, typeVersion, parameters, ...onError },
		{ input, credentials: simulatorCredentials(sim, credentials), streaming, workflowId, timezone },
	);
}

/** A resource locator value in "By ID" mode. */
export function byId(value: string) {
	return { __rl: true, mode: 'id', value };
}
