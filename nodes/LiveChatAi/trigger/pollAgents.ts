/**
 * A poll of several agents (Watch, 1.2 on): one small cursor per agent, each agent read as one agent's is. The
 * node's poll() calls `pollAgents`; read top down: it first, then its steps.
 */
import type { Failure, IDataObject, IPollFunctions } from 'n8n-workflow';

import { asNodeError } from '../shared/operations/itemErrors';
import { watchedAgents } from './agents';
import type { PollCursor } from '../shared/polling/newEvents';
import { readerOf } from '../shared/polling/eventReader';
import type { PollHealth } from '../shared/polling/failures';
import { failedBeside, failureOfPoll } from '../shared/polling/failures';
import {
	agentName,
	namedByAgent,
	outputItem,
	POLL_REQUEST,
	timeLeft,
	WEIGHING,
} from '../shared/polling/reading';
import type { ChangeSettings, PollSettings, TriggerSettings } from '../shared/polling/reading';
import type { WatchedStates } from '../shared/polling/changes';
import { readChanges } from '../shared/polling/changes';

/**
 * One agent's place in its list between polls: a cursor without the query all agents share, or (a change event)
 * its watched conversations.
 */
export type AgentCursor = Omit<PollCursor, 'query'> | WatchedStates;

/** The cursor of a trigger that watches several agents: one small cursor per agent watched. */
export interface AgentsCursor {
	query: string;
	agents: Record<string, AgentCursor>;
	/**
	 * The last agent the previous poll read before n8n's poll budget ran out or the rate limit stopped it: the next
	 * poll starts after it.
	 */
	resumeAfter?: string;
}

export interface AgentsState {
	cursor?: AgentsCursor;
	/** The failures of single agents, kept while they last (a failure of the whole account is the trigger's). */
	agentHealth?: Record<string, PollHealth>;
	/** The account's failures, as the node keeps them for one agent; here also a rate limit met part-way. */
	health?: PollHealth;
}

/** An item with a new event, of which agent, and when the event was. */
type Found = { agentId: string; item: IDataObject; at: string };

/**
 * One poll of several agents: each agent's list read as one agent's is, one after the other from where the last
 * poll stopped, while n8n's poll budget lasts. An agent seen for the first time is watched from now on (its
 * history is not replayed); one no longer watched is forgotten. A failure of one agent holds no other back; the
 * rate limit stops the poll at the refused agent, keeping what the agents before it found.
 */
export async function pollAgents(
	context: IPollFunctions,
	settings: PollSettings,
	state: AgentsState,
	outOfTime: () => boolean,
	now: number,
): Promise<IDataObject[] | null> {
	const { watched, cursorQuery: query } = settings;
	const names = await watchedAgents(context, watched, POLL_REQUEST);
	const previous = state.cursor?.query === query ? state.cursor.agents : {};
	const agents: Record<string, AgentCursor> = {};
	const found: Found[] = [];
	const failed: Array<{ agentId: string; error: unknown }> = [];
	let limited: { error: unknown; what: string } | undefined;
	let succeeded = 0;
	const order = inTurn([...names.keys()], state.cursor?.resumeAfter);
	let resumeAfter: string | undefined;
	for (const [index, agentId] of order.entries()) {
		if (index > 0 && outOfTime()) {
			resumeAfter = stopBefore(order, index, previous, agents);
			break;
		}
		const before = previous[agentId];
		try {
			const turn = await readAgent(context, settings, { agentId, names }, before, outOfTime);
			found.push(...turn.found);
			agents[agentId] = turn.cursor;
			succeeded += 1;
			if (state.agentHealth) delete state.agentHealth[agentId];
		} catch (error) {
			const effect = effectOf(error, index);
			if (effect === 'fail') throw asNodeError(context.getNode(), error);
			if (effect === 'stop') {
				const what = `Stopped at agent ${agentId} after ${index} of ${order.length} agents, whose events are emitted`;
				limited = { error, what };
				resumeAfter = stopBefore(order, index, previous, agents);
				break;
			}
			// Its cursor stays where it was (an agent never read stays unwatched until it works).
			if (before) agents[agentId] = before;
			failed.push({ agentId, error });
		}
	}
	// Every agent read and every one failed (LiveChatAI down, a plan without API access): the poll failed, as
	// with one agent. Where the budget or the limit cut the poll short, the failures are the agents' and the turn
	// moves on.
	if (failed.length > 0 && succeeded === 0 && resumeAfter === undefined) {
		throw asNodeError(context.getNode(), failed[0].error);
	}
	for (const { agentId, error } of failed) {
		const healths = (state.agentHealth ??= {});
		healths[agentId] = failedBeside(
			context,
			healths[agentId],
			{ error, what: `Agent ${agentId}` },
			now,
		);
	}
	for (const agentId of Object.keys(state.agentHealth ?? {})) {
		if (!names.has(agentId)) delete state.agentHealth![agentId];
	}
	// The account's health, which the node's poll keeps for one agent: a clean poll clears it; a limit counts as a failed
	// poll, whose Retry-After the next poll waits out (mustWait) before it sends anything.
	if (limited) state.health = failedBeside(context, state.health, limited, now);
	else if (state.health) delete state.health;
	found.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
	// Moved only once all is read: a poll that fails before this point moves nothing. An unchanged cursor stays
	// untouched, so n8n's durable scheduler has nothing to store after a quiet poll.
	const cursor: AgentsCursor = { query, agents, ...(resumeAfter ? { resumeAfter } : {}) };
	if (JSON.stringify(cursor) !== JSON.stringify(state.cursor)) state.cursor = cursor;
	if (found.length === 0) return null;
	return found.map(({ agentId, item }) =>
		namedByAgent(outputItem(settings, item), agentId, names.get(agentId) || null),
	);
}

/** The agents in the order this poll reads them: after the one the last poll stopped at, so none starves. */
function inTurn(ids: string[], resumeAfter: string | undefined): string[] {
	const sorted = [...ids].sort();
	const next = resumeAfter === undefined ? 0 : sorted.findIndex((id) => id > resumeAfter);
	return next <= 0 ? sorted : [...sorted.slice(next), ...sorted.slice(0, next)];
}

/** A poll stopped before the agent at `index`: those not read keep their cursors; the next poll starts there. */
function stopBefore(
	order: string[],
	index: number,
	previous: Record<string, AgentCursor>,
	agents: Record<string, AgentCursor>,
): string {
	for (const unread of order.slice(index)) {
		if (previous[unread]) agents[unread] = previous[unread];
	}
	return order[index - 1];
}

/**
 * One agent's turn: its items with new events and its cursor after them (a new agent: watched from now). The
 * agent's name is read within its turn, so a request refused there (a 429) fails this turn, not the ones before.
 */
async function readAgent(
	context: IPollFunctions,
	settings: PollSettings,
	{ agentId, names }: { agentId: string; names: Map<string, string> },
	before: AgentCursor | undefined,
	outOfTime: () => boolean,
): Promise<{ found: Found[]; cursor: AgentCursor }> {
	const { found, cursor } =
		'changes' in settings
			? await agentChanges(context, settings, agentId, before)
			: await agentEvents(context, settings, agentId, before, outOfTime);
	if (found.length > 0 && !names.get(agentId)) {
		names.set(agentId, (await agentName(context, agentId)) ?? '');
	}
	return { found, cursor };
}

/** One agent's new events past its cursor (a new agent: its cursor starts at what exists). */
async function agentEvents(
	context: IPollFunctions,
	settings: TriggerSettings,
	agentId: string,
	before: AgentCursor | undefined,
	outOfTime: () => boolean,
): Promise<{ found: Found[]; cursor: AgentCursor }> {
	const reader = readerOf(context, settings, agentId);
	const query = settings.cursorQuery;
	if (!before || 'states' in before) return { found: [], cursor: agentPart(await reader.start()) };
	const weighingLeft = timeLeft(context, Date.now(), WEIGHING);
	const { emitted, cursor } = await reader.poll({ query, ...before }, { outOfTime, weighingLeft });
	const found = emitted.map(({ item, at }) => ({ agentId, item, at }));
	return { found, cursor: agentPart(cursor) };
}

/** One agent's changes since its watched conversations were kept (a new agent: they are recorded). */
async function agentChanges(
	context: IPollFunctions,
	settings: ChangeSettings,
	agentId: string,
	before: AgentCursor | undefined,
): Promise<{ found: Found[]; cursor: AgentCursor }> {
	const kept = before && 'states' in before ? before : undefined;
	const { found, states } = await readChanges(context, settings, agentId, kept);
	return { found: found.map(({ item, at }) => ({ agentId, item, at })), cursor: states };
}

/** An agent's part of a cursor: all of it but the query all agents share. */
function agentPart(cursor: PollCursor): AgentCursor {
	const part: Partial<PollCursor> = { ...cursor };
	delete part.query;
	return part as AgentCursor;
}

/** A failure of the account a person must fix: the whole poll fails, as with one agent. */
const CREDENTIAL_CAUSES: ReadonlyArray<Failure['cause']> = ['credential-invalid'];

/**
 * The account asks for fewer requests: the poll stops at the refused agent and keeps what the agents before it
 * found, the next poll going on from there once the wait has passed. Throwing it all away instead would repeat
 * the same requests each poll, and a limit that lands at the same request each time would let no agent through.
 */
const LIMIT_CAUSES: ReadonlyArray<Failure['cause']> = ['rate-limited', 'quota-exhausted'];

/** What an agent's failure does to the poll: fails it, stops it at this agent, or is that agent's alone. */
function effectOf(error: unknown, index: number): 'fail' | 'stop' | 'agent' {
	const { cause } = failureOfPoll(error);
	if (CREDENTIAL_CAUSES.includes(cause)) return 'fail';
	if (!LIMIT_CAUSES.includes(cause)) return 'agent';
	// A limit at the poll's first agent leaves nothing read to keep: the poll fails, as with one agent.
	return index === 0 ? 'fail' : 'stop';
}
