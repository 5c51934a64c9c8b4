import { RETRY_POLICY } from '../serviceDecisions';

/** What a finished attempt came to: an HTTP status, or a network failure code such as ECONNREFUSED. */
export interface AttemptOutcome {
	status?: number;
	networkCode?: string;
}

// Errors where no byte reached the service, so even a POST cannot have been acted on.
const NOT_DELIVERED_CODES = ['ECONNREFUSED'];
// Errors where the service may have acted: safe to retry for idempotent methods only.
const MAYBE_DELIVERED_CODES = ['ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ECONNABORTED'];

function isIdempotent(method: string): boolean {
	return (RETRY_POLICY.idempotentMethods as readonly string[]).includes(method.toUpperCase());
}

/**
 * Whether a failed attempt may be sent again. `repeatable`: the request has the same effect however often it is
 * acted on though its method is not idempotent (a POST that sets a state, as End does), so it is retried as a
 * GET would be.
 */
export function isRetryable(method: string, outcome: AttemptOutcome, repeatable = false): boolean {
	const { status, networkCode } = outcome;
	const safe = repeatable || isIdempotent(method);
	if (status !== undefined) {
		if ((RETRY_POLICY.retryStatusesForAnyMethod as readonly number[]).includes(status)) return true;
		return (RETRY_POLICY.retryStatuses as readonly number[]).includes(status) && safe;
	}
	if (networkCode === undefined) return false;
	if (NOT_DELIVERED_CODES.includes(networkCode)) return true;
	return MAYBE_DELIVERED_CODES.includes(networkCode) && safe;
}

/**
 * Whether LiveChatAI may have acted on an attempt that came to this: a 5xx answer (a gateway's 503 may come after
 * the service did the work), or a connection cut or timed out once the request was sent. Not a 429, a refusal, nor
 * a refused connection, which never reached it.
 */
export function mayHaveActed(outcome: AttemptOutcome): boolean {
	const { status, networkCode } = outcome;
	if (status !== undefined) return status >= 500;
	return networkCode !== undefined && MAYBE_DELIVERED_CODES.includes(networkCode);
}

/**
 * The wait `Retry-After` asks for, in seconds or as an HTTP date (RFC 9110 §10.2.3); undefined when absent or
 * unreadable. A date is the server's: it is read against the response's `Date` header (`serverDate`), the server's
 * clock when it answered, so a client clock minutes off changes nothing; against `nowMs` only when the response
 * has no readable `Date`.
 */
export function parseRetryAfterMs(
	value: string | undefined,
	nowMs: number,
	serverDate?: string,
): number | undefined {
	if (value === undefined || value.trim() === '') return undefined;
	const trimmed = value.trim();
	if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
	const date = Date.parse(trimmed);
	if (Number.isNaN(date)) return undefined;
	const answeredAt = serverDate === undefined ? NaN : Date.parse(serverDate);
	return Math.max(0, date - (Number.isNaN(answeredAt) ? nowMs : answeredAt));
}

/** The wait a response's `Retry-After` asks for (read against its `Date`), or undefined. */
export function retryAfterOf(headers: Record<string, unknown>, nowMs: number): number | undefined {
	const text = (name: string) => (typeof headers[name] === 'string' ? headers[name] : undefined);
	return parseRetryAfterMs(text('retry-after'), nowMs, text('date'));
}

/** Whether the node waits `askedMs` (a `Retry-After`): not longer than the policy allows. */
export function waitsFor(askedMs: number): boolean {
	return askedMs <= RETRY_POLICY.maxDelayMs;
}

/**
 * How long to wait before retry number `retry` (1-based): what `Retry-After` asked for (`askedMs`), else 0.5 s,
 * 1 s, 2 s; undefined when the service asks for a wait longer than the policy allows: blocking a workflow for
 * minutes is worse than a clear error.
 */
export function retryDelayMs(retry: number, askedMs: number | undefined): number | undefined {
	const delay = askedMs ?? RETRY_POLICY.baseDelayMs * 2 ** (retry - 1);
	return waitsFor(delay) ? delay : undefined;
}
