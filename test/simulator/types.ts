/** The knobs tests turn (list shape, stream framing, faults), the request log's entries, and the records. */

export const LIST_SHAPES = ['bare', 'data', 'dataItems', 'items', 'onlyArrayField'] as const;
export type ListShape = (typeof LIST_SHAPES)[number];

export const STREAM_FRAMINGS = ['sse', 'ndjson', 'jsonl', 'json', 'text'] as const;
export type StreamFraming = (typeof STREAM_FRAMINGS)[number];

/**
 * What the service does with the invisible (Unicode format) characters of a text written through the v2 API:
 * keeps them, as LiveChatAI does, or strips them (an account where the node's loop protection mark is lost).
 */
export const INVISIBLE_CHARACTERS = ['kept', 'stripped'] as const;
export type InvisibleCharacters = (typeof INVISIBLE_CHARACTERS)[number];

export type Fault =
	| { kind: 'latency'; ms: number }
	/** 400: a refusal the node cannot foresee (the service's own rule), with the service's message. */
	| { kind: 'status'; status: 400 | 429 | 500 | 502 | 503; retryAfter?: string; message?: string }
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
	/**
	 * The route runs first (its writes are made), then the fault answers in place of its reply: a request the
	 * service acted on whose answer was lost (a 503 from a gateway, a cut connection). For the faults that replace
	 * the answer only (status, malformedJson, html, empty, cutMidBody); a route that refuses the request answers
	 * its own error.
	 */
	afterRoute?: boolean;
}

export interface LoggedRequest {
	method: string;
	path: string;
	query: Record<string, string | string[]>;
	headers: Record<string, string | string[] | undefined>;
	rawBody: string;
	/** Parsed JSON body, or undefined (no body, or not valid JSON). */
	body: unknown;
	/** ISO timestamp, real time: when the request arrived. */
	at: string;
	/** The status answered, once the response has ended (absent while it is being handled). */
	status?: number;
	/** ISO timestamp, real time: when the response ended (sent, or cut by a fault). */
	answeredAt?: string;
}

export type RequestHook = (req: LoggedRequest, index: number) => void;

export interface ActivityInput {
	conversationId?: string;
	agentId?: string;
	kind: 'visitor' | 'bot' | 'agent';
	at?: Date;
}

/** A new AI suggestion made by a test (control API); texts default to a seeded one. */
export interface SuggestionInput {
	agentId: string;
	/** Default: the clock's now. */
	createdAt?: Date;
	/** Default: the agent's most recent conversation. */
	chatId?: string;
	userMessage?: string;
	aiMessage?: string;
	evaluationTag?: string;
	potentialGap?: string;
	suggestedImprovement?: string;
}

export interface TypingState {
	visible: boolean;
	userId: string | null;
}

export * from './records';
export type { Conversation } from './serialize';
