/**
 * One agent's conversations as a change event watches them, and their comparison with what the last poll kept.
 * A poll reads the agent's conversations newest activity first, up to the bound (Conversations Watched), and
 * keeps of each only its id and one number, the value the event compares (CHANGE_EVENTS): the state stays within
 * the bound whatever the number of conversations. A membership event also reads its filtered list down to the
 * oldest conversation watched: a conversation watched and not in it is known not to be a member, so one that
 * enters it, with a new message or without, is seen. Read top down: the state, the comparison, then its steps.
 */
import type { IDataObject, IPollFunctions } from 'n8n-workflow';

import { conversationList } from '../conversations/conversationList';
import { parameterText } from '../fields/validation';
import { instantKey, shifted } from '../lists/instants';
import type { InstantKey } from '../lists/instants';
import { ListEnd } from '../lists/listEnd';
import { readListPage } from '../lists/readList';
import { LIST_ORDER_MARGIN_MS, V2_MAX_PAGE_SIZE } from '../serviceDecisions';
import type { ListRequestOptions } from '../transport';
import { isRecord } from '../transport/json';
import type { ChangeEvent, ChangeWatch, Compared } from './changeEvents';
import { CHANGE_EVENTS } from './changeEvents';

/** What a poll keeps of one agent's conversations between polls: at most the bound's entries. */
export interface WatchedStates {
	/** The newest instant read (a lastMessageDate or createdAt): a conversation created after it is new. */
	top: InstantKey;
	/** The conversations watched, newest activity first, each with the value compared. */
	states: Array<[string, number]>;
	/** Human Agent Assigned or Changed: the human agents' ids; a value k stands for users[k - 1], 0 for none. */
	users?: string[];
}

/** A conversation whose value changed as the event watches it, with `change` set; `at` its last activity. */
export interface FoundChange {
	item: IDataObject;
	at: InstantKey;
}

/** What one agent's comparison reads. */
export interface StatesWatch {
	agentId: string;
	event: ChangeEvent;
	changes: ChangeWatch;
	request: Omit<ListRequestOptions, 'itemIndex'>;
}

/**
 * Reads one agent's watched conversations and compares each with what `before` kept: a conversation kept with
 * another value, or created since the last poll (taken as new: open, no human agent, in no list), changed. Without
 * `before` (the first poll, or new settings) it only records. A conversation not kept and older than the last
 * poll came into the window from further down: what it was is not known, so it is only recorded. `sample` (Fetch
 * Test Event) takes every conversation read as changed into the state it has, where that state is the event's.
 */
export async function compareStates(
	context: IPollFunctions,
	watch: StatesWatch,
	before: WatchedStates | undefined,
	sample = false,
): Promise<{ found: FoundChange[]; states: WatchedStates }> {
	const { compares } = CHANGE_EVENTS[watch.event];
	const { bound, filter } = watch.changes;
	const listed = await readWindow(context, watch, {}, bound);
	const members = filter ? await readMembers(context, watch, listed) : undefined;
	const kept = new Map(before?.states ?? []);
	const users = [...(before?.users ?? [])];
	const newSince = before && shifted(before.top, -LIST_ORDER_MARGIN_MS);
	const found: FoundChange[] = [];
	const states: Array<[string, number]> = [];
	for (const conversation of listed.conversations) {
		const { id, item } = conversation;
		const was = kept.get(id);
		const value = members ? members.of(conversation) : comparedValue(compares, item, users);
		// A member the filtered list's reading did not reach: unknown, its kept value stays.
		if (value === undefined) {
			if (was !== undefined) states.push([id, was]);
			continue;
		}
		states.push([id, value]);
		const isNew = newSince !== undefined && (conversation.created ?? '') > newSince;
		const from = sample ? beforeChange(compares) : (was ?? (isNew ? 0 : undefined));
		const change = from === undefined ? undefined : changeOf(compares, from, value, users, watch);
		if (change) found.push({ item: { ...item, change }, at: conversation.last });
	}
	// Kept ones not read this time stay while there is room: one the list moved past while its pages were read.
	const read = new Set(states.map(([id]) => id));
	for (const entry of before?.states ?? []) if (!read.has(entry[0])) states.push(entry);
	const top = listed.conversations.reduce(
		(newest, { last, created = '' }) => [newest, last, created].reduce((a, b) => (b > a ? b : a)),
		before?.top ?? '',
	);
	found.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
	return { found, states: { top, ...withUsers(states.slice(0, bound), users, compares) } };
}

/** The value compared of a conversation as the list gives it: 1 or 0 for a flag, an index into `users` for the agent. */
function comparedValue(compares: Compared, item: IDataObject, users: string[]): number {
	if (compares === 'filter') return 0;
	if (compares !== 'agent') return item[compares.field] === true ? 1 : 0;
	const agentId = parameterText(isRecord(item.agent) ? item.agent.id : undefined);
	if (agentId === '') return 0;
	if (!users.includes(agentId)) users.push(agentId);
	return users.indexOf(agentId) + 1;
}

/** The value a conversation has just before the event's change (Fetch Test Event's sample). */
function beforeChange(compares: Compared): number {
	return typeof compares === 'object' && !compares.to ? 1 : 0;
}

/** The change from one value to another, if the event fires on it: `{ field, previous, current }`. */
function changeOf(
	compares: Compared,
	from: number,
	to: number,
	users: string[],
	{ changes }: StatesWatch,
): IDataObject | undefined {
	if (from === to) return undefined;
	if (compares === 'agent')
		return to === 0
			? undefined
			: { field: 'agent.id', previous: users[from - 1] ?? null, current: users[to - 1] };
	if (compares === 'filter') {
		// The list says that the conversation did not match, not what it had instead: previous is null.
		const { field, value } = changes.filter!;
		return to === 1 ? { field, previous: null, current: value } : undefined;
	}
	const current = to === 1;
	return current === compares.to
		? { field: compares.field, previous: !current, current }
		: undefined;
}

/** The states with the human agents they point at (Human Agent Assigned or Changed), renumbered, none else. */
function withUsers(
	states: Array<[string, number]>,
	users: string[],
	compares: Compared,
): Pick<WatchedStates, 'states' | 'users'> {
	if (compares !== 'agent') return { states };
	const used: string[] = [];
	const renumbered = states.map(([id, value]): [string, number] => {
		if (value === 0) return [id, 0];
		const user = users[value - 1];
		if (!used.includes(user)) used.push(user);
		return [id, used.indexOf(user) + 1];
	});
	return { states: renumbered, users: used };
}

/** A conversation of the list as the comparison places it. */
interface Listed {
	id: string;
	/** Its place in the list: lastMessageDate, else createdAt. */
	last: InstantKey;
	created?: InstantKey;
	item: IDataObject;
}

/** The conversations of a reading, first place kept and last state read (a list that moved shows one twice). */
interface Reading {
	conversations: Listed[];
	/** Whether the reading got all it was asked for: the list ended within the bound, or it reached `downTo`. */
	whole: boolean;
}

/**
 * The agent's conversations (with `filter`) newest activity first, the first `bound` items the pages give (one
 * the list moved shows twice and counts twice: the room it takes is left to one it moved past) or down to `downTo`.
 */
async function readWindow(
	context: IPollFunctions,
	{ agentId, request }: StatesWatch,
	filter: IDataObject,
	bound: number,
	downTo?: InstantKey,
): Promise<Reading> {
	const list = conversationList({ ...filter, agentId, sort: 'desc' }, request);
	const size = Math.min(bound, V2_MAX_PAGE_SIZE);
	const end = new ListEnd();
	const byId = new Map<string, Listed>();
	let count = 0;
	for (let page = 1; ; page += 1) {
		const read = await readListPage.call(context, list, page, size);
		const taken = read.items.slice(0, bound - count);
		for (const item of taken) {
			const conversation = listedOf(item);
			if (!conversation) continue;
			if (downTo !== undefined && conversation.last < downTo)
				return { conversations: [...byId.values()], whole: true };
			byId.set(conversation.id, conversation);
		}
		count += taken.length;
		const last = end.isLast(read);
		if (last || count >= bound || read.items.length === 0) {
			const whole = (last || read.items.length === 0) && taken.length === read.items.length;
			return { conversations: [...byId.values()], whole };
		}
	}
}

function listedOf(item: IDataObject): Listed | undefined {
	const id = parameterText(item.id);
	const created = instantKey(item.createdAt);
	const last = instantKey(item.lastMessageDate) ?? created;
	return id === '' || last === undefined ? undefined : { id, last, created, item };
}

/**
 * The members among the watched conversations: the filtered list read down to the oldest one watched (the list's
 * order margin below it), at most the bound and a page more. A watched conversation above where that reading
 * stopped and not in it is no member (0); one below, where the reading stopped short, is not known (undefined).
 */
async function readMembers(
	context: IPollFunctions,
	watch: StatesWatch,
	watched: Reading,
): Promise<{ of(conversation: Listed): number | undefined }> {
	const { bound, filter } = watch.changes;
	if (watched.conversations.length === 0) return { of: () => undefined };
	const oldest = watched.conversations.reduce(
		(min, { last }) => (last < min ? last : min),
		'\uffff',
	);
	const downTo = watched.whole ? undefined : shifted(oldest, -LIST_ORDER_MARGIN_MS);
	const reach = bound + V2_MAX_PAGE_SIZE;
	const members = await readWindow(context, watch, filter!.query, reach, downTo);
	const ids = new Set(members.conversations.map(({ id }) => id));
	const reachedDown = members.whole
		? ''
		: members.conversations.reduce((min, { last }) => (last < min ? last : min), '\uffff');
	return {
		of: ({ id, last }) => (ids.has(id) ? 1 : last >= reachedDown ? 0 : undefined),
	};
}
