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

/** One request of a poll may take this long: a poll ends well inside n8n's poll timeout and its interval. */
const POLL_REQUEST_TIMEOUT_MS = 15_000;

type TriggerState = GuardedState & { cursor?: PollCursor; health?: PollHealth };
type PollOutput = INodeExecutionData[][] | null;

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

/** A poll of an active workflow: new events once each, failures told to n8n at the rate pollHealth sets. */
async function activePoll(
	context: IPollFunctions,
	settings: TriggerSettings,
	state: TriggerState,
): Promise<PollOutput> {
	const { cursor } = state;
	if (!cursor || cursor.query !== settings.cursorQuery) {
		// First activation (or changed settings): what exists now is the past; nothing is emitted.
		state.cursor = await startCursor(settings.source, settings.cursorQuery);
		state.revision = (state.revision ?? 0) + 1;
		return null;
	}
	const now = Date.now();
	if (mustWait(state.health, now)) return null;
	const budget = context.getPollBudgetMs?.();
	const outOfTime = () => budget !== undefined && Date.now() - now > budget * POLL_BUDGET_SHARE;
	try {
		const { emitted, cursor: next } = await pollNewestFirst(settings.source, cursor, outOfTime);
		// Only a poll that read to its end moves the cursor: a failure leaves it where it was. An unchanged
		// state stays untouched, so n8n's durable scheduler has nothing to store after a quiet poll.
		if (JSON.stringify(next) !== JSON.stringify(cursor)) {
			state.cursor = next;
			state.revision = (state.revision ?? 0) + 1;
		}
		if (state.health) delete state.health;
		if (emitted.length === 0) return null;
		return [context.helpers.returnJsonArray(emitted.map(settings.toOutput))];
	} catch (error) {
		const failure = failureOfPoll(error);
		const { health, report } = afterFailure(state.health, failure, now);
		state.health = health;
		const reported = reportedError(context.getNode(), error, failure, health);
		if (report) throw reported;
		context.logger.warn(
			`LiveChatAI Trigger: a poll failed, not reported yet: ${reported.message}`,
			{
				description: reported.description ?? undefined,
				failedPolls: health.failedPolls,
			},
		);
		return null;
	}
}

export async function pollTrigger(context: IPollFunctions): Promise<PollOutput> {
	const node = context.getNode();
	const manual = context.getMode() === 'manual';
	const request = { retries: 0, timeoutMs: POLL_REQUEST_TIMEOUT_MS };
	const settings = readTriggerSettings(context, request);
	if (manual) {
		try {
			return await testEvent(context, settings);
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
		async () => await activePoll(context, settings, state),
	);
}
