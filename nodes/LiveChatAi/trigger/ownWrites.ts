import type { IDataObject } from 'n8n-workflow';

import { isSentByN8n } from '../shared/conversations/sentByN8n';
import { MESSAGE_ROLES } from '../shared/serviceDecisions';
import { isRecord } from '../shared/lists/listItems';
import type { TriggerEvent } from './events';
import type { InstantKey } from './instant';
import { instantKey } from './instant';
import type { CursorPoint } from './newEvents';
import { isAfter } from './newEvents';

/** The message roles whose new messages make each conversation event (a new conversation: its first message). */
const { visitor, ai, humanAgent } = MESSAGE_ROLES;
const EVENT_ROLES: Record<Exclude<TriggerEvent, 'newAiSuggestion'>, string[]> = {
	newActivity: [visitor, ai, humanAgent],
	newConversation: [],
	newVisitorMessage: [visitor],
	newBotMessage: [ai],
	newAgentMessage: [humanAgent],
};

export type ConversationEvent = keyof typeof EVENT_ROLES;

/** The messages a poll weighs: after the last poll's mark, up to the conversation's state in the list read. */
export interface MessageWindow {
	since: CursorPoint;
	upTo: InstantKey;
}

/**
 * Whether a conversation's messages in the window hold an event that this n8n did not write itself. Written by
 * this n8n: a text with its tag (Reply as Human Agent, Send Message), and the AI's answer to a visitor message
 * Send Message wrote. A new conversation counts unless its first message is this n8n's. Messages after `upTo`
 * arrived after the list was read: the next poll weighs them.
 */
export function hasEventOfOthers(
	messages: unknown,
	event: ConversationEvent,
	{ since, upTo }: MessageWindow,
	conversationId: string,
	instanceId: string,
): boolean {
	const list = (Array.isArray(messages) ? messages : []).filter(isRecord) as IDataObject[];
	const ordered = list
		.map((message, index) => ({ message, index, at: instantKey(message.createdAt) ?? '' }))
		.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.index - b.index));
	let visitorMessageIsOwn = false;
	const own = ordered.map(({ message }) => {
		const tagged = isSentByN8n(message.content, { instanceId, workflowId: '' }, 'instance');
		if (message.role === visitor) visitorMessageIsOwn = tagged;
		return tagged || (message.role === ai && visitorMessageIsOwn);
	});
	if (event === 'newConversation') return ordered.length === 0 || !own[0];
	const roles = EVENT_ROLES[event];
	return ordered.some(
		({ message, at }, index) =>
			!own[index] &&
			roles.includes(String(message.role)) &&
			at <= upTo &&
			isAfter(since, at, conversationId),
	);
}
