import type { INodeExecutionData, IPollFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { asNodeError } from '../shared/errors';
import { TRIGGER_EVENTS } from './events';
import type { PollCursor } from './pollCursor';
import { failureOfPoll, reportedError } from './pollFailure';
import type { GuardedState } from './pollGuard';
import { guardedPoll } from './pollGuard';
import type { PollHealth } from './pollHealth';
import { afterFailure, mustWait } from './pollHealth';
import { newestItem, pollNewestFirst, startCursor } from './pollNewestFirst';
import type { TriggerSettings } from './settings';
import { readTriggerSettings } from './settings';

/** Share of n8n's poll budget a poll may spend reading before it leaves the rest for the next poll. */
const POLL_BUDGET_SHARE = 0.5;

/** A poll reads for this long at most, budget or not (n8n's default engine gives 5 minutes, 1.x none). */
const POLL_READ_MAX_MS = 20_000;

/** One request of a poll may take this long: a poll ends well inside n8n's poll timeout and its interval. */
const POLL_REQUEST_TIMEOUT_MS = 15_000;

type TriggerState = GuardedState & { cursor?: PollCursor; health?: PollHealth };
type PollOutput = INodeExecutionData[][] | null;
type CursoredState = TriggerState & { cursor: PollCursor };

/** "Fetch Test Event": the newest item of the event, or an error saying why there is none. */
async function testEvent(context: IPollFunctions, settings: TriggerSettings): Promise<PollOutput> {
	const newest = await newestItem(settings.source);
	if (newest) return [context.helpers.returnJsonArray([settings.toOutput(newest)])];
	const { name, source } = TRIGGER_EVENTS[settings.event];
	const what = source === 'aiSuggestions' ? 'AI suggestion' : 'conversation';
	throw new NodeOperationError(
		context.getNode(),
		`No ${what} of this agent has a ${name} event yet`,
		{
			description:
				source === 'aiSuggestions'
					? 'The agent has made no suggestion yet. Fetch again once it has.'
					: `Looked at the newest conversations with the filters: ${settings.describeScope()}. Start a conversation in the chat widget (or change the event or the filters), then fetch again.`,
		},
	);
}

/** Reads what is new since the cursor; moves the cursor only when it read all it had to. */
async function readNew(
	context: IPollFunctions,
	settings: TriggerSettings,
	state: CursoredState,
	started: number,
): Promise<PollOutput> {
	const { cursor } = state;
	if (cursor.query !== settings.cursorQuery) {
		// Changed settings: like a new activation, what exists now is the past; nothing is emitted.
		state.cursor = await startCursor(settings.source, settings.cursorQuery);
		state.revision = (state.revision ?? 0) + 1;
		return null;
	}
	const budget = context.getPollBudgetMs?.();
	const readFor = Math.min(POLL_READ_MAX_MS, (budget ?? Infinity) * POLL_BUDGET_SHARE);
	const outOfTime = () => Date.now() - started > readFor;
	const { emitted, cursor: next } = await pollNewestFirst(settings.source, cursor, outOfTime);
	// An unchanged state stays untouched, so n8n's durable scheduler has nothing to store after a quiet poll.
	if (JSON.stringify(next) !== JSON.stringify(cursor)) {
		state.cursor = next;
		state.revision = (state.revision ?? 0) + 1;
	}
	if (emitted.length === 0) return null;
	return [context.helpers.returnJsonArray(emitted.map(settings.toOutput))];
}

/** A failed poll: reported (thrown) when pollHealth says so, else logged; the cursor stays where it was. */
function failedPoll(
	context: IPollFunctions,
	state: TriggerState,
	error: unknown,
	now: number,
): PollOutput {
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
	const { cursor } = state;
	if (!cursor) {
		// First activation: what exists now is the past; nothing is emitted. A failure shows in the editor.
		const { source, cursorQuery } = readSettings();
		state.cursor = await startCursor(source, cursorQuery);
		state.revision = (state.revision ?? 0) + 1;
		return null;
	}
	const now = Date.now();
	if (mustWait(state.health, now)) return null;
	try {
		const output = await readNew(context, readSettings(), state as CursoredState, now);
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
