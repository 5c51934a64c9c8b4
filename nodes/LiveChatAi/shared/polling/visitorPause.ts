/**
 * Wait for the Visitor to Pause (New Visitor Message and New Activity, trigger 1.3 on, off by default): a
 * conversation with new messages is kept, not emitted, until the visitor has been quiet for the pause; then one
 * item carries every message of the burst in order (`messages`), so that a question typed in four lines is
 * answered once. The bursts kept live in the cursor beside the list's position and are saved with it: a burst
 * that spans polls or a restart is neither lost nor emitted twice. Read top down: the reading, then its steps.
 */
import type { IDataObject, IPollFunctions } from 'n8n-workflow';

import { slidingWindow } from '../operations/slidingWindow';
import { MESSAGE_ROLES, ROLE_DATE_APART_MS } from '../serviceDecisions';
import type { ListRequestOptions } from '../transport';
import { requestWindowOf } from '../transport/requestLimits';
import { shifted } from '../lists/instants';
import type { Emitted, EventReader, InstantKey, PollCursor, PollTime } from './newEvents';
import type { ConversationEvent } from './ownWrites';
import { EVENT_ROLES } from './ownWrites';
import type { PlacedMessage } from './conversationMessages';
import { msBetween, readMessages, serviceNow } from './conversationMessages';

/**
 * [decision] At most this many conversations' bursts are kept per agent: past it, the ones whose visitor has been
 * quiet longest are emitted before their pause ends, so nothing kept is ever dropped.
 */
export const PAUSE_BOUND = 100;

/** The events a pause applies to: those a visitor's message makes. */
const PAUSED_EVENTS: ConversationEvent[] = ['newVisitorMessage', 'newActivity'];

/** A conversation's burst not emitted yet: its messages after `after`, the newest at `last`, the list's item. */
interface Burst {
	after: InstantKey;
	last: InstantKey;
	item: IDataObject;
}

type PausedCursor = PollCursor & { bursts?: Record<string, Burst> };

interface PauseSettings {
	event: ConversationEvent;
	/** The pause (s); 0: off, and a cursor's bursts from when it was on are emitted. */
	pauseSeconds: number;
	request: Omit<ListRequestOptions, 'itemIndex'>;
}

/** The list's reading (`inner`) with the visitor's pause awaited; without a pause and bursts, `inner` as it is. */
export function pausedReader(
	context: IPollFunctions,
	inner: EventReader,
	settings: PauseSettings,
): EventReader {
	if (!PAUSED_EVENTS.includes(settings.event)) return inner;
	const pauseMs = settings.pauseSeconds * 1000;
	return {
		start: inner.start,
		async poll(cursor, time) {
			const { bursts: kept, ...position } = cursor as PausedCursor;
			const result = await inner.poll(position, time);
			if (pauseMs === 0 && kept === undefined) return result;
			const bursts: Record<string, Burst> = { ...kept };
			const passed: Emitted[] = [];
			// New messages since the poll's position (the older one while a backlog is read) belong to the burst.
			const after = cursor.backlog?.floor.at ?? cursor.seen.at;
			for (const found of result.emitted) {
				if (pauseMs === 0) passed.push(found);
				else burstOf(bursts, found, after);
			}
			const now = serviceNow(result.cursor.seen.at);
			const due = dueBursts(bursts, now, pauseMs);
			const emitted = await emitBursts(context, settings, bursts, due, time);
			const next: PausedCursor = { ...result.cursor };
			if (Object.keys(bursts).length > 0) next.bursts = bursts;
			const all = [...passed, ...emitted].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
			return { emitted: all, cursor: next };
		},
	};
}

/** A conversation found with a new message: its burst begins, or goes on to that message. */
function burstOf(bursts: Record<string, Burst>, { item, at }: Emitted, after: InstantKey): void {
	const id = String(item.id);
	bursts[id] = { after: bursts[id]?.after ?? after, last: at, item };
}

/** The bursts to emit, oldest first: the visitor quiet for the pause, and the oldest past PAUSE_BOUND. */
function dueBursts(bursts: Record<string, Burst>, now: InstantKey, pauseMs: number): string[] {
	const age = (id: string) => bursts[id].last;
	const byAge = Object.keys(bursts).sort((a, b) =>
		age(a) < age(b) ? -1 : age(a) > age(b) ? 1 : 0,
	);
	// Off (0), every burst kept is due, even one dated a moment after the list's clock.
	const quiet = byAge.filter((id) => pauseMs === 0 || msBetween(bursts[id].last, now) >= pauseMs);
	const over = byAge.length - quiet.length - PAUSE_BOUND;
	const early = over > 0 ? byAge.filter((id) => !quiet.includes(id)).slice(0, over) : [];
	return byAge.filter((id) => quiet.includes(id) || early.includes(id));
}

/**
 * The due bursts with their messages, read as many at once as the request window allows; once the poll's time
 * is up, the rest stay kept for the next poll (one is always read, so every poll moves on). A burst whose
 * conversation is gone is dropped: nothing is left to answer.
 */
async function emitBursts(
	context: IPollFunctions,
	settings: PauseSettings,
	bursts: Record<string, Burst>,
	due: string[],
	time: PollTime,
): Promise<Emitted[]> {
	const outcomes = await slidingWindow(
		due.length,
		() => requestWindowOf(context),
		async (index) => {
			if (index > 0 && time.weighingLeft() < 0) return null;
			return (await readMessages(context, due[index], settings.request)) ?? 'gone';
		},
		{ stopOnError: true },
	);
	const emitted: Emitted[] = [];
	due.forEach((id, index) => {
		const outcome = outcomes[index];
		if (outcome && 'error' in outcome) throw outcome.error;
		const messages = outcome?.value;
		if (messages === null || messages === undefined) return;
		const burst = bursts[id];
		delete bursts[id];
		if (messages === 'gone') return;
		const ofBurst = burstMessages(messages, burst, settings.event).map(({ message }) => message);
		emitted.push({ item: { ...burst.item, messages: ofBurst }, at: burst.last });
	});
	return emitted;
}

/**
 * The messages of a burst, oldest first: those of the event's roles after its start, up to its newest one (a
 * later message is the next burst's). Where a message has no date, the visitor's last messages in a row.
 */
function burstMessages(
	messages: PlacedMessage[],
	{ after, last }: Burst,
	event: ConversationEvent,
): PlacedMessage[] {
	if (messages.some(({ at }) => at === undefined)) {
		const from = messages.map(({ role }) => role !== MESSAGE_ROLES.visitor).lastIndexOf(true);
		return messages.slice(from + 1);
	}
	const roles = EVENT_ROLES[event];
	const upTo = shifted(last, ROLE_DATE_APART_MS);
	return messages.filter(
		({ role, at }) =>
			(event === 'newActivity' || roles.includes(role)) && at! > after && at! <= upTo,
	);
}
