/**
 * Visitor Waiting (trigger 1.3 on): an open conversation whose visitor's newest message has had no answer (by a
 * human agent, or by anyone) for the minutes set. It fires once per waiting spell, the spell told by the answer
 * before it: again only after an answer and a new wait. Read from the open conversations' role dates, newest
 * activity first, down to the line the last poll drew (a visitor message older than it was weighed then); a list
 * without role dates has them read from the messages of the conversations in that stretch, once per change.
 * Read top down: the source (Fetch Test Event), the reading, then its steps.
 */
import type { IDataObject, INodePropertyOptions, IPollFunctions } from 'n8n-workflow';

import { conversationList } from '../conversations/conversationList';
import { slidingWindow } from '../operations/slidingWindow';
import { LIST_ORDER_MARGIN_MS } from '../serviceDecisions';
import type { ListRequestOptions } from '../transport';
import { requestWindowOf } from '../transport/requestLimits';
import { pagesOf } from '../lists/readList';
import { instantKey, shifted } from '../lists/instants';
import type { InstantKey } from '../lists/instants';
import type { EventReader, EventSource, Emitted, PollCursor, PollTime } from './newEvents';
import { minutesBetween, readMessages, roleDatesOf, serviceNow } from './conversationMessages';

/** Whose message ends a wait: a human agent's only, or anyone's (the AI's too). */
export type AnsweredBy = 'humanAgent' | 'anyone';

/** Answered By, as its dropdown offers it (trigger/description.ts) and trigger/settings.ts checks it. */
export const ANSWERED_BY: Array<INodePropertyOptions & { value: AnsweredBy }> = [
	{
		name: 'A Human Agent',
		value: 'humanAgent',
		description: "The visitor waits until a human agent writes; the AI's answers do not count",
	},
	{ name: 'Anyone', value: 'anyone', description: 'A human agent or the AI' },
];

export interface WaitingSettings {
	minutes: number;
	answeredBy: AnsweredBy;
}

/**
 * [decision] At most this many conversations are remembered per agent, each as fired for its spell (and, for a
 * list without role dates, with the dates its messages gave): past it the oldest is forgotten, and a visitor of
 * that conversation writing again in the same spell fires it once more.
 */
export const WAITING_BOUND = 500;

type Request = Omit<ListRequestOptions, 'itemIndex'>;

/**
 * The open conversations of the list's query (the agent, the filters), newest activity first, each placed at
 * its visitor's newest message while it waits for an answer (no event otherwise).
 */
export function waitingSource(
	context: IPollFunctions,
	query: IDataObject,
	answeredBy: AnsweredBy,
	request: Request,
): EventSource {
	const list = conversationList({ ...query, status: 'open', sort: 'desc' }, request);
	return {
		open() {
			return pagesOf(context, list);
		},
		read(conversation) {
			const last = instantKey(conversation.lastMessageDate) ?? instantKey(conversation.createdAt);
			if (conversation.id === undefined || conversation.id === null || !last) return undefined;
			const wait = waitOf(conversation, answeredBy);
			return { id: String(conversation.id), last, eventAt: wait?.since, item: conversation };
		},
	};
}

/** The visitor's wait in a conversation: since its newest message, in the spell after `answer`; none if answered. */
function waitOf(
	conversation: IDataObject,
	answeredBy: AnsweredBy,
): { since: InstantKey; spell: string } | undefined {
	if (conversation.isResolved === true) return undefined;
	const since = instantKey(conversation.lastVisitorMessageDate);
	const answers = [
		'lastAgentMessageDate',
		...(answeredBy === 'anyone' ? ['lastBotMessageDate'] : []),
	];
	const answer = answers
		.map((field) => instantKey(conversation[field]) ?? '')
		.reduce((max, key) => (key > max ? key : max), '');
	return since !== undefined && since > answer ? { since, spell: answer } : undefined;
}

/** A conversation's role dates as its messages gave them, at its `lastMessageDate` then. */
interface Dated {
	listedAt: string;
	dates: IDataObject;
}

/** What Visitor Waiting keeps in the cursor: the spell each conversation fired for, the dates messages gave. */
interface Waits {
	fired: Record<string, string>;
	dated?: Record<string, Dated>;
}

/** The cursor's `seen.at` is the line: every visitor message at or before it has been weighed. */
type WaitingCursor = PollCursor & { waits?: Waits };

/** Visitor Waiting's reading of one agent. */
export function waitingReader(
	context: IPollFunctions,
	source: EventSource,
	{ query, waiting, request }: { query: string; waiting: WaitingSettings; request: Request },
): EventReader {
	const waitMs = waiting.minutes * 60_000;
	return {
		async start() {
			const { items } = await source.open().next();
			const now = serviceNow(newestOf(source, items));
			return { query, seen: { at: shifted(now, -waitMs), ids: [] } };
		},
		async poll(cursor, time) {
			const { waits, ...position } = cursor as WaitingCursor;
			const line = position.seen.at;
			const read = await readDownTo(source, shifted(line, -LIST_ORDER_MARGIN_MS), time);
			const dated = await withRoleDates(context, read.items, waits?.dated ?? {}, request, time);
			const now = serviceNow(newestOf(source, read.items));
			const drawn = shifted(now, -waitMs);
			const fired = { ...waits?.fired };
			const emitted: Emitted[] = [];
			// The newest instant read that has waited the minutes: an activity, or a visitor message waited since.
			let settled = '';
			for (const conversation of dated.items) {
				const id = String(conversation.id);
				const wait = waitOf(conversation, waiting.answeredBy);
				for (const at of [source.read(conversation)?.last, wait?.since])
					if (at !== undefined && at <= drawn && at > settled) settled = at;
				if (Object.hasOwn(fired, id) && fired[id] !== wait?.spell) delete fired[id];
				if (!wait || Object.hasOwn(fired, id) || wait.since <= line || wait.since > drawn) continue;
				fired[id] = wait.spell;
				const waitingSince = conversation.lastVisitorMessageDate;
				const waitedMinutes = minutesBetween(wait.since, now);
				emitted.push({ item: { ...conversation, waitingSince, waitedMinutes }, at: wait.since });
			}
			emitted.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
			// The line moves to `settled`: every visitor message up to it is weighed, and it follows the list, not
			// the clock, so a poll that finds nothing new leaves the cursor as it was (nothing for n8n to store).
			// Cut short: the line stays, and the next poll weighs the stretch again (fired spells do not fire twice).
			const next: WaitingCursor = {
				...position,
				seen: { at: read.whole && dated.whole && settled > line ? settled : line, ids: [] },
			};
			const kept: Waits = { fired: bounded(fired) };
			if (Object.keys(dated.found).length > 0) kept.dated = bounded(dated.found);
			if (Object.keys(kept.fired).length > 0 || kept.dated) next.waits = kept;
			return { emitted, cursor: next };
		},
	};
}

/** The newest activity of the conversations read: LiveChatAI's clock is at least there. */
function newestOf(source: EventSource, items: IDataObject[]): InstantKey | undefined {
	return items.reduce<InstantKey | undefined>((max, item) => {
		const last = source.read(item)?.last;
		return last !== undefined && (max === undefined || last > max) ? last : max;
	}, undefined);
}

/** The conversations active since `bound`, page by page; `whole`: the reading got there in time. */
async function readDownTo(
	source: EventSource,
	bound: InstantKey,
	time: PollTime,
): Promise<{ items: IDataObject[]; whole: boolean }> {
	const pages = source.open();
	const items: IDataObject[] = [];
	for (let first = true; ; first = false) {
		if (!first && time.outOfTime()) return { items, whole: false };
		const page = await pages.next();
		for (const item of page.items) {
			const last = source.read(item)?.last;
			if (last === undefined) continue;
			if (last < bound) return { items, whole: true };
			items.push(item);
		}
		if (page.done) return { items, whole: true };
	}
}

/**
 * The conversations with their role dates: as listed, else as their messages give them (read once per change
 * of the conversation, as many at once as the request window allows, until the poll's time is up: those not
 * read then are left for the next poll). `found`: the dates from messages of the conversations read.
 */
async function withRoleDates(
	context: IPollFunctions,
	items: IDataObject[],
	before: Record<string, Dated>,
	request: Request,
	time: PollTime,
): Promise<{ items: IDataObject[]; found: Record<string, Dated>; whole: boolean }> {
	const found: Record<string, Dated> = {};
	const toRead: IDataObject[] = [];
	for (const item of items) {
		if (item.lastVisitorMessageDate !== undefined) continue;
		const id = String(item.id);
		if (before[id]?.listedAt === item.lastMessageDate) found[id] = before[id];
		else toRead.push(item);
	}
	const outcomes = await slidingWindow(
		toRead.length,
		() => requestWindowOf(context),
		async (index) => {
			if (index > 0 && time.weighingLeft() < 0) return null;
			return (await readMessages(context, String(toRead[index].id), request)) ?? [];
		},
		{ stopOnError: true },
	);
	let whole = true;
	toRead.forEach((item, index) => {
		const outcome = outcomes[index];
		if (outcome && 'error' in outcome) throw outcome.error;
		if (!outcome?.value) whole = false;
		else {
			const dates = roleDatesOf(outcome.value);
			found[String(item.id)] = { listedAt: String(item.lastMessageDate), dates };
		}
	});
	const withDates = items.flatMap((item) => {
		if (item.lastVisitorMessageDate !== undefined) return [item];
		const entry = found[String(item.id)];
		return entry ? [{ ...item, ...entry.dates }] : [];
	});
	return { items: withDates, found, whole };
}

/** The newest WAITING_BOUND entries (the order they were set in). */
function bounded<T>(entries: Record<string, T>): Record<string, T> {
	const ids = Object.keys(entries);
	return Object.fromEntries(ids.slice(-WAITING_BOUND).map((id) => [id, entries[id]]));
}
