import type { IDataObject } from 'n8n-workflow';

import { withoutN8nTag } from '../../../shared/conversations/sentByN8n';
import { isRecord } from '../../../shared/transport/json';

/**
 * A conversation of GET /api/v2/conversations/{id} in short (the Simplify toggle): its ids, flags and times, the
 * human agent's id, and each message as who said what when. Named as the short form of a listed conversation.
 */
export function simplifyConversationDetail(conversation: IDataObject): IDataObject {
	const humanAgent = isRecord(conversation.agent) ? conversation.agent : {};
	const messages = Array.isArray(conversation.messages) ? conversation.messages : [];
	return {
		id: conversation.id,
		agentId: conversation.agentId,
		contactId: conversation.contactId ?? null,
		isResolved: conversation.isResolved,
		isStarred: conversation.isStarred,
		isMuted: conversation.isMuted,
		isAgent: conversation.isAgent,
		channel: conversation.integrationType,
		humanAgentId: humanAgent.id ?? null,
		lastMessageDate: conversation.lastMessageDate,
		createdAt: conversation.createdAt,
		messages: messages.filter(isRecord).map(({ role, content, createdAt }) => ({
			role,
			// As written: without the invisible tag of a message this n8n sent.
			content: typeof content === 'string' ? withoutN8nTag(content) : content,
			createdAt,
		})),
	};
}
