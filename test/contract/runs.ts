/**
 * Runs one sender of the contract (a node operation, a trigger poll, the credential test, an editor list) through
 * n8n-core's real engine against the simulator, its credential pointed at the recording proxy, with valid
 * parameters (both versions' from test/nodes/validParameters.ts) and the row's parameters over them. One input item: the contract reads what one request looks like, not how many there are.
 */
import { LoadOptionsContext } from 'n8n-core';
import type { INodeParameters } from 'n8n-workflow';
import { Workflow } from 'n8n-workflow';

import { testCredential } from '../harness/credentialTest';
import { callListSearch } from '../harness/listSearch';
import { byId, runLiveChatAi, simulatorCredentials } from '../harness/liveChatAi';
import { TriggerHarness } from '../harness/pollTrigger';
import { nodeTypes } from '../harness/registry';
import { additionalDataFor, NODE_NAME, workflowNode } from '../harness/runWorkflow';
import { v1Parameters, v2Parameters, VALID_INPUT } from '../nodes/validParameters';
import { runV2 } from '../nodes/v2/v2Operations';
import type { Simulator } from '../simulator';
import { SEED, SIMULATOR_IDENTITY_SECRET } from '../simulator';
import type { Sender } from './types';

/** The simulator as the node sees it through the proxy: its URL replaced. */
const behind = (sim: Simulator, url: string): Simulator =>
	Object.create(sim, { url: { value: url } }) as Simulator;

async function loadOptions(sim: Simulator, method: string) {
	const parameters = { watch: 'agents', event: 'newActivity' };
	const node = workflowNode(NODE_NAME, 'liveChatAiTrigger', 1.3, parameters);
	const workflow = new Workflow({ nodes: [node], connections: {}, nodeTypes, active: false });
	const additionalData = additionalDataFor(undefined, simulatorCredentials(sim));
	const context = new LoadOptionsContext(workflow, node, additionalData, 'parameters');
	const type = nodeTypes.getByNameAndVersion(node.type, node.typeVersion);
	return await type.methods!.loadOptions![method].call(context);
}

/** Runs `by`; throws when it fails (a contract run must reach the service and be answered). */
export async function runSender(
	simulator: Simulator,
	proxyUrl: string,
	by: Sender,
	parameters: INodeParameters = {},
): Promise<void> {
	const sim = behind(simulator, proxyUrl);
	const [kind, name] = by.split(' ');
	const credentials = simulatorCredentials(sim, { identitySecret: SIMULATOR_IDENTITY_SECRET });
	if (kind === 'v1' || kind === 'v2') {
		const run =
			kind === 'v1'
				? await runLiveChatAi(sim, v1Parameters(name, parameters), { input: [{}] })
				: await runV2(sim, v2Parameters(name, parameters), {
						input: [VALID_INPUT[0]],
						credentials,
					});
		if (run.error) throw run.error;
		return;
	}
	if (kind === 'trigger') {
		const trigger = {
			watch: 'agent',
			chatbot: byId(SEED.agents.support),
			event: name,
			...parameters,
		};
		await new TriggerHarness(sim, trigger, 1.3).poll({ mode: 'manual' });
		return;
	}
	if (by === 'credential test') {
		const { status, message } = await testCredential(credentials);
		if (status !== 'OK') throw new Error(message);
		return;
	}
	if (kind === 'listSearch') {
		const agent = byId(SEED.agents.support);
		await callListSearch({
			type: 'liveChatAi',
			typeVersion: 2,
			parameters: { agent },
			method: name,
			credentials,
		});
		return;
	}
	await loadOptions(sim, name);
}
