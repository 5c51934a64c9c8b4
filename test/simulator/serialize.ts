/**
 * How records look in responses. Internal fields (workspace, secrets, allowed attributes,
 * assignment, sentiment, ...) never leave the simulator through the API.
 */
import type { Store } from './store';
import type {
	ChatbotRecord,
	ChatRecord,
	ConversationRecord,
	DataSourceRecord,
	SuggestionRecord,
	UserRecord,
} from './types';

type Names<S extends string> = S extends `${infer Head} ${infer Rest}` ? Head | Names<Rest> : S;

/** The fields of a record named in `names` (separated by spaces), in that order; a name it lacks is a type error. */
export function pick<T, S extends string>(
	record: T,
	names: [Names<S>] extends [keyof T] ? S : never,
): Pick<T, Names<S> & keyof T> {
	const keys = names.split(' ') as Array<keyof T>;
	return Object.fromEntries(keys.map((key) => [key, record[key]])) as Pick<T, Names<S> & keyof T>;
}

/** Chatbot body (create, list, detail, contact agents): `id` and `chatbotId` carry the same value. */
export function chatbotView(bot: ChatbotRecord) {
	const fields = pick(bot, 'name isLiveChatEnabled isFullPage slug createdAt updatedAt');
	return { id: bot.id, chatbotId: bot.id, ...fields };
}

/** The fields an item has or not by its kind. */
const KIND_FIELDS = 'title url content pages question answer isGeneratedByAI';

/** Data-source item: the fields of its kind only (no nulls). */
export function dataSourceView(ds: DataSourceRecord) {
	const out: Record<string, unknown> = {
		id: ds.id,
		chatbotId: ds.chatbotId,
		source: ds.source,
		type: ds.type,
	};
	for (const [key, value] of Object.entries(pick(ds, KIND_FIELDS)))
		if (value !== null) out[key] = key === 'pages' ? ds.pages?.map((p) => ({ ...p })) : value;
	out.createdAt = ds.createdAt;
	out.updatedAt = ds.updatedAt;
	return out;
}

export function chatView(chat: ChatRecord) {
	return {
		...pick(chat, 'id chatbotId contactId'),
		messages: chat.messages.map((m) => ({ ...m })),
		...pick(chat, 'createdAt updatedAt'),
	};
}

/** A human agent (user) as conversations and messages show it. */
export function humanAgentView(user: UserRecord | undefined) {
	return user ? pick(user, 'id name email avatar') : null;
}

/** Conversation as the list endpoint returns it (the documented fields). */
export type Conversation = ReturnType<typeof conversationView>;

export function conversationView(store: Store, conv: ConversationRecord) {
	const contact = conv.contactId === null ? undefined : store.contacts.get(conv.contactId);
	const agent = conv.assignedUserId === null ? undefined : store.users.get(conv.assignedUserId);
	return {
		...pick(conv, 'id isResolved isStarred isMuted isAgent integrationType'),
		contact: contact
			? {
					...pick(contact, 'id name phone email distinctId'),
					attributes: { ...contact.attributes },
				}
			: null,
		agent: humanAgentView(agent),
		...pick(
			conv,
			'lastMessageDate lastVisitorMessageDate lastBotMessageDate lastAgentMessageDate createdAt updatedAt',
		),
	};
}

export function suggestionView(s: SuggestionRecord) {
	return {
		id: s.id,
		userMessage: { ...s.userMessage },
		aiMessage: { ...s.aiMessage },
		...pick(s, 'evaluationTag potentialGap suggestedImprovement chatId createdAt'),
	};
}
