/**
 * The conversation events of one agent, beyond what test/trigger/lists.test.ts checks for every list: each
 * event once, whatever the timestamps' form and the activity while a poll reads; which messages make each event
 * (New Conversation: test/trigger/ownWrites.test.ts); the filters. And the item an event emits: the short form
 * (Simplify on, the default) keeps the contact and the time of the event; Simplify off gives the conversation as
 * the service returns it, read from the top-level toggle since 1.1 and from Options in version 1. The fields each
 * version shows: test/nodes/triggerFields.test.ts.
 */
import type { INodeParameters } from 'n8n-workflow';

import { activatedTrigger, emittedIds, newConversations, requestsTo } from '../harness/pollTrigger';
import { SEED } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';

const h = useSimulator();

const agent = SEED.agents.support;
const [tiedA, tiedB] = SEED.conversations.tiedOlder;
const listRequests = () => requestsTo(h.sim, '/api/v2/conversations');
const later = () => h.sim.clock.advance(1000);
const started = (count: number) => newConversations(h.sim, agent, count);

const activated = async (parameters = {}) => await activatedTrigger(h.sim, parameters);

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

it('emits oldest event first, whatever came after it: a visitor message the AI answered later comes first', async () => {
	const harness = await activated({ event: 'newVisitorMessage' });
	for (const [conversationId, kind] of [
		[tiedA, 'visitor'],
		[tiedB, 'visitor'],
		[tiedA, 'bot'],
	] as const) {
		later();
		h.sim.addActivity({ conversationId, kind });
	}
	expect(emittedIds(await harness.poll())).toEqual([tiedA, tiedB]);
});

it('sends the filters and emits only matching conversations', async () => {
	const whatsapp = [...h.sim.store.conversations.values()].find(
		(record) => record.agentId === agent && record.integrationType === 'WHATSAPP',
	)!;
	const harness = await activated({ filters: { channel: 'WHATSAPP', assignedTo: 'ai' } });
	expect(await harness.poll()).toBeNull();
	// Newest activity first, a whole page at a time.
	expect(listRequests()[0].query).toEqual({
		agentId: agent,
		sort: 'desc',
		page: '1',
		perPage: '100',
		channel: 'WHATSAPP',
		assignedTo: 'ai',
	});
	later();
	h.sim.addActivity({ conversationId: whatsapp.id, kind: 'visitor' });
	started(1); // INLINECHAT: filtered out by the service
	const expected = whatsapp.assignedUserId === null ? [whatsapp.id] : [];
	expect(emittedIds(await harness.poll())).toEqual(expected);
});

/**
 * The item a trigger of these parameters emits for a visitor's message in `where`, and the conversation as the
 * service's list gives it (its role dates may be written apart from the stored instant).
 */
async function emitted(parameters: INodeParameters, where: object, typeVersion = 1.1) {
	const harness = await activatedTrigger(h.sim, parameters, 'default', typeVersion);
	h.sim.clock.advance(1000);
	const { id } = h.sim.addActivity({ ...where, kind: 'visitor' });
	const [item] = (await harness.poll())!;
	const { agentId } = h.sim.store.conversations.get(id)!;
	const list = await h.api.get(`/api/v2/conversations?agentId=${agentId}&perPage=100`);
	const listed = (list.data.data.conversations as Array<Record<string, unknown>>).find(
		(conversation) => conversation.id === id,
	)!;
	return { json: item.json, conversation: listed };
}

it.each([
	[
		'New Visitor Message keeps the contact and the time of the message',
		'newVisitorMessage',
		{ conversationId: SEED.conversations.latest },
		['lastVisitorMessageDate', 'lastMessageDate'],
		{ contactId: SEED.contacts.alice, contactName: 'Alice Martin' },
	],
	[
		'New Conversation keeps createdAt, the time the conversation started',
		'newConversation',
		{ agentId: agent },
		['createdAt'],
		{},
	],
] as const)('the short form: %s', async (_, event, where, times, contact) => {
	const { json, conversation } = await emitted({ event }, where);
	const expected = Object.fromEntries(times.map((field) => [field, conversation[field]]));
	expect(json).toMatchObject({ id: conversation.id, ...contact, ...expected });
});

it.each([
	['1.1, the top-level Simplify', { simplify: false }, 1.1],
	['1, Simplify in Options', { options: { simplify: false } }, 1],
	// An expression hands its result over as written: the text "false" is off, as n8n reads a Boolean.
	['1.1, the text "false" from an expression', { simplify: '={{ "false" }}' }, 1.1],
	['1, the text "false" in Options', { options: { simplify: '={{ "false" }}' } }, 1],
])(
	'Simplify off (%s) outputs the conversation as the service returns it',
	async (_, off, version) => {
		const { json, conversation } = await emitted(
			{ event: 'newActivity', ...off },
			{ agentId: agent },
			version,
		);
		expect(json).toMatchObject({
			id: conversation.id,
			integrationType: 'INLINECHAT',
			createdAt: conversation.createdAt,
			lastVisitorMessageDate: conversation.lastVisitorMessageDate,
			contact: expect.objectContaining({ id: expect.any(String) }),
		});
		expect(json).not.toHaveProperty('contactName');
	},
);
