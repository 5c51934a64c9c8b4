/**
 * Version 2, the Show field of Conversation > Get Many and Contact > Get Conversations (the views a support desk
 * works from), in a real workflow through n8n-core against the simulator: each preset sends its documented
 * filters and outputs what they select; the Filters add to it; a filter that asks for something else is refused
 * before any request; a node saved without Show sends what it sent before.
 */
import type { INodeParameters, INodePropertyOptions } from 'n8n-workflow';

import { byId } from '../../harness/liveChatAi';
import { propertiesOf } from '../../harness/operations';
import { SEED } from '../../simulator';
import type { ConversationRecord } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { parametersFor, runV2 } from './v2Operations';

const h = useSimulator();

const support = SEED.agents.support;
const { alice } = SEED.contacts;
const { owner, agent: sam } = SEED.users;

/** The states a support desk tells apart; each conversation of the agent gets one, in turn. */
const STATES = {
	asksForHuman: { isResolved: false, resolutionStatus: 'TalkToAgent', assignedUserId: null },
	aiOnIt: { isResolved: false, resolutionStatus: 'AIHelped', assignedUserId: null },
	resolvedAfterAsking: { isResolved: true, resolutionStatus: 'TalkToAgent', assignedUserId: null },
	ownersOpen: { isResolved: false, resolutionStatus: 'AIDidNotHelp', assignedUserId: owner },
	ownersResolved: { isResolved: true, resolutionStatus: 'AIHelped', assignedUserId: owner },
	samsAsking: { isResolved: false, resolutionStatus: 'TalkToAgent', assignedUserId: sam },
} satisfies Record<string, Partial<ConversationRecord>>;
type State = keyof typeof STATES;

/** Which states each preset selects. */
const SELECTS: Record<string, State[]> = {
	all: Object.keys(STATES) as State[],
	needsHuman: ['asksForHuman', 'samsAsking'],
	unassigned: ['asksForHuman', 'aiOnIt'],
	mine: ['ownersOpen', 'ownersResolved'],
};

let idsIn: Record<State, string[]>;
beforeEach(() => {
	const states = Object.keys(STATES) as State[];
	idsIn = Object.fromEntries(states.map((state) => [state, []])) as unknown as typeof idsIn;
	const ofAgent = [...h.sim.store.conversations.values()].filter((c) => c.agentId === support);
	expect(ofAgent.length).toBeGreaterThanOrEqual(states.length);
	ofAgent.forEach((conversation, index) => {
		const state = states[index % states.length];
		h.sim.store.conversations.set(conversation.id, { ...conversation, ...STATES[state] });
		idsIn[state].push(conversation.id);
	});
});

const getMany = (parameters: INodeParameters = {}) =>
	parametersFor('conversation:getMany', { agent: byId(support), returnAll: true, ...parameters });
const sortedIds = (items: Array<{ json: { id?: unknown } }>) =>
	items.map((item) => String(item.json.id)).sort();
const expectedIds = (preset: string) => SELECTS[preset].flatMap((state) => idsIn[state]).sort();
/** The query of every page request, each compared whole but for its page; the pages 1 to n (read several at once). */
function expectQueries(query: Record<string, string>) {
	const sent = h.sim.requests.map((made) => made.query as Record<string, string>);
	expect(sent.length).toBeGreaterThan(0);
	const withoutPage = (sentQuery: Record<string, string>) =>
		Object.fromEntries(Object.entries(sentQuery).filter(([name]) => name !== 'page'));
	expect(sent.map(withoutPage)).toEqual(sent.map(() => query));
	const pages = sent.map(({ page }) => Number(page)).sort((a, b) => a - b);
	expect(pages).toEqual(sent.map((_, index) => index + 1));
}

describe('the Show field', () => {
	const showOf = (version: number, operation: string) =>
		propertiesOf(version).find(
			(property) =>
				property.name === 'show' && property.displayOptions?.show?.operation?.includes(operation),
		);
	const names = (version: number, operation: string) =>
		(showOf(version, operation)?.options as INodePropertyOptions[]).map((option) => option.name);

	it('offers the presets on the conversation list, All by default; a contact’s list has no inbox presets', () => {
		expect(showOf(2, 'getMany')?.default).toBe('all');
		expect(names(2, 'getMany')).toEqual(['All', 'Mine', 'Needs a Human', 'Unassigned']);
		expect(names(2, 'getConversations')).toEqual(['All', 'Needs a Human']);
		expect(names(2.1, 'getMany')).toEqual(names(2, 'getMany'));
	});

	it('is not in version 1', () => {
		expect(propertiesOf(1).some((property) => property.name === 'show')).toBe(false);
	});
});

describe('Conversation > Get Many with Show', () => {
	it.each<[string, Record<string, string>]>([
		['needsHuman', { status: 'open', resolutionStatus: 'TalkToAgent' }],
		['unassigned', { status: 'open', type: 'unassigned' }],
		['mine', { type: 'your-inbox' }],
		['all', {}],
	])('%s sends %o and outputs the conversations they select', async (show, query) => {
		const { items, error } = await runV2(h.sim, getMany({ show }));
		expect(error).toBeUndefined();
		expectQueries({ agentId: support, perPage: '100', ...query });
		expect(sortedIds(items)).toEqual(expectedIds(show));
		expect(items.length).toBeGreaterThan(0);
	});

	it('without Show (a node saved before it), sends the Filters alone, as before', async () => {
		const { items, error } = await runV2(h.sim, getMany({ filters: { status: 'open' } }));
		expect(error).toBeUndefined();
		expectQueries({ agentId: support, perPage: '100', status: 'open' });
		const open: State[] = ['asksForHuman', 'aiOnIt', 'ownersOpen', 'samsAsking'];
		expect(sortedIds(items)).toEqual(open.flatMap((state) => idsIn[state]).sort());
	});

	it('adds the Filters that agree: Needs a Human, unassigned (Assigned To AI), Status Open again', async () => {
		const filters = { assignedTo: 'ai', status: 'open' };
		const { items, error } = await runV2(h.sim, getMany({ show: 'needsHuman', filters }));
		expect(error).toBeUndefined();
		expectQueries({
			agentId: support,
			perPage: '100',
			status: 'open',
			resolutionStatus: 'TalkToAgent',
			assignedTo: 'ai',
		});
		expect(sortedIds(items)).toEqual([...idsIn.asksForHuman].sort());
	});

	it.each<[string, INodeParameters, string]>([
		[
			'Needs a Human beside Status Closed',
			{ show: 'needsHuman', filters: { status: 'close' } },
			"'Show' Needs a Human asks for Status Open, but Filters > Status is Closed [item 0]",
		],
		[
			'Unassigned beside Type Your Inbox',
			{ show: 'unassigned', filters: { type: 'your-inbox' } },
			"'Show' Unassigned asks for Type Unassigned, but Filters > Type is Your Inbox [item 0]",
		],
		[
			'Unassigned beside a human agent',
			{ show: 'unassigned', filters: { assignedTo: 'human', humanAgentId: sam } },
			"'Show' Unassigned contradicts Filters > Assigned To a human agent [item 0]",
		],
		[
			'Mine beside Assigned To AI',
			{ show: 'mine', filters: { assignedTo: 'ai' } },
			"'Show' Mine contradicts Filters > Assigned To AI (No Human Agent) [item 0]",
		],
		[
			'a preset that does not exist',
			{ show: 'urgent' },
			`'Show' must be All, Mine, Needs a Human or Unassigned, not "urgent" [item 0]`,
		],
	])('refuses %s before any request', async (_, parameters, message) => {
		const { error } = await runV2(h.sim, getMany(parameters));
		expect(error).toMatchObject({ name: 'NodeOperationError', message, context: { itemIndex: 0 } });
		expect(h.sim.requests).toEqual([]);
	});
});

describe('Contact > Get Conversations with Show', () => {
	const ofAlice = (parameters: INodeParameters) =>
		parametersFor('contact:getConversations', { contactId: alice, returnAll: true, ...parameters });

	it('Needs a Human sends its filters to the contact’s list and outputs what they select', async () => {
		// One of Alice's conversations surely asks for a human, one surely does not.
		const hers = [...h.sim.store.conversations.values()].filter((c) => c.contactId === alice);
		expect(hers.length).toBeGreaterThanOrEqual(2);
		h.sim.store.conversations.set(hers[0].id, { ...hers[0], ...STATES.asksForHuman });
		h.sim.store.conversations.set(hers[1].id, { ...hers[1], ...STATES.resolvedAfterAsking });
		const { items, error } = await runV2(h.sim, ofAlice({ show: 'needsHuman' }));
		expect(error).toBeUndefined();
		const paths = new Set(h.sim.requests.map((made) => `${made.method} ${made.path}`));
		expect([...paths]).toEqual([`GET /api/v2/contacts/${alice}/conversations`]);
		expectQueries({ perPage: '100', status: 'open', resolutionStatus: 'TalkToAgent' });
		const asking = [...h.sim.store.conversations.values()].filter(
			(c) => c.contactId === alice && !c.isResolved && c.resolutionStatus === 'TalkToAgent',
		);
		expect(asking.map((c) => c.id)).toContain(hers[0].id);
		expect(sortedIds(items)).toEqual(asking.map((c) => c.id).sort());
	});

	it('refuses an inbox preset (the list has no inbox) before any request', async () => {
		const { error } = await runV2(h.sim, ofAlice({ show: 'mine' }));
		expect(error?.message).toBe(`'Show' must be All or Needs a Human, not "mine" [item 0]`);
		expect(h.sim.requests).toEqual([]);
	});
});
