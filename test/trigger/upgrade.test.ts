/**
 * Upgrading from release 0.1.0 (commit 1b1b13f): an activated version-1 trigger carries on from the static data
 * 0.1.0 stored, `{ cursor: { query, seen, backlog? } }` (query: JSON of agent, event and filters; instants: UTC
 * with nine fractional digits). After the upgrade, the first poll emits exactly the activity since 0.1.0's last
 * poll, once: it neither starts afresh (emitting nothing) nor emits again what 0.1.0 emitted.
 *
 * Each STATE below is written literally as 0.1.0 stored it: it was obtained by running 0.1.0's trigger
 * (`git show 1b1b13f:nodes/LiveChatAi/LiveChatAiTrigger.node.ts` and its trigger/ folder) through n8n-core's
 * PollContext against this simulator, with the very activity each test replays before setting it; what each
 * test expects the current trigger to emit is what 0.1.0's own next poll emitted (plus the fields added since).
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { byId } from '../harness/liveChatAi';
import { emittedIds, newConversations, TriggerHarness } from '../harness/pollTrigger';
import { SEED } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';

const h = useSimulator();

const agent = SEED.agents.support;
const [olderA, olderB] = SEED.conversations.tiedOlder;
const [recentA, recentB] = SEED.conversations.tiedRecent;

/** 0.1.0's static data for New Activity without filters, seen up to `seen`. */
const newActivityState = (seen: IDataObject, backlog?: IDataObject): IDataObject => ({
	cursor: {
		query: '{"agentId":"bot_support","event":"newActivity","filterQuery":{}}',
		seen,
		...(backlog ? { backlog } : {}),
	},
});

/** A typeVersion 1 trigger (0.1.0's only version) whose workflow holds 0.1.0's static data. */
function upgradedTrigger(parameters: INodeParameters, state: IDataObject): TriggerHarness {
	const harness = new TriggerHarness(h.sim, { chatbot: byId(agent), ...parameters }, 1);
	Object.assign(harness.state, structuredClone(state));
	return harness;
}

const later = () => h.sim.clock.advance(1000);
const message = (conversationId: string, kind: 'visitor' | 'bot' = 'visitor', at?: Date) =>
	h.sim.addActivity({ conversationId, kind, at });

/** Polls once more: nothing new is left. */
async function expectQuiet(harness: TriggerHarness) {
	h.sim.clearRequests();
	expect(await harness.poll()).toBeNull();
	expect(h.sim.requests).toHaveLength(1);
}

it('Options > Simplify on (the default): the activity after the message 0.1.0 emitted, once, simplified', async () => {
	later();
	message(olderA); // 0.1.0 polled after this message and emitted it
	const harness = upgradedTrigger(
		{ event: 'newActivity' },
		newActivityState({ at: '2026-11-01T12:00:01.000000000Z', ids: [olderA] }),
	);
	later();
	message(olderB);
	const [created] = newConversations(h.sim, agent);

	const items = await harness.poll();
	expect(emittedIds(items)).toEqual([olderB, created]);
	// What 0.1.0 emitted for it, with contactId beside the contact's name and e-mail since.
	expect(items![0].json).toEqual({
		id: olderB,
		isResolved: false,
		isStarred: false,
		isMuted: false,
		isAgent: true,
		contactId: h.sim.store.conversations.get(olderB)!.contactId,
		contactName: null,
		contactEmail: null,
		channel: 'WHATSAPP',
		lastMessageDate: '2026-11-01T12:00:02.000Z',
	});
	await expectQuiet(harness);
});

it('Options > Simplify off, New Visitor Message, Filters > Status: Open: the new visitor message only, in full', async () => {
	const harness = upgradedTrigger(
		{ event: 'newVisitorMessage', filters: { status: 'open' }, options: { simplify: false } },
		{
			cursor: {
				query:
					'{"agentId":"bot_support","event":"newVisitorMessage","filterQuery":{"status":"open"}}',
				seen: { at: '2026-11-01T09:09:37.132000000Z', ids: [recentA] },
			},
		},
	);
	later();
	message(recentB, 'bot'); // a bot answer: no visitor message event
	later();
	message(recentA);

	const items = await harness.poll();
	expect(emittedIds(items)).toEqual([recentA]);
	expect(items![0].json).toMatchObject({
		id: recentA,
		contact: expect.objectContaining({ id: expect.any(String) }),
		lastVisitorMessageDate: '2026-11-01T12:00:02.000Z',
	});
	expect(h.sim.requests[0].query).toMatchObject({ agentId: agent, status: 'open', sort: 'desc' });
	await expectQuiet(harness);
});

it('a message at the very instant 0.1.0 saw last is new for another conversation, not for the one it counted', async () => {
	const latest = h.sim.store.conversations.get(SEED.conversations.latest)!;
	const harness = upgradedTrigger(
		{ event: 'newActivity' },
		newActivityState({ at: '2026-11-01T11:34:56.610000000Z', ids: [SEED.conversations.latest] }),
	);
	expect(latest.lastMessageDate).toBe('2026-11-01T11:34:56.610Z');
	message(olderA, 'visitor', new Date(latest.lastMessageDate));

	expect(emittedIds(await harness.poll())).toEqual([olderA]);
	await expectQuiet(harness);
});

it('a backlog 0.1.0 left (its poll budget ran out): the unread rest and the new activity, none of what it emitted', async () => {
	const created = newConversations(h.sim, agent, 150);
	// 0.1.0 emitted the newest 100 of these, then stopped, leaving the older 50 for its next poll.
	expect([created[50], created[149]]).toEqual(['conv_000152', 'conv_000449']);
	const harness = upgradedTrigger(
		{ event: 'newActivity' },
		newActivityState(
			{ at: '2026-11-01T12:02:30.000000000Z', ids: ['conv_000449'] },
			{
				floor: { at: '2026-11-01T11:34:56.610000000Z', ids: [SEED.conversations.latest] },
				ceiling: { at: '2026-11-01T12:00:51.000000000Z', ids: ['conv_000152'] },
			},
		),
	);
	later();
	message(olderA);

	expect(emittedIds(await harness.poll())).toEqual([...created.slice(0, 50), olderA]);
	expect(harness.cursor).not.toHaveProperty('backlog');
	await expectQuiet(harness);
});
