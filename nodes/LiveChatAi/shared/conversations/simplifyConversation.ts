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

/**
 * Version 2.1's short form: the same, with the human agent assigned ([doc] `agent`, the only source of the user
 * IDs Reply as Human Agent and End take) and the date of the visitor's, the AI's and a human agent's last message,
 * from which a workflow tells who is waiting for whom.
 */
export function simplifyConversationWithRoles(conversation: IDataObject): IDataObject {
	const humanAgent = isRecord(conversation.agent) ? conversation.agent : {};
	return {
		...simplifyConversation(conversation),
		humanAgentId: humanAgent.id ?? null,
		humanAgentName: humanAgent.name ?? null,
		lastVisitorMessageDate: conversation.lastVisitorMessageDate ?? null,
		lastBotMessageDate: conversation.lastBotMessageDate ?? null,
		lastAgentMessageDate: conversation.lastAgentMessageDate ?? null,
	};
}
