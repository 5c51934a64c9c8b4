/**
 * One poll of the LiveChatAI Trigger, from n8n's call to the items it emits. A poll of one agent reads in three
 * files: this one (the flow, and the guard below), newEvents.ts (the cursor and the newest-first reading) and
 * pollFailures.ts (what a failed poll does). Several agents (1.2's Watch) add pollAgents.ts.
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
import type { IDataObject, INodeExecutionData, IPollFunctions } from 'n8n-workflow';

import { asNodeError } from '../shared/node/itemErrors';
import { agentName } from './agents';
import { namedByAgent } from './output';
import type { AgentsCursor, AgentsState } from './pollAgents';
import { pollAgents } from './pollAgents';
import type { PollCursor } from './newEvents';
import { pollNewestFirst, startCursor } from './newEvents';
import type { PollHealth } from './pollFailures';
import { afterFailure, failureOfPoll, mustWait, reportedError } from './pollFailures';
import type { TriggerSettings } from './settings';
import { readTriggerSettings } from './settings';
import { testEvent } from './testEvent';

/** The part of the trigger's static data the guard looks after: a cursor (one agent's or several's). */
export interface GuardedState<Cursor extends { query: string } = PollCursor> {
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

// A cursor is plain JSON; n8n may hand it over wrapped in its change-tracking proxy.
const copy = <C extends AnyCursor>(cursor: C): C => JSON.parse(JSON.stringify(cursor)) as C;

/**
 * Runs one poll of a trigger node (`key`: workflow and node) unless another poll of it is running in this
 * process: then answers `busy` at once and touches nothing. A poll handed an older cursor, or none, starts from
 * the newer one remembered here. Why both: the top of this file. A poll that ended past n8n's poll budget is
 * not remembered: n8n may have given up on it (its durable scheduler drops such a tick's cursor and items), and
 * the next poll must then start from the cursor n8n kept, or the events of the abandoned poll are lost.
 */
export async function guardedPoll<T, C extends AnyCursor>(
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

/** Share of n8n's poll budget a poll may spend reading before it leaves the rest for the next poll. */
const POLL_BUDGET_SHARE = 0.5;

/** A poll reads for this long at most, budget or not (n8n's default engine gives 5 minutes, 1.x none). */
const POLL_READ_MAX_MS = 20_000;

/** One request of a poll may take this long: a poll ends well inside n8n's poll timeout and its interval. */
const POLL_REQUEST_TIMEOUT_MS = 15_000;

/** The static data: one agent's cursor (every version), or several agents' (1.2 on), and the failures. */
type TriggerState = GuardedState<PollCursor | AgentsCursor> &
	Omit<AgentsState, 'cursor'> & { health?: PollHealth };
type PollOutput = INodeExecutionData[][] | null;
type CursoredState = TriggerState & { cursor: PollCursor };

/** The time a poll may spend reading: half of n8n's poll budget, and never more than POLL_READ_MAX_MS. */
function readingTime(context: IPollFunctions, started: number): () => boolean {
	const budget = context.getPollBudgetMs?.();
	const readFor = Math.min(POLL_READ_MAX_MS, (budget ?? Infinity) * POLL_BUDGET_SHARE);
	return () => Date.now() - started > readFor;
}

/** Reads one agent's new events since the cursor; moves the cursor only when it read all it had to. */
async function readNew(
	context: IPollFunctions,
	settings: TriggerSettings & { watched: { scope: 'agent' } },
	state: CursoredState,
	started: number,
): Promise<IDataObject[] | null> {
	const { cursor } = state;
	const { agentId } = settings.watched;
	const source = settings.sourceFor(agentId);
	if (cursor.query !== settings.cursorQuery) {
		// Changed settings: like a new activation, what exists now is the past; nothing is emitted.
		state.cursor = await startCursor(source, settings.cursorQuery);
		return null;
	}
	const { emitted, cursor: next } = await pollNewestFirst(
		source,
		cursor,
		readingTime(context, started),
	);
	let output = emitted.map(settings.toOutput);
	if (settings.namesAgent && output.length > 0) {
		const name = await agentName(context, agentId, settings.request);
		output = output.map((item) => namedByAgent(item, agentId, name));
	}
	// An unchanged cursor stays untouched, so n8n's durable scheduler has nothing to store after a quiet poll.
	if (JSON.stringify(next) !== JSON.stringify(cursor)) state.cursor = next;
	return output.length > 0 ? output : null;
}

/** A failed poll: reported (thrown) when afterFailure says so, else logged; the cursor stays where it was. */
function failedPoll(
	context: IPollFunctions,
	state: TriggerState,
	error: unknown,
	now: number,
): null {
	const failure = failureOfPoll(error);
	const { health, report } = afterFailure(state.health, failure, now);
	state.health = health;
	const reported = reportedError(context.getNode(), error, failure, health);
	if (report) throw reported;
	context.logger.warn(`LiveChatAI Trigger: a poll failed, not reported yet: ${reported.message}`, {
		description: reported.description ?? undefined,
		failedPolls: health.failedPolls,
	});
	return null;
}

/** A poll of an active workflow: new events once each, failures told to n8n at the rate afterFailure sets. */
async function activePoll(
	context: IPollFunctions,
	readSettings: () => TriggerSettings,
	state: TriggerState,
): Promise<PollOutput> {
	const before = JSON.stringify(state.cursor ?? null);
	const output = await pollItems(context, readSettings, state);
	// A moved cursor gets a new revision: guardedPoll tells it from an older copy n8n may hand over by it.
	if (JSON.stringify(state.cursor ?? null) !== before) state.revision = (state.revision ?? 0) + 1;
	return output ? [context.helpers.returnJsonArray(output)] : null;
}

/** The items of one poll: one agent's (every version) or several agents' (1.2 on). */
async function pollItems(
	context: IPollFunctions,
	readSettings: () => TriggerSettings,
	state: TriggerState,
): Promise<IDataObject[] | null> {
	const first = state.cursor ? undefined : readSettings();
	if (first?.watched.scope === 'agent') {
		// First activation: what exists now is the past; nothing is emitted. A failure shows in the editor.
		// (Several agents start the same way, agent by agent, in pollAgents.)
		const source = first.sourceFor(first.watched.agentId);
		state.cursor = await startCursor(source, first.cursorQuery);
		return null;
	}
	const now = Date.now();
	if (mustWait(state.health, now)) return null;
	try {
		const settings = readSettings();
		const { watched } = settings;
		const output =
			watched.scope === 'agent'
				? await readNew(context, { ...settings, watched }, state as CursoredState, now)
				: await pollAgents(context, settings, state as AgentsState, readingTime(context, now), now);
		// pollAgents keeps `health` itself: a rate limit part-way fails a poll that still emits items.
		if (watched.scope === 'agent' && state.health) delete state.health;
		return output;
	} catch (error) {
		return failedPoll(context, state, error, now);
	}
}

export async function pollTrigger(context: IPollFunctions): Promise<PollOutput> {
	const node = context.getNode();
	const request = { retries: 0, timeoutMs: POLL_REQUEST_TIMEOUT_MS };
	const readSettings = () => readTriggerSettings(context, request);
	if (context.getMode() === 'manual') {
		try {
			return await testEvent(context, readSettings());
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
		async () => await activePoll(context, readSettings, state),
		context.getPollBudgetMs?.(),
	);
}
