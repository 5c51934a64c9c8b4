/**
 * The LiveChatAI Trigger, and one poll from n8n's call to the items it emits, read top down: `poll()` runs
 * Fetch Test Event in manual mode (trigger/testEvent.ts), else one poll of the active workflow inside the guard
 * below; trigger/poll.ts reads that poll from the settings to the items it emits.
 *
 * Process-wide state, and why: the node keeps its cursor in n8n's workflow static data only, yet two things live in
 * this process's memory for each trigger node (`running` and `latest`, below). n8n may start a poll while the
 * previous one still runs (after a slow poll, or overdue polls at once after a restart with its durable
 * scheduler): `running` makes the second one return at once, so both never read from the same cursor and emit
 * the same events twice. That scheduler also stores the cursor a moment after the poll ended, and not at all
 * after the poll at activation: `latest` remembers the newest cursor for a while, so a poll handed an older copy,
 * or none, goes on from it. Neither is needed for correctness across machines (queue mode polls on the main
 * instance only); both only close windows inside one process.
 */
import type {
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
	IPollFunctions,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { listSearch, loadOptions } from './shared/methods';
import { asNodeError } from './shared/operations/itemErrors';
import { CREDENTIAL_TYPE } from './shared/transport';
import { triggerProperties } from './trigger/description';
import { TRIGGER_EVENTS } from './shared/polling/newEvents';
import { CHANGE_EVENTS } from './shared/polling/changeEvents';
import type { PollState } from './trigger/poll';
import { pollItems } from './trigger/poll';
import { testEvent } from './trigger/testEvent';

const EVENT_NAMES = Object.fromEntries(
	Object.entries({ ...TRIGGER_EVENTS, ...CHANGE_EVENTS }).map(([value, { name }]) => [value, name]),
);

export class LiveChatAiTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'LiveChatAI Trigger',
		name: 'liveChatAiTrigger',
		icon: { light: 'file:liveChatAi.svg', dark: 'file:liveChatAi.dark.svg' },
		group: ['trigger'],
		version: [1, 1.1, 1.2, 1.3],
		defaultVersion: 1.3,
		subtitle: `={{ ${JSON.stringify(EVENT_NAMES)}[$parameter["event"]] }}`,
		description:
			"Starts the workflow on new activity in LiveChatAI agents' conversations, or on what changes in them",
		defaults: { name: 'LiveChatAI Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: CREDENTIAL_TYPE, required: true }],
		properties: triggerProperties,
	};

	methods = { listSearch, loadOptions };

	async poll(this: IPollFunctions): Promise<PollOutput> {
		return await pollTrigger(this);
	}
}

type PollOutput = INodeExecutionData[][] | null;

/** The static data: one agent's cursor (every version), or several agents' (1.2 on), and the failures. */
type TriggerState = GuardedState<NonNullable<PollState['cursor']>> & PollState;

async function pollTrigger(context: IPollFunctions): Promise<PollOutput> {
	const node = context.getNode();
	if (context.getMode() === 'manual') {
		try {
			return await testEvent(context);
		} catch (error) {
			throw asNodeError(node, error);
		}
	}
	const state = context.getWorkflowStaticData('node') as TriggerState;
	const key = `${context.getWorkflow().id ?? ''}/${node.id}`;
	return await guardedPoll(
		key,
		state,
		null,
		async () => await activePoll(context, state),
		context.getPollBudgetMs?.(),
	);
}

/** The part of the trigger's static data the guard looks after: a cursor (one agent's or several's). */
interface GuardedState<Cursor extends { query: string }> {
	cursor?: Cursor;
	/** Counts the cursors this trigger node has moved to: the higher, the newer. */
	revision?: number;
}

/** How long a poll's result is remembered in case n8n hands the next poll an older copy of the state. */
const REMEMBER_MS = 5 * 60_000;

/** How long the cursor made at activation is remembered for a first scheduled poll handed none (daily polls). */
const REMEMBER_FIRST_MS = 25 * 60 * 60_000;

// Not state of the node's own: a lock while a poll runs, and the last result until n8n has surely stored it.
const running = new Set<string>();
type AnyCursor = { query: string };
const latest = new Map<string, { revision: number; cursor: AnyCursor; at: number }>();

/**
 * Runs one poll of a trigger node (`key`: workflow and node) unless another poll of it is running in this
 * process: then answers `busy` at once and touches nothing. A poll handed an older cursor, or none, starts from
 * the newer one remembered here. Why both: the top of this file. A poll that ended past n8n's poll budget is
 * not remembered: n8n may have given up on it (its durable scheduler drops such a tick's cursor and items), and
 * the next poll must then start from the cursor n8n kept, or the events of the abandoned poll are lost.
 */
async function guardedPoll<T, C extends AnyCursor>(
	key: string,
	state: GuardedState<C>,
	busy: T,
	poll: () => Promise<T>,
	budgetMs?: number,
): Promise<T> {
	if (running.has(key)) return busy;
	running.add(key);
	try {
		const remembered = latest.get(key);
		const stored = state.cursor;
		// A stored cursor older than the one remembered, or none at all where this process just made one: the
		// durable scheduler does not store what the poll at activation left (only a scheduled poll's result).
		const age = remembered ? Date.now() - remembered.at : Infinity;
		if (
			remembered &&
			(stored === undefined
				? age < REMEMBER_FIRST_MS
				: age < REMEMBER_MS &&
					remembered.cursor.query === stored.query &&
					remembered.revision > (state.revision ?? 0))
		) {
			state.cursor = copy(remembered.cursor) as C;
			state.revision = remembered.revision;
		}
		const revisionBefore = state.revision;
		const started = Date.now();
		const result = await poll();
		const inTime = budgetMs === undefined || Date.now() - started <= budgetMs;
		if (state.cursor && state.revision !== revisionBefore && inTime) {
			const revision = state.revision ?? 0;
			latest.set(key, { revision, cursor: copy(state.cursor), at: Date.now() });
		}
		return result;
	} finally {
		running.delete(key);
	}
}

/** A cursor is plain JSON; n8n may hand it over wrapped in its change-tracking proxy. */
function copy<C extends AnyCursor>(cursor: C): C {
	return JSON.parse(JSON.stringify(cursor)) as C;
}

/** A poll of an active workflow: new events once each, failures told to n8n at the rate shared/polling/failures.ts sets. */
async function activePoll(context: IPollFunctions, state: TriggerState): Promise<PollOutput> {
	const before = JSON.stringify(state.cursor ?? null);
	const output = await pollItems(context, state, Date.now());
	// A moved cursor gets a new revision: guardedPoll tells it from an older copy n8n may hand over by it.
	if (JSON.stringify(state.cursor ?? null) !== before) state.revision = (state.revision ?? 0) + 1;
	return output ? [context.helpers.returnJsonArray(output)] : null;
}
