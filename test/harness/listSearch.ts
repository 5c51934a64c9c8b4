import { LoadOptionsContext } from 'n8n-core';
import type {
	ICredentialDataDecryptedObject,
	INodeListSearchResult,
	INodeParameters,
} from 'n8n-workflow';
import { Workflow } from 'n8n-workflow';

import { nodeTypes } from './registry';
import { additionalDataFor, NODE_NAME, workflowNode } from './runWorkflow';

export interface ListSearchCall {
	/** Short type name inside this package, e.g. `liveChatAi`. */
	type: string;
	typeVersion: number;
	/** The node's parameters as the editor holds them while the user opens the list. */
	parameters: INodeParameters;
	method: string;
	filter?: string;
	paginationToken?: string;
	credentials: ICredentialDataDecryptedObject;
}

/**
 * Calls a resource locator's list method as the editor does: through n8n-core's real LoadOptionsContext (the
 * node's current parameters, the credential's real authenticate, real HTTP).
 */
export async function callListSearch(call: ListSearchCall): Promise<INodeListSearchResult> {
	const node = workflowNode(NODE_NAME, call.type, call.typeVersion, call.parameters);
	const workflow = new Workflow({ nodes: [node], connections: {}, nodeTypes, active: false });
	// The editor sends the node's current parameters with the request; n8n puts them here.
	const additionalData = additionalDataFor(undefined, call.credentials);
	additionalData.currentNodeParameters = call.parameters;
	const context = new LoadOptionsContext(workflow, node, additionalData, 'parameters');
	const method = nodeTypes.getByNameAndVersion(node.type, node.typeVersion).methods?.listSearch?.[
		call.method
	];
	if (!method) throw new Error(`${call.type} has no list search method ${call.method}`);
	return await method.call(context, call.filter, call.paginationToken);
}
