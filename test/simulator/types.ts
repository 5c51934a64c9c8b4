/**
 * Types shared by the LiveChatAI simulator: the records it keeps, the knobs tests turn
 * (list shape, stream framing, faults) and the entries of its request log.
 */

export type ListShape = 'bare' | 'data' | 'dataItems' | 'items' | 'onlyArrayField';
export const LIST_SHAPES: readonly ListShape[] = [
	'bare',
	'data',
	'dataItems',
	'items',
	'onlyArrayField',
];

export type StreamFraming = 'sse' | 'ndjson' | 'jsonl' | 'json' | 'text';
export const STREAM_FRAMINGS: readonly StreamFraming[] = ['sse', 'ndjson', 'jsonl', 'json', 'text'];

export type Fault =
	| { kind: 'latency'; ms: number }
	| { kind: 'status'; status: 429 | 500 | 502 | 503; retryAfter?: string; message?: string }
	| { kind: 'malformedJson' }
	| { kind: 'html'; status?: number }
	| { kind: 'empty'; status?: number }
	| { kind: 'cutMidBody' }
	| { kind: 'cutMidStream' };

export interface FaultRule {
	/** HTTP method (any case); every method when absent. */
	method?: string;
	/** Exact path, or a prefix ending in '*'. */
	path: string;
	fault: Fault;
	/** How many matching requests the rule applies to; all when absent. */
	times?: number;
}

export interface LoggedRequest {
	method: string;
	path: string;
	query: Record<string, string | string[]>;
	headers: Record<string, string | string[] | undefined>;
	rawBody: string;
	/** Parsed JSON body, or undefined (no body, or not valid JSON). */
	body: unknown;
	/** ISO timestamp, real time. */
	at: string;
}

export type RequestHook = (req: LoggedRequest, index: number) => void;

export type ActivityKind = 'visitor' | 'bot' | 'agent';

export interface ActivityInput {
	conversationId?: string;
	agentId?: string;
	kind: ActivityKind;
	at?: Date;
}

export interface TypingState {
	visible: boolean;
	userId: string | null;
}

// ---- records kept by the store -------------------------------------------------------------

export type DataSourceKind = 'WEBSITE' | 'TEXT' | 'QA';
export const DATA_SOURCE_KINDS: readonly DataSourceKind[] = ['WEBSITE', 'TEXT', 'QA'];

export type Channel =
	| 'WHATSAPP'
	| 'SLACK'
	| 'MESSENGER'
	| 'FULLPAGE'
	| 'INLINECHAT'
	| 'PREVIEW'
	| 'ONBOARDING';
export const CHANNELS: readonly Channel[] = [
	'WHATSAPP',
	'SLACK',
	'MESSENGER',
	'FULLPAGE',
	'INLINECHAT',
	'PREVIEW',
	'ONBOARDING',
];

export type Sentiment = 'POSITIVE' | 'NEGATIVE' | 'NEUTRAL' | 'UNSPECIFIED';
export const SENTIMENTS: readonly Sentiment[] = ['POSITIVE', 'NEGATIVE', 'NEUTRAL', 'UNSPECIFIED'];

export type ResolutionStatus = 'AIHelped' | 'AIDidNotHelp' | 'TalkToAgent';
export const RESOLUTION_STATUSES: readonly ResolutionStatus[] = [
	'AIHelped',
	'AIDidNotHelp',
	'TalkToAgent',
];

export interface UserRecord {
	id: string;
	name: string;
	email: string;
	avatar: string;
	workspaceId: string;
}

export interface WorkspaceRecord {
	id: string;
	ownerUserId: string;
}

export interface ChatbotRecord {
	id: string;
	workspaceId: string;
	name: string;
	isLiveChatEnabled: boolean;
	isFullPage: boolean;
	slug: string | null;
	/** Contact attribute keys saved for this agent; others are dropped. */
	allowedAttributes: string[];
	/** Secret of secure identification; null when it is off. */
	identitySecret: string | null;
	createdAt: string;
	updatedAt: string;
}

export interface PdfPage {
	text: string;
	page: number;
}

export interface DataSourceRecord {
	id: string;
	chatbotId: string;
	source: DataSourceKind;
	type: 'url' | 'text' | 'pdf' | 'qa';
	title: string | null;
	url: string | null;
	content: string | null;
	pages: PdfPage[] | null;
	question: string | null;
	answer: string | null;
	isGeneratedByAI: boolean | null;
	createdAt: string;
	updatedAt: string;
}

export interface ChatMessageRecord {
	id: string;
	role: 'user' | 'assistant';
	content: string;
	createdAt: string;
}

export interface ChatRecord {
	id: string;
	chatbotId: string;
	contactId: string | null;
	messages: ChatMessageRecord[];
	createdAt: string;
	updatedAt: string;
}

export interface ContactRecord {
	id: string;
	agentId: string;
	distinctId: string | null;
	name: string | null;
	email: string | null;
	phone: string | null;
	attributes: Record<string, string>;
	createdAt: string;
	updatedAt: string;
}

export interface ConversationRecord {
	id: string;
	agentId: string;
	contactId: string | null;
	/** Human agent (user id) the conversation is assigned to; null = handled by the AI. */
	assignedUserId: string | null;
	isResolved: boolean;
	isStarred: boolean;
	isMuted: boolean;
	isAgent: boolean;
	integrationType: Channel;
	sentiment: Sentiment;
	topic: string | null;
	resolutionStatus: ResolutionStatus | null;
	lastMessageDate: string;
	lastVisitorMessageDate: string | null;
	lastBotMessageDate: string | null;
	lastAgentMessageDate: string | null;
	createdAt: string;
	updatedAt: string;
}

/** Filters of a saved inbox view, in the vocabulary of the list-conversations query. */
export type ViewFilters = Partial<
	Record<
		'type' | 'status' | 'sentiment' | 'channel' | 'topic' | 'assignedTo' | 'resolutionStatus',
		string
	>
>;

export interface ViewRecord {
	id: string;
	agentId: string;
	name: string;
	filters: ViewFilters;
	createdAt: string;
}

export interface SuggestionRecord {
	id: string;
	agentId: string;
	chatId: string;
	userMessage: { id: string; text: string };
	aiMessage: { id: string; text: string };
	evaluationTag: string;
	potentialGap: string;
	suggestedImprovement: string;
	status: 'active' | 'ignored';
	createdAt: string;
	updatedAt: string;
}

/** Conversation as the list endpoint returns it (the documented fields). */
export interface Conversation {
	id: string;
	isResolved: boolean;
	isStarred: boolean;
	isMuted: boolean;
	isAgent: boolean;
	integrationType: Channel;
	contact: {
		id: string;
		name: string | null;
		phone: string | null;
		email: string | null;
		distinctId: string | null;
		attributes: Record<string, string>;
	} | null;
	agent: { id: string; name: string; email: string; avatar: string } | null;
	lastMessageDate: string;
	lastVisitorMessageDate: string | null;
	lastBotMessageDate: string | null;
	lastAgentMessageDate: string | null;
	createdAt: string;
	updatedAt: string;
}
