/**
 * A poll of one agent, and what a failed poll does. The node's poll() (LiveChatAiTrigger.node.ts) calls `readNew`
 * for one agent (pollAgents.ts for several) and `failedPoll` when the poll failed; `mustWait` before it sends
 * anything. Read top down: the reading first, then the failures: when one is reported, what the report says.
 */
import type { Failure, IDataObject, INode, IPollFunctions } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { asNodeError } from '../shared/operations/itemErrors';
import { failureOfError, failureOption, isActionable } from '../shared/transport/failure';
import type { PollCursor } from './newEvents';
import { pollNewestFirst, startCursor } from './newEvents';
import type { TriggerSettings } from './settings';
import { agentName, namedByAgent } from './settings';

/** Reads one agent's new events since the cursor; moves the cursor only when it read all it had to. */
export async function readNew(
	context: IPollFunctions,
	settings: TriggerSettings & { watched: { scope: 'agent' } },
	state: { cursor: PollCursor },
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
		readingTime(context, started, WEIGHING),
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

/** Share of n8n's poll budget a poll may spend reading before it leaves the rest for the next poll. */
const POLL_BUDGET_SHARE = 0.5;

/** A poll reads for this long at most, budget or not (n8n's default engine gives 5 minutes, 1.x none). */
const POLL_READ_MAX_MS = 20_000;

/**
 * The conversations' messages of a page already read may still be read until this share of the budget (and at
 * most this long): the page is not wasted, and reads of a usual length end inside the budget (only reads near
 * their 15 s timeout could end past n8n's poll timeout; that tick is then not remembered, see the node). Past it,
 * a poll stops before the next read and leaves the rest of the page to the next poll. Every poll may weigh for
 * `minMs`, so each one moves on, whatever the budget.
 */
export const WEIGHING = { share: 0.9, maxMs: 32_000, minMs: 5_000 };

/** The time a poll may spend reading: half of n8n's poll budget, and never more than POLL_READ_MAX_MS. */
export function readingTime(
	context: IPollFunctions,
	started: number,
	{ share, maxMs, minMs } = { share: POLL_BUDGET_SHARE, maxMs: POLL_READ_MAX_MS, minMs: 0 },
): () => boolean {
	const budget = context.getPollBudgetMs?.();
	const readFor = Math.max(minMs, Math.min(maxMs, (budget ?? Infinity) * share));
	return () => Date.now() - started > readFor;
}

// A failed poll: how the polls have been failing (kept in the static data), when to tell n8n, and what to say.

/** A failure already reported is reported again after this long if it lasts (n8n without poll backoff). */
export const REPORT_AGAIN_AFTER_MS = 60 * 60_000;

/**
 * How the polls have been failing, kept in the trigger's static data while they do. Where n8n drops the
 * static data of a poll that throws (its durable scheduler), only the quiet failures are kept: each report is
 * then n8n's to space out, with the backoff it reads from the declared failure.
 */
export interface PollHealth {
	/** When the first of the failed polls in a row ran (epoch ms). */
	since: number;
	/** Failed polls in a row. */
	failedPolls: number;
	/** When a failure of this run was last reported to n8n. */
	reportedAt?: number;
	/** No request before this instant: the wait LiveChatAI asked for (Retry-After). */
	waitUntil?: number;
}

/** Whether LiveChatAI asked for a wait that has not passed: the poll sends nothing and stays quiet. */
export function mustWait(health: PollHealth | undefined, now: number): boolean {
	return health?.waitUntil !== undefined && now < health.waitUntil;
}

/** A failed poll: reported (thrown) when afterFailure says so, else logged; the cursor stays where it was. */
export function failedPoll(
	context: IPollFunctions,
	state: { health?: PollHealth },
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

/**
 * A failure of a poll that still emits items (several agents: one agent failed, or the rate limit stopped the poll
 * part-way): told to n8n with `__emitError` when afterFailure says so, since a throw would drop the items; else
 * logged. `what` starts its description (which agent, where the poll stopped). Returns the health after it.
 */
export function failedBeside(
	context: IPollFunctions,
	previous: PollHealth | undefined,
	{ error, what }: { error: unknown; what: string },
	now: number,
): PollHealth {
	const failure = failureOfPoll(error);
	const { health, report } = afterFailure(previous, failure, now);
	const reported = reportedError(context.getNode(), error, failure, health);
	reported.description = `${what}: ${reported.description}`;
	if (report) context.__emitError(reported);
	else {
		context.logger.warn(`LiveChatAI Trigger: a failure not reported yet: ${reported.message}`, {
			description: reported.description,
			failedPolls: health.failedPolls,
		});
	}
	return health;
}

/** Why a poll failed: as the transport classified the response, or the node's settings or code. */
export function failureOfPoll(error: unknown): Failure {
	if (error instanceof NodeApiError) return failureOfError(error);
	return { cause: error instanceof NodeOperationError ? 'configuration-invalid' : 'node-defect' };
}

/**
 * The health after one more failed poll, and whether to report it (throw, so n8n records a failed execution
 * and runs the Error Workflow). Someone must act (dead key, agent gone): reported at once. A wait can help (rate
 * limit, LiveChatAI down): quiet the first time, as a blip that clears by the next poll pages no one; reported
 * when the next poll fails too. Either way not again within REPORT_AGAIN_AFTER_MS.
 */
function afterFailure(
	previous: PollHealth | undefined,
	failure: Failure,
	now: number,
): { health: PollHealth; report: boolean } {
	const failedPolls = (previous?.failedPolls ?? 0) + 1;
	const lasting = isActionable(failure) || failedPolls > 1;
	const due =
		previous?.reportedAt === undefined || now - previous.reportedAt >= REPORT_AGAIN_AFTER_MS;
	const report = lasting && due;
	const retryAfterMs = 'retryAfterMs' in failure ? failure.retryAfterMs : undefined;
	const health: PollHealth = { since: previous?.since ?? now, failedPolls };
	const reportedAt = report ? now : previous?.reportedAt;
	if (reportedAt !== undefined) health.reportedAt = reportedAt;
	if (retryAfterMs !== undefined) health.waitUntil = now + retryAfterMs;
	return { health, report };
}

/**
 * The error a failed poll reports to n8n: the service's own message, what to do, and the declared failure
 * that n8n's poll backoff reads. Built from the node error, which never carries the API key.
 */
function reportedError(
	node: INode,
	error: unknown,
	failure: Failure,
	health: PollHealth,
): NodeApiError | NodeOperationError {
	const nodeError = asNodeError(node, error);
	nodeError.description = `${advice(nodeError, failure, health)} ${STILL_POLLING}`;
	return Object.assign(nodeError, failureOption(failure));
}

const STILL_POLLING =
	'The trigger keeps polling and goes on from where it stopped at the first poll that works: nothing is lost.';

function advice(error: NodeApiError | NodeOperationError, failure: Failure, health: PollHealth) {
	const httpCode = error instanceof NodeApiError ? error.httpCode : null;
	switch (failure.cause) {
		case 'credential-invalid':
			return 'LiveChatAI rejected the API key: reconnect the LiveChatAI credential with a valid API key.';
		case 'rate-limited':
		case 'quota-exhausted':
			return `LiveChatAI asks for fewer requests; the trigger sends none before ${
				health.waitUntil ? new Date(health.waitUntil).toISOString() : 'its next poll'
			}.`;
		case 'temporarily-unavailable':
			return `LiveChatAI has been failing since ${new Date(health.since).toISOString()}.`;
		default:
			if (httpCode === '404')
				return 'The agent was not found: it was deleted or belongs to another account. Pick another agent in the trigger.';
			if (httpCode === '403')
				return "The API key may not read this agent: LiveChatAI's API needs an Advanced or Expert plan. Upgrade the plan or use another key.";
			return error.description ?? "Check the trigger's settings.";
	}
}
