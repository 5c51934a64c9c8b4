/**
 * What every reading of the trigger shares (one agent's poll in trigger/poll.ts, several agents' in
 * trigger/pollAgents.ts, Fetch Test Event): its requests, the time a poll may read for, where an agent's items of the
 * event come from, and the output items. Read top down: the requests and the time, then the source, last the items.
 */
import type { IDataObject, IPollFunctions } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { simplifyConversation } from '../conversations/simplifyConversation';
import { asNodeError } from '../operations/itemErrors';
import { parameterText } from '../fields/validation';
import type { ListRequestOptions } from '../transport';
import { segment, v2Request } from '../transport';
import type { OwnScope } from '../conversations/sentByN8n';
import type { EventSource, TriggerEvent } from './newEvents';
import { TRIGGER_EVENTS } from './newEvents';
import type { ConversationEvent } from './ownWrites';
import { aiSuggestionSource } from './aiSuggestionSource';
import { conversationSource, EVERY_ROLE, rolesWritten } from './conversationSource';
import { contactSource } from './contactSource';
import { csatSource } from './csatSource';
import type { WaitingSettings } from './visitorWaiting';
import { waitingSource } from './visitorWaiting';
import type { ChangeEvent, ChangeWatch } from './changeEvents';
import { changedOutput } from './changeEvents';

/** Which agents a poll reads: one (every version), or (1.2 on) a list or all of the account's. */
export type Watched =
	| { scope: 'agent'; agentId: string }
	| { scope: 'agents'; agentIds: string[] }
	| { scope: 'allAgents' };

/** Which agents a trigger watches (1.2 on): the one picked, the ones listed, or every agent of the account. */
export type WatchScope = Watched['scope'];

/** What a poll needs from the trigger's parameters, read and checked before any request. */
export interface TriggerSettings {
	event: TriggerEvent;
	watched: Watched;
	/** Event, filters and (one agent) the agent: a cursor built for other settings is started afresh. */
	cursorQuery: string;
	/** Whether each item names its agent (1.2 on). */
	namesAgent: boolean;
	/** The conversation filters as set (none for AI suggestions), for the message of an empty Fetch Test Event. */
	filters: IDataObject;
	/** The conversations list's query for those filters. */
	filterQuery: IDataObject;
	/** Whether a conversation's item is the short form (Simplify). */
	simplify: boolean;
	/** Whose writes to leave out: this workflow's, or any workflow's of this n8n; none before 1.2 or when included. */
	ownWrites?: OwnScope;
	/** Visitor Waiting: how long a visitor waits for an answer, and whose answer counts. */
	waiting?: WaitingSettings;
	/** New Visitor Message and New Activity (1.3 on): the visitor's pause awaited, in seconds (0: none). */
	pauseSeconds?: number;
	/** New Activity (1.3 on): at the newest message, not at a lastMessageDate a change alone moved. */
	activityAtMessages?: boolean;
}

/** What a poll of a change event (1.3 on, changes.ts) needs: what it compares, in place of filters and own writes. */
export interface ChangeSettings
	extends Pick<TriggerSettings, 'watched' | 'cursorQuery' | 'namesAgent' | 'simplify'> {
	event: ChangeEvent;
	changes: ChangeWatch;
}

/** The settings of any event: `'changes' in settings` tells a change event's. */
export type PollSettings = TriggerSettings | ChangeSettings;

/** The requests of a poll: no retries, a timeout. */
export type PollRequest = Omit<ListRequestOptions, 'itemIndex'>;

/**
 * One request of a poll may take 15 s: a poll ends well inside n8n's poll timeout and its interval. No retries:
 * the next poll is the retry.
 */
export const POLL_REQUEST: PollRequest = { retries: 0, timeoutMs: 15_000 };

/** Share of n8n's poll budget a poll may spend reading before it leaves the rest for the next poll. */
const POLL_BUDGET_SHARE = 0.5;

/** A poll reads for this long at most, budget or not (n8n's default engine gives 5 minutes, 1.x none). */
const POLL_READ_MAX_MS = 20_000;

/** The time a poll may spend reading: half of n8n's poll budget, and never more than POLL_READ_MAX_MS. */
export function readingTime(context: IPollFunctions, started: number): () => boolean {
	const left = timeLeft(context, started, {
		share: POLL_BUDGET_SHARE,
		maxMs: POLL_READ_MAX_MS,
		minMs: 0,
	});
	return () => left() < 0;
}

/**
 * The conversations' messages of a page already read may still be read until this share of the budget (and at
 * most this long): the page is not wasted, and reads of a usual length end inside the budget (only reads near
 * their 15 s timeout could end past n8n's poll timeout; that tick is then not remembered, see the node). Past it,
 * a poll stops before the next read and leaves the rest of the page to the next poll. Every poll may weigh for
 * `minMs`, so each one moves on, whatever the budget.
 */
export const WEIGHING = { share: 0.9, maxMs: 32_000, minMs: 5_000 };

/** The ms left of a share of n8n's poll budget (at least `minMs`, at most `maxMs`); below 0 once it is spent. */
export function timeLeft(
	context: IPollFunctions,
	started: number,
	{ share, maxMs, minMs }: typeof WEIGHING,
): () => number {
	const budget = context.getPollBudgetMs?.();
	const readFor = Math.max(minMs, Math.min(maxMs, (budget ?? Infinity) * share));
	return () => started + readFor - Date.now();
}

/**
 * Where one agent's items of the event come from: its AI suggestions, or its conversations with the writes the
 * settings leave out. Only this workflow's left out, and it holds no node that writes: none can carry its mark,
 * so nothing is left out (and no conversation's messages are read).
 */
export function sourceOf(
	context: IPollFunctions,
	settings: TriggerSettings,
	agentId: string,
): EventSource {
	const { event, ownWrites } = settings;
	const { source, field } = TRIGGER_EVENTS[event];
	if (source === 'aiSuggestions') return aiSuggestionSource(context, agentId, POLL_REQUEST);
	if (source === 'contacts') return contactSource(context, agentId, POLL_REQUEST);
	if (source === 'csat') return csatSource(context, agentId, POLL_REQUEST);
	if (source === 'waiting') {
		const query = { ...settings.filterQuery, agentId };
		return waitingSource(context, query, settings.waiting!.answeredBy, POLL_REQUEST);
	}
	const ownRoles = ownWrites === 'workflow' ? rolesWritten(context) : EVERY_ROLE;
	return conversationSource(context, {
		query: { ...settings.filterQuery, agentId },
		event: event as ConversationEvent,
		eventField: field,
		activityAtMessages: settings.activityAtMessages,
		ownWrites: ownRoles.length === 0 ? undefined : ownWrites,
		ownRoles,
		request: POLL_REQUEST,
	});
}

/** The fields a reading adds to a conversation: Visitor Waiting's wait, a visitor's burst of messages. */
const ADDED_FIELDS = ['waitingSince', 'waitedMinutes', 'messages'];

/**
 * What the trigger outputs for an item its source read: an AI suggestion, a contact or a score as it is; a
 * conversation's short form keeps the time of the event (e.g. lastVisitorMessageDate for New Visitor Message) and
 * what the reading added (a wait, a burst's messages) beside Get Many's short form; its full form is as returned.
 * A change event's item carries what changed (changeEvents.ts).
 */
export function outputItem(settings: PollSettings, item: IDataObject): IDataObject {
	if ('changes' in settings) return changedOutput(item, settings.simplify);
	if (!settings.simplify) return item;
	const { field } = TRIGGER_EVENTS[settings.event];
	const added = ADDED_FIELDS.filter((name) => item[name] !== undefined);
	const kept = Object.fromEntries(added.map((name) => [name, item[name]]));
	return { ...simplifyConversation(item), [field]: item[field] ?? null, ...kept };
}

/** An item of trigger 1.2 on names the LiveChatAI agent it comes from: a trigger may watch several. */
export function namedByAgent(
	output: IDataObject,
	agentId: string,
	agentName: string | null,
): IDataObject {
	return { ...output, agentId, agentName };
}

/** An agent's name (GET /api/v2/agents/{id}), for the items of a poll that found something; null if gone. */
export async function agentName(context: IPollFunctions, agentId: string): Promise<string | null> {
	const path = `/api/v2/agents/${segment(agentId)}`;
	try {
		const agent: IDataObject = await v2Request.call(context, {
			method: 'GET',
			path,
			...POLL_REQUEST,
		});
		return parameterText(agent.name) || null;
	} catch (error) {
		if (error instanceof NodeApiError && error.httpCode === '404') return null;
		throw asNodeError(context.getNode(), error);
	}
}
