import type { Failure, INode } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { asNodeError } from '../shared/node/itemErrors';
import { failureOfError, failureOption } from '../shared/transport/failure';
import type { PollHealth } from './pollHealth';

/** Why a poll failed: as the transport classified the response, or the node's settings or code. */
export function failureOfPoll(error: unknown): Failure {
	if (error instanceof NodeApiError) return failureOfError(error);
	return { cause: error instanceof NodeOperationError ? 'configuration-invalid' : 'node-defect' };
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

/**
 * The error a failed poll reports to n8n: the service's own message, what to do, and the declared failure
 * that n8n's poll backoff reads. Built from the node error, which never carries the API key.
 */
export function reportedError(
	node: INode,
	error: unknown,
	failure: Failure,
	health: PollHealth,
): NodeApiError | NodeOperationError {
	const nodeError = asNodeError(node, error);
	nodeError.description = `${advice(nodeError, failure, health)} ${STILL_POLLING}`;
	return Object.assign(nodeError, failureOption(failure));
}
