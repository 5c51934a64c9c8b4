/**
 * Polls of one trigger node that overlap in one n8n process (after a slow poll; overdue polls after a restart
 * under the durable scheduler) never emit an event twice, nor when n8n hands a poll an older copy of the state.
 */
import { useManualClock } from '../harness/manualClock';
import type { PollEngine } from '../harness/pollTrigger';
import { activatedTrigger, emittedIds, newConversations, requestsTo } from '../harness/pollTrigger';
import { SEED } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';

const h = useSimulator();
const clock = useManualClock();

const agent = SEED.agents.support;
const LIST = '/api/v2/conversations';
const started = (count: number) => newConversations(h.sim, agent, count);
const activated = async (engine: PollEngine) => await activatedTrigger(h.sim, {}, engine);
const slowNextList = (ms = 300) =>
	h.sim.injectFault({ path: LIST, fault: { kind: 'latency', ms }, times: 1 });

describe.each(['default', 'durable'] as const)('on the %s engine', (engine) => {
	it('a poll that starts while another runs emits nothing and sends nothing; the next starts from the slow one', async () => {
		const harness = await activated(engine);
		const created = started(3);
		slowNextList();
		const [slow, overlapping] = await Promise.all([harness.poll(), harness.poll()]);
		expect(emittedIds(slow)).toEqual(created);
		expect(overlapping).toBeNull();
		expect(requestsTo(h.sim, LIST)).toHaveLength(1);
		expect(await harness.poll()).toBeNull();
		const next = started(1);
		expect(emittedIds(await harness.poll())).toEqual(next);
	});
});

it.each([
	['a minute', true, 60_000],
	['a day (daily polls)', true, 24 * 60 * 60_000],
	['more than a day', false, 26 * 60 * 60_000],
])(
	'durable scheduler: a first scheduled poll %s after activation, handed no cursor (n8n stores none), starts from it: %s',
	async (_when, remembered, laterMs) => {
		const harness = await activated('durable');
		harness.workflow.staticData[`node:LiveChatAI Trigger`] = {};
		const created = started(2);
		clock.aheadMs = laterMs;
		expect(emittedIds(await harness.poll())).toEqual(remembered ? created : []);
		expect(await harness.poll()).toBeNull();
	},
);

it('durable scheduler: a poll handed the copy from before the last poll starts from the newer result', async () => {
	const harness = await activated('durable');
	const before = JSON.stringify(harness.state);
	const created = started(2);
	expect(emittedIds(await harness.poll())).toEqual(created);
	const moved = JSON.stringify(harness.state);
	// The overdue poll runs before n8n stored the moved cursor.
	harness.workflow.staticData[`node:LiveChatAI Trigger`] = JSON.parse(before);
	expect(await harness.poll()).toBeNull();
	expect(JSON.stringify(harness.state)).toBe(moved);
	const next = started(1);
	expect(emittedIds(await harness.poll())).toEqual(next);
});

it('two trigger nodes (two workflows) poll at the same time, each on its own', async () => {
	const [one, two] = [await activated('default'), await activated('default')];
	const created = started(2);
	slowNextList(200);
	const [a, b] = await Promise.all([one.poll(), two.poll()]);
	expect(emittedIds(a)).toEqual(created);
	expect(emittedIds(b)).toEqual(created);
});
