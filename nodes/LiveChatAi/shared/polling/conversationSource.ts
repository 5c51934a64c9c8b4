/**
 * The conversations list as an event source: read newest first, each conversation placed in time, and (leaving
 * own writes out) a conversation with a new event read with its messages to see who made it (ownWrites.ts
 * weighs them). Read top down: `conversationSource`, then whether this workflow can write at all.
 */
import type { IDataObject, IPollFunctions, NodeTypeAndVersion } from 'n8n-workflow';
import { NodeApiError, NodeConnectionTypes } from 'n8n-workflow';

import { asNodeError } from '../operations/itemErrors';
import { conversationList } from '../conversations/conversationList';
import { slidingWindow } from '../operations/slidingWindow';
import { LIST_ORDER_MARGIN_MS, MESSAGE_ROLES, ROLE_DATE_APART_MS } from '../serviceDecisions';
import type { ListRequestOptions } from '../transport';
import { requestWindowOf } from '../transport/requestLimits';
import { pagesOf } from '../lists/readList';
import { segment, v2Request } from '../transport';
import type { OwnScope } from '../conversations/sentByN8n';
import { isSentByN8n, n8nWriterOf } from '../conversations/sentByN8n';
import type { ConversationEvent } from './ownWrites';
import { EVENT_ROLES, weighEvent } from './ownWrites';
import { instantKey, shifted } from '../lists/instants';
import type { EventSource, InstantKey, PollCursor, Read } from './newEvents';

/** The list's date of each role's newest message (null: the conversation has none of that role). */
const { visitor, ai, humanAgent } = MESSAGE_ROLES;
const ROLE_DATES: Record<string, string> = {
	[visitor]: 'lastVisitorMessageDate',
	[ai]: 'lastBotMessageDate',
	[humanAgent]: 'lastAgentMessageDate',
};

/**
 * [doc] The dates the published list's example gives every conversation. The per-role ones
 * (`lastVisitorMessageDate`...) come from the interface this package was built to and may be missing.
 */
const ALWAYS_LISTED = ['lastMessageDate', 'createdAt'];

/** The workflows and fields already warned of in this process: the warning is said once, not every poll. */
const warnedOfMissingField = new Set<string>();

export interface ConversationWatch {
	/** The list's query: the agent and the filters. */
	query: IDataObject;
	event: ConversationEvent;
	/** The conversation's field that holds the time of the event. */
	eventField: string;
	/** New Activity, 1.3 on: at the newest message the role dates give (none listed: at `lastMessageDate`, which
	 * a change without a message, such as End, may move too). */
	activityAtMessages?: boolean;
	/**
	 * Whose writes to leave out (the LiveChatAI node's of this workflow, or of any workflow of this n8n); none
	 * with Options > Include Own Messages, before 1.2, or where this workflow's writes cannot exist.
	 */
	ownWrites?: OwnScope;
	/** The roles the messages of those writes take (rolesWritten; every role for any workflow's). */
	ownRoles: string[];
	request: Omit<ListRequestOptions, 'itemIndex'>;
}

/**
 * The conversations of an agent, newest lastMessageDate first, page by page: a conversation with a new event
 * (a message, or its creation) moves to the top, so every new event sits above the last poll's mark.
 */
export function conversationSource(context: IPollFunctions, watch: ConversationWatch): EventSource {
	const { request, eventField } = watch;
	// Conversations whose event the list did not date: their last message stands for it until their
	// messages are read (fails open: a list without the field must not silence the event).
	const undated = new Set<string>();
	const noteUndated = (id: string) => {
		undated.add(id);
		const key = `${context.getWorkflow().id ?? ''} ${context.getNode().name} ${eventField}`;
		if (warnedOfMissingField.has(key)) return;
		warnedOfMissingField.add(key);
		context.logger.warn(
			`LiveChatAI Trigger: LiveChatAI's conversation list gives no ${eventField}, so each conversation with new activity is read with its messages to see whether it holds this event (one request each).`,
		);
	};
	const list = conversationList({ ...watch.query, sort: 'desc' }, request);
	const source: EventSource = {
		eventDateApartMs:
			ALWAYS_LISTED.includes(eventField) && !watch.activityAtMessages ? 0 : ROLE_DATE_APART_MS,
		orderMarginMs: LIST_ORDER_MARGIN_MS,
		open() {
			return pagesOf(context, list);
		},
		read(conversation) {
			// A conversation without messages sits in the list by its creation.
			const last = instantKey(conversation.lastMessageDate) ?? instantKey(conversation.createdAt);
			if (conversation.id === undefined || conversation.id === null || !last) return undefined;
			const id = String(conversation.id);
			if (watch.activityAtMessages) {
				const newest = newestMessageAt(conversation);
				const eventAt = newest === null ? instantKey(conversation.lastMessageDate) : newest;
				return { id, last, eventAt, item: conversation };
			}
			const listed = conversation[eventField];
			if (listed === undefined && !ALWAYS_LISTED.includes(eventField)) {
				noteUndated(id);
				return { id, last, eventAt: last, item: conversation };
			}
			undated.delete(id);
			return { id, last, eventAt: instantKey(listed), item: conversation };
		},
	};
	const { ownWrites, ownRoles } = watch;
	// The list says when, not who: a conversation with a new event is read with its messages (one request
	// each, only on a poll that found something) to see whether anyone but this n8n made it, unless the list's
	// role dates already say so. Without own writes to leave out, only a conversation whose event the list did
	// not date is read.
	const writer = ownWrites && n8nWriterOf(context);
	const isOwn = (text: unknown) =>
		writer !== undefined && ownWrites !== undefined && isSentByN8n(text, writer, ownWrites);
	/**
	 * Whether the list's dates alone show that someone else made the new event: a message of a role own writes
	 * never take (a workflow that only replies writes as a human agent) that could make it lies after the last
	 * poll's mark, by more than role dates may stray; for New Conversation, the conversation holds no message
	 * of a role own writes take (its role date null). A list without role dates settles nothing.
	 */
	const settledByList = ({ item }: Read, cursor: PollCursor): boolean => {
		const others = Object.keys(ROLE_DATES).filter((role) => !ownRoles.includes(role));
		if (watch.event === 'newConversation')
			return ownRoles.every((role) => item[ROLE_DATES[role]] === null);
		const after = shifted(cursor.seen.at, ROLE_DATE_APART_MS);
		return EVENT_ROLES[watch.event].some(
			(role) => others.includes(role) && (instantKey(item[ROLE_DATES[role]]) ?? '') > after,
		);
	};
	const madeByOthers = async (found: Read, cursor: PollCursor): Promise<boolean> => {
		const path = `/api/v2/conversations/${segment(found.id)}`;
		let detail;
		try {
			detail = await v2Request.call(context, { method: 'GET', path, ...request });
		} catch (error) {
			// Deleted since the list was read: nothing left to act on.
			if (error instanceof NodeApiError && error.httpCode === '404') return false;
			throw asNodeError(context.getNode(), error);
		}
		const window = { seen: cursor.seen, backlog: cursor.backlog, upTo: found.last };
		const verdict = weighEvent(detail, watch.event, window, found.id, isOwn, undated.has(found.id));
		if (verdict.emit && verdict.unexplained) {
			context.logger.warn(
				`LiveChatAI Trigger: conversation ${found.id} emitted, though its messages cannot tell whether this n8n wrote its new activity: ${verdict.unexplained}. If it was this n8n's own reply, the workflow may run on it.`,
			);
		}
		return verdict.emit;
	};
	// The poll's message reads so far, and the time spent weighing them.
	const weighing = { reads: 0, ms: 0 };
	source.confirmEvents = async (found, cursor, mayStop, weighingLeft) => {
		const toRead = found.filter(
			(read) => undated.has(read.id) || (ownWrites && !settledByList(read, cursor)),
		);
		if (toRead.length === 0) return { made: found };
		// As many reads at once as the run's request window lets through, and no more than can end in the
		// weighing time left at the pace of the poll's reads so far (its first read, alone, sets the pace). Time
		// up before a read: it and the ones after it are not started (they start in list order).
		const began = Date.now();
		const fitting = () => {
			if (weighing.reads === 0) return 1;
			const paceMs = Math.max(1, (weighing.ms + Date.now() - began) / weighing.reads);
			return Math.max(1, Math.floor(weighingLeft() / paceMs));
		};
		let stopped = false;
		const outcomes = await slidingWindow(
			toRead.length,
			() => Math.min(requestWindowOf(context), fitting()),
			async (index) => {
				if (stopped || mayStop(toRead[index])) {
					stopped = true;
					return undefined;
				}
				try {
					return await madeByOthers(toRead[index], cursor);
				} finally {
					weighing.reads += 1;
				}
			},
			{ stopOnError: true },
		);
		weighing.ms += Date.now() - began;
		const leftOut = new Set<string>();
		let stoppedAt: (typeof found)[number] | undefined;
		toRead.forEach((read, index) => {
			const outcome = outcomes[index];
			if (outcome && 'error' in outcome) throw outcome.error;
			if (outcome?.value === undefined) stoppedAt ??= read;
			else if (!outcome.value) leftOut.add(read.id);
		});
		const before = stoppedAt ? found.slice(0, found.indexOf(stoppedAt)) : found;
		return { made: before.filter(({ id }) => !leftOut.has(id)), stoppedAt };
	};
	return source;
}

/** A conversation's newest role date (undefined: no message; null: the list gives no role dates). */
function newestMessageAt(conversation: IDataObject): InstantKey | undefined | null {
	const fields = Object.values(ROLE_DATES);
	if (fields.some((field) => conversation[field] === undefined)) return null;
	return fields
		.map((field) => instantKey(conversation[field]))
		.reduce((max, key) => (key !== undefined && (max === undefined || key > max) ? key : max));
}

/** Every role a message takes: the roles of any workflow's writes, or of a writer whose operation is not known. */
export const EVERY_ROLE: string[] = Object.values(MESSAGE_ROLES);

/**
 * The roles the messages this trigger's own workflow may write take: those of each LiveChatAI node of version 2
 * (version 1 writes no mark), or its AI tool variant, running Send Message or Reply as Human Agent, enabled, after
 * the trigger or as a tool of a node after it. None: nothing this workflow writes can carry its mark, and a
 * trigger that leaves out only this workflow's writes need not read any conversation's messages. It errs
 * towards reading: a node whose resource or operation is not saved (the defaults) writes as every role.
 */
export function rolesWritten(context: IPollFunctions): string[] {
	// An n8n without these methods cannot show its workflow: count it as one that writes.
	if (typeof context.getChildNodes !== 'function' || typeof context.getParentNodes !== 'function')
		return EVERY_ROLE;
	const withParameters = { includeNodeParameters: true };
	const after = context.getChildNodes(context.getNode().name, withParameters);
	const tools = after.flatMap((node) =>
		context.getParentNodes(node.name, {
			...withParameters,
			connectionType: NodeConnectionTypes.AiTool,
			depth: -1,
		}),
	);
	return EVERY_ROLE.filter((role) => [...after, ...tools].some((node) => writes(node, role)));
}

/** The node types (the node and its AI tool variant) and the operations that write into a conversation. */
const NODE_TYPES = ['liveChatAi', 'liveChatAiTool'];
/** Reply as Human Agent writes as a human agent; Send Message as the visitor, and the AI answers it. */
const WRITES = {
	resource: 'conversation',
	roles: new Map<string, string[]>([
		['reply', [humanAgent]],
		['sendMessage', [visitor, ai]],
	]),
};

function writes(node: NodeTypeAndVersion, role: string): boolean {
	const { type, typeVersion, disabled, parameters = {} } = node;
	if (disabled || typeVersion < 2 || !NODE_TYPES.includes(type.split('.').pop() ?? ''))
		return false;
	const { resource, operation } = parameters;
	if (resource !== undefined && resource !== WRITES.resource) return false;
	return operation === undefined || (WRITES.roles.get(String(operation)) ?? []).includes(role);
}
