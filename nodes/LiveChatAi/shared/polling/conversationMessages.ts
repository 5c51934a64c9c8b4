/**
 * What Visitor Waiting and the visitor's pause (visitorWaiting.ts, visitorPause.ts) read beyond the list: a
 * conversation's messages placed on the list's clock, the roles' newest dates they give, and LiveChatAI's time
 * now. Read top down: the messages, then the dates, last the time.
 */
import type { IDataObject, IPollFunctions } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { asNodeError } from '../operations/itemErrors';
import { MESSAGE_ROLES } from '../serviceDecisions';
import type { ListRequestOptions } from '../transport';
import { segment, v2Request } from '../transport';
import { isRecord } from '../transport/json';
import { instantKey, shifted } from '../lists/instants';
import type { InstantKey } from './newEvents';

/** A message as LiveChatAI reports it, with its instant on the conversation list's clock (none: not dated). */
export interface PlacedMessage {
	message: IDataObject;
	role: string;
	at?: InstantKey;
}

/**
 * A conversation's messages, oldest first (GET /api/v2/conversations/{id}); undefined when it is gone. The
 * messages' clock need not be the list's: each date is moved by the gap between the conversation's
 * `lastMessageDate` and its newest message, so that it compares with the list's dates.
 */
export async function readMessages(
	context: IPollFunctions,
	conversationId: string,
	request: Omit<ListRequestOptions, 'itemIndex'>,
): Promise<PlacedMessage[] | undefined> {
	const path = `/api/v2/conversations/${segment(conversationId)}`;
	let detail: IDataObject;
	try {
		detail = await v2Request.call(context, { method: 'GET', path, ...request });
	} catch (error) {
		if (error instanceof NodeApiError && error.httpCode === '404') return undefined;
		throw asNodeError(context.getNode(), error);
	}
	const messages = (Array.isArray(detail.messages) ? detail.messages : []).filter(isRecord);
	const dated = messages.map((message) => ({ message, key: instantKey(message.createdAt) }));
	const newest = dated.reduce<InstantKey>((max, { key }) => (key && key > max ? key : max), '');
	const listed = instantKey(detail.lastMessageDate);
	const offsetMs = newest && listed ? msOf(listed) - msOf(newest) : 0;
	return dated
		.map(({ message, key }) => ({
			message,
			role: String(message.role ?? ''),
			at: key === undefined ? undefined : shifted(key, offsetMs),
		}))
		.sort((a, b) => ((a.at ?? '') < (b.at ?? '') ? -1 : (a.at ?? '') > (b.at ?? '') ? 1 : 0));
}

/** The milliseconds of an instant's key (its digits below a millisecond left out). */
function msOf(key: InstantKey): number {
	return Date.parse(`${key.slice(0, 23)}Z`);
}

/**
 * The list's role dates of a conversation as its messages give them, for a list without them: the newest
 * message of each role (null: none), the way the list names them.
 */
export function roleDatesOf(messages: PlacedMessage[]): IDataObject {
	const newestOf = (role: string) =>
		messages.reduce<InstantKey | null>(
			(max, message) =>
				message.role === role && message.at !== undefined && (max === null || message.at > max)
					? message.at
					: max,
			null,
		);
	return {
		lastVisitorMessageDate: newestOf(MESSAGE_ROLES.visitor),
		lastBotMessageDate: newestOf(MESSAGE_ROLES.ai),
		lastAgentMessageDate: newestOf(MESSAGE_ROLES.humanAgent),
	};
}

/**
 * [decision] LiveChatAI publishes no clock: its time now is taken as the later of n8n's and the newest date it
 * wrote in what the poll read (`listed`). A wait or a pause is then never counted from a clock behind
 * LiveChatAI's own writes; a LiveChatAI clock behind n8n's counts them that much longer.
 */
export function serviceNow(listed: InstantKey | undefined): InstantKey {
	const own = instantKey(new Date(Date.now()).toISOString())!;
	return listed !== undefined && listed > own ? listed : own;
}

/** Whole minutes from one instant to a later one. */
export function minutesBetween(from: InstantKey, to: InstantKey): number {
	return Math.floor((msOf(to) - msOf(from)) / 60_000);
}

/** The milliseconds from one instant to a later one. */
export function msBetween(from: InstantKey, to: InstantKey): number {
	return msOf(to) - msOf(from);
}
