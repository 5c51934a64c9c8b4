import type { INodeTypeBaseDescription, IVersionedNodeType } from 'n8n-workflow';
import { VersionedNodeType } from 'n8n-workflow';

import { LiveChatAiV1 } from './v1/LiveChatAiV1';
import { LiveChatAiV2 } from './v2/LiveChatAiV2';

/** The version map only: each version lives in its own folder, so a version 2 stands beside version 1. */
export class LiveChatAi extends VersionedNodeType {
	constructor() {
		const baseDescription: INodeTypeBaseDescription = {
			displayName: 'LiveChatAI',
			name: 'liveChatAi',
			icon: { light: 'file:liveChatAi.svg', dark: 'file:liveChatAi.dark.svg' },
			group: ['transform'],
			description: 'Run LiveChatAI agents, their knowledge, contacts and live chat conversations',
			defaultVersion: 2.1,
		};
		const v1 = new LiveChatAiV1(baseDescription);
		const v2 = new LiveChatAiV2(baseDescription);
		// 2.1 runs version 2's code; what differs is behind `typeVersion` checks (Simplify of the conversation lists).
		const nodeVersions: IVersionedNodeType['nodeVersions'] = {
			1: v1,
			1.1: v1,
			2: v2,
			2.1: v2,
		};
		super(nodeVersions, baseDescription);
	}
}
