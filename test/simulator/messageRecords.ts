/** Records of what happens in v2 conversations: messages, and the analytics records (functions, CSAT). */

export type MessageType = 'TEXT' | 'IMAGE';
export const MESSAGE_TYPES: readonly MessageType[] = ['TEXT', 'IMAGE'];

/** A knowledge item an AI answer drew on. */
export interface MessageSource {
	id: string;
	type: string;
	link: string | null;
	distance: number;
}

/** A message of a v2 conversation: visitor (`user`), AI (`assistant`) or human agent (`agent`). */
export interface ConversationMessageRecord {
	id: string;
	conversationId: string;
	role: 'user' | 'assistant' | 'agent';
	content: string;
	type: MessageType;
	sources: MessageSource[];
	/** The human agent of an `agent` message; null otherwise. */
	userId: string | null;
	createdAt: string;
}

/** An AI function the agent called during a conversation (analytics). */
export interface FunctionCallRecord {
	id: string;
	agentId: string;
	conversationId: string;
	name: string;
	createdAt: string;
}

/** A visitor's satisfaction score, 1 to 5 (analytics). */
export interface CsatRecord {
	id: string;
	agentId: string;
	conversationId: string;
	score: 1 | 2 | 3 | 4 | 5;
	createdAt: string;
}
