import type { INodeProperties } from 'n8n-workflow';

/** Shown on every operation under /api/aibot/: the service marks those endpoints deprecated. */
export const legacyNotice: INodeProperties = {
	displayName:
		'LiveChatAI marks this endpoint deprecated (since August 1st, 2025). It still works; a later version of this node will use its successor in the v2 API.',
	name: 'legacyNotice',
	type: 'notice',
	default: '',
};
