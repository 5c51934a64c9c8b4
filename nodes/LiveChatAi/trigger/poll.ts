import type { IDataObject, INodeExecutionData, IPollFunctions } from 'n8n-workflow';

import { asNodeError } from '../shared/node/itemErrors';
import { agentName } from './agents';
import { namedByAgent } from './output';
import type { AgentsCursor, AgentsState } from './pollAgents';
import { pollAgents } from './pollAgents';
import type { PollCursor } from './pollCursor';
import { failureOfPoll, reportedError } from './pollFailure';
import type { GuardedState } from './pollGuard';
import { guardedPoll } from './pollGuard';
import type { PollHealth } from './pollHealth';
import { afterFailure, mustWait } from './pollHealth';
import { pollNewestFirst, startCursor } from './pollNewestFirst';
import type { TriggerSettings } from './settings';
import { readTriggerSettings } from './settings';
import { testEvent } from './testEvent';

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

/** A failed poll: reported (thrown) when pollHealth says so, else logged; the cursor stays where it was. */
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

/** A poll of an active workflow: new events once each, failures told to n8n at the rate pollHealth sets. */
async function activePoll(
	context: IPollFunctions,
	readSettings: () => TriggerSettings,
	state: TriggerState,
): Promise<PollOutput> {
	const before = JSON.stringify(state.cursor ?? null);
	const output = await readAll(context, readSettings, state);
	// A moved cursor gets a new revision: pollGuard tells it from an older copy n8n may hand over by it.
	if (JSON.stringify(state.cursor ?? null) !== before) state.revision = (state.revision ?? 0) + 1;
	return output ? [context.helpers.returnJsonArray(output)] : null;
}

/** The items of one poll: one agent's (every version) or several agents' (1.2 on). */
async function readAll(
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
		if (state.health) delete state.health;
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
	);
}
