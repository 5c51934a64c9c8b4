/**
 * What the transport retries (429 always, 503 when idempotent), how long it waits, what it does not retry, and
 * which failed attempts LiveChatAI may have acted on (a retried delete that then finds nothing:
 * test/nodes/shared/retriedDeletes.test.ts).
 */
import {
	isRetryable,
	mayHaveActed,
	parseRetryAfterMs,
} from '../../nodes/LiveChatAi/shared/transport/retry';
import { useManualClock } from '../harness/manualClock';
import { useSimulator } from '../simulator/testHelpers';
import { probe } from './probe';

const h = useSimulator();
const clock = useManualClock();

const LIST = '/api/aibot/list';
const CREATE = '/api/aibot/create';
const attemptsAt = (path: string) =>
	h.sim.requests.filter((request) => request.path === path).length;
const retryBots = () =>
	[...h.sim.store.chatbots.values()].filter((bot) => bot.name === 'Retry Bot');

type Status = 429 | 500 | 502 | 503;
// What, method, status answered, its Retry-After, how many times (undefined: always), attempts, the error's status.
it.each<[string, 'GET' | 'POST', Status, string | undefined, number | undefined, number, string?]>([
	['a GET answered 429 twice succeeds at the third attempt', 'GET', 429, '0', 2, 3, undefined],
	['a POST answered 429 is retried: LiveChatAI did not act', 'POST', 429, '0', 1, 2, undefined],
	['a GET answered 503 is retried', 'GET', 503, '0', 1, 2, undefined],
	['a GET answered 429 every time fails after 3 retries', 'GET', 429, '0', undefined, 4, '429'],
	['a Retry-After over 30 s is not waited for', 'GET', 429, '3600', undefined, 1, '429'],
	['a POST answered 503 is not retried: LiveChatAI may have acted', 'POST', 503, '0', 1, 1, '503'],
	['a GET answered 500 is not retried', 'GET', 500, undefined, 1, 1, '500'],
	['a GET answered 502 is not retried', 'GET', 502, undefined, 1, 1, '502'],
])('%s', async (_, method, status, retryAfter, times, attempts, failedWith) => {
	const [path, body] = method === 'GET' ? [LIST] : [CREATE, { name: 'Retry Bot' }];
	const message = `Refused with ${status}`;
	h.sim.injectFault({ path, fault: { kind: 'status', status, retryAfter, message }, times });
	const { error } = await probe(h.sim, { method, path, body });
	expect(attemptsAt(path)).toBe(attempts);
	expect(error).toEqual(
		failedWith ? expect.objectContaining({ httpCode: failedWith, message }) : undefined,
	);
	expect(retryBots()).toHaveLength(method === 'POST' && !failedWith ? 1 : 0);
});

it('waits the Retry-After seconds before retrying, and backs off exponentially without it', async () => {
	for (const retryAfter of ['2', undefined]) {
		h.sim.injectFault({ path: LIST, fault: { kind: 'status', status: 429, retryAfter }, times: 3 });
		await probe(h.sim);
	}
	expect(clock.waits).toEqual([2000, 2000, 2000, 500, 1000, 2000]);
});

it('a 400 validation error is not retried and carries the service message', async () => {
	const { error } = await probe(h.sim, { method: 'POST', path: CREATE, body: {} });
	expect(attemptsAt(CREATE)).toBe(1);
	expect(error?.message).toBe('name is required');
	expect(error?.description).toContain('HTTP 400 (validation_error)');
});

it('retries a refused connection for any method, a cut connection only when idempotent', () => {
	expect(isRetryable('POST', { networkCode: 'ECONNREFUSED' })).toBe(true);
	expect(isRetryable('POST', { networkCode: 'ECONNRESET' })).toBe(false);
	expect(isRetryable('GET', { networkCode: 'ECONNRESET' })).toBe(true);
	expect(isRetryable('GET', { status: 404 })).toBe(false);
});

it('a repeatable POST (End) is retried after a 503 or a cut connection as a GET is, never after a 400', () => {
	const outcomes = [{ status: 503 }, { networkCode: 'ECONNRESET' }, { status: 400 }];
	expect(outcomes.map((outcome) => isRetryable('POST', outcome, true))).toEqual([
		true,
		true,
		false,
	]);
	expect(outcomes.map((outcome) => isRetryable('POST', outcome))).toEqual([false, false, false]);
});

it('an attempt LiveChatAI may have acted on: a 5xx, a cut or timed-out connection; not a 429, nor a refused connection', () => {
	const statuses = [503, 500, 429, 404].map((status) => mayHaveActed({ status }));
	expect(statuses).toEqual([true, true, false, false]);
	const codes = ['ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ECONNABORTED', 'ECONNREFUSED', 'ENOTFOUND'];
	expect(codes.map((networkCode) => mayHaveActed({ networkCode }))).toEqual([
		true,
		true,
		true,
		true,
		false,
		false,
	]);
});

it('reads Retry-After as seconds or as an HTTP date', () => {
	const now = Date.parse('2026-11-01T12:00:00Z');
	expect(parseRetryAfterMs('2', now)).toBe(2000);
	expect(parseRetryAfterMs('Sun, 01 Nov 2026 12:00:05 GMT', now)).toBe(5000);
	expect(parseRetryAfterMs('soon', now)).toBeUndefined();
});
