/**
 * The trigger's events on what changes in a conversation (1.3 on), for one agent: each fires once per change, on
 * the change alone (no new message needed), never again on later polls, and not on the first poll; a conversation
 * created since the last poll counts as changed from a new conversation's state; what the item carries (`change`,
 * the short form or the conversation as listed). The changes are made in the simulator's store, as LiveChatAI's
 * dashboard makes them (the API cannot). Polls go through n8n-core's real PollContext over HTTP.
 */
import type { INodeExecutionData, INodeParameters } from 'n8n-workflow';

import type { TriggerHarness } from '../harness/pollTrigger';
import { activatedTrigger, emittedIds, newConversations, requestsTo } from '../harness/pollTrigger';
import { SEED } from '../simulator';
import type { ConversationRecord } from '../simulator/state/records';
import { useSimulator } from '../simulator/testHelpers';

const h = useSimulator();

const agent = SEED.agents.support;
const { latest, openAssigned, openUnassigned } = SEED.conversations;
const [recentA, recentB] = SEED.conversations.tiedRecent;
const { owner, agent: sam } = SEED.users;

const record = (id: string) => h.sim.store.conversations.get(id)!;
const set = (id: string, fields: Partial<ConversationRecord>) => Object.assign(record(id), fields);
const later = () => h.sim.clock.advance(1000);

/** A 1.3 trigger of the support agent for `event`, past its first poll (which emits nothing). */
const activated = async (event: string, parameters: INodeParameters = {}) =>
	await activatedTrigger(h.sim, { event, ...parameters }, 'default', 1.3);

/** The ids and changes a poll emitted. */
const changes = (items: INodeExecutionData[] | null) =>
	(items ?? []).map(({ json }) => [json.id, json.change]);

/** Polls once more: nothing is emitted again. */
async function quiet(harness: TriggerHarness) {
	expect(await harness.poll()).toBeNull();
	expect(await harness.poll()).toBeNull();
}

describe.each<[string, 'isResolved' | 'isAgent', boolean]>([
	['conversationResolved', 'isResolved', true],
	['conversationReopened', 'isResolved', false],
	['humanJoined', 'isAgent', true],
])('%s', (event, field, to) => {
	const flag = (id: string, value: boolean) => (record(id)[field] = value);

	it(`fires once when ${field} turns ${to}, without a new message, and not on the first poll`, async () => {
		// Already in the state before activation: the first poll only records it.
		flag(recentA, to);
		flag(latest, !to);
		const harness = await activated(event);
		expect(await harness.poll()).toBeNull();
		flag(latest, to);
		expect(changes(await harness.poll())).toEqual([
			[latest, { field, previous: !to, current: to }],
		]);
		await quiet(harness);
		// Back and forth between polls: the other way fires nothing; the next time it turns, once again.
		flag(latest, !to);
		expect(await harness.poll()).toBeNull();
		flag(latest, to);
		later();
		h.sim.addActivity({ conversationId: latest, kind: 'visitor' });
		// Where the desk reopens a resolved conversation on a visitor's message, it is open again: not resolved.
		const undone = field === 'isResolved' && to && h.sim.desk.behaviour().visitorReopens;
		expect(record(latest)[field]).toBe(undone ? !to : to);
		expect(emittedIds(await harness.poll())).toEqual(undone ? [] : [latest]);
		await quiet(harness);
	});
});

it('Human Agent Assigned or Changed: a human agent assigned, then another; unassigning fires nothing', async () => {
	set(openUnassigned, { assignedUserId: null });
	const harness = await activated('humanAgentAssigned');
	set(openUnassigned, { assignedUserId: sam });
	const [item] = (await harness.poll())!;
	expect(item.json).toMatchObject({
		id: openUnassigned,
		change: { field: 'agent.id', previous: null, current: sam },
		humanAgent: { id: sam, name: h.sim.store.users.get(sam)!.name },
		agentId: agent,
	});
	await quiet(harness);
	set(openUnassigned, { assignedUserId: owner });
	expect(changes(await harness.poll())).toEqual([
		[openUnassigned, { field: 'agent.id', previous: sam, current: owner }],
	]);
	set(openUnassigned, { assignedUserId: null });
	await quiet(harness);
});

describe('Human Requested', () => {
	it('a conversation turning to Talk to Human Agent while open, once; a resolved one does not', async () => {
		for (const id of [latest, recentA, recentB])
			set(id, { resolutionStatus: null, isResolved: false });
		set(recentB, { isResolved: true });
		const harness = await activated('humanRequested');
		set(latest, { resolutionStatus: 'TalkToAgent' });
		set(recentB, { resolutionStatus: 'TalkToAgent' });
		h.sim.clearRequests();
		expect(changes(await harness.poll())).toEqual([
			[latest, { field: 'resolutionStatus', previous: null, current: 'TalkToAgent' }],
		]);
		// The agent's list, then its open Talk to Human Agent list down to the same point.
		const queries = requestsTo(h.sim, '/api/v2/conversations').map(({ query }) => query);
		expect(queries[queries.length - 1]).toMatchObject({
			agentId: agent,
			resolutionStatus: 'TalkToAgent',
			status: 'open',
			sort: 'desc',
		});
		await quiet(harness);
		// With a new message at the same time, as a visitor asking for a human makes it.
		later();
		h.sim.addActivity({ conversationId: recentA, kind: 'visitor' });
		set(recentA, { resolutionStatus: 'TalkToAgent' });
		expect(emittedIds(await harness.poll())).toEqual([recentA]);
		await quiet(harness);
	});

	it('Detect By Unassigned Inbox: a conversation newly unassigned', async () => {
		set(openAssigned, { assignedUserId: sam, isResolved: false });
		const harness = await activated('humanRequested', { humanRequestedBy: 'unassigned' });
		set(openAssigned, { assignedUserId: null });
		expect(changes(await harness.poll())).toEqual([
			[openAssigned, { field: 'type', previous: null, current: 'unassigned' }],
		]);
		await quiet(harness);
	});
});

describe('Conversation Entered View', () => {
	it.each<[string, INodeParameters, Partial<ConversationRecord>, Partial<ConversationRecord>]>([
		[
			'an inbox view (open and negative)',
			{ entered: 'viewId', viewId: SEED.views.openNegative },
			{ sentiment: 'NEUTRAL', isResolved: false },
			{ sentiment: 'NEGATIVE' },
		],
		[
			'a sentiment',
			{ entered: 'sentiment', sentiment: 'POSITIVE' },
			{ sentiment: 'NEUTRAL' },
			{ sentiment: 'POSITIVE' },
		],
		['a topic', { entered: 'topic', topic: 'Refunds' }, { topic: null }, { topic: 'Refunds' }],
	])('%s: a conversation newly in it, once', async (_, parameters, before, after) => {
		set(latest, before);
		const harness = await activated('conversationEnteredView', parameters);
		set(latest, after);
		const field = parameters.entered as string;
		expect(changes(await harness.poll())).toEqual([
			[latest, { field, previous: null, current: parameters[field] }],
		]);
		await quiet(harness);
		// Leaving it fires nothing; entering it again fires again.
		set(latest, before);
		expect(await harness.poll()).toBeNull();
		set(latest, after);
		expect(emittedIds(await harness.poll())).toEqual([latest]);
	});
});

it('a conversation created since the last poll counts as changed from a new one: open, no human agent', async () => {
	const resolved = await activated('conversationResolved');
	const assigned = await activated('humanAgentAssigned');
	const [a, b] = newConversations(h.sim, agent, 2);
	set(a, { isResolved: true, assignedUserId: sam });
	expect(emittedIds(await resolved.poll())).toEqual([a]);
	expect(changes(await assigned.poll())).toEqual([
		[a, { field: 'agent.id', previous: null, current: sam }],
	]);
	expect(record(b).isResolved).toBe(false);
	await quiet(resolved);
	await quiet(assigned);
});

it('Simplify off: the conversation as the list gives it, with what changed', async () => {
	set(latest, { isResolved: false });
	const harness = await activated('conversationResolved', { simplify: false });
	set(latest, { isResolved: true });
	const [item] = (await harness.poll())!;
	expect(item.json).toMatchObject({
		id: latest,
		isResolved: true,
		integrationType: record(latest).integrationType,
		contact: expect.objectContaining({ id: record(latest).contactId }),
		change: { field: 'isResolved', previous: false, current: true },
	});
	expect(item.json).not.toHaveProperty('contactName');
});

it('a new Event or filter starts afresh: the first poll after it only records', async () => {
	set(latest, { isResolved: true });
	const harness = await activated('conversationResolved');
	harness.setParameter('event', 'conversationReopened');
	set(latest, { isResolved: false });
	expect(await harness.poll()).toBeNull();
	set(latest, { isResolved: true });
	expect(await harness.poll()).toBeNull();
	set(latest, { isResolved: false });
	expect(emittedIds(await harness.poll())).toEqual([latest]);
});
