/** What every route handler receives. */
import type { Clock } from './clock';
import type { MessageReporting } from './messageReporting';
import { DEFAULT_MESSAGE_REPORTING } from './messageReporting';
import type { Reply } from './responses';
import type { Store } from './store';
import type { InvisibleCharacters, ListShape, StreamFraming, UserRecord } from './types';
import type { Query } from './validation';

/**
 * How the v2 lists page: as documented, or (a fault to survive) ignoring `page`: every page is the first one,
 * with no total and always a next page.
 */
export type Paging = 'documented' | 'ignoresPage';

export interface Settings {
	listShape: ListShape;
	streamFraming: StreamFraming;
	paging: Paging;
	/** How a conversation's messages are reported (their dates, roles, how many). */
	messages: MessageReporting;
	invisibleCharacters: InvisibleCharacters;
}

export const DEFAULT_SETTINGS: Settings = {
	listShape: 'data',
	streamFraming: 'sse',
	paging: 'documented',
	messages: DEFAULT_MESSAGE_REPORTING,
	invisibleCharacters: 'kept',
};

export interface RouteContext {
	store: Store;
	clock: Clock;
	settings: Settings;
	/** The user of the API key. */
	user: UserRecord;
	/** Path parameters (`:name` segments), URI-decoded. */
	params: Record<string, string>;
	query: Query;
	/** Parsed JSON body, undefined when there was none. */
	body: unknown;
}

export interface Route {
	method: 'GET' | 'POST' | 'PUT' | 'DELETE';
	/** Path with `:name` segments, e.g. `/api/v2/conversations/:conversationId/typing`. */
	pattern: string;
	handler: (ctx: RouteContext) => Reply | Promise<Reply>;
}
