import type { ICredentialDataDecryptedObject, IDataObject, INodeParameters } from 'n8n-workflow';

import type { Simulator } from '../simulator';
import type { NodeRun } from './runWorkflow';
import { runNode } from './runWorkflow';

export interface LiveChatAiRunOptions {
	input?: IDataObject[];
	continueOnFail?: boolean;
	/** "On Error: Continue (using error output)". */
	errorOutput?: boolean;
	/** Run as n8n does when it streams the workflow's output to its caller. */
	streaming?: boolean;
	/** Overrides of the credential (default: the simulator's URL and valid key). */
	credentials?: Partial<ICredentialDataDecryptedObject>;
	/** The node's version (default 1, what the oldest saved workflows hold). */
	typeVersion?: number;
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

/** Runs the LiveChatAI node (version 1 unless told) in a real workflow against the simulator. */
export async function runLiveChatAi(
	sim: Simulator,
	parameters: INodeParameters,
	options: LiveChatAiRunOptions = {},
): Promise<NodeRun> {
	return await runNode(
		{
			type: options.asTool ? 'liveChatAiTool' : 'liveChatAi',
			typeVersion: options.typeVersion ?? 1,
			parameters,
			continueOnFail: options.continueOnFail,
			errorOutput: options.errorOutput,
		},
		{
			input: options.input,
			credentials: simulatorCredentials(sim, options.credentials),
			streaming: options.streaming,
		},
	);
}

/** A resource locator value in "By ID" mode. */
export function byId(value: string) {
	return { __rl: true, mode: 'id', value };
}
