/**
 * The support desk's control routes (control/desk.ts, in control/api.ts's table): what each answers and changes;
 * new contacts and CSAT scores as their lists show them (order, totals, whole days, paging), in the order the
 * reference leaves open and in the other; the desk behaviour set, checked and undone by reset; the refusals.
 */
import { MANUAL_CLOCK_START, SEED } from '../index';
import { useSimulator } from '../testHelpers';

const h = useSimulator();
const agentId = SEED.agents.support;
const ok = { status: 'success' };

const call = async (route: string, body?: unknown) => {
	const [method, url] = route.split(' ');
	return await h.anon.request({ method, url, data: body });
};
const stored = (id: string) => h.sim.store.conversations.get(id)!;
const contacts = async (params: Record<string, unknown> = {}) =>
	(await h.api.get('/api/v2/contacts', { params: { agentId, ...params } })).data;
/** The CSAT report of the clock's first day (UTC), page by page. */
const csat = async (params: Record<string, unknown> = {}) => {
	const period = { agentId, startDate: '2026-11-01', endDate: '2026-11-01', timezone: 'UTC' };
	return (await h.api.get('/api/v2/analytics/csat', { params: { ...period, ...params } })).data
		.data;
};
const createdDates = (items: Array<{ createdAt: string }>) => items.map((x) => x.createdAt);
const newestFirst = (dates: string[]) => [...dates].sort().reverse();

it("a conversation's changes, each answered as the list shows the conversation", async () => {
	const id = SEED.conversations.openUnassigned;
	const at = `POST /__sim/conversations/${id}`;
	expect((await call(`${at}/request-human`)).data).toMatchObject({ id, agent: null });
	expect(stored(id).resolutionStatus).toBe('TalkToAgent');
	const sam = h.sim.store.users.get(SEED.users.agent)!;
	expect((await call(`${at}/assign`, { userId: sam.id })).data.agent).toEqual({
		id: sam.id,
		name: sam.name,
		email: sam.email,
		avatar: sam.avatar,
	});
	expect((await call(`${at}/join`)).data).toMatchObject({ isAgent: true });
	expect((await call(`${at}/resolve`)).data).toMatchObject({ isResolved: true });
	expect((await call(`${at}/reopen`)).data).toMatchObject({ isResolved: false });
	expect((await call(`${at}/assign`, { userId: null })).data).toMatchObject({ agent: null });
	const labelled = await call(`${at}/labels`, { sentiment: 'NEGATIVE', topic: 'Refund request' });
	expect(labelled.data).not.toHaveProperty('sentiment');
	expect(stored(id)).toMatchObject({ sentiment: 'NEGATIVE', topic: 'Refund request' });
	expect(h.sim.requests).toEqual([]);
});

it('contacts: a new one listed first, with its createdAt, and counted; oldest first or unordered under the form', async () => {
	const before = await contacts();
	const createdAt = '2026-11-01T12:30:00.000Z';
	const body = { agentId, name: 'Dana Reyes', email: 'dana@example.com', createdAt };
	const made = (await call('POST /__sim/contacts', body)).data;
	expect(made).toEqual({
		id: expect.stringMatching(/^ct_/),
		distinctId: null,
		name: 'Dana Reyes',
		email: 'dana@example.com',
		phone: null,
		country: null,
		createdAt,
	});
	const after = await contacts();
	expect(after.totalCount).toBe(before.totalCount + 1);
	expect(after.data[0]).toEqual(made);
	const all = (await contacts({ limit: 100 })).data;
	expect(createdDates(all)).toEqual(newestFirst(createdDates(all)));
	h.sim.setForms({ contactAndScoreOrder: 'oldestFirst' });
	const reversed = (await contacts({ limit: 100 })).data;
	expect(reversed).toEqual([...all].reverse());
	const lastPage = await contacts({ page: after.pages.totalPages });
	expect(lastPage.data[lastPage.data.length - 1]).toEqual(made);
	// In no order of date: every contact once over the pages, the first page sorted neither way.
	h.sim.setForms({ contactAndScoreOrder: 'unordered' });
	const listed: Array<{ id: string; createdAt: string }> = [];
	for (let page = 1; page <= after.pages.totalPages; page += 1)
		listed.push(...(await contacts({ page })).data);
	const stored = [...h.sim.store.contacts.values()].filter((c) => c.agentId === agentId);
	expect(listed.map(({ id }) => id).sort()).toEqual(stored.map(({ id }) => id).sort());
	const first = createdDates((await contacts()).data);
	expect(first).not.toEqual(newestFirst(first));
	expect(first).not.toEqual(newestFirst(first).reverse());
	// Without createdAt, a contact is made at the clock's now.
	const now = (await call('POST /__sim/contacts', { agentId })).data;
	expect(now).toMatchObject({ createdAt: MANUAL_CLOCK_START, name: null });
});

it("CSAT: a new score in its day's report, its fields, newest first, paged by metadata", async () => {
	const before = await csat();
	const alice = h.sim.store.contacts.get(SEED.contacts.alice)!;
	const made = (await call('POST /__sim/csat', { agentId, score: 2, comment: 'Slow answer' })).data;
	// By default, of the agent's latest conversation (alice's), now, after its resolution.
	expect(made).toEqual({
		id: expect.stringMatching(/^csat_/),
		score: 2,
		comment: 'Slow answer',
		email: alice.email,
		name: alice.name,
		triggerReason: 'AFTER_RESOLUTION',
		createdAt: MANUAL_CLOCK_START,
	});
	expect(h.sim.store.csat.get(made.id)?.conversationId).toBe(SEED.conversations.latest);
	const after = await csat();
	expect(after.currentPeriod.totalResponses).toBe(before.currentPeriod.totalResponses + 1);
	expect(after.currentPeriod.scores[0]).toEqual(made);
	// The next day's score is not in this day's report.
	await call('POST /__sim/csat', { agentId, score: 5, createdAt: '2026-11-02T00:00:00Z' });
	expect((await csat()).currentPeriod.totalResponses).toBe(after.currentPeriod.totalResponses);

	for (let minute = 1; minute <= 11; minute++) {
		const createdAt = new Date(Date.parse(MANUAL_CLOCK_START) + minute * 60_000).toISOString();
		await call('POST /__sim/csat', { agentId, score: 4, createdAt });
	}
	const total = after.currentPeriod.totalResponses + 11;
	const pages = Math.ceil(total / 5);
	const second = await csat({ page: 2, pageSize: 5 });
	expect(second.metadata).toEqual({
		totalItemCount: total,
		totalPageCount: pages,
		currentPage: 2,
		prev: 1,
		next: pages > 2 ? 3 : null,
		pageSize: 5,
	});
	const every = (await csat({ pageSize: 100 })).currentPeriod.scores;
	expect(every).toHaveLength(total);
	expect(createdDates(every)).toEqual(newestFirst(createdDates(every)));
	h.sim.setForms({ contactAndScoreOrder: 'oldestFirst' });
	expect((await csat({ pageSize: 100 })).currentPeriod.scores).toEqual([...every].reverse());
});

it('views: a new one listed with its rules, oldest first after the seeded ones', async () => {
	const filters = { sentiment: 'NEGATIVE', resolutionStatus: 'TalkToAgent' };
	const made = (await call('POST /__sim/views', { agentId, name: 'Angry, want a human', filters }))
		.data;
	expect(made).toEqual({
		id: expect.stringMatching(/^view_/),
		name: 'Angry, want a human',
		query: {
			combinator: 'and',
			rules: [
				{ field: 'sentiment', operator: '=', value: 'NEGATIVE' },
				{ field: 'resolutionStatus', operator: '=', value: 'TalkToAgent' },
			],
		},
		createdAt: MANUAL_CLOCK_START,
	});
	const { data } = await h.api.get('/api/v2/conversations/views', { params: { agentId } });
	expect(data.data.views[data.data.views.length - 1]).toEqual(made);
});

it('desk-behaviour: set, answered whole, shown in the state, undone by reset', async () => {
	const answer = await call('POST /__sim/desk-behaviour', {
		replyReopens: true,
		humanRequestDelayMs: 5000,
	});
	const desk = {
		replyReopens: true,
		visitorReopens: false,
		replyAssigns: 'unassigned',
		endClearsAgent: false,
		humanRequestDelayMs: 5000,
		stateChangeDates: 'updatedAt',
	};
	expect(answer.data).toEqual({ ...ok, desk });
	expect((await call('GET /__sim/state')).data.settings.desk).toEqual(desk);
	await call('POST /__sim/reset');
	expect((await call('GET /__sim/state')).data.settings.desk).toMatchObject({
		replyReopens: false,
		humanRequestDelayMs: 0,
	});
});

const conversation = `/__sim/conversations/${SEED.conversations.openUnassigned}`;
it.each([
	['POST /__sim/conversations/conv_nope/resolve', undefined, 404],
	[`POST ${conversation}/assign`, {}, 400],
	[`POST ${conversation}/assign`, { userId: 'usr_nope' }, 404],
	[`POST ${conversation}/assign`, { userId: SEED.users.other }, 404],
	[`POST ${conversation}/labels`, {}, 400],
	[`POST ${conversation}/labels`, { sentiment: 'ANGRY' }, 400],
	[`POST ${conversation}/labels`, { topic: 7 }, 400],
	['POST /__sim/contacts', {}, 400],
	['POST /__sim/contacts', { agentId: 'bot_nope' }, 404],
	['POST /__sim/contacts', { agentId, createdAt: 'soon' }, 400],
	['POST /__sim/csat', { agentId, score: 6 }, 400],
	['POST /__sim/csat', { agentId, score: 3, conversationId: SEED.conversations.salesOfAlice }, 404],
	['POST /__sim/views', { agentId, name: 'X', filters: { mood: 'sad' } }, 400],
	['POST /__sim/views', { agentId, name: 'X', filters: { status: 'closed' } }, 400],
	['POST /__sim/views', { agentId, filters: {} }, 400],
	['POST /__sim/desk-behaviour', { replyAssigns: 'sometimes' }, 400],
	['POST /__sim/desk-behaviour', { humanRequestDelayMs: -1 }, 400],
	['POST /__sim/desk-behaviour', { endClearsAgent: 'yes' }, 400],
	['POST /__sim/desk-behaviour', { reopensOnReply: true }, 400],
	['POST /__sim/forms', { contactAndScoreOrder: 'byName' }, 400],
])('%s %j: refused with %i, nothing changed', async (route, body, status) => {
	const before = JSON.stringify([...h.sim.store.conversations.values()]);
	const res = await call(route, body);
	expect({ status: res.status, body: res.data }).toEqual({
		status,
		body: { status: 'error', message: expect.any(String), code: expect.any(String) },
	});
	expect(JSON.stringify([...h.sim.store.conversations.values()])).toBe(before);
	expect((await call('GET /__sim/state')).data.settings.desk.replyAssigns).toBe('unassigned');
});
