/**
 * How records look in responses. Internal fields (workspace, secrets, allowed attributes,
 * assignment, sentiment, ...) never leave the simulator through the API.
 */
import type {
	ChatbotRecord,
	ChatRecord,
	ConversationRecord,
	DataSourceRecord,
	SuggestionRecord,
	UserRecord,
} from '../state/records';
import type { Store } from '../state/store';

type Names<S extends string> = S extends `${infer Head} ${infer Rest}` ? Head | Names<Rest> : S;

// A list page picks the same names for each of its items: each list of names is split once.
const namesSplit = new Map<string, string[]>();

/** The fields of a record named in `names` (separated by spaces), in that order; a name it lacks is a type error. */
export function pick<T, S extends string>(
	record: T,
	names: [Names<S>] extends [keyof T] ? S : never,
): Pick<T, Names<S> & keyof T> {
	let keys = namesSplit.get(names) as Array<keyof T> | undefined;
	if (keys === undefined) {
		keys = names.split(' ') as Array<keyof T>;
		namesSplit.set(names, keys as string[]);
	}
	const picked: Partial<T> = {};
	for (const key of keys) picked[key] = record[key];
	return picked as Pick<T, Names<S> & keyof T>;
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
	// Written out, not picked: a list page makes a hundred of these, and spreads of picked fields cost the
	// simulator more CPU per page than the rest of the request.
	return {
		id: conv.id,
		isResolved: conv.isResolved,
		isStarred: conv.isStarred,
		isMuted: conv.isMuted,
		isAgent: conv.isAgent,
		integrationType: conv.integrationType,
		contact: contact
			? {
					...pick(contact, 'id name phone email distinctId'),
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
		...pick(s, 'evaluationTag potentialGap suggestedImprovement chatId createdAt'),
	};
}
