import type { IDataObject, INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { conversationFilters } from '../shared/conversations/conversationFilters';
import { simplifyConversation } from '../shared/conversations/simplifyConversation';

/**
 * What the trigger outputs for a conversation: the short form keeps the time of the event (e.g.
 * lastVisitorMessageDate for New Visitor Message) beside Get Many's short form; the full form is as returned.
 */
export function triggerItem(
	conversation: IDataObject,
	eventField: string,
	simplify: boolean,
): IDataObject {
	if (!simplify) return conversation;
	return { ...simplifyConversation(conversation), [eventField]: conversation[eventField] ?? null };
}

/** The filters a user set, as the editor shows them: "Status: Open, Channel: WhatsApp"; "none" when empty. */
export function describeFilters(filters: IDataObject): string {
	const fields = (conversationFilters({ withDateRangeAndSort: false }).options ??
		[]) as INodeProperties[];
	const parts: string[] = [];
	for (const field of fields) {
		const value = filters[field.name];
		if (value === undefined || value === '' || value === null) continue;
		const option = ((field.options ?? []) as INodePropertyOptions[]).find(
			(candidate) => candidate.value === value,
		);
		parts.push(`${field.displayName}: ${option?.name ?? String(value)}`);
	}
	return parts.length > 0 ? parts.join(', ') : 'none';
}

/** An item of trigger 1.2 on names the LiveChatAI agent it comes from: a trigger may watch several. */
export function namedByAgent(
	output: IDataObject,
	agentId: string,
	agentName: string | null,
): IDataObject {
	return { ...output, agentId, agentName };
}
