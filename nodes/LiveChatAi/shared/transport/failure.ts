import type { Failure, JsonObject } from 'n8n-workflow';
import { TIMED_CAUSES } from 'n8n-workflow';

/**
 * Whether the n8n running the node reads a declared `failure` (its n8n-workflow exports TIMED_CAUSES from
 * 2.41 on): an older n8n is not handed an option it does not know.
 */
export const HOST_READS_FAILURES = Array.isArray(TIMED_CAUSES);

// The causes a wait can help, as n8n-workflow 2.41 lists them; kept here because n8n 1.x exports none.
const WAITABLE_CAUSES: readonly string[] = [
	'rate-limited',
	'quota-exhausted',
	'temporarily-unavailable',
];

/** Why a request failed, from its HTTP status (none: network, timeout, cut or unreadable body). */
export function classifyFailure(status: number | undefined, retryAfterMs?: number): Failure {
	const wait = retryAfterMs !== undefined && retryAfterMs > 0 ? { retryAfterMs } : {};
	if (status === 401) return { cause: 'credential-invalid' };
	if (status === 429) return { cause: 'rate-limited', ...wait };
	// 400, 403 (plan or permission), 404 (agent gone), 422: the credential or the node's settings must change.
	if (status !== undefined && status >= 400 && status < 500)
		return { cause: 'configuration-invalid' };
	// A server error, or a 2xx whose body could not be read: LiveChatAI may be back at the next poll.
	return { cause: 'temporarily-unavailable', ...wait };
}

/** The `failure` option of a node error, where the host n8n reads it. */
export function failureOption(
	failure: Failure,
	hostReadsFailures = HOST_READS_FAILURES,
): { failure?: Failure } {
	return hostReadsFailures ? { failure } : {};
}

/** Whether someone has to act (reconnect the credential, change the node) before the request can succeed. */
export function isActionable(failure: Failure): boolean {
	return !WAITABLE_CAUSES.includes(failure.cause);
}

/** The failure of an error the transport made (from its status and the wait it recorded), on any n8n. */
export function failureOfError(error: {
	httpCode?: string | null;
	errorResponse?: JsonObject;
}): Failure {
	const status = error.httpCode ? Number(error.httpCode) : undefined;
	const wait = error.errorResponse?.retryAfterMs;
	return classifyFailure(
		Number.isFinite(status) ? status : undefined,
		typeof wait === 'number' ? wait : undefined,
	);
}
