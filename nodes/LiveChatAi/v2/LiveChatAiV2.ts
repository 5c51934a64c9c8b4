import type { INodeTypeBaseDescription } from 'n8n-workflow';

import { NodeVersion } from '../shared/node/nodeVersion';
import { versionSpec } from './versionDescription';

/** Node version 2: its resources on the shared NodeVersion. */
export class LiveChatAiV2 extends NodeVersion {
	constructor(baseDescription: INodeTypeBaseDescription) {
		super(baseDescription, versionSpec);
	}
}
