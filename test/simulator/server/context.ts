/** What every route handler receives. */
import type { Clock } from '../control/clock';
import type { Settings } from '../control/settings';
import type { UserRecord } from '../state/records';
import type { Store } from '../state/store';
import type { Reply } from './reply';
import type { Query } from './validation';

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
