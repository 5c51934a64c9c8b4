/**
 * The conversation events of one agent, polled through n8n-core's real PollContext against the simulator: each
 * event emitted once, oldest first, in the conversation's latest state, whatever the timestamps, the paging and
 * the activity while a poll reads.
 */
import { byId } from '../harness/liveChatAi';
import { activatedTrigger, emittedIds, newConversations } from '../harness/pollTrigger';
import { requestsTo, TriggerHarness } from '../harness/pollTrigger';
import { SEED } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';

const h = useSimulator();

const agent = SEED.agents.support;
const [tiedA, tiedB] = SEED.conversations.tiedOlder;
const listRequests = () => requestsTo(h.sim, '/api/v2/conversations');
const later = () => h.sim.clock.advance(1000);
const started = (count: number) => newConversations(h.sim, agent, count);

const activated = async (parameters = {}) => await activatedTrigger(h.sim, parameters);

it('the first activation stores the newest conversation as seen and emits nothing, with one request', async () => {
	const harness = new TriggerHarness(h.sim, { chatbot: byId(agent), event: 'newActivity' });
	expect(await harness.poll()).toBeNull();
	expect(listRequests()).toHaveLength(1);
	expect(listRequests()[0].query).toMatchObject({
		agentId: agent,
		sort: 'desc',
		page: '1',
		perPage: '100',
	});
	const newest = h.sim.store.conversations.get(SEED.conversations.latest)!;
	expect(harness.cursor).toMatchObject({ seen: { ids: [SEED.conversations.latest] } });
	expect((harness.cursor as { seen: { at: string } }).seen.at.slice(0, 23)).toBe(
		newest.lastMessageDate.slice(0, 23),
	);
});

it('one new message emits its conversation once, in its latest state; a quiet poll is one request', async () => {
	const harness = await activated();
	expect(await harness.poll()).toBeNull();
	expect(listRequests()).toHaveLength(1);
	later();
	const moved = h.sim.addActivity({ conversationId: tiedA, kind: 'visitor' });
	const items = await harness.poll();
	expect(emittedIds(items)).toEqual([moved.id]);
	expect(items![0].json.lastMessageDate).toBe(moved.lastMessageDate);
	expect(await harness.poll()).toBeNull();
});

it('a burst of more than 100 new conversations is emitted whole, each once, oldest first', async () => {
	const harness = await activated();
	const created = started(150);
	expect(emittedIds(await harness.poll())).toEqual(created);
	expect(listRequests().map((request) => request.query.page)).toEqual(['1', '2']);
	expect(await harness.poll()).toBeNull();
});

it('conversations sharing one timestamp at the boundary are each emitted once', async () => {
	const harness = await activated();
	later();
	const at = h.sim.clock.now();
	h.sim.addActivity({ conversationId: tiedA, kind: 'visitor', at });
	h.sim.addActivity({ conversationId: tiedB, kind: 'visitor', at });
	expect(emittedIds(await harness.poll()).sort()).toEqual([tiedA, tiedB].sort());
	// A third conversation gets a message stamped with the very same instant after the poll.
	const third = SEED.conversations.tiedRecent[0];
	h.sim.addActivity({ conversationId: third, kind: 'visitor', at });
	expect(emittedIds(await harness.poll())).toEqual([third]);
	expect(await harness.poll()).toBeNull();
});

it('compares timestamps as instants: other offsets and sub-millisecond digits', async () => {
	const harness = await activated();
	later();
	const conversation = h.sim.store.conversations.get(tiedA)!;
	// The same instant written with a +02:00 offset and microseconds, later than the one seen.
	const local = new Date(h.sim.clock.now().getTime() + 2 * 3600_000).toISOString().slice(0, 23);
	conversation.lastMessageDate = `${local}456+02:00`;
	expect(emittedIds(await harness.poll())).toEqual([tiedA]);
	// One microsecond later is a new event; the same string again is not.
	conversation.lastMessageDate = `${local}457+02:00`;
	expect(emittedIds(await harness.poll())).toEqual([tiedA]);
	expect(await harness.poll()).toBeNull();
});

it('activity while a poll reads its pages is emitted by the next poll, nothing lost or repeated', async () => {
	const harness = await activated();
	const created = started(250);
	const movedNew = created[10]; // on page 3 when the poll starts
	let listCalls = 0;
	h.sim.onRequest((request) => {
		if (request.path !== '/api/v2/conversations' || ++listCalls !== 2) return;
		later();
		h.sim.addActivity({ conversationId: movedNew, kind: 'bot' });
		h.sim.addActivity({ conversationId: tiedB, kind: 'visitor' });
	});
	const first = emittedIds(await harness.poll());
	h.sim.onRequest(null);
	const second = emittedIds(await harness.poll());
	expect(await harness.poll()).toBeNull();
	const all = [...first, ...second];
	expect(new Set(first).size).toBe(first.length);
	expect(new Set(second).size).toBe(second.length);
	expect(new Set(all)).toEqual(new Set([...created, tiedB]));
	expect(second).toEqual(expect.arrayContaining([movedNew, tiedB]));
	expect(all.filter((id) => id !== movedNew)).toHaveLength(
		all.length - (first.includes(movedNew) ? 2 : 1),
	);
});

it.each([
	['newActivity', ['visitor', 'bot', 'agent']],
	['newVisitorMessage', ['visitor']],
	['newBotMessage', ['bot']],
	['newAgentMessage', ['agent']],
] as const)('%s fires on %j messages only', async (event, firing) => {
	const harness = await activated({ event });
	for (const kind of ['visitor', 'bot', 'agent'] as const) {
		later();
		h.sim.addActivity({ conversationId: tiedA, kind });
		expect(emittedIds(await harness.poll())).toEqual(
			(firing as readonly string[]).includes(kind) ? [tiedA] : [],
		);
	}
});

it('newConversation fires on a new conversation, not on messages in an existing one', async () => {
	const harness = await activated({ event: 'newConversation' });
	later();
	h.sim.addActivity({ conversationId: tiedA, kind: 'visitor' });
	expect(await harness.poll()).toBeNull();
	const created = started(1);
	expect(emittedIds(await harness.poll())).toEqual(created);
	expect(await harness.poll()).toBeNull();
});

it('sends the filters and emits only matching conversations', async () => {
	const whatsapp = [...h.sim.store.conversations.values()].find(
		(record) => record.agentId === agent && record.integrationType === 'WHATSAPP',
	)!;
	const harness = await activated({ filters: { channel: 'WHATSAPP', assignedTo: 'ai' } });
	expect(await harness.poll()).toBeNull();
	expect(listRequests()[0].query).toMatchObject({ channel: 'WHATSAPP', assignedTo: 'ai' });
	later();
	h.sim.addActivity({ conversationId: whatsapp.id, kind: 'visitor' });
	started(1); // INLINECHAT: filtered out by the service
	const expected = whatsapp.assignedUserId === null ? [whatsapp.id] : [];
	expect(emittedIds(await harness.poll())).toEqual(expected);
});
