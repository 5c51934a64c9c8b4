/**
 * A support desk's changes of a conversation's state (state/deskChanges.ts): End, Reply and a visitor's message
 * through the API, the others through `sim.desk`; each read back as a client reads it, through the list's fields
 * and filters, under the default behaviour (the project's decisions, SUPPORT_DESK) and under the other way of each
 * choice the reference leaves open.
 */
import { SUPPORT_DESK } from '../../../nodes/LiveChatAi/shared/serviceDecisions';
import { DEFAULT_DESK_BEHAVIOUR } from '../control/deskBehaviour';
import { MANUAL_CLOCK_START, SEED } from '../index';
import type { Conversation } from '../routes/serialize';
import { useSimulator } from '../testHelpers';

const h = useSimulator();
const agentId = SEED.agents.support;
const { openAssigned, openUnassigned } = SEED.conversations;
const { owner, agent: sam } = SEED.users;
/** The clock a minute after its start, when each test makes its changes (the seed is older). */
const NOW = new Date(Date.parse(MANUAL_CLOCK_START) + 60_000).toISOString();

/** The support agent's conversations the list gives for `filters`, every page. */
async function listed(filters: Record<string, string> = {}): Promise<Conversation[]> {
	const items: Conversation[] = [];
	for (let page = 1; ; page++) {
		const params = { agentId, perPage: 100, page, ...filters };
		const { data } = await h.api.get('/api/v2/conversations', { params });
		items.push(...data.data.conversations);
		if (page >= data.data.meta.totalPages) return items;
	}
}
const ids = async (filters: Record<string, string>) => (await listed(filters)).map((c) => c.id);
const item = async (id: string) => (await listed()).find((c) => c.id === id)!;
const user = (id: string) => {
	const { name, email, avatar } = h.sim.store.users.get(id)!;
	return { id, name, email, avatar };
};
const end = (id: string) => h.api.post(`/api/v2/conversations/${id}/end`, {});
const reply = (id: string, userId?: string) =>
	h.api.post(`/api/v2/conversations/${id}/reply`, { message: 'On it.', userId });
const visit = (conversationId: string) =>
	h.api.post('/api/v2/conversations', { question: 'Still there?', agentId, conversationId });

beforeEach(() => h.sim.clock.set(new Date(NOW)));

it("the simulator's default behaviour is the project's decisions", () => {
	expect(DEFAULT_DESK_BEHAVIOUR).toEqual(SUPPORT_DESK);
});

describe('End', () => {
	it('resolves: listed closed, not open; by default it keeps the agent and moves updatedAt alone', async () => {
		const before = await item(openAssigned);
		expect((await end(openAssigned)).status).toBe(200);
		expect(await item(openAssigned)).toEqual({ ...before, isResolved: true, updatedAt: NOW });
		expect(before).toMatchObject({ isResolved: false, agent: user(sam) });
		expect(await ids({ status: 'close' })).toContain(openAssigned);
		expect(await ids({ status: 'open' })).not.toContain(openAssigned);
	});

	it("endClearsAgent: the agent is gone after, and the conversation is unassigned, the AI's", async () => {
		h.sim.desk.setBehaviour({ endClearsAgent: true });
		await end(openAssigned);
		expect(await item(openAssigned)).toMatchObject({ isResolved: true, agent: null });
		expect(await ids({ type: 'unassigned' })).toContain(openAssigned);
		expect(await ids({ assignedTo: 'ai' })).toContain(openAssigned);
		expect(await ids({ assignedTo: sam })).not.toContain(openAssigned);
	});

	it.each([
		['none', (before: Conversation) => before],
		[
			'lastMessageDate',
			(before: Conversation) => ({ ...before, lastMessageDate: NOW, updatedAt: NOW }),
		],
	] as const)('stateChangeDates %s: the dates it moves', async (dates, expected) => {
		h.sim.desk.setBehaviour({ stateChangeDates: dates });
		const before = await item(openUnassigned);
		await end(openUnassigned);
		// The role dates never move: no message was written.
		expect(await item(openUnassigned)).toEqual({ ...expected(before), isResolved: true });
		// Only a moved lastMessageDate brings it to the top of the list.
		expect((await listed())[0].id === openUnassigned).toBe(dates === 'lastMessageDate');
	});
});

describe("a human's Reply", () => {
	it('joins and, by default, assigns its author where no human is; keeps the one assigned', async () => {
		expect(await item(openUnassigned)).toMatchObject({ isAgent: false, agent: null });
		await reply(openUnassigned);
		expect(await item(openUnassigned)).toMatchObject({ isAgent: true, agent: user(owner) });
		expect(await ids({ type: 'your-inbox' })).toContain(openUnassigned);
		expect(await ids({ assignedTo: owner })).toContain(openUnassigned);
		await reply(openAssigned, owner);
		expect(await item(openAssigned)).toMatchObject({ isAgent: true, agent: user(sam) });
	});

	it.each([
		['always', openAssigned, owner],
		['never', openUnassigned, null],
	] as const)('replyAssigns %s', async (replyAssigns, id, assigned) => {
		h.sim.desk.setBehaviour({ replyAssigns });
		await reply(id, owner);
		expect(await item(id)).toMatchObject({
			isAgent: true,
			agent: assigned === null ? null : user(assigned),
		});
	});

	it.each([
		[false, true],
		[true, false],
	])('replyReopens %s: resolved after it %s', async (replyReopens, resolved) => {
		h.sim.desk.setBehaviour({ replyReopens });
		await end(openAssigned);
		await reply(openAssigned);
		expect(await item(openAssigned)).toMatchObject({
			isResolved: resolved,
			lastAgentMessageDate: NOW,
		});
	});
});

describe("a visitor's message", () => {
	it.each([
		[false, true],
		[true, false],
	])(
		'visitorReopens %s: resolved after it %s (Send Message and the test activity alike)',
		async (visitorReopens, resolved) => {
			h.sim.desk.setBehaviour({ visitorReopens });
			await end(openUnassigned);
			await visit(openUnassigned);
			expect(await item(openUnassigned)).toMatchObject({
				isResolved: resolved,
				lastVisitorMessageDate: NOW,
			});
			await end(openAssigned);
			h.sim.addActivity({ conversationId: openAssigned, kind: 'visitor' });
			expect((await item(openAssigned)).isResolved).toBe(resolved);
		},
	);
});

describe('the visitor asks for a human', () => {
	it('TalkToAgent selects it, a filter only; unassigned lists it until a human is assigned', async () => {
		expect(await ids({ resolutionStatus: 'TalkToAgent' })).not.toContain(openUnassigned);
		const answered = h.sim.desk.requestHuman(openUnassigned);
		expect(answered).not.toHaveProperty('resolutionStatus');
		expect(await ids({ resolutionStatus: 'TalkToAgent' })).toContain(openUnassigned);
		expect(await ids({ resolutionStatus: 'TalkToAgent', type: 'unassigned' })).toContain(
			openUnassigned,
		);
		h.sim.desk.assign(openUnassigned, sam);
		expect(await ids({ type: 'unassigned' })).not.toContain(openUnassigned);
		expect(await ids({ resolutionStatus: 'TalkToAgent', assignedTo: sam })).toContain(
			openUnassigned,
		);
	});

	it('humanRequestDelayMs: it shows once that long has passed on the clock, dated then', async () => {
		h.sim.desk.setBehaviour({ humanRequestDelayMs: 30_000 });
		h.sim.desk.requestHuman(openUnassigned);
		h.sim.clock.advance(29_999);
		expect(await ids({ resolutionStatus: 'TalkToAgent' })).not.toContain(openUnassigned);
		h.sim.clock.advance(1);
		expect(await ids({ resolutionStatus: 'TalkToAgent' })).toContain(openUnassigned);
		const shownAt = new Date(Date.parse(NOW) + 30_000).toISOString();
		expect((await item(openUnassigned)).updatedAt).toBe(shownAt);
	});
});

describe('a human agent assigned, changed, unassigned; a human joining', () => {
	it("the list item's agent and the assignedTo and type filters follow each", async () => {
		h.sim.desk.assign(openUnassigned, sam);
		expect(await item(openUnassigned)).toMatchObject({
			agent: user(sam),
			isAgent: false,
			updatedAt: NOW,
		});
		expect(await ids({ assignedTo: sam })).toContain(openUnassigned);
		expect(await ids({ type: 'your-inbox' })).not.toContain(openUnassigned);
		h.sim.desk.assign(openUnassigned, owner);
		expect((await item(openUnassigned)).agent).toEqual(user(owner));
		expect(await ids({ type: 'your-inbox' })).toContain(openUnassigned);
		h.sim.desk.assign(openUnassigned, null);
		expect((await item(openUnassigned)).agent).toBeNull();
		expect(await ids({ assignedTo: 'ai' })).toContain(openUnassigned);
		h.sim.desk.join(openUnassigned);
		expect((await item(openUnassigned)).isAgent).toBe(true);
	});

	it('resolve and reopen in the dashboard, as End and its undoing', async () => {
		h.sim.desk.resolve(openUnassigned);
		expect(await ids({ status: 'close' })).toContain(openUnassigned);
		expect(h.sim.desk.reopen(openUnassigned)).toMatchObject({ isResolved: false, updatedAt: NOW });
		expect(await ids({ status: 'open' })).toContain(openUnassigned);
	});
});

describe('inbox views, sentiment and topic select by what the list never shows', () => {
	it('a seeded view (open and NEGATIVE) takes a conversation in when its sentiment turns, and out when resolved', async () => {
		const view = { viewId: SEED.views.openNegative };
		h.sim.desk.label(openUnassigned, { sentiment: 'POSITIVE' });
		expect(await ids(view)).not.toContain(openUnassigned);
		const labelled = h.sim.desk.label(openUnassigned, { sentiment: 'NEGATIVE' });
		expect(labelled).not.toHaveProperty('sentiment');
		expect(await ids(view)).toContain(openUnassigned);
		expect(await ids({ sentiment: 'NEGATIVE' })).toContain(openUnassigned);
		await end(openUnassigned);
		expect(await ids(view)).not.toContain(openUnassigned);
	});

	it('a view made with rules on TalkToAgent selects the conversations that ask for a human', async () => {
		const made = h.sim.desk.addView({
			agentId,
			name: 'Waiting for a human',
			filters: { status: 'open', resolutionStatus: 'TalkToAgent', type: 'unassigned' },
		});
		expect(made.query.rules).toContainEqual({
			field: 'resolutionStatus',
			operator: '=',
			value: 'TalkToAgent',
		});
		// In the seed only conversations a human is assigned to asked for one.
		expect(await ids({ viewId: made.id })).toEqual([]);
		h.sim.desk.requestHuman(openUnassigned);
		expect(await ids({ viewId: made.id })).toEqual([openUnassigned]);
		await reply(openUnassigned);
		expect(await ids({ viewId: made.id })).not.toContain(openUnassigned);
	});

	it('a topic selects once the analysis names it, and no more once it is cleared', async () => {
		h.sim.desk.label(openUnassigned, { topic: 'Refund request' });
		expect(await ids({ topic: 'Refund request' })).toEqual([openUnassigned]);
		h.sim.desk.label(openUnassigned, { topic: null });
		expect(await ids({ topic: 'Refund request' })).toEqual([]);
	});
});
