/**
 * How records look in responses. Internal fields (workspace, secrets, allowed attributes,
 * assignment, sentiment, ...) never leave the simulator through the API.
 */
import type { Store } from './store';
import type {
	ChatbotRecord,
	ChatRecord,
	Conversation,
	ConversationRecord,
	DataSourceRecord,
	SuggestionRecord,
	UserRecord,
} from './types';

/** Chatbot body (create, list, detail, contact agents): `id` and `chatbotId` carry the same value. */
export function chatbotView(bot: ChatbotRecord) {
	return {
		id: bot.id,
		chatbotId: bot.id,
		name: bot.name,
		isLiveChatEnabled: bot.isLiveChatEnabled,
		isFullPage: bot.isFullPage,
		slug: bot.slug,
		createdAt: bot.createdAt,
		updatedAt: bot.updatedAt,
	};
}

/** Data-source item: the fields of its kind only (no nulls). */
export function dataSourceView(ds: DataSourceRecord) {
	const out: Record<string, unknown> = {
		id: ds.id,
		chatbotId: ds.chatbotId,
		source: ds.source,
		type: ds.type,
	};
	if (ds.title !== null) out.title = ds.title;
	if (ds.url !== null) out.url = ds.url;
	if (ds.content !== null) out.content = ds.content;
	if (ds.pages !== null) out.pages = ds.pages.map((p) => ({ ...p }));
	if (ds.question !== null) out.question = ds.question;
	if (ds.answer !== null) out.answer = ds.answer;
	if (ds.isGeneratedByAI !== null) out.isGeneratedByAI = ds.isGeneratedByAI;
	out.createdAt = ds.createdAt;
	out.updatedAt = ds.updatedAt;
	return out;
}

export function chatView(chat: ChatRecord) {
	return {
		id: chat.id,
		chatbotId: chat.chatbotId,
		contactId: chat.contactId,
		messages: chat.messages.map((m) => ({ ...m })),
		createdAt: chat.createdAt,
		updatedAt: chat.updatedAt,
	};
}

/** A human agent (user) as conversations and messages show it. */
export function humanAgentView(user: UserRecord | undefined) {
	return user ? { id: user.id, name: user.name, email: user.email, avatar: user.avatar } : null;
}

export function conversationView(store: Store, conv: ConversationRecord): Conversation {
	const contact = conv.contactId === null ? undefined : store.contacts.get(conv.contactId);
	const agent = conv.assignedUserId === null ? undefined : store.users.get(conv.assignedUserId);
	return {
		id: conv.id,
		isResolved: conv.isResolved,
		isStarred: conv.isStarred,
		isMuted: conv.isMuted,
		isAgent: conv.isAgent,
		integrationType: conv.integrationType,
		contact: contact
			? {
					id: contact.id,
					name: contact.name,
					phone: contact.phone,
					email: contact.email,
					distinctId: contact.distinctId,
					attributes: { ...contact.attributes },
				}
			: null,
		agent: humanAgentView(agent),
		lastMessageDate: conv.lastMessageDate,
		lastVisitorMessageDate: conv.lastVisitorMessageDate,
		lastBotMessageDate: conv.lastBotMessageDate,
		lastAgentMessageDate: conv.lastAgentMessageDate,
		createdAt: conv.createdAt,
		updatedAt: conv.updatedAt,
	};
}

export function suggestionView(s: SuggestionRecord) {
	return {
		id: s.id,
		userMessage: { ...s.userMessage },
		aiMessage: { ...s.aiMessage },
		evaluationTag: s.evaluationTag,
		potentialGap: s.potentialGap,
		suggestedImprovement: s.suggestedImprovement,
		chatId: s.chatId,
		createdAt: s.createdAt,
	};
}
