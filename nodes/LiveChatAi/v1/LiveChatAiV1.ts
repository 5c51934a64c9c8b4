import type { INodeTypeBaseDescription } from 'n8n-workflow';

import { NodeVersion } from '../shared/node/nodeVersion';
import { versionSpec } from './versionDescription';

/** Node version 1 (and 1.1): its resources on the shared NodeVersion. */
export class LiveChatAiV1 extends NodeVersion {
	constructor(baseDescription: INodeTypeBaseDescription) {
		super(baseDescription, versionSpec);
	}
}
