/**
 * In-memory state of the simulator. Tests read it through `sim.store`; handlers change it.
 * The Maps keep insertion order. `reset()` empties everything in place (the object stays the same).
 */
import type {
	ChatbotRecord,
	ChatRecord,
	ContactRecord,
	ConversationMessageRecord,
	ConversationRecord,
	CsatRecord,
	DataSourceRecord,
	FunctionCallRecord,
	SuggestionRecord,
	UserRecord,
	ViewRecord,
	WorkspaceRecord,
} from './records';
import { VersionedMap } from './versionedMap';

export interface TypingRecord {
	userId: string;
	/** Epoch ms (simulator clock) at which the indicator hides by itself. */
	visibleUntil: number;
}

export class Store {
	readonly workspaces = new Map<string, WorkspaceRecord>();
	readonly users = new Map<string, UserRecord>();
	/** API key -> user id. */
	readonly apiKeys = new Map<string, string>();
	/** Keys revoked by a test (`sim.revokeKey`): answered 401 like an unknown key until restored or reset. */
	readonly revokedKeys = new Set<string>();
	readonly chatbots = new Map<string, ChatbotRecord>();
	readonly dataSources = new Map<string, DataSourceRecord>();
	readonly chats = new Map<string, ChatRecord>();
	readonly contacts = new Map<string, ContactRecord>();
	/** Versioned: a conversation list can tell that none was added, replaced or removed without a pass over them. */
	readonly conversations = new VersionedMap<string, ConversationRecord>();
	/** Messages of the v2 conversations, by message id. */
	readonly messages = new Map<string, ConversationMessageRecord>();
	readonly functionCalls = new Map<string, FunctionCallRecord>();
	readonly csat = new Map<string, CsatRecord>();
	readonly views = new Map<string, ViewRecord>();
	readonly suggestions = new Map<string, SuggestionRecord>();
	/** Requests for a human not shown yet: conversation id -> epoch ms (simulator clock) TalkToAgent shows at. */
	readonly humanRequests = new Map<string, number>();
	/** Typing indicators by conversation id (ephemeral, never part of a response). */
	readonly typing = new Map<string, TypingRecord>();

	private counter = 0;

	/** A new id such as `ds_000123`; deterministic after each reset. */
	newId(prefix: string): string {
		this.counter += 1;
		return `${prefix}_${String(this.counter).padStart(6, '0')}`;
	}

	clear(): void {
		for (const value of Object.values(this)) if (value instanceof Map) value.clear();
		this.revokedKeys.clear();
		this.counter = 0;
	}

	/** The user of a key; none for an unknown or a revoked key. */
	userForKey(key: string): UserRecord | undefined {
		if (this.revokedKeys.has(key)) return undefined;
		const userId = this.apiKeys.get(key);
		return userId === undefined ? undefined : this.users.get(userId);
	}

	workspaceOwnerId(workspaceId: string): string | undefined {
		return this.workspaces.get(workspaceId)?.ownerUserId;
	}

	/** The chatbot with that id if it belongs to the user's workspace. */
	chatbotOf(user: UserRecord, chatbotId: string): ChatbotRecord | undefined {
		const bot = this.chatbots.get(chatbotId);
		return bot && bot.workspaceId === user.workspaceId ? bot : undefined;
	}

	chatbotsOf(user: UserRecord): ChatbotRecord[] {
		return [...this.chatbots.values()].filter((b) => b.workspaceId === user.workspaceId);
	}

	/** The messages of a conversation, oldest first (ties in the order they were stored). */
	messagesOf(conversationId: string): ConversationMessageRecord[] {
		return [...this.messages.values()]
			.filter((m) => m.conversationId === conversationId)
			.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
	}

	/** Removes a chatbot and everything that hangs off it. */
	deleteChatbot(chatbotId: string): void {
		this.chatbots.delete(chatbotId);
		for (const [id, ds] of this.dataSources)
			if (ds.chatbotId === chatbotId) this.dataSources.delete(id);
		for (const [id, chat] of this.chats) if (chat.chatbotId === chatbotId) this.chats.delete(id);
		for (const [id, conv] of this.conversations) {
			if (conv.agentId === chatbotId) {
				this.conversations.delete(id);
				this.typing.delete(id);
			}
		}
		for (const [id, m] of this.messages)
			if (!this.conversations.has(m.conversationId)) this.messages.delete(id);
		const ofAgents = [this.functionCalls, this.csat, this.contacts, this.views, this.suggestions];
		for (const map of ofAgents as Array<Map<string, { agentId: string }>>)
			for (const [id, r] of map) if (r.agentId === chatbotId) map.delete(id);
	}
}
