/** Records kept by the store (the v2 conversations' messages and analytics included) and their enumerations. */

/** Kinds of the legacy API; PDF, DOCX and image files count as TEXT there. */
export type DataSourceKind = 'WEBSITE' | 'TEXT' | 'QA';
export const DATA_SOURCE_KINDS: readonly DataSourceKind[] = ['WEBSITE', 'TEXT', 'QA'];

/** How an item was added; the v2 API names its `source` after it. */
export type DataSourceType = 'url' | 'text' | 'pdf' | 'docx' | 'image' | 'qa';

export type DataSourceStatus = 'TRAINED' | 'PENDING' | 'FAILED';

export const CHANNELS = [
	'WHATSAPP',
	'SLACK',
	'MESSENGER',
	'FULLPAGE',
	'INLINECHAT',
	'PREVIEW',
	'ONBOARDING',
] as const;
export type Channel = (typeof CHANNELS)[number];

export const SENTIMENTS = ['POSITIVE', 'NEGATIVE', 'NEUTRAL', 'UNSPECIFIED'] as const;
export type Sentiment = (typeof SENTIMENTS)[number];

export const RESOLUTION_STATUSES = ['AIHelped', 'AIDidNotHelp', 'TalkToAgent'] as const;
export type ResolutionStatus = (typeof RESOLUTION_STATUSES)[number];

export interface UserRecord {
	id: string;
	name: string;
	email: string;
	avatar: string;
	workspaceId: string;
}

/** The API is for the Advanced and Expert plans; a Starter key is answered 403. */
export type Plan = 'starter' | 'advanced' | 'expert';

export interface WorkspaceRecord {
	id: string;
	ownerUserId: string;
	plan: Plan;
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
	language: string;
	isArchived: boolean;
	isImageSharingEnabled: boolean;
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
	type: DataSourceType;
	status: DataSourceStatus;
	title: string | null;
	url: string | null;
	content: string | null;
	pages: PdfPage[] | null;
	question: string | null;
	answer: string | null;
	isGeneratedByAI: boolean | null;
	/** v2 Q&A: the conversation message the pair answers. */
	relatedMessageId: string | null;
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
	/** Channel the contact first wrote from. */
	chatSource: Channel;
	/** Thread of a WhatsApp or Slack contact; null elsewhere. */
	threadId: string | null;
	ip: string | null;
	country: string | null;
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

/** [doc] The kinds of AI function analytics reports (`type`). */
export type AiFunctionType = 'CUSTOM' | 'MCP' | 'BUILT_IN';

/** An AI function the agent called during a conversation (analytics), with what the report says of it. */
export interface FunctionCallRecord {
	id: string;
	agentId: string;
	conversationId: string;
	name: string;
	description: string;
	type: AiFunctionType;
	mcpName: string | null;
	mcpProvider: string | null;
	failed: boolean;
	createdAt: string;
}

/** A visitor's satisfaction score, 1 to 5, with what they wrote and who they are (analytics). */
export interface CsatRecord {
	id: string;
	agentId: string;
	conversationId: string;
	score: 1 | 2 | 3 | 4 | 5;
	comment: string | null;
	email: string | null;
	name: string | null;
	/** [doc] e.g. AFTER_RESOLUTION. */
	triggerReason: string;
	createdAt: string;
}
