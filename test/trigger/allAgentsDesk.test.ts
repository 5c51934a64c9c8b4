/**
 * The support desk's events (trigger 1.3) with Watch: All Agents: each agent's change, wait, contact or score once,
 * each item naming its agent, and nothing on the poll after. The other files test one agent and several; this one
 * the account's list of agents in front of each event's reader. Real PollContext, simulator over HTTP; the desk's
 * changes through the simulator's control (`sim.desk`), as a dashboard makes them.
 */
import { useBothClocks } from '../harness/bothClocks';
import { activatedTrigger, emittedIds, newConversations } from '../harness/pollTrigger';
import { SEED } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';

const h = useSimulator();
/** Time passes on both clocks: LiveChatAI's and n8n's. */
const passes = useBothClocks(h);

const { support, sales } = SEED.agents;
const MINUTE = 60_000;

const watchingAll = async (event: string, parameters = {}) =>
	await activatedTrigger(h.sim, { event, watch: 'allAgents', ...parameters }, 'default', 1.3);

/** One new conversation of each agent, oldest first. */
const oneEach = () => [sales, support].map((agentId) => newConversations(h.sim, agentId)[0]);

/** The poll's items as [id, agentId], and the poll after emits nothing. */
async function emittedOnce(trigger: Awaited<ReturnType<typeof watchingAll>>) {
	const items = await trigger.poll();
	expect(await trigger.poll()).toBeNull();
	return (items ?? []).map(({ json }) => [json.id, json.agentId]);
}

describe.each([
	['conversationResolved', (id: string) => h.sim.desk.resolve(id)],
	['humanRequested', (id: string) => h.sim.desk.requestHuman(id)],
	['humanJoined', (id: string) => h.sim.desk.join(id)],
])('%s, All Agents', (event, change) => {
	it('each agent’s change once, each item naming its agent', async () => {
		const trigger = await watchingAll(event);
		const ids = oneEach();
		// New and still open, no human asked for or taking part: no change yet.
		expect(await trigger.poll()).toBeNull();
		passes(1000);
		for (const id of ids) change(id);
		// Where the desk shows a request for a human only after a while (test/deskSuites.js).
		passes(h.sim.desk.behaviour().humanRequestDelayMs);
		const emitted = await emittedOnce(trigger);
		expect(emitted.sort()).toEqual(
			[
				[ids[0], sales],
				[ids[1], support],
			].sort(),
		);
	});
});

it('Visitor Waiting, All Agents: each agent’s wait once', async () => {
	const trigger = await watchingAll('visitorWaiting', { waitingMinutes: 5 });
	const [first, second] = oneEach();
	expect(await trigger.poll()).toBeNull();
	passes(6 * MINUTE);
	expect(await emittedOnce(trigger)).toEqual([
		[first, sales],
		[second, support],
	]);
});

describe.each([
	['newContact', (agentId: string) => h.sim.desk.addContact({ agentId, name: 'Ada' }).id],
	['newCsatRating', (agentId: string) => h.sim.desk.addScore({ agentId, score: 5 }).id],
])('%s, All Agents', (event, add) => {
	it('each agent’s new record once, each item naming its agent', async () => {
		const trigger = await watchingAll(event);
		passes(1000);
		const first = add(sales);
		passes(1000);
		const second = add(support);
		const items = await trigger.poll();
		expect(emittedIds(items)).toEqual([first, second]);
		expect(items!.map(({ json }) => json.agentId)).toEqual([sales, support]);
		expect(await trigger.poll()).toBeNull();
	});
});
