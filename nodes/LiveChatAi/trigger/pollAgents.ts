import type { Failure, IDataObject, IPollFunctions } from 'n8n-workflow';

import { asNodeError } from '../shared/node/itemErrors';
import { agentName, watchedAgents } from './agents';
import { namedByAgent } from './output';
import type { PollCursor } from './newEvents';
import { pollNewestFirst, startCursor } from './newEvents';
import type { PollHealth } from './pollFailures';
import { afterFailure, failureOfPoll, reportedError } from './pollFailures';
import type { TriggerSettings } from './settings';

/** One agent's place in its list between polls: a cursor without the query all agents share. */
export type AgentCursor = Omit<PollCursor, 'query'>;

/** The cursor of a trigger that watches several agents: one small cursor per agent watched. */
export interface AgentsCursor {
	query: string;
	agents: Record<string, AgentCursor>;
	/** The last agent the previous poll read before n8n's poll budget ran out: the next poll starts after it. */
	resumeAfter?: string;
}

export interface AgentsState {
	cursor?: AgentsCursor;
	/** The failures of single agents, kept while they last (a failure of the whole account is the trigger's). */
	agentHealth?: Record<string, PollHealth>;
}

/** Failures of the account, not of one agent: the whole poll fails, as with one agent. */
const ACCOUNT_CAUSES: ReadonlyArray<Failure['cause']> = [
	'credential-invalid',
	'rate-limited',
	'quota-exhausted',
];

/** The agents in the order this poll reads them: after the one the last poll stopped at, so none starves. */
function inTurn(ids: string[], resumeAfter: string | undefined): string[] {
	const sorted = [...ids].sort();
	const next = resumeAfter === undefined ? 0 : sorted.findIndex((id) => id > resumeAfter);
	return next <= 0 ? sorted : [...sorted.slice(next), ...sorted.slice(0, next)];
}

/** A failure of one agent: told to n8n (a failed execution, the Error Workflow) at afterFailure's rate. */
function agentFailed(
	context: IPollFunctions,
	state: AgentsState,
	{ agentId, error }: { agentId: string; error: unknown },
	now: number,
): void {
	const failure = failureOfPoll(error);
	const healths = (state.agentHealth ??= {});
	const { health, report } = afterFailure(healths[agentId], failure, now);
	healths[agentId] = health;
	const reported = reportedError(context.getNode(), error, failure, health);
	reported.description = `Agent ${agentId}: ${reported.description}`;
	if (report) context.__emitError(reported);
	else context.logger.warn(`LiveChatAI Trigger: agent ${agentId} failed, not reported yet`);
}

/** An item with a new event, of which agent, and when the event was. */
type Found = { agentId: string; item: IDataObject; at: string };

/** One agent's turn: its items with new events and its cursor after them (a new agent: watched from now). */
async function readAgent(
	settings: TriggerSettings,
	agentId: string,
	before: AgentCursor | undefined,
	outOfTime: () => boolean,
): Promise<{ found: Found[]; cursor: AgentCursor }> {
	const source = settings.sourceFor(agentId);
	const query = settings.cursorQuery;
	if (!before) return { found: [], cursor: { seen: (await startCursor(source, query)).seen } };
	const { emitted, cursor } = await pollNewestFirst(source, { query, ...before }, outOfTime);
	const found = emitted.map((item) => ({ agentId, item, at: source.read(item)?.eventAt ?? '' }));
	const { seen, backlog } = cursor;
	return { found, cursor: backlog ? { seen, backlog } : { seen } };
}

/**
 * One poll of several agents: each agent's list read as one agent's is, one after the other from where the last
 * poll stopped, while n8n's poll budget lasts. An agent seen for the first time is watched from now on (its
 * history is not replayed); one no longer watched is forgotten. A failure of one agent holds no other back.
 */
export async function pollAgents(
	context: IPollFunctions,
	settings: TriggerSettings,
	state: AgentsState,
	outOfTime: () => boolean,
	now: number,
): Promise<IDataObject[] | null> {
	const { watched, cursorQuery: query, request } = settings;
	const names = await watchedAgents(context, watched, request);
	const previous = state.cursor?.query === query ? state.cursor.agents : {};
	const agents: Record<string, AgentCursor> = {};
	const found: Found[] = [];
	const failed: Array<{ agentId: string; error: unknown }> = [];
	let succeeded = 0;
	const order = inTurn([...names.keys()], state.cursor?.resumeAfter);
	let resumeAfter: string | undefined;
	for (const [index, agentId] of order.entries()) {
		if (index > 0 && outOfTime()) {
			resumeAfter = order[index - 1];
			for (const unread of order.slice(index)) {
				if (previous[unread]) agents[unread] = previous[unread];
			}
			break;
		}
		const before = previous[agentId];
		try {
			const turn = await readAgent(settings, agentId, before, outOfTime);
			found.push(...turn.found);
			agents[agentId] = turn.cursor;
			succeeded += 1;
			if (state.agentHealth) delete state.agentHealth[agentId];
		} catch (error) {
			if (ACCOUNT_CAUSES.includes(failureOfPoll(error).cause)) {
				throw asNodeError(context.getNode(), error);
			}
			// Its cursor stays where it was (an agent never read stays unwatched until it works).
			if (before) agents[agentId] = before;
			failed.push({ agentId, error });
		}
	}
	// Every agent read and every one failed (LiveChatAI down, a plan without API access): the poll failed, as
	// with one agent. Where the budget cut the poll short, the failures are the agents' and the turn moves on.
	if (failed.length > 0 && succeeded === 0 && resumeAfter === undefined) {
		throw asNodeError(context.getNode(), failed[0].error);
	}
	for (const failure of failed) agentFailed(context, state, failure, now);
	for (const agentId of Object.keys(state.agentHealth ?? {})) {
		if (!names.has(agentId)) delete state.agentHealth![agentId];
	}
	found.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
	for (const agentId of new Set(found.map((entry) => entry.agentId))) {
		if (!names.get(agentId)) names.set(agentId, (await agentName(context, agentId, request)) ?? '');
	}
	// Moved only once all is read and named: a poll that fails before this point moves nothing. An unchanged
	// cursor stays untouched, so n8n's durable scheduler has nothing to store after a quiet poll.
	const cursor: AgentsCursor = { query, agents, ...(resumeAfter ? { resumeAfter } : {}) };
	if (JSON.stringify(cursor) !== JSON.stringify(state.cursor)) state.cursor = cursor;
	if (found.length === 0) return null;
	return found.map(({ agentId, item }) =>
		namedByAgent(settings.toOutput(item), agentId, names.get(agentId) || null),
	);
}
