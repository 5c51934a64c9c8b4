/**
 * For a test file where LiveChatAI's clock and n8n's move together: n8n's `Date.now()` under the tests' control
 * (useManualClock), the simulator's clock set to it before each test, and `passes(ms)` moving both at once.
 */
import type { Harness } from '../simulator/testHelpers';
import { useManualClock } from './manualClock';

export function useBothClocks(h: Harness): (ms: number) => void {
	const clock = useManualClock();
	beforeEach(() => {
		h.sim.clock.set(new Date(Date.now()));
	});
	return (ms: number) => {
		h.sim.clock.advance(ms);
		clock.aheadMs += ms;
	};
}
