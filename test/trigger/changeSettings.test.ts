/**
 * The change events' settings and what stays as it was: bad settings refused before any request, naming the field;
 * the fields each event shows (1.3 on only); saved 1.0 to 1.3 triggers of the other events unchanged, a 1.3 New
 * Activity trigger going on from the static data stored before these events existed; Fetch Test Event's sample.
 */
import type { INodeParameters, INodePropertyOptions } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';

import { LiveChatAiTrigger } from '../../nodes/LiveChatAi/LiveChatAiTrigger.node';
import { WATCHED } from '../../nodes/LiveChatAi/shared/polling/changeEvents';
import { byId } from '../harness/liveChatAi';
import {
	activatedTrigger,
	emittedIds,
	newConversations,
	TriggerHarness,
} from '../harness/pollTrigger';
import { SEED } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';

const h = useSimulator();

const { support, knowledgeBase } = SEED.agents;
const [olderA, olderB] = SEED.conversations.tiedOlder;
const { description } = new LiveChatAiTrigger();

const OLD_EVENTS = [
	'newActivity',
	'newAiSuggestion',
	'newAgentMessage',
	'newBotMessage',
	'newConversation',
	'newVisitorMessage',
];
const CHANGE_EVENTS = [
	'conversationEnteredView',
	'conversationReopened',
	'conversationResolved',
	'humanAgentAssigned',
	'humanJoined',
	'humanRequested',
];
/** The other events 1.3 added (records.test.ts, visitorWaiting.test.ts). */
const DESK_EVENTS = ['newContact', 'newCsatRating', 'visitorWaiting'];

it.each<[string, INodeParameters, number, string]>([
	[
		'Conversations Watched of 0',
		{ conversationsWatched: 0 },
		1.3,
		"'Conversations Watched' must be a whole number from 1 to 1000, not 0",
	],
	[
		'Conversations Watched of 1,001',
		{ conversationsWatched: 1001 },
		1.3,
		'from 1 to 1000, not 1001',
	],
	[
		'Conversations Watched as words',
		{ conversationsWatched: '={{ "many" }}' },
		1.3,
		"'Conversations Watched' must be a number",
	],
	['an empty View ID', { event: 'conversationEnteredView', viewId: '' }, 1.3, "'View ID' is empty"],
	[
		'an empty Topic',
		{ event: 'conversationEnteredView', entered: 'topic', topic: ' ' },
		1.3,
		"'Topic' is empty",
	],
	[
		'a Sentiment that is none',
		{ event: 'conversationEnteredView', entered: 'sentiment', sentiment: '={{ "ANGRY" }}' },
		1.3,
		"'Sentiment' must be",
	],
	[
		'a Detect By that is none',
		{ event: 'humanRequested', humanRequestedBy: '={{ "anyone" }}' },
		1.3,
		"'Detect By' must be",
	],
	[
		'an inbox view with several agents',
		{
			event: 'conversationEnteredView',
			viewId: SEED.views.openNegative,
			watch: 'agents',
			agentIds: [support],
		},
		1.3,
		"'View ID' needs one agent watched",
	],
	['a change event before 1.3', {}, 1.2, "'Event' must be"],
])('%s fails the activation before any request', async (_, parameters, version, message) => {
	const trigger = { event: 'conversationResolved', ...parameters };
	await expect(activatedTrigger(h.sim, trigger, 'default', version)).rejects.toMatchObject({
		name: 'NodeOperationError',
		message: expect.stringContaining(message),
	});
	expect(h.sim.requests).toEqual([]);
});

describe('the fields', () => {
	/** The parameters a trigger of that version shows for those values. */
	const shown = (typeVersion: number, values: INodeParameters) =>
		Object.keys(
			NodeHelpers.getNodeParameters(
				description.properties,
				values,
				true,
				false,
				{ typeVersion },
				description,
			) ?? {},
		);

	/** The Event values a trigger of that version offers. */
	const offered = (typeVersion: number) =>
		description.properties
			.filter((p) => p.name === 'event')
			.filter((p) => NodeHelpers.displayParameter({}, p, { typeVersion }, description))
			.flatMap((p) => (p.options as INodePropertyOptions[]).map(({ value }) => value))
			.sort();

	it('Conversations Watched: 200 by default, at most 1,000, as the poll reads it', () => {
		const field = description.properties.find((p) => p.name === 'conversationsWatched')!;
		expect([field.default, field.typeOptions?.maxValue]).toEqual([WATCHED.default, WATCHED.max]);
		expect(WATCHED).toEqual({ default: 200, max: 1000 });
	});

	it('1.0 to 1.2 offer the events they had; 1.3 the change events and the others it added beside them', () => {
		for (const version of [1, 1.1, 1.2]) expect(offered(version)).toEqual([...OLD_EVENTS].sort());
		expect(offered(1.3)).toEqual([...OLD_EVENTS, ...CHANGE_EVENTS, ...DESK_EVENTS].sort());
	});

	it('a 1.3 trigger of an event it had shows what it showed', () => {
		const after = ['event', 'filters', 'simplify', 'ownWritesNotice', 'options'];
		expect(shown(1.3, { event: 'newActivity' })).toEqual(['watch', 'chatbot', ...after]);
		expect(shown(1.3, { event: 'newAiSuggestion' })).toEqual(['watch', 'chatbot', 'event']);
	});

	it.each([
		['conversationResolved', []],
		['humanJoined', []],
		['humanRequested', ['humanRequestedBy']],
		['conversationEnteredView', ['entered', 'viewId']],
	])('%s shows its own fields only', (event, own) => {
		expect(shown(1.3, { event })).toEqual([
			'watch',
			'chatbot',
			'event',
			...own,
			'conversationsWatched',
			'simplify',
		]);
	});
});

it('a 1.3 New Activity trigger goes on from the static data stored before the change events: once each', async () => {
	h.sim.clock.advance(1000);
	h.sim.addActivity({ conversationId: olderA, kind: 'visitor' });
	const harness = new TriggerHarness(h.sim, { chatbot: byId(support), event: 'newActivity' }, 1.3);
	Object.assign(harness.state, {
		cursor: {
			query: '{"agentId":"bot_support","event":"newActivity","filterQuery":{}}',
			seen: { at: '2026-11-01T12:00:01.000000000Z', ids: [olderA] },
		},
		revision: 3,
	});
	h.sim.clock.advance(1000);
	h.sim.addActivity({ conversationId: olderB, kind: 'visitor' });
	const [created] = newConversations(h.sim, support);
	expect(emittedIds(await harness.poll())).toEqual([olderB, created]);
	h.sim.clearRequests();
	expect(await harness.poll()).toBeNull();
	expect(h.sim.requests).toHaveLength(1);
});

describe('Fetch Test Event', () => {
	it('the most recently active conversation in the state the event leads to, as if it had just changed', async () => {
		const { latest } = SEED.conversations;
		Object.assign(h.sim.store.conversations.get(latest)!, { isResolved: true });
		const harness = new TriggerHarness(
			h.sim,
			{ chatbot: byId(support), event: 'conversationResolved' },
			1.3,
		);
		const [item] = (await harness.poll({ mode: 'manual' }))!;
		expect(item.json).toMatchObject({
			id: latest,
			agentId: support,
			change: { field: 'isResolved', previous: false, current: true },
		});
		expect(harness.state).toEqual({});
	});

	it.each([
		['conversationReopened', { isResolved: false }, { previous: true, current: false }],
		['humanJoined', { isAgent: true }, { previous: false, current: true }],
		[
			'humanAgentAssigned',
			{ assignedUserId: SEED.users.agent },
			{ field: 'agent.id', previous: null, current: SEED.users.agent },
		],
	])('%s: the sample carries the change that event fires on', async (event, fields, change) => {
		const { latest } = SEED.conversations;
		Object.assign(h.sim.store.conversations.get(latest)!, fields);
		const harness = new TriggerHarness(h.sim, { chatbot: byId(support), event }, 1.3);
		const [item] = (await harness.poll({ mode: 'manual' }))!;
		expect(item.json).toMatchObject({ id: latest, change });
		expect(harness.state).toEqual({});
	});

	it('says so when no conversation is in that state', async () => {
		for (const id of SEED.conversations.knowledgeBase)
			Object.assign(h.sim.store.conversations.get(id)!, { isAgent: false });
		const harness = new TriggerHarness(
			h.sim,
			{ chatbot: byId(knowledgeBase), event: 'humanJoined' },
			1.3,
		);
		await expect(harness.poll({ mode: 'manual' })).rejects.toThrow(
			'No conversation of this agent shows Human Joined yet',
		);
		expect(harness.state).toEqual({});
	});
});
