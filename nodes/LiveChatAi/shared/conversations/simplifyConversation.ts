import type { IDataObject } from 'n8n-workflow';

import { isRecord } from '../transport/json';

/** A conversation of GET /api/v2/conversations reduced to what a workflow usually needs (the Simplify toggle). */
export function simplifyConversation(conversation: IDataObject): IDataObject {
	const contact = isRecord(conversation.contact) ? conversation.contact : {};
	return {
		id: conversation.id,
		isResolved: conversation.isResolved,
		isStarred: conversation.isStarred,
		isMuted: conversation.isMuted,
		isAgent: conversation.isAgent,
		contactId: contact.id ?? null,
		contactName: contact.name ?? null,
		contactEmail: contact.email ?? null,
		channel: conversation.integrationType,
		lastMessageDate: conversation.lastMessageDate,
	};
}
