import type { ICredentialType, INodeType, INodeTypes, IVersionedNodeType } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';

import { LiveChatAiApi } from '../../credentials/LiveChatAiApi.credentials';
import { LiveChatAi } from '../../nodes/LiveChatAi/LiveChatAi.node';
import { LiveChatAiTrigger } from '../../nodes/LiveChatAi/LiveChatAiTrigger.node';
import { ItemsSource } from '../fixtures/ItemsSource.node';
import { TransportProbe } from '../fixtures/TransportProbe.node';

/** n8n's node type registry, holding only the node types a test names (keyed by their full type name). */
export class TestNodeTypes implements INodeTypes {
	constructor(private readonly types: Record<string, INodeType | IVersionedNodeType>) {}

	getByName(name: string): INodeType | IVersionedNodeType {
		const type = this.types[name];
		if (!type) throw new Error(`Unknown node type ${name}`);
		return type;
	}

	getByNameAndVersion(name: string, version?: number): INodeType {
		return NodeHelpers.getVersionedNodeType(this.getByName(name), version);
	}

	getKnownTypes() {
		return {};
	}
}

/** The package name: n8n registers community node types as `<package>.<node name>`. */
export const PACKAGE = 'n8n-nodes-livechatai';

const liveChatAi = new LiveChatAi();

const types: Record<string, INodeType | IVersionedNodeType> = {
	[`${PACKAGE}.liveChatAi`]: liveChatAi,
	// n8n's tool variant of the node (an AI Agent's or MCP's tool): the same node under the type name n8n gives it.
	[`${PACKAGE}.liveChatAiTool`]: liveChatAi,
	[`${PACKAGE}.liveChatAiTrigger`]: new LiveChatAiTrigger(),
	[`${PACKAGE}-test.itemsSource`]: new ItemsSource(),
	[`${PACKAGE}-test.transportProbe`]: new TransportProbe(),
};

export const nodeTypes = new TestNodeTypes(types);

export const credentialTypes: Record<string, ICredentialType> = {
	liveChatAiApi: new LiveChatAiApi(),
};
