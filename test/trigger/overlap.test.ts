/**
 * Polls of one trigger node that overlap in one n8n process (after a slow poll; overdue polls after a restart
 * under the durable scheduler) never emit an event twice, nor when n8n hands a poll an older copy of the state.
 */
import { SEED } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';
import { byId } from '../harness/liveChatAi';
import type { PollEngine } from '../harness/pollTrigger';
import { emittedIds, TriggerHarness } from '../harness/pollTrigger';

const h = useSimulator();

const agent = SEED.agents.support;
const LIST = '/api/v2/conversations';
const listRequests = () => h.sim.requests.filter((request) => request.path === LIST).length;
const ids = emittedIds;

async function activated(engine: PollEngine = 'default') {
	return await TriggerHarness.activated(
		h.sim,
		{ chatbot: byId(agent), event: 'newActivity' },
		engine,
	);
}

function newConversations(count: number) {
	return Array.from({ length: count }, () => {
		h.sim.clock.advance(1000);
		return h.sim.addActivity({ agentId: agent, kind: 'visitor' }).id;
	});
}

describe.each(['default', 'durable'] as const)('on the %s engine', (engine) => {
	it('a poll that starts while another runs emits nothing and sends nothing; the running one emits once', async () => {
		const harness = await activated(engine);
		const created = newConversations(3);
		h.sim.injectFault({ path: LIST, fault: { kind: 'latency', ms: 300 }, times: 1 });
		const [slow, overlapping] = await Promise.all([harness.poll(), harness.poll()]);
		expect(ids(slow)).toEqual(created);
		expect(overlapping).toBeNull();
		expect(listRequests()).toBe(1);
		expect(await harness.poll()).toBeNull();
	});

	it('the poll after the overlap starts from the result of the slow one', async () => {
		const harness = await activated(engine);
		const first = newConversations(2);
		h.sim.injectFault({ path: LIST, fault: { kind: 'latency', ms: 300 }, times: 1 });
		const slow = harness.poll();
		const overlapping = harness.poll();
		expect(await overlapping).toBeNull();
		expect(ids(await slow)).toEqual(first);
		const next = newConversations(1);
		expect(ids(await harness.poll())).toEqual(next);
	});

	it.each([
		['a minute', 60_000, true],
		['a day (daily polls)', 24 * 60 * 60_000, true],
		['more than a day', 26 * 60 * 60_000, false],
	])(
		'the first scheduled poll %s after activation, handed no cursor (n8n stores none), starts from it: %s',
		async (_when, laterMs, remembered) => {
			const harness = await activated('durable');
			harness.workflow.staticData[`node:LiveChatAI Trigger`] = {};
			const created = newConversations(2);
			const realNow = Date.now.bind(Date);
			const clock = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + laterMs);
			try {
				expect(ids(await harness.poll())).toEqual(remembered ? created : []);
				expect(await harness.poll()).toBeNull();
			} finally {
				clock.mockRestore();
			}
		},
	);
});

describe('durable scheduler: the cursor is stored with the execution, a moment after the poll', () => {
	it('a poll handed the copy from before the last poll starts from the newer result, emitting nothing twice', async () => {
		const harness = await activated('durable');
		const before = JSON.stringify(harness.state);
		const created = newConversations(2);
		expect(ids(await harness.poll())).toEqual(created);
		const moved = JSON.stringify(harness.state);
		// The overdue poll runs before n8n stored the moved cursor.
		harness.workflow.staticData[`node:LiveChatAI Trigger`] = JSON.parse(before);
		expect(await harness.poll()).toBeNull();
		expect(JSON.stringify(harness.state)).toBe(moved);
		const next = newConversations(1);
		expect(ids(await harness.poll())).toEqual(next);
	});
});

it('two trigger nodes (two workflows) poll at the same time, each on its own', async () => {
	const [one, two] = [await activated('default'), await activated('default')];
	const created = newConversations(2);
	h.sim.injectFault({ path: LIST, fault: { kind: 'latency', ms: 200 }, times: 1 });
	const [a, b] = await Promise.all([one.poll(), two.poll()]);
	expect(ids(a)).toEqual(created);
	expect(ids(b)).toEqual(created);
});
