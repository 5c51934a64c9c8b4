/**
 * Visitor Waiting (trigger 1.3): an open conversation whose visitor's newest message has had no answer for the
 * minutes set fires once per waiting spell, and again only after an answer and a new wait; a human agent's answer
 * ends the wait, or anyone's with Answered By. Nothing fires for what waited before the activation; a list without
 * role dates has them read from the messages, once per change. LiveChatAI's clock and n8n's are moved together
 * (`passes`), LiveChatAI's ahead of n8n's where a test says so. A poll that finds nothing new leaves the static
 * data as it was (n8n then stores nothing); a visitor writing to a resolved conversation waits as the desk
 * behaviour says (reopened or not). Real PollContext, simulator over HTTP.
 */
import type { INodeParameters } from 'n8n-workflow';

import { byId } from '../harness/liveChatAi';
import { useBothClocks } from '../harness/bothClocks';
import type { PollEngine } from '../harness/pollTrigger';
import { activatedTrigger, emittedIds, newConversations, requestsTo } from '../harness/pollTrigger';
import { SEED } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';
import { WAITING_BOUND } from '../../nodes/LiveChatAi/shared/polling/visitorWaiting';

const h = useSimulator();
/** Time passes on both clocks: LiveChatAI's and n8n's. */
const passes = useBothClocks(h);

const { support, sales } = SEED.agents;
const MINUTE = 60_000;

const write = (conversationId: string, kind: 'visitor' | 'bot' | 'agent') =>
	h.sim.addActivity({ conversationId, kind });

/** A Visitor Waiting trigger of version 1.3 (5 minutes, a human agent's answer), past its activation. */
const waiting = async (parameters: INodeParameters = {}, engine: PollEngine = 'default') =>
	await activatedTrigger(
		h.sim,
		{ event: 'visitorWaiting', waitingMinutes: 5, ...parameters },
		engine,
		1.3,
	);

describe.each<PollEngine>(['default', 'durable'])('Visitor Waiting (%s engine)', (engine) => {
	it('fires once per spell, after the minutes set, and again only after an answer and a new wait', async () => {
		const trigger = await waiting({}, engine);
		const [id] = newConversations(h.sim, support);
		const visitorAt = h.sim.store.conversations.get(id)!.lastVisitorMessageDate;
		expect(await trigger.poll()).toBeNull();
		passes(4 * MINUTE);
		// The AI's answer does not end a wait for a human agent.
		write(id, 'bot');
		expect(await trigger.poll()).toBeNull();
		passes(MINUTE + 3000);
		const items = await trigger.poll();
		expect(emittedIds(items)).toEqual([id]);
		// The visitor's message as the list dates it (a moment off the stored instant where role dates are apart).
		const { waitingSince, waitedMinutes, lastVisitorMessageDate } = items![0].json;
		expect({ waitingSince, waitedMinutes }).toEqual({
			waitingSince: lastVisitorMessageDate,
			waitedMinutes: 5,
		});
		expect(Math.abs(Date.parse(String(waitingSince)) - Date.parse(visitorAt!))).toBeLessThan(1000);
		passes(10 * MINUTE);
		expect(await trigger.poll()).toBeNull();
		// The visitor writes again, still unanswered: the same spell.
		write(id, 'visitor');
		passes(6 * MINUTE);
		expect(await trigger.poll()).toBeNull();
		// A human agent answers; a new question waits again.
		write(id, 'agent');
		passes(MINUTE);
		write(id, 'visitor');
		expect(await trigger.poll()).toBeNull();
		passes(5 * MINUTE + 3000);
		expect(emittedIds(await trigger.poll())).toEqual([id]);
		expect(await trigger.poll()).toBeNull();
	});
});

it('with Answered By Anyone, the AI’s answer ends the wait', async () => {
	const trigger = await waiting({ answeredBy: 'anyone' });
	const [answered, unanswered] = newConversations(h.sim, support, 2);
	passes(MINUTE);
	write(answered, 'bot');
	passes(5 * MINUTE);
	expect(emittedIds(await trigger.poll())).toEqual([unanswered]);
	expect(await trigger.poll()).toBeNull();
});

it('emits nothing at activation, nor later for a wait that had passed the minutes by then', async () => {
	const [long] = newConversations(h.sim, support);
	passes(7 * MINUTE);
	const [recent] = newConversations(h.sim, support);
	passes(2 * MINUTE);
	const trigger = await waiting();
	passes(3 * MINUTE + 5000);
	expect(emittedIds(await trigger.poll())).toEqual([recent]);
	passes(10 * MINUTE);
	expect(await trigger.poll()).toBeNull();
	expect(long).toBeDefined();
});

it('reads open conversations only, and a resolved one does not fire', async () => {
	const trigger = await waiting();
	const [resolved, open] = newConversations(h.sim, support, 2);
	h.sim.store.conversations.get(resolved)!.isResolved = true;
	passes(6 * MINUTE);
	expect(emittedIds(await trigger.poll())).toEqual([open]);
	const reads = requestsTo(h.sim, '/api/v2/conversations');
	expect(reads.every(({ query }) => query.status === 'open' && query.sort === 'desc')).toBe(true);
});

it('a visitor writing to a resolved conversation waits only where that reopens it (the desk behaviour)', async () => {
	const trigger = await waiting();
	const [id] = newConversations(h.sim, support);
	passes(MINUTE);
	// Resolved in the dashboard before the visitor had waited the minutes.
	h.sim.desk.resolve(id);
	passes(5 * MINUTE);
	expect(await trigger.poll()).toBeNull();
	write(id, 'visitor');
	const { visitorReopens } = h.sim.desk.behaviour();
	expect(h.sim.store.conversations.get(id)!.isResolved).toBe(!visitorReopens);
	passes(5 * MINUTE + 3000);
	expect(emittedIds(await trigger.poll())).toEqual(visitorReopens ? [id] : []);
	passes(10 * MINUTE);
	expect(await trigger.poll()).toBeNull();
});

it.each<PollEngine>(['default', 'durable'])(
	'a poll that finds nothing new leaves the static data untouched, however long it waited (%s engine)',
	async (engine) => {
		const trigger = await waiting({}, engine);
		const [id] = newConversations(h.sim, support);
		passes(6 * MINUTE);
		expect(emittedIds(await trigger.poll())).toEqual([id]);
		const state = trigger.state;
		const saved = JSON.stringify(state);
		for (const ms of [0, MINUTE, 10 * MINUTE, 60 * MINUTE]) {
			passes(ms);
			// n8n saves a workflow's static data only when this flag says it changed.
			trigger.workflow.staticData.__dataChanged = false;
			expect(await trigger.poll()).toBeNull();
			expect(trigger.workflow.staticData.__dataChanged).toBe(false);
			expect(trigger.state).toBe(state);
			expect(JSON.stringify(trigger.state)).toBe(saved);
		}
		// What the list shows moves it again: a new wait fires, once.
		write(id, 'agent');
		passes(1000);
		write(id, 'visitor');
		passes(6 * MINUTE);
		expect(emittedIds(await trigger.poll())).toEqual([id]);
		expect(JSON.stringify(trigger.state)).not.toBe(saved);
	},
);

it('several agents: each agent’s waits, each item naming its agent', async () => {
	const trigger = await waiting({ watch: 'agents', agentIds: [support, sales] });
	const [first] = newConversations(h.sim, sales);
	const [second] = newConversations(h.sim, support);
	passes(6 * MINUTE);
	const items = await trigger.poll();
	expect(emittedIds(items)).toEqual([first, second]);
	expect(items!.map(({ json }) => json.agentId)).toEqual([sales, support]);
	expect(await trigger.poll()).toBeNull();
});

it('an idle poll reads the recent stretch only: one page', async () => {
	const trigger = await waiting();
	newConversations(h.sim, support, 3);
	passes(6 * MINUTE);
	expect(await trigger.poll()).not.toBeNull();
	h.sim.clearRequests();
	passes(MINUTE);
	expect(await trigger.poll()).toBeNull();
	expect(h.sim.requests.map(({ path }) => path)).toEqual(['/api/v2/conversations']);
});

it('LiveChatAI’s clock ahead of n8n’s: a wait is never counted short, at most that much long', async () => {
	h.sim.clock.advance(3 * MINUTE);
	const trigger = await waiting();
	const [id] = newConversations(h.sim, support);
	passes(4 * MINUTE + 50_000);
	expect(await trigger.poll()).toBeNull();
	passes(3 * MINUTE + 15_000);
	expect(emittedIds(await trigger.poll())).toEqual([id]);
});

describe('a list without role dates', () => {
	const detailReads = () =>
		h.sim.requests.filter(({ path }) => /^\/api\/v2\/conversations\/[^/]+$/.test(path)).length;

	it('fires once per spell from the messages, each conversation read once per change', async () => {
		h.sim.setMessageReporting({ withoutRoleDates: true });
		const trigger = await waiting();
		const [id] = newConversations(h.sim, support);
		h.sim.clearRequests();
		expect(await trigger.poll()).toBeNull();
		expect(detailReads()).toBe(1);
		h.sim.clearRequests();
		passes(6 * MINUTE + 3000);
		const items = await trigger.poll();
		expect(emittedIds(items)).toEqual([id]);
		expect(items![0].json.waitedMinutes).toBe(6);
		expect(detailReads()).toBe(0);
		passes(MINUTE);
		write(id, 'agent');
		expect(await trigger.poll()).toBeNull();
		passes(MINUTE);
		write(id, 'visitor');
		passes(6 * MINUTE);
		expect(emittedIds(await trigger.poll())).toEqual([id]);
	});
});

it(`remembers at most ${WAITING_BOUND} conversations per agent`, async () => {
	const trigger = await waiting({ chatbot: byId(support) });
	const ids = newConversations(h.sim, support, WAITING_BOUND + 20);
	passes(15 * MINUTE);
	const items = await trigger.poll();
	expect(emittedIds(items)).toEqual(ids);
	const waits = (trigger.cursor as { waits: { fired: object } }).waits;
	expect(Object.keys(waits.fired)).toHaveLength(WAITING_BOUND);
	expect(await trigger.poll()).toBeNull();
}, 30_000);

it.each([
	[{ waitingMinutes: 0 }, /Waiting For \(Minutes\)/],
	[{ waitingMinutes: 'soon' }, /Waiting For \(Minutes\)/],
	[{ answeredBy: 'nobody' }, /Answered By/],
])('refuses %j before any request', async (parameters, message) => {
	await expect(waiting(parameters)).rejects.toThrow(message);
	expect(h.sim.requests).toEqual([]);
});
