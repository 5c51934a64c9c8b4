/**
 * Version 2, Conversation resource, reading and the widget: Get, Get Many, Get Many Inbox Views and Send Typing
 * Indicator, in a real workflow through n8n-core against the simulator's v2 API.
 */
import { SIMPLIFIED_CONVERSATION_KEYS } from '../../e2e/harness/runData';
import { byId, runLiveChatAi } from '../../harness/liveChatAi';
import { SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';

const h = useSimulator();

const v2 = { typeVersion: 2 };
const AGENT = SEED.agents.support;
const conversation = (operation: string, parameters: Record<string, unknown> = {}) => ({
	resource: 'conversation',
	operation,
	...parameters,
});

describe('Conversation > Get', () => {
	const get = (parameters: Record<string, unknown> = {}) =>
		conversation('get', { conversationId: byId(SEED.conversations.latest), ...parameters });

	it('outputs the short form: ids, flags, times and each message as role, content and time', async () => {
		const { items, error } = await runLiveChatAi(h.sim, get(), v2);
		expect(error).toBeUndefined();
		expect(h.sim.requests[0]).toMatchObject({
			method: 'GET',
			path: `/api/v2/conversations/${SEED.conversations.latest}`,
		});
		const stored = h.sim.store.conversations.get(SEED.conversations.latest)!;
		const messages = h.sim.store.messagesOf(stored.id);
		expect(messages.length).toBeGreaterThan(1);
		expect(items).toEqual([
			{
				json: {
					id: stored.id,
					agentId: AGENT,
					contactId: SEED.contacts.alice,
					isResolved: stored.isResolved,
					isStarred: stored.isStarred,
					isMuted: stored.isMuted,
					isAgent: stored.isAgent,
					channel: stored.integrationType,
					humanAgentId: stored.assignedUserId,
					lastMessageDate: stored.lastMessageDate,
					createdAt: stored.createdAt,
					messages: messages.map(({ role, content, createdAt }) => ({ role, content, createdAt })),
				},
				pairedItem: { item: 0 },
			},
		]);
	});

	it('with Simplify off outputs the conversation as sent, without the envelope', async () => {
		const { items } = await runLiveChatAi(h.sim, get({ simplify: false }), v2);
		expect(items[0].json).toMatchObject({
			id: SEED.conversations.latest,
			agent: null,
			updatedAt: expect.any(String),
			messages: expect.arrayContaining([expect.objectContaining({ source: expect.any(Array) })]),
		});
		expect(items[0].json).not.toHaveProperty('status');
	});

	it('refuses an empty Conversation before any request', async () => {
		const { error } = await runLiveChatAi(h.sim, get({ conversationId: byId('={{ "" }}') }), v2);
		expect(error?.message).toBe("'Conversation' is empty [item 0]");
		expect(h.sim.requests).toEqual([]);
	});

	it('with Continue On Fail, pairs the 404 of an unknown conversation with its item', async () => {
		const { items } = await runLiveChatAi(h.sim, get({ conversationId: byId('={{ $json.id }}') }), {
			...v2,
			continueOnFail: true,
			input: [{ id: 'conv_nope' }, { id: SEED.conversations.latest }],
		});
		expect(items[0]).toEqual({
			json: { error: 'Conversation not found', message: expect.stringContaining('HTTP 404') },
			pairedItem: { item: 0 },
		});
		expect(items[1]).toMatchObject({
			json: { id: SEED.conversations.latest },
			pairedItem: { item: 1 },
		});
	});
});

describe('Conversation > Get Many', () => {
	const getMany = (parameters: Record<string, unknown> = {}) =>
		conversation('getMany', { agent: byId(AGENT), ...parameters });

	it('with Return All reads every page of 100, simplified', async () => {
		const { items } = await runLiveChatAi(h.sim, getMany({ returnAll: true }), v2);
		expect(items).toHaveLength(SEED.conversations.total.support);
		expect(h.sim.requests.map((r) => r.query)).toEqual(
			[1, 2, 3].map((page) => ({ agentId: AGENT, page: String(page), perPage: '100' })),
		);
		expect(Object.keys(items[0].json).sort()).toEqual(SIMPLIFIED_CONVERSATION_KEYS);
		expect(items[0].json.id).toBe(SEED.conversations.latest);
		expect(
			items.every((item) => item.pairedItem && (item.pairedItem as { item: number }).item === 0),
		).toBe(true);
	});

	it('with a Limit that ends in the second page sends no request past it', async () => {
		const { items } = await runLiveChatAi(h.sim, getMany({ limit: 150 }), v2);
		expect(items).toHaveLength(150);
		expect(h.sim.requests.map((r) => r.query.page)).toEqual(['1', '2']);
	});

	it('sends the filters as version 1 does, and with Simplify off outputs the records as listed', async () => {
		const filters = {
			status: 'open',
			sentiment: 'NEGATIVE',
			sort: 'asc',
			viewId: SEED.views.openNegative,
		};
		const { items } = await runLiveChatAi(
			h.sim,
			getMany({ limit: 2, filters, simplify: false }),
			v2,
		);
		expect(h.sim.requests[0].query).toEqual({
			agentId: AGENT,
			page: '1',
			perPage: '2',
			status: 'open',
			sentiment: 'NEGATIVE',
			sort: 'asc',
			viewId: SEED.views.openNegative,
		});
		expect(items.length).toBeGreaterThan(0);
		expect(items[0].json).toMatchObject({ isResolved: false, contact: expect.any(Object) });
	});

	it.each([
		[
			'a Limit below 1',
			getMany({ limit: 0 }),
			"'Limit' must be a whole number of at least 1, not 0 [item 0]",
		],
		[
			'a Start Date after the End Date',
			getMany({ filters: { startDate: '2026-11-02T00:00:00Z', endDate: '2026-11-01T00:00:00Z' } }),
			"'Start Date' is after 'End Date' [item 0]",
		],
		['an empty Agent', getMany({ agent: byId('={{ "" }}') }), "'Agent' is empty [item 0]"],
	])('refuses %s before any request', async (_, parameters, message) => {
		const { error } = await runLiveChatAi(h.sim, parameters, v2);
		expect(error?.message).toBe(message);
		expect(h.sim.requests).toEqual([]);
	});
});

describe('Conversation > Get Many Inbox Views', () => {
	const views = (parameters: Record<string, unknown> = {}) =>
		conversation('getManyInboxViews', { agent: byId(AGENT), ...parameters });

	/** Saved views beyond the seed's two of the support agent, so that a list spans pages. */
	function addViews(count: number) {
		for (let i = 1; i <= count; i++) {
			const id = `view_extra_${String(i).padStart(3, '0')}`;
			const createdAt = new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString();
			h.sim.store.views.set(id, {
				id,
				agentId: AGENT,
				name: `View ${i}`,
				filters: { status: 'open' },
				createdAt,
			});
		}
	}

	it('outputs one item per saved view of the agent', async () => {
		const { items } = await runLiveChatAi(h.sim, views({ returnAll: true }), v2);
		expect(h.sim.requests[0]).toMatchObject({
			method: 'GET',
			path: '/api/v2/conversations/views',
			query: { agentId: AGENT, page: '1', perPage: '100' },
		});
		expect(items.map((item) => item.json.id)).toEqual([
			SEED.views.openNegative,
			SEED.views.whatsappUnassigned,
		]);
		expect(items[0].json).toMatchObject({
			name: 'Unhappy and open',
			query: { combinator: 'and', rules: expect.any(Array) },
		});
	});

	it('with Return All reads every page; a Limit ending mid-page sends no request past it', async () => {
		addViews(150);
		const all = await runLiveChatAi(h.sim, views({ returnAll: true }), v2);
		expect(all.items).toHaveLength(152);
		expect(h.sim.requests.map((r) => r.query.page)).toEqual(['1', '2']);
		h.sim.clearRequests();
		const some = await runLiveChatAi(h.sim, views({ limit: 120 }), v2);
		expect(some.items).toHaveLength(120);
		expect(h.sim.requests.map((r) => [r.query.page, r.query.perPage])).toEqual([
			['1', '100'],
			['2', '100'],
		]);
	});

	it('an unknown agent fails with the HTTP status and the service message', async () => {
		const { error } = await runLiveChatAi(h.sim, views({ agent: byId('bot_nope') }), v2);
		expect(error?.message).toBe('Agent not found');
		expect((error as { httpCode?: string }).httpCode).toBe('404');
	});
});

describe('Conversation > Send Typing Indicator', () => {
	const typing = (parameters: Record<string, unknown> = {}) =>
		conversation('sendTypingIndicator', {
			conversationId: byId(SEED.conversations.latest),
			isTyping: true,
			...parameters,
		});

	it('shows the indicator as the human agent given and outputs the state sent', async () => {
		const { items } = await runLiveChatAi(
			h.sim,
			typing({ options: { userId: SEED.humanAgents.second } }),
			v2,
		);
		expect(h.sim.requests[0]).toMatchObject({
			method: 'POST',
			path: `/api/v2/conversations/${SEED.conversations.latest}/typing`,
			body: { isTyping: true, userId: SEED.humanAgents.second },
		});
		expect(h.sim.typingState(SEED.conversations.latest)).toMatchObject({
			visible: true,
			userId: SEED.humanAgents.second,
		});
		expect(items[0]).toEqual({
			json: { status: 'success', conversationId: SEED.conversations.latest, isTyping: true },
			pairedItem: { item: 0 },
		});
	});

	it('hides it, from a conversation picked in the list', async () => {
		const picked = { __rl: true, mode: 'list', value: SEED.conversations.latest };
		await runLiveChatAi(h.sim, typing({ isTyping: true }), v2);
		await runLiveChatAi(h.sim, typing({ conversationId: picked, isTyping: false }), v2);
		expect(h.sim.requests[1].body).toEqual({ isTyping: false });
		expect(h.sim.typingState(SEED.conversations.latest).visible).toBe(false);
	});

	it('refuses an empty Conversation before any request', async () => {
		const { error } = await runLiveChatAi(h.sim, typing({ conversationId: byId('={{ "" }}') }), v2);
		expect(error?.message).toBe("'Conversation' is empty [item 0]");
		expect(h.sim.requests).toEqual([]);
	});
});
