/**
 * A Sync groups its items by key (the plan) and its deletes by kind (the bulk requests) in time linear in their
 * number: copying a group on every append made 50,000 deletes of one kind block n8n's event loop for seconds.
 * No absolute time is asserted (shared, noisy machines): the time for 100,000 items is compared with the time for
 * 5,000 in the same run, the fastest of a few repetitions each (sizes where a run takes milliseconds, so the
 * clock's grain does not decide). Linear work gives about 20 times, a copy per append about 400 times (and
 * minutes: the test times out); the bound is 100, so a machine busy enough to slow one size four times over
 * still passes linear work. Pure functions, so no engine here (the Syncs' behaviour:
 * dataSourceSync*.test.ts).
 */
import type { HeldItem } from '../../../nodes/LiveChatAi/v2/actions/dataSource/sync/syncKinds';
import { groupBy, planSync } from '../../../nodes/LiveChatAi/v2/actions/dataSource/sync/syncPlan';

const SMALL = 5_000;
const LARGE = 20 * SMALL;
const BOUND = 100;

/**
 * How many times longer `work` takes on LARGE items than on SMALL: the fastest of a few runs of each (the least
 * disturbed by the rest of the machine), taken in turns after a first run of both (once the JIT has seen it).
 */
function growth<T>(itemsOf: (count: number) => T[], work: (items: T[]) => void): number {
	const inputs = [itemsOf(SMALL), itemsOf(LARGE)];
	const best = [Infinity, Infinity];
	for (let round = 0; round <= 8; round++) {
		for (const [size, items] of inputs.entries()) {
			const start = performance.now();
			work(items);
			if (round > 0) best[size] = Math.min(best[size], performance.now() - start);
		}
	}
	return best[1] / best[0];
}

/** `count` pairs the agent holds under one question (an import run many times). */
const heldDuplicates = (count: number): HeldItem[] =>
	Array.from({ length: count }, (_, i) => ({
		id: String(i),
		key: 'question?',
		compared: `Answer ${i}.`,
		shown: {},
		source: 'QA',
	}));

it('the deletes of a Sync, grouped by kind: linear in their number', () => {
	const deletes = (count: number) =>
		heldDuplicates(count).map((held) => ({ json: {}, remove: held }));
	const ratio = growth(deletes, (items) => {
		expect(groupBy(items, (item) => item.remove.source).get('QA')).toHaveLength(items.length);
	});
	expect(ratio).toBeLessThan(BOUND);
});

it('the plan of a Sync, its held items grouped by key: linear in their number', () => {
	// No row and nothing to delete: the plan is the grouping alone (its steps' own cost is not measured here).
	const ratio = growth(heldDuplicates, (held) => {
		expect(planSync([], held, false)).toEqual([]);
	});
	expect(ratio).toBeLessThan(BOUND);
});
