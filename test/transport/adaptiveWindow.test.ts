/**
 * The window of requests a run keeps in flight (shared/transport/requestLimits.ts), as a unit: without a
 * Concurrent Requests option it starts at REQUEST_CONCURRENCY and grows by one with each clean answer up to
 * REQUEST_CONCURRENCY_MAX; a 429 or 503 halves it once for the requests in flight together; a number the user
 * set holds from the first request and is never passed. The node runs that use it are in
 * test/nodes/shared/concurrency.test.ts.
 */
import { sleep } from 'n8n-workflow';

import {
	DEFAULT_REQUEST_LIMITS,
	setRequestLimits,
	withinRequestLimits,
} from '../../nodes/LiveChatAi/shared/transport/requestLimits';
import {
	REQUEST_CONCURRENCY,
	REQUEST_CONCURRENCY_MAX,
} from '../../nodes/LiveChatAi/shared/serviceDecisions';

/** Sends `count` requests through one run's limits, all at once; each answers with `statusOf(i)` a tick later. */
async function run(context: object, count: number, statusOf: (index: number) => number) {
	let inFlight = 0;
	const inFlightAtStart: number[] = [];
	await Promise.all(
		Array.from({ length: count }, async (_, index) => {
			await withinRequestLimits(
				context,
				async () => {
					inFlight += 1;
					inFlightAtStart[index] = inFlight;
					await sleep(1);
					inFlight -= 1;
					return statusOf(index);
				},
				(status) => status,
			);
		}),
	);
	return inFlightAtStart;
}

it('without an option: starts at the default, grows with clean answers, never past the most', async () => {
	const context = {};
	const inFlight = await run(context, 1000, () => 201);
	expect(Math.max(...inFlight.slice(0, REQUEST_CONCURRENCY))).toBe(REQUEST_CONCURRENCY);
	expect(Math.max(...inFlight)).toBe(REQUEST_CONCURRENCY_MAX);
});

it.each([429, 503])(
	'a %i halves the window once for the requests in flight together; clean answers widen it again',
	async (status) => {
		const context = {};
		setRequestLimits(context, { ...DEFAULT_REQUEST_LIMITS, concurrency: 40, maxConcurrency: 40 });
		// The first 40 are sent together and all refused; the next 200 answer cleanly.
		const inFlight = await run(context, 240, (index) => (index < 40 ? status : 200));
		// Halved once (to 20), not 40 times (to 1): the second wave starts 20 wide.
		expect(Math.max(...inFlight.slice(40, 60))).toBe(20);
		expect(Math.max(...inFlight.slice(200))).toBe(40);
	},
);

it('a number the user set holds from the first request and is never passed', async () => {
	const context = {};
	setRequestLimits(context, { concurrency: 5, maxConcurrency: 5, pauseMs: 0 });
	const inFlight = await run(context, 100, () => 200);
	expect(Math.max(...inFlight.slice(0, 5))).toBe(5);
	expect(Math.max(...inFlight)).toBe(5);
});

it('answers that are neither clean nor 429/503 leave the window as it is', async () => {
	const context = {};
	const inFlight = await run(context, 200, () => 404);
	expect(Math.max(...inFlight)).toBe(REQUEST_CONCURRENCY);
});
