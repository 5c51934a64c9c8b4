import * as workflow from 'n8n-workflow';

/**
 * For the tests of a file: the waits of n8n-workflow's `sleep` (the transport's backoff before a retry) pass at
 * once on a manual clock: each moves `Date.now()` on by its length instead, and is recorded. Returns the waits
 * of the current test, in order.
 */
export function useManualSleep(): number[] {
	const waits: number[] = [];
	const original = Object.getOwnPropertyDescriptor(workflow, 'sleep')!;
	let aheadMs = 0;
	beforeAll(() => {
		const realNow = Date.now.bind(Date);
		jest.spyOn(Date, 'now').mockImplementation(() => realNow() + aheadMs);
		const sleep = async (ms: number) => {
			waits.push(ms);
			aheadMs += ms;
		};
		Object.defineProperty(workflow, 'sleep', { configurable: true, value: sleep });
	});
	beforeEach(() => (waits.length = 0));
	afterAll(() => {
		jest.restoreAllMocks();
		Object.defineProperty(workflow, 'sleep', original);
	});
	return waits;
}
