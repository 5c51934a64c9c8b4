import type { ICredentialType, INodeType, IVersionedNodeType } from 'n8n-workflow';

import { LiveChatAiApi } from '../../credentials/LiveChatAiApi.credentials';
import { LiveChatAi } from '../../nodes/LiveChatAi/LiveChatAi.node';
import { LiveChatAiTrigger } from '../../nodes/LiveChatAi/LiveChatAiTrigger.node';
import { ItemsSource } from '../fixtures/ItemsSource.node';
import { TransportProbe } from '../fixtures/TransportProbe.node';
import { TestNodeTypes } from './nodeTypes';

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
