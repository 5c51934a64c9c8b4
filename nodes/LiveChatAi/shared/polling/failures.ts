/**
 * What a failed poll does: how the polls have been failing (kept in the static data), when to tell n8n, and what to
 * say. trigger/poll.ts calls `mustWait` before a poll sends anything and `failedPoll` when it failed;
 * trigger/pollAgents.ts `failedBeside` for a failure of a poll that still emits items. Read top down: the health
 * first, then the failures, last what the report says.
 */
import type { Failure, INode, IPollFunctions } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { asNodeError } from '../operations/itemErrors';
import { failureOfError, failureOption, isActionable } from '../transport/failure';

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
