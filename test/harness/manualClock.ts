import * as workflow from 'n8n-workflow';

export interface ManualClock {
	/** How far `Date.now()` is ahead of the real time; 0 at the start of each test. */
	aheadMs: number;
	/**
	 * The waits of n8n-workflow's `sleep` in the current test, in order, each rounded up to 100 ms: real time goes
	 * on between a backoff's start and its wait, which is shorter by that much.
	 */
	readonly waits: number[];
}

/**
 * For the tests of a file: `Date.now()` runs ahead of the real time by `aheadMs`, and the waits of n8n-workflow's
 * `sleep` (the transport's backoff before a retry) pass at once: each moves the clock on by its length instead.
 */
export function useManualClock(): ManualClock {
	const clock: ManualClock = { aheadMs: 0, waits: [] };
	const original = Object.getOwnPropertyDescriptor(workflow, 'sleep')!;
	beforeAll(() => {
		const realNow = Date.now.bind(Date);
		jest.spyOn(Date, 'now').mockImplementation(() => realNow() + clock.aheadMs);
		const sleep = async (ms: number) => {
			clock.waits.push(Math.ceil(ms / 100) * 100);
			clock.aheadMs += ms;
		};
		Object.defineProperty(workflow, 'sleep', { configurable: true, value: sleep });
	});
	beforeEach(() => {
		clock.aheadMs = 0;
		clock.waits.length = 0;
	});
	afterAll(() => {
		jest.restoreAllMocks();
		Object.defineProperty(workflow, 'sleep', original);
	});
	return clock;
}
