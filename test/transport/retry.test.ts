import { SEED } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';
import {
	isRetryable,
	parseRetryAfterMs,
	retryDelayMs,
} from '../../nodes/LiveChatAi/shared/transport/retry';
import { probe } from './probe';

const h = useSimulator();

const listPath = '/api/aibot/list';
const createBody = { name: 'Retry Bot' };
const attemptsAt = (path: string) =>
	h.sim.requests.filter((request) => request.path === path).length;

describe('429 and 503 are retried, honouring Retry-After', () => {
	it('a GET answered 429 twice succeeds on the third attempt', async () => {
		h.sim.injectFault({
			path: listPath,
			fault: { kind: 'status', status: 429, retryAfter: '0' },
			times: 2,
		});
		const { error, items } = await probe(h.sim, { mode: 'items' });
		expect(error).toBeUndefined();
		expect(items).toHaveLength(SEED.agents.mainCount);
		expect(attemptsAt(listPath)).toBe(3);
	});

	it('waits the Retry-After seconds before retrying', async () => {
		h.sim.injectFault({
			path: listPath,
			fault: { kind: 'status', status: 429, retryAfter: '1' },
			times: 1,
		});
		await probe(h.sim, { mode: 'items' });
		const [first, second] = h.sim.requests.map((request) => Date.parse(request.at));
		expect(second - first).toBeGreaterThanOrEqual(950);
	});

	it('a POST answered 429 is retried: the service did not act on it', async () => {
		h.sim.injectFault({
			path: '/api/aibot/create',
			fault: { kind: 'status', status: 429, retryAfter: '0' },
			times: 1,
		});
		const { error } = await probe(h.sim, {
			method: 'POST',
			path: '/api/aibot/create',
			body: createBody,
		});
		expect(error).toBeUndefined();
		expect(attemptsAt('/api/aibot/create')).toBe(2);
		expect(
			[...h.sim.store.chatbots.values()].filter((bot) => bot.name === 'Retry Bot'),
		).toHaveLength(1);
	});

	it('a GET answered 503 is retried', async () => {
		h.sim.injectFault({
			path: listPath,
			fault: { kind: 'status', status: 503, retryAfter: '0' },
			times: 1,
		});
		const { error } = await probe(h.sim, { mode: 'items' });
		expect(error).toBeUndefined();
		expect(attemptsAt(listPath)).toBe(2);
	});

	it('gives up after the bounded number of retries with the 429 error', async () => {
		h.sim.injectFault({
			path: listPath,
			fault: { kind: 'status', status: 429, retryAfter: '0', message: 'Too many requests' },
		});
		const { error } = await probe(h.sim, { mode: 'items' });
		expect(attemptsAt(listPath)).toBe(4);
		expect(error?.message).toBe('Too many requests');
		expect((error as { httpCode?: string }).httpCode).toBe('429');
	});

	it('does not wait when Retry-After asks for longer than the policy allows', async () => {
		h.sim.injectFault({
			path: listPath,
			fault: { kind: 'status', status: 429, retryAfter: '3600' },
		});
		const { error } = await probe(h.sim, { mode: 'items' });
		expect(attemptsAt(listPath)).toBe(1);
		expect((error as { httpCode?: string }).httpCode).toBe('429');
	});
});

describe('what is not retried', () => {
	it('a POST answered 503 is not retried: the service may have acted', async () => {
		h.sim.injectFault({
			path: '/api/aibot/create',
			fault: { kind: 'status', status: 503, retryAfter: '0' },
			times: 1,
		});
		const { error } = await probe(h.sim, {
			method: 'POST',
			path: '/api/aibot/create',
			body: createBody,
		});
		expect(attemptsAt('/api/aibot/create')).toBe(1);
		expect((error as { httpCode?: string }).httpCode).toBe('503');
	});

	it.each([500, 502])('a GET answered %i is not retried', async (status) => {
		h.sim.injectFault({
			path: listPath,
			fault: { kind: 'status', status: status as 500 | 502 },
			times: 1,
		});
		const { error } = await probe(h.sim, { mode: 'items' });
		expect(attemptsAt(listPath)).toBe(1);
		expect((error as { httpCode?: string }).httpCode).toBe(String(status));
	});

	it('a 400 validation error is not retried and carries the service message', async () => {
		const { error } = await probe(h.sim, { method: 'POST', path: '/api/aibot/create', body: {} });
		expect(attemptsAt('/api/aibot/create')).toBe(1);
		expect(error?.message).toBe('name is required');
		expect(error?.description).toContain('HTTP 400 (validation_error)');
	});
});

describe('retry rules (pure helpers)', () => {
	it('retries connection refused for any method, a cut connection only when idempotent', () => {
		expect(isRetryable('POST', { networkCode: 'ECONNREFUSED' })).toBe(true);
		expect(isRetryable('POST', { networkCode: 'ECONNRESET' })).toBe(false);
		expect(isRetryable('GET', { networkCode: 'ECONNRESET' })).toBe(true);
		expect(isRetryable('GET', { status: 404 })).toBe(false);
	});

	it('reads Retry-After as seconds or as an HTTP date, and backs off exponentially without it', () => {
		const now = Date.parse('2026-11-01T12:00:00Z');
		expect(parseRetryAfterMs('2', now)).toBe(2000);
		expect(parseRetryAfterMs('Sun, 01 Nov 2026 12:00:05 GMT', now)).toBe(5000);
		expect(parseRetryAfterMs('soon', now)).toBeUndefined();
		expect([1, 2, 3].map((retry) => retryDelayMs(retry, undefined, now))).toEqual([
			500, 1000, 2000,
		]);
		expect(retryDelayMs(1, '120', now)).toBeUndefined();
	});
});
