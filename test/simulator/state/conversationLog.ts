/**
 * Conversations and their messages as the writers change them: the v2 send-message and reply routes
 * and the control API's activity. A message moves lastMessageDate, the date of its role and updatedAt.
 */
import { contactRecord } from './factories';
import type {
	Channel,
	ChatbotRecord,
	ContactRecord,
	ConversationMessageRecord,
	ConversationRecord,
	MessageSource,
	MessageType,
} from './records';
import type { Store } from './store';

export const ROLE_DATE_FIELD = {
	user: 'lastVisitorMessageDate',
	assistant: 'lastBotMessageDate',
	agent: 'lastAgentMessageDate',
} as const;

/**
 * A new conversation of the agent with the contact given, else a new anonymous one (not resolved, not assigned,
 * sentiment UNSPECIFIED; channel INLINECHAT unless given). Its dates are `at` until a message moves them.
 */
export function openConversation(
	store: Store,
	agent: ChatbotRecord,
	at: string,
	options: {
		channel?: Channel;
		ip?: string | null;
		country?: string | null;
		contact?: ContactRecord;
	} = {},
): ConversationRecord {
	const channel = options.channel ?? 'INLINECHAT';
	const contact =
		options.contact ??
		contactRecord({
			id: store.newId('ct'),
			agentId: agent.id,
			chatSource: channel,
			ip: options.ip ?? null,
			country: options.country ?? null,
			createdAt: at,
		});
	store.contacts.set(contact.id, contact);
	const conv: ConversationRecord = {
		id: store.newId('conv'),
		agentId: agent.id,
		contactId: contact.id,
		assignedUserId: null,
		isResolved: false,
		isStarred: false,
		isMuted: false,
		isAgent: false,
		integrationType: channel,
		sentiment: 'UNSPECIFIED',
		topic: null,
		resolutionStatus: null,
		lastMessageDate: at,
		lastVisitorMessageDate: null,
		lastBotMessageDate: null,
		lastAgentMessageDate: null,
		createdAt: at,
		updatedAt: at,
	};
	store.conversations.set(conv.id, conv);
	return conv;
}

export interface NewMessage {
	role: ConversationMessageRecord['role'];
	content: string;
	at: string;
	type?: MessageType;
	sources?: MessageSource[];
	userId?: string | null;
}

export function appendMessage(
	store: Store,
	conv: ConversationRecord,
	message: NewMessage,
): ConversationMessageRecord {
	const record: ConversationMessageRecord = {
		id: store.newId('msg'),
		conversationId: conv.id,
		role: message.role,
		content: message.content,
		type: message.type ?? 'TEXT',
		sources: message.sources ?? [],
		userId: message.userId ?? null,
		createdAt: message.at,
	};
	store.messages.set(record.id, record);
	conv.lastMessageDate = message.at;
	conv[ROLE_DATE_FIELD[message.role]] = message.at;
	conv.updatedAt = message.at;
	return record;
}

/** The knowledge an AI answer cites: the agent's first two website items, nearest first. */
export function answerSources(store: Store, agentId: string): MessageSource[] {
	return [...store.dataSources.values()]
		.filter((d) => d.chatbotId === agentId && d.type === 'url')
		.slice(0, 2)
		.map((d, i) => ({ id: d.id, type: 'WEBSITE', link: d.url, distance: 0.12 + i * 0.1 }));
}
