/**
 * Whose a conversation's new event is: its messages read, each marked this n8n's own write or not, and weighed
 * against the poll's window on the messages' own clock. Read top down: `weighEvent` first, then its steps, last
 * the instants shifted and cut in nanoseconds.
 */
import type { IDataObject } from 'n8n-workflow';

import { isRecord } from '../transport/json';
import { MESSAGE_DATE_TOLERANCE_MS, MESSAGE_ROLES } from '../serviceDecisions';
import { belowCeiling, instantKey, ISO_INSTANT } from '../lists/instants';
import type { ConversationTriggerEvent, CursorPoint, InstantKey, PollCursor } from './newEvents';

/** The message roles whose new messages make each conversation event (a new conversation: its first message). */
const { visitor, ai, humanAgent } = MESSAGE_ROLES;
const KNOWN_ROLES: string[] = [visitor, ai, humanAgent];
export const EVENT_ROLES: Record<ConversationTriggerEvent, string[]> = {
	newActivity: KNOWN_ROLES,
	newConversation: [],
	newVisitorMessage: [visitor],
	newBotMessage: [ai],
	newAgentMessage: [humanAgent],
};

export type ConversationEvent = keyof typeof EVENT_ROLES;

/**
 * The messages a poll weighs: after the last poll's mark (the cursor it started from), up to the conversation's
 * state in the list read (`upTo`).
 */
export interface MessageWindow extends Pick<PollCursor, 'seen' | 'backlog'> {
	upTo: InstantKey;
}

/**
 * What a conversation's messages say of its new event: leave it out (every message that could have made it is
 * this n8n's own write), or emit it; `unexplained` says why the messages could not tell (then a user must hear
 * of it, since the trigger may be emitting its own writes).
 */
export type Verdict = { emit: false } | { emit: true; unexplained?: string };

/** A message as the verdict weighs it: its date's key and precision (fractional digits), role, whose. */
interface Weighed {
	at?: InstantKey;
	digits: number;
	role: string;
	own: boolean;
}

/**
 * Whether a conversation's new event is someone else's (emit) or this n8n's own write (leave out); with
 * `undatedByList` (the list gave no date of the event, so any new message placed it), also whether its new
 * messages hold the event at all (no: leave out). Fails open:
 * the event is left out only when every message that could have made it is positively this n8n's own; where
 * the messages cannot explain it (no readable date, a role none of the known ones, nothing in the window: a
 * list that does not reach the event, or dates off by more than the tolerance) it is emitted, and `unexplained`
 * says why. Messages after `upTo` (shifted by the clock offset) arrived after the list was read: the next poll
 * weighs them.
 */
export function weighEvent(
	detail: IDataObject,
	event: ConversationEvent,
	window: MessageWindow,
	conversationId: string,
	isOwn: (text: unknown) => boolean,
	undatedByList = false,
): Verdict {
	const messages = weighed(detail.messages, isOwn);
	if (event === 'newConversation') {
		if (messages.length === 0) return { emit: true, unexplained: 'it has no messages' };
		return messages[0].own ? { emit: false } : { emit: true };
	}
	const roles = EVENT_ROLES[event];
	const couldMake = ({ role }: Weighed) => roles.includes(role) || !KNOWN_ROLES.includes(role);
	const candidates = messages.filter(couldMake);
	const offset = clockOffsetNs(messages, detail.lastMessageDate);
	const since = windowStart(messages, window, conversationId, offset);
	const to = shiftedKey(window.upTo, offset);
	const context = { offset, conversationId, messages };
	const newMessages = messages.flatMap((message) => {
		const { at } = message;
		if (at === undefined || at > cutKey(to, message.digits)) return [];
		const place = against({ ...message, at }, since, context);
		return place === 'before' ? [] : [{ ...message, unsure: place === 'unsure' }];
	});
	const inWindow = newMessages.filter(couldMake);
	const others = inWindow.filter(({ own }) => !own);
	const known = others.filter(({ role }) => KNOWN_ROLES.includes(role));
	if (known.some(({ unsure }) => !unsure)) return { emit: true };
	if (known.length > 0) {
		return {
			emit: true,
			unexplained: `its messages are dated to ${known[0].digits} fractional digits, too coarse to tell whether one of them came after the trigger's last mark (it may have been emitted before)`,
		};
	}
	if (others.length > 0) {
		const role = others[0].role;
		return {
			emit: true,
			unexplained: `a new message has the role "${role}", none of ${KNOWN_ROLES.join(', ')}`,
		};
	}
	const undated = candidates.filter(({ at, own }) => at === undefined && !own).length;
	if (undated > 0) {
		return { emit: true, unexplained: `${undated} of its messages have no readable createdAt` };
	}
	if (inWindow.length > 0) return { emit: false };
	// Where the list gave no date of the event, its activity was placed by lastMessageDate: new messages of
	// other roles only (the AI's answer, for a visitor message event) are activity, not this event.
	if (undatedByList && newMessages.some(({ unsure }) => !unsure)) return { emit: false };
	return {
		emit: true,
		unexplained: `none of its messages is dated between the trigger's last mark and the conversation's lastMessageDate (${window.upTo}): the messages do not reach the event, or their dates are more than ${MESSAGE_DATE_TOLERANCE_MS} ms off the list's`,
	};
}

/**
 * The messages in time order, each marked own or not. Own: a text with this n8n's mark (Reply as Human Agent,
 * Send Message), and the AI's answer to a visitor message that Send Message wrote. Where a message has no
 * readable date, the list's own order stands for time.
 */
function weighed(messages: unknown, isOwn: (text: unknown) => boolean): Weighed[] {
	const list = (Array.isArray(messages) ? messages : []).filter(isRecord) as IDataObject[];
	const dated = list.map((message, index) => ({
		message,
		index,
		at: instantKey(message.createdAt),
	}));
	if (dated.every(({ at }) => at !== undefined)) {
		dated.sort((a, b) => (a.at! < b.at! ? -1 : a.at! > b.at! ? 1 : a.index - b.index));
	}
	let visitorMessageIsOwn = false;
	return dated.map(({ message, at }) => {
		const role = String(message.role);
		const tagged = isOwn(message.content);
		if (role === visitor) visitorMessageIsOwn = tagged;
		const own = tagged || (role === ai && visitorMessageIsOwn);
		return { at, digits: fractionDigits(message.createdAt), role, own };
	});
}

const TOLERANCE_NS = BigInt(MESSAGE_DATE_TOLERANCE_MS) * 1_000_000n;

/**
 * How far the messages' clock is off the list's: the newest message's date minus the conversation's
 * lastMessageDate (cut to the message's precision), when both are read and within MESSAGE_DATE_TOLERANCE_MS
 * (another clock, or a date written a moment later); 0 otherwise.
 */
function clockOffsetNs(messages: Weighed[], lastMessageDate: unknown): bigint {
	const listed = instantKey(lastMessageDate);
	const newest = messages.reduce<Weighed | undefined>(
		(latest, message) =>
			message.at !== undefined && (latest === undefined || message.at > latest.at!)
				? message
				: latest,
		undefined,
	);
	if (!listed || !newest) return 0n;
	const offset = instantNs(newest.at!) - instantNs(cutKey(listed, newest.digits));
	return offset <= TOLERANCE_NS && -offset <= TOLERANCE_NS ? offset : 0n;
}

/**
 * Where the conversation's unseen messages start. Without a backlog: after the last poll's seen point. With one
 * (the last poll ran out of time), it depends on whether that poll read the conversation: its newest message
 * then (dated at or before the seen point) above the backlog's ceiling means it was read and its events up to
 * the seen point were handled (a reply the flow wrote since must not bring them back); at or below, it was not
 * read, and its events since the backlog's floor are still new.
 */
function windowStart(
	messages: Weighed[],
	{ seen, backlog }: MessageWindow,
	conversationId: string,
	offset: bigint,
): CursorPoint {
	if (!backlog) return seen;
	const seenAt = shiftedKey(seen.at, offset);
	const before = messages.reduce<InstantKey | undefined>(
		(latest, { at, digits }) =>
			at !== undefined && at <= cutKey(seenAt, digits) && (latest === undefined || at > latest)
				? at
				: latest,
		undefined,
	);
	const ceiling = { ...backlog.ceiling, at: shiftedKey(backlog.ceiling.at, offset) };
	const wasRead =
		before !== undefined && !belowCeiling(ceiling, { last: before, id: conversationId });
	return wasRead ? seen : backlog.floor;
}

/**
 * Where a dated message stands against a point of the list (the offset between the clocks taken off): after,
 * before, or unsure, where the message's date is too coarse to tell. Dated to the point's unit of time (its
 * second, for a clock writing seconds), it is before the point when its conversation was counted at the point
 * and it is the conversation's only message of that unit (the one the point was read from); else unsure.
 */
function against(
	message: Weighed & { at: InstantKey },
	point: CursorPoint,
	context: { offset: bigint; conversationId: string; messages: Weighed[] },
): 'after' | 'before' | 'unsure' {
	const exact = shiftedKey(point.at, context.offset);
	const edge = cutKey(exact, message.digits);
	if (message.at !== edge) return message.at > edge ? 'after' : 'before';
	const counted = point.ids.includes(context.conversationId);
	if (edge === exact) return counted ? 'before' : 'after';
	const sameUnit = context.messages.filter(({ at }) => at === edge).length;
	return counted && sameUnit === 1 ? 'before' : 'unsure';
}

/** How many fractional digits a timestamp was written with (0 to 9): the precision of its clock. */
function fractionDigits(value: unknown): number {
	if (typeof value !== 'string') return 0;
	const match = ISO_INSTANT.exec(value.trim());
	return Math.min(match?.[7]?.length ?? 0, 9);
}

/** The key's instant in nanoseconds since the epoch. */
function instantNs(key: InstantKey): bigint {
	return BigInt(Date.parse(`${key.slice(0, 19)}Z`)) * 1_000_000n + BigInt(key.slice(20, 29));
}

/** The instant `ns` later (earlier when negative); '' (before all) stays. */
function shiftedKey(key: InstantKey, ns: bigint): InstantKey {
	if (ns === 0n || key === '') return key;
	const at = instantNs(key) + ns;
	const seconds = at / 1_000_000_000n - (at % 1_000_000_000n < 0n ? 1n : 0n);
	const fraction = at - seconds * 1_000_000_000n;
	const whole = new Date(Number(seconds) * 1000).toISOString().slice(0, 19);
	return `${whole}.${String(fraction).padStart(9, '0')}Z`;
}

/** The instant cut to `digits` fractional digits, as a clock of that precision would write it. */
function cutKey(key: InstantKey, digits: number): InstantKey {
	if (key === '' || digits >= 9) return key;
	return `${key.slice(0, 20 + digits).padEnd(29, '0')}Z`;
}
