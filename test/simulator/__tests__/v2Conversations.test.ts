import type { ConversationRecord } from '../types';
import { SEED, type Conversation } from '../index';
import { useSimulator } from '../testHelpers';

const agentId = SEED.agents.support;
const DOCUMENTED_FIELDS = [
	'id',
	'isResolved',
	'isStarred',
	'isMuted',
	'isAgent',
	'integrationType',
	'contact',
	'agent',
	'lastMessageDate',
	'lastVisitorMessageDate',
	'lastBotMessageDate',
	'lastAgentMessageDate',
	'createdAt',
	'updatedAt',
].sort();

describe('GET /api/v2/conversations', () => {
	const h = useSimulator();
	const list = (params: Record<string, unknown>) =>
		h.api.get('/api/v2/conversations', { params: { agentId, ...params } });

	/** Every id over all pages (perPage 100). */
	async function allIds(params: Record<string, unknown>): Promise<string[]> {
		const ids: string[] = [];
		for (let page = 1; ; page++) {
			const res = await list({ ...params, page, perPage: 100 });
			expect(res.status).toBe(200);
			ids.push(...res.data.data.conversations.map((c: Conversation) => c.id));
			if (page >= res.data.data.meta.totalPages) return ids;
		}
	}
	/** Expected ids, from the store, newest first (ties by id desc). */
	function expected(pred: (c: ConversationRecord) => boolean): string[] {
		return [...h.sim.store.conversations.values()]
			.filter((c) => c.agentId === agentId && pred(c))
			.sort(
				(a, b) =>
					Date.parse(b.lastMessageDate) - Date.parse(a.lastMessageDate) || (a.id < b.id ? 1 : -1),
			)
			.map((c) => c.id);
	}

	it('defaults: page 1, perPage 20, newest first, documented fields', async () => {
		const res = await list({});
		expect(res.status).toBe(200);
		expect(res.data.status).toBe('success');
		expect(res.data.data.meta).toEqual({ total: 241, perPage: 20, currentPage: 1, totalPages: 13 });
		const convs: Conversation[] = res.data.data.conversations;
		expect(convs).toHaveLength(20);
		expect(convs.map((c) => c.id)).toEqual(expected(() => true).slice(0, 20));
		expect(convs[0].id).toBe(SEED.conversations.latest);
		for (const c of convs) expect(Object.keys(c).sort()).toEqual(DOCUMENTED_FIELDS);
		expect(Object.keys(convs[0].contact!).sort()).toEqual([
			'attributes',
			'distinctId',
			'email',
			'id',
			'name',
			'phone',
		]);
		expect(convs[0].contact).toMatchObject({
			id: SEED.contacts.alice,
			distinctId: 'user-1001',
			attributes: { plan: 'pro', company: 'Acme Corp' },
		});
		const assigned = convs.find((c) => c.agent !== null);
		expect(Object.keys(assigned!.agent!).sort()).toEqual(['avatar', 'email', 'id', 'name']);
		expect(assigned!.agent!.avatar).toMatch(/^https:\/\//);
	});

	it('ties are ordered by id, the same way in every request', async () => {
		const ids = (await list({ perPage: 10 })).data.data.conversations.map(
			(c: Conversation) => c.id,
		);
		expect(ids.slice(2, 5)).toEqual(['conv_0298', 'conv_0297', 'conv_0296']);
		const asc = (
			await list({
				sort: 'asc',
				startDate: h.sim.store.conversations.get('conv_0296')!.lastMessageDate,
			})
		).data.data.conversations.map((c: Conversation) => c.id);
		expect(asc.slice(0, 3)).toEqual(['conv_0296', 'conv_0297', 'conv_0298']);
	});

	it('pages cover the whole list once, in order, asc and desc', async () => {
		const desc = await allIds({});
		expect(desc).toEqual(expected(() => true));
		const asc = await allIds({ sort: 'asc' });
		expect(asc).toEqual([...desc].reverse());
		const small: string[] = [];
		for (let page = 1; page <= 25; page++)
			small.push(
				...(await list({ page, perPage: 10 })).data.data.conversations.map(
					(c: Conversation) => c.id,
				),
			);
		expect(small).toEqual(desc);
	});

	it('meta for the last page and beyond it', async () => {
		const last = await list({ page: 3, perPage: 100 });
		expect(last.data.data.conversations).toHaveLength(41);
		expect(last.data.data.meta).toEqual({
			total: 241,
			perPage: 100,
			currentPage: 3,
			totalPages: 3,
		});
		const beyond = await list({ page: 9, perPage: 100 });
		expect(beyond.data.data.conversations).toEqual([]);
		expect(beyond.data.data.meta.currentPage).toBe(9);
	});

	it.each<[string, Record<string, string>, (c: ConversationRecord) => boolean]>([
		['type=unassigned', { type: 'unassigned' }, (c) => c.assignedUserId === null],
		['type=your-inbox', { type: 'your-inbox' }, (c) => c.assignedUserId === SEED.users.owner],
		['type=all', { type: 'all' }, () => true],
		['status=open', { status: 'open' }, (c) => !c.isResolved],
		['status=close', { status: 'close' }, (c) => c.isResolved],
		['assignedTo=ai', { assignedTo: 'ai' }, (c) => c.assignedUserId === null],
		[
			'assignedTo=<second agent>',
			{ assignedTo: SEED.humanAgents.second },
			(c) => c.assignedUserId === SEED.humanAgents.second,
		],
		['sentiment=NEGATIVE', { sentiment: 'NEGATIVE' }, (c) => c.sentiment === 'NEGATIVE'],
		['sentiment=UNSPECIFIED', { sentiment: 'UNSPECIFIED' }, (c) => c.sentiment === 'UNSPECIFIED'],
		['topic=Billing', { topic: 'Billing' }, (c) => c.topic === 'Billing'],
		['channel=WHATSAPP', { channel: 'WHATSAPP' }, (c) => c.integrationType === 'WHATSAPP'],
		['channel=ONBOARDING', { channel: 'ONBOARDING' }, (c) => c.integrationType === 'ONBOARDING'],
		[
			'resolutionStatus=TalkToAgent',
			{ resolutionStatus: 'TalkToAgent' },
			(c) => c.resolutionStatus === 'TalkToAgent',
		],
		[
			'resolutionStatus=AIDidNotHelp',
			{ resolutionStatus: 'AIDidNotHelp' },
			(c) => c.resolutionStatus === 'AIDidNotHelp',
		],
		[
			'combined',
			{ status: 'open', channel: 'INLINECHAT', sentiment: 'POSITIVE' },
			(c) => !c.isResolved && c.integrationType === 'INLINECHAT' && c.sentiment === 'POSITIVE',
		],
		[
			'viewId openNegative',
			{ viewId: SEED.views.openNegative },
			(c) => !c.isResolved && c.sentiment === 'NEGATIVE',
		],
		[
			'viewId whatsappUnassigned',
			{ viewId: SEED.views.whatsappUnassigned },
			(c) => c.integrationType === 'WHATSAPP' && c.assignedUserId === null,
		],
		[
			'viewId + another filter',
			{ viewId: SEED.views.openNegative, channel: 'INLINECHAT' },
			(c) => !c.isResolved && c.sentiment === 'NEGATIVE' && c.integrationType === 'INLINECHAT',
		],
	])('filter %s', async (_label, params, pred) => {
		const want = expected(pred);
		expect(want.length).toBeGreaterThan(0);
		const got = await allIds(params);
		expect(got).toEqual(want);
		expect((await list(params)).data.data.meta.total).toBe(want.length);
	});

	it('unassigned + your-inbox + assigned owner are consistent', async () => {
		const owner = await allIds({ assignedTo: SEED.humanAgents.owner });
		expect(await allIds({ type: 'your-inbox' })).toEqual(owner);
		const unassigned = await allIds({ type: 'unassigned' });
		const second = await allIds({ assignedTo: SEED.humanAgents.second });
		expect(owner.length + unassigned.length + second.length).toBe(241);
	});

	it('startDate / endDate: Unix seconds or ISO 8601, inclusive on lastMessageDate', async () => {
		const tied = h.sim.store.conversations.get('conv_0296')!.lastMessageDate;
		const tiedMs = Date.parse(tied);
		expect(await allIds({ startDate: tied, endDate: tied })).toEqual([
			'conv_0298',
			'conv_0297',
			'conv_0296',
		]);
		const from = '2026-10-25T00:00:00.000Z';
		const to = '2026-10-28T12:00:00Z';
		const want = expected(
			(c) =>
				Date.parse(c.lastMessageDate) >= Date.parse(from) &&
				Date.parse(c.lastMessageDate) <= Date.parse(to),
		);
		expect(await allIds({ startDate: from, endDate: to })).toEqual(want);
		expect(
			await allIds({
				startDate: String(Date.parse(from) / 1000),
				endDate: String(Date.parse(to) / 1000),
			}),
		).toEqual(want);
		expect(await allIds({ startDate: '2026-10-25', endDate: '2026-10-28T12:00:00' })).toEqual(want);
		expect(await allIds({ startDate: '2026-10-25T02:00:00+02:00', endDate: to })).toEqual(want);
		const after = await allIds({ startDate: String(Math.floor(tiedMs / 1000) + 1) });
		expect(after).not.toContain('conv_0296');
	});

	it.each([
		[{ page: 0 }, 'page must be an integer greater than or equal to 1'],
		[{ page: 'two' }, 'page must be an integer greater than or equal to 1'],
		[{ page: 1.5 }, 'page must be an integer greater than or equal to 1'],
		[{ perPage: 0 }, 'perPage must be an integer between 1 and 100'],
		[{ perPage: 101 }, 'perPage must be an integer between 1 and 100'],
		[{ perPage: 'x' }, 'perPage must be an integer between 1 and 100'],
		[{ type: 'mine' }, 'type must be one of unassigned, your-inbox, all'],
		[{ sort: 'DESC' }, 'sort must be one of asc, desc'],
		[{ status: 'closed' }, 'status must be one of open, close'],
		[
			{ sentiment: 'positive' },
			'sentiment must be one of POSITIVE, NEGATIVE, NEUTRAL, UNSPECIFIED',
		],
		[
			{ channel: 'EMAIL' },
			'channel must be one of WHATSAPP, SLACK, MESSENGER, FULLPAGE, INLINECHAT, PREVIEW, ONBOARDING',
		],
		[
			{ resolutionStatus: 'Helped' },
			'resolutionStatus must be one of AIHelped, AIDidNotHelp, TalkToAgent',
		],
		[
			{ startDate: 'yesterday' },
			'startDate must be a Unix timestamp in seconds or an ISO 8601 date',
		],
		[{ endDate: '2026-13-45' }, 'endDate must be a Unix timestamp in seconds or an ISO 8601 date'],
		[{ endDate: '2026-02-30' }, 'endDate must be a Unix timestamp in seconds or an ISO 8601 date'],
		[
			{ startDate: '2026-10-01T25:00:00Z' },
			'startDate must be a Unix timestamp in seconds or an ISO 8601 date',
		],
		[{ startDate: '2026-10-20', endDate: '2026-10-10' }, 'startDate must not be after endDate'],
	])('400 for %j', async (params, message) => {
		const res = await list(params);
		expect(res.status).toBe(400);
		expect(res.data).toEqual({ status: 'error', message, code: 'validation_error' });
	});

	it('agentId is required; unknown or foreign agent and unknown view are 404', async () => {
		const none = await h.api.get('/api/v2/conversations');
		expect(none.status).toBe(400);
		expect(none.data.message).toBe('agentId is required');
		const unknown = await list({ agentId: 'bot_nope' });
		expect(unknown.status).toBe(404);
		expect(unknown.data).toEqual({
			status: 'error',
			message: 'Agent not found',
			code: 'not_found',
		});
		expect((await list({ agentId: SEED.agents.other })).status).toBe(404);
		const view = await list({ viewId: 'view_nope' });
		expect(view.status).toBe(404);
		expect(view.data.message).toBe('View not found');
		expect((await list({ viewId: SEED.views.salesResolved })).status).toBe(404);
		expect(
			(await list({ agentId: SEED.agents.sales, viewId: SEED.views.salesResolved })).status,
		).toBe(200);
	});

	it('the other key lists its own agent', async () => {
		const res = await h.other.get('/api/v2/conversations', {
			params: { agentId: SEED.agents.other },
		});
		expect(res.data.data.meta.total).toBe(4);
	});

	it('a conversation that gets activity between page reads moves in the order', async () => {
		const page1 = (await list({ perPage: 10 })).data.data.conversations.map(
			(c: Conversation) => c.id,
		);
		const mover = (await list({ page: 2, perPage: 10 })).data.data.conversations[5].id;
		h.sim.clock.advance(60_000);
		const moved = h.sim.addActivity({ conversationId: mover, kind: 'visitor' });
		expect(moved.lastMessageDate).toBe('2026-11-01T12:01:00.000Z');
		expect(moved.lastVisitorMessageDate).toBe('2026-11-01T12:01:00.000Z');
		expect(moved.updatedAt).toBe('2026-11-01T12:01:00.000Z');
		const page2 = (await list({ page: 2, perPage: 10 })).data.data.conversations.map(
			(c: Conversation) => c.id,
		);
		expect(page2).not.toContain(mover);
		expect(page2[0]).toBe(page1[9]);
		const first = (await list({ perPage: 10 })).data.data.conversations[0].id;
		expect(first).toBe(mover);
	});

	it('addActivity without conversationId creates a new conversation on top', async () => {
		const at = new Date('2026-11-01T12:30:00.000Z');
		const created = h.sim.addActivity({ agentId, kind: 'bot', at });
		expect(created).toMatchObject({
			lastMessageDate: at.toISOString(),
			createdAt: at.toISOString(),
			lastBotMessageDate: at.toISOString(),
			lastVisitorMessageDate: null,
			isResolved: false,
		});
		const res = await list({});
		expect(res.data.data.meta.total).toBe(242);
		expect(res.data.data.conversations[0].id).toBe(created.id);
		expect(() => h.sim.addActivity({ conversationId: 'conv_nope', kind: 'bot' })).toThrow(
			'Conversation not found',
		);
		expect(() => h.sim.addActivity({ kind: 'bot' })).toThrow(
			'conversationId or agentId is required',
		);
	});
});
