/**
 * `Retry-After` as an HTTP date (RFC 9110 §10.2.3) is the server's: it is read against the response's `Date`,
 * so a client clock minutes off neither fails a 429 at once nor retries it without waiting (the form
 * `retryAfterAsDate` with `clockSkewMs`). A wait longer than the node makes fails at once and says so, without
 * claiming a retry. The trigger's wait (test/trigger/failures.test.ts, agentsRateLimit.test.ts) reads the same.
 */
import { parseRetryAfterMs } from '../../nodes/LiveChatAi/shared/transport/retry';
import { useManualClock } from '../harness/manualClock';
import { useSimulator } from '../simulator/testHelpers';
import { probe } from './probe';

const h = useSimulator();
const clock = useManualClock();

const LIST = '/api/aibot/list';
const FIVE_MINUTES = 5 * 60_000;
const attempts = () => h.sim.requests.filter((request) => request.path === LIST).length;
const refuse = (retryAfter: string, times?: number) =>
	h.sim.injectFault({ path: LIST, fault: { kind: 'status', status: 429, retryAfter }, times });

it('reads a date against the Date header when the response has a readable one, else against the local clock', () => {
	const local = Date.parse('2026-11-01T12:00:00Z');
	const asked = 'Sun, 01 Nov 2026 12:05:02 GMT';
	expect(parseRetryAfterMs(asked, local, 'Sun, 01 Nov 2026 12:05:00 GMT')).toBe(2000);
	expect(parseRetryAfterMs(asked, local, 'not a date')).toBe(302_000);
	expect(parseRetryAfterMs(asked, local)).toBe(302_000);
	expect(parseRetryAfterMs('3', local, 'Sun, 01 Nov 2026 12:05:00 GMT')).toBe(3000);
});

it.each([
	['5 minutes ahead of', FIVE_MINUTES],
	['5 minutes behind', -FIVE_MINUTES],
])(
	'with the server clock %s the machine, a 429 asking for 2 s as a date waits 2 s, then succeeds',
	async (_, clockSkewMs) => {
		h.sim.setForms({ retryAfterAsDate: true, clockSkewMs });
		refuse('2', 2);
		const { error, items } = await probe(h.sim);
		expect(error).toBeUndefined();
		expect(items.length).toBeGreaterThan(0);
		expect(attempts()).toBe(3);
		expect(clock.waits).toEqual([2000, 2000]);
	},
);

it('a wait over 30 s fails at once and says that the node neither waited nor retried', async () => {
	h.sim.setForms({ retryAfterAsDate: true, clockSkewMs: FIVE_MINUTES });
	refuse('3600');
	const { error } = await probe(h.sim);
	expect(attempts()).toBe(1);
	expect(clock.waits).toEqual([]);
	expect(error).toMatchObject({ httpCode: '429' });
	expect(error?.description).toBe(
		'HTTP 429 (too_many_requests). LiveChatAI asked to wait 3,600 s before the next request; the node waits 30 s at most, so it did not wait and did not retry. Try again after that wait.',
	);
});

it('a 429 that lasts says how often the node waited and retried, and the wait asked for', async () => {
	refuse('1');
	const { error } = await probe(h.sim);
	expect(attempts()).toBe(4);
	expect(error?.description).toBe(
		'HTTP 429 (too_many_requests). LiveChatAI asks for fewer requests (it asked to wait 1 s); the node waited and retried 3 times. Try again later, or lower Concurrent Requests.',
	);
});
