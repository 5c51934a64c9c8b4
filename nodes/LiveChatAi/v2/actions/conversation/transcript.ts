import type { IDataObject } from 'n8n-workflow';

import { withoutN8nTag } from '../../../shared/conversations/sentByN8n';
import { isRecord } from '../../../shared/transport/json';
import { simplifyConversationDetail } from './simplifyConversationDetail';

/**
 * The messages a model reads unless it asks for more: a long conversation would otherwise fill its context (a
 * transcript line is the message's text and about 40 bytes; the API's record adds about 250 bytes to each).
 */
export const TOOL_MESSAGE_LIMIT = 10;

const SPEAKERS: Record<string, string> = { user: 'Visitor', assistant: 'AI', agent: 'Human agent' };

/** One message as a line: when, who, what (an image says so), and the links of the sources it drew on. */
function transcriptLine(message: IDataObject): string {
	const humanAgent = isRecord(message.agent) ? message.agent.name : undefined;
	const role = String(message.role);
	const who =
		role === 'agent' && humanAgent ? `Human agent ${humanAgent}` : (SPEAKERS[role] ?? role);
	const when = String(message.createdAt ?? '').replace(/\.\d+Z$/, 'Z');
	const content = message.content;
	const text = typeof content === 'string' ? withoutN8nTag(content) : JSON.stringify(content ?? '');
	const sources = Array.isArray(message.source) ? message.source.filter(isRecord) : [];
	const links = [...new Set(sources.map(({ link }) => link).filter((link) => link))];
	const image = message.type === 'IMAGE' ? ' (image)' : '';
	return `${when} ${who}${image}: ${text}${links.length ? ` (sources: ${links.join(' ')})` : ''}`;
}

/** The newest `limit` messages of a conversation (all for 0), as the API orders them (oldest first). */
export function newestMessages(conversation: IDataObject, limit: number): IDataObject[] {
	const messages = Array.isArray(conversation.messages)
		? conversation.messages.filter(isRecord)
		: [];
	return limit > 0 ? messages.slice(-limit) : messages;
}

/**
 * A conversation of GET /api/v2/conversations/{id} as a model reads it: what it is about in a few fields, and its
 * newest messages as a transcript (a line each), newest first, saying how many older ones were left out and how to get them.
 */
export function conversationForModel(conversation: IDataObject, limit: number): IDataObject {
	const total = Array.isArray(conversation.messages) ? conversation.messages.length : 0;
	const shown = newestMessages(conversation, limit);
	const leftOut = total - shown.length;
	// What it is about: the short form's fields a model uses (not the flags of the inbox's view of it).
	const { id, agentId, contactId, channel, isResolved, humanAgentId, lastMessageDate } =
		simplifyConversationDetail(conversation);
	return {
		id,
		agentId,
		contactId,
		channel,
		isResolved,
		humanAgentId,
		lastMessageDate,
		messageCount: total,
		transcriptOrder: 'newest first',
		// One entry a message (its text may hold line breaks), so a cut to a tool's bound shortens a long one alone.
		transcript: [...shown].reverse().map(transcriptLine),
		...(leftOut > 0
			? {
					olderMessagesLeftOut: `${leftOut} older messages are not shown: get the conversation again with a higher Message Limit to read them`,
				}
			: {}),
	};
}
