/**
 * The trigger's events on what the support desk itself writes, made the service's way: a human's Reply and End
 * through the API, and the dashboard's changes without a message (`sim.desk`). Where LiveChatAI's reference is
 * silent (does a Reply reopen or assign, does End unassign, how soon TalkToAgent shows, which dates a change
 * moves) each test reads how the simulator's desk behaves and says what the trigger emits then: `npm test` runs
 * this file under each desk variant too (test/deskSuites.js). Each event fires once on its change, never on a
 * change that is not its own, and New Activity (1.3 on) fires on messages only, whatever dates a change moves.
 * Polls go through n8n-core's real PollContext over HTTP.
 */
import type { INodeExecutionData, INodeParameters } from 'n8n-workflow';

import type { TriggerHarness } from '../harness/pollTrigger';
import { activatedTrigger, conversationAt, emittedIds } from '../harness/pollTrigger';
import { SEED } from '../simulator';
import type { DeskBehaviour } from '../simulator/state/deskChanges';
import type { ConversationRecord } from '../simulator/state/records';
import { useSimulator } from '../simulator/testHelpers';

const h = useSimulator();

const support = SEED.agents.support;
const { latest, openAssigned, openUnassigned } = SEED.conversations;
const { owner, agent: sam } = SEED.users;

const record = (id: string) => h.sim.store.conversations.get(id)!;
const set = (id: string, fields: Partial<ConversationRecord>) => Object.assign(record(id), fields);
const later = () => h.sim.clock.advance(1000);

const activated = async (event: string, parameters: INodeParameters = {}, version = 1.3) =>
	await activatedTrigger(h.sim, { event, ...parameters }, 'default', version);

/** The ids and changes a poll emitted. */
const changes = (items: INodeExecutionData[] | null) =>
	(items ?? []).map(({ json }) => [json.id, json.change]);

/** Polls twice more: nothing is emitted again. */
async function quiet(harness: TriggerHarness) {
	expect(await harness.poll()).toBeNull();
	expect(await harness.poll()).toBeNull();
}

/** A human agent's Reply through the API, as the dashboard or the node sends it. */
async function reply(conversationId: string, userId: string) {
	const body = { message: 'On it, one moment', userId };
	const res = await h.api.post(`/api/v2/conversations/${conversationId}/reply`, body);
	expect(res.status).toBe(200);
}

/** End through the API, by the human agent assigned (the default). */
async function end(conversationId: string) {
	const res = await h.api.post(`/api/v2/conversations/${conversationId}/end`, {});
	expect(res.status).toBe(200);
}

/** The support agent's conversation at `position` of its list (newest activity first). */
const atPosition = (position: number) => conversationAt(h.sim, support, position);

describe("a human's Reply to a resolved conversation no human took part in", () => {
	const joined = { field: 'isAgent', previous: false, current: true };
	const reopened = { field: 'isResolved', previous: true, current: false };
	const assigned = { field: 'agent.id', previous: null, current: sam };
	it.each<[string, (desk: DeskBehaviour) => object[]]>([
		['humanJoined', () => [joined]],
		['conversationReopened', (desk) => (desk.replyReopens ? [reopened] : [])],
		['humanAgentAssigned', (desk) => (desk.replyAssigns === 'never' ? [] : [assigned])],
	])('%s: once where the desk makes that change', async (event, expected) => {
		set(openUnassigned, { isResolved: true, isAgent: false, assignedUserId: null });
		const harness = await activated(event);
		later();
		await reply(openUnassigned, sam);
		const emitted = expected(h.sim.desk.behaviour()).map((change) => [openUnassigned, change]);
		expect(changes(await harness.poll())).toEqual(emitted);
		await quiet(harness);
	});
});

it('another human replying takes the conversation over only where a Reply always assigns', async () => {
	set(openAssigned, { isResolved: false, assignedUserId: owner });
	const harness = await activated('humanAgentAssigned');
	later();
	await reply(openAssigned, sam);
	const takesOver = h.sim.desk.behaviour().replyAssigns === 'always';
	expect(record(openAssigned).assignedUserId).toBe(takesOver ? sam : owner);
	const change = { field: 'agent.id', previous: owner, current: sam };
	expect(changes(await harness.poll())).toEqual(takesOver ? [[openAssigned, change]] : []);
	await quiet(harness);
});

describe('End of an assigned open conversation', () => {
	it.each<[string, INodeParameters, boolean]>([
		['conversationResolved', {}, true],
		// Unassigning fires nothing, whether End clears the human agent or not.
		['humanAgentAssigned', {}, false],
		// Resolved: not in the open unassigned inbox, whoever is assigned.
		['humanRequested', { humanRequestedBy: 'unassigned' }, false],
		// End writes no message, whatever dates it moves.
		['newActivity', {}, false],
	])('%s: fires %s', async (event, parameters, fires) => {
		set(openAssigned, { isResolved: false, assignedUserId: sam });
		const harness = await activated(event, parameters);
		later();
		await end(openAssigned);
		const clears = h.sim.desk.behaviour().endClearsAgent;
		expect(record(openAssigned)).toMatchObject({
			isResolved: true,
			assignedUserId: clears ? null : sam,
		});
		expect(emittedIds(await harness.poll())).toEqual(fires ? [openAssigned] : []);
		await quiet(harness);
	});
});

it('the dashboard’s changes without a message: each event once on its own change, wherever the dates move', async () => {
	// Far down the list: a change that moves lastMessageDate brings it to the top, one that moves none leaves it.
	const id = atPosition(150);
	set(id, { isResolved: false, isAgent: false, assignedUserId: null, sentiment: 'NEUTRAL' });
	const steps: Array<[string, INodeParameters, () => unknown, object]> = [
		['humanJoined', {}, () => h.sim.desk.join(id), { field: 'isAgent', current: true }],
		['humanAgentAssigned', {}, () => h.sim.desk.assign(id, sam), { current: sam }],
		[
			'conversationEnteredView',
			{ entered: 'sentiment', sentiment: 'POSITIVE' },
			() => h.sim.desk.label(id, { sentiment: 'POSITIVE' }),
			{ field: 'sentiment', current: 'POSITIVE' },
		],
		['conversationResolved', {}, () => h.sim.desk.resolve(id), { current: true }],
		['conversationReopened', {}, () => h.sim.desk.reopen(id), { current: false }],
	];
	// New Activity beside them: a change without a message is no activity (1.3 on).
	const activity = await activated('newActivity');
	const triggers: TriggerHarness[] = [];
	for (const [event, parameters] of steps) triggers.push(await activated(event, parameters));
	for (const [index, [, , change, expected]] of steps.entries()) {
		later();
		change();
		for (const [other, trigger] of triggers.entries()) {
			const own = [[id, expect.objectContaining(expected)]];
			expect(changes(await trigger.poll())).toEqual(other === index ? own : []);
		}
		expect(await activity.poll()).toBeNull();
	}
});

it('New Activity (1.3): a change that moves lastMessageDate without a message fires nothing; a message does', async () => {
	h.sim.desk.setBehaviour({ stateChangeDates: 'lastMessageDate' });
	set(latest, { isResolved: false });
	const saved = await activated('newActivity', {}, 1.1);
	const harness = await activated('newActivity');
	later();
	await end(latest);
	expect(await harness.poll()).toBeNull();
	// A trigger saved before 1.3 fires on it, as it always did.
	expect(emittedIds(await saved.poll())).toEqual([latest]);
	later();
	h.sim.addActivity({ conversationId: latest, kind: 'visitor' });
	expect(emittedIds(await harness.poll())).toEqual([latest]);
	await quiet(harness);
});

it('Human Requested: once TalkToAgent shows, as long after the request as the desk takes', async () => {
	set(latest, { resolutionStatus: null, isResolved: false });
	const harness = await activated('humanRequested');
	later();
	h.sim.desk.requestHuman(latest);
	const { humanRequestDelayMs } = h.sim.desk.behaviour();
	const requested = [
		[latest, { field: 'resolutionStatus', previous: null, current: 'TalkToAgent' }],
	];
	// Not yet shown while the delay runs (none by default: at once).
	expect(changes(await harness.poll())).toEqual(humanRequestDelayMs > 0 ? [] : requested);
	h.sim.clock.advance(humanRequestDelayMs);
	expect(changes(await harness.poll())).toEqual(humanRequestDelayMs > 0 ? requested : []);
	await quiet(harness);
});
