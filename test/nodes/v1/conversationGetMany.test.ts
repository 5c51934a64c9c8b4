/** Version 1, Conversation > Get Many (pagination, Simplify, every filter, errors) in the real engine. */
import type { IDataObject } from 'n8n-workflow';
import { tryToParseDateTime, Workflow } from 'n8n-workflow';

import type { ConversationRecord } from '../../simulator';
import { SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { byId, runLiveChatAi } from '../../harness/liveChatAi';
import { nodeTypes } from '../../harness/registry';

const h = useSimulator();

const support = SEED.agents.support;

const getMany = (parameters: Record<string, unknown> = {}) => ({
	resource: 'conversation',
	operation: 'getMany',
	chatbot: byId(support),
	returnAll: true,
	...parameters,
});

/** The ids the service should list for the support agent, in its order (lastMessageDate, ties by id). */
function expectedIds(
	keep: (conversation: ConversationRecord) => boolean = () => true,
	sort: 'asc' | 'desc' = 'desc',
) {
	const sign = sort === 'asc' ? 1 : -1;
	return [...h.sim.store.conversations.values()]
		.filter((conversation) => conversation.agentId === support && keep(conversation))
		.sort(
			(a, b) =>
				sign * (Date.parse(a.lastMessageDate) - Date.parse(b.lastMessageDate)) ||
				sign * (a.id < b.id ? -1 : 1),
		)
		.map((conversation) => conversation.id);
}

const pages = () => h.sim.requests.map((request) => [request.query.page, request.query.perPage]);
const ids = (items: Array<{ json: IDataObject }>) => items.map((item) => item.json.id);

describe('Conversation > Get Many: pagination', () => {
	it('with Return All reads page after page of 100 and outputs every conversation in order', async () => {
		const { items, error } = await runLiveChatAi(h.sim, getMany());
		expect(error).toBeUndefined();
		expect(h.sim.requests[0]).toMatchObject({
			method: 'GET',
			path: '/api/v2/conversations',
			query: { agentId: support, page: '1', perPage: '100' },
		});
		expect(pages()).toEqual([
			['1', '100'],
			['2', '100'],
			['3', '100'],
		]);
		expect(items).toHaveLength(SEED.conversations.total.support);
		expect(ids(items)).toEqual(expectedIds());
		expect(items.every((item) => (item.pairedItem as { item: number }).item === 0)).toBe(true);
	});

	it('with a Limit below one page sends one request of that page size', async () => {
		const { items } = await runLiveChatAi(h.sim, getMany({ returnAll: false, limit: 30 }));
		expect(pages()).toEqual([['1', '30']]);
		expect(ids(items)).toEqual(expectedIds().slice(0, 30));
	});

	it('with a Limit that ends mid-page stops after the page that holds it', async () => {
		const { items } = await runLiveChatAi(h.sim, getMany({ returnAll: false, limit: 150 }));
		expect(pages()).toEqual([
			['1', '100'],
			['2', '100'],
		]);
		expect(ids(items)).toEqual(expectedIds().slice(0, 150));
	});
});

describe('Conversation > Get Many: Simplify', () => {
	/** The node's first output item (the latest conversation) and the simulator's record of it. */
	async function latestConversation(simplify: boolean | undefined) {
		const { items } = await runLiveChatAi(h.sim, getMany({ returnAll: false, limit: 1, simplify }));
		return {
			json: items[0].json,
			latest: h.sim.store.conversations.get(SEED.conversations.latest)!,
		};
	}

	it('on (the default) outputs the simplified conversation', async () => {
		const { json, latest } = await latestConversation(undefined);
		expect(json).toEqual({
			id: SEED.conversations.latest,
			isResolved: latest.isResolved,
			isStarred: latest.isStarred,
			isMuted: latest.isMuted,
			isAgent: latest.isAgent,
			contactId: SEED.contacts.alice,
			contactName: 'Alice Martin',
			contactEmail: 'alice@example.com',
			channel: latest.integrationType,
			lastMessageDate: latest.lastMessageDate,
		});
	});

	it('off outputs the conversation as the service sent it', async () => {
		const { json, latest } = await latestConversation(false);
		expect(json).toMatchObject({
			id: SEED.conversations.latest,
			integrationType: latest.integrationType,
			lastMessageDate: latest.lastMessageDate,
			lastVisitorMessageDate: latest.lastVisitorMessageDate,
			createdAt: latest.createdAt,
			contact: {
				id: SEED.contacts.alice,
				name: 'Alice Martin',
				distinctId: 'user-1001',
				attributes: { plan: 'pro' },
			},
		});
		expect(json).not.toHaveProperty('channel');
	});
});

describe('Conversation > Get Many: filters', () => {
	const { owner, agent: sam } = SEED.users;
	it.each<[string, IDataObject, IDataObject, (conversation: ConversationRecord) => boolean]>([
		[
			'Type: Unassigned',
			{ type: 'unassigned' },
			{ type: 'unassigned' },
			(c) => c.assignedUserId === null,
		],
		[
			'Type: Your Inbox',
			{ type: 'your-inbox' },
			{ type: 'your-inbox' },
			(c) => c.assignedUserId === owner,
		],
		['Type: All', { type: 'all' }, { type: 'all' }, () => true],
		['Status: Open', { status: 'open' }, { status: 'open' }, (c) => !c.isResolved],
		['Status: Closed', { status: 'close' }, { status: 'close' }, (c) => c.isResolved],
		[
			'Assigned To: AI',
			{ assignedTo: 'ai' },
			{ assignedTo: 'ai' },
			(c) => c.assignedUserId === null,
		],
		[
			'Assigned To: Human Agent',
			{ assignedTo: 'human', humanAgentId: ` ${sam} ` },
			{ assignedTo: sam },
			(c) => c.assignedUserId === sam,
		],
		[
			'Sentiment',
			{ sentiment: 'NEGATIVE' },
			{ sentiment: 'NEGATIVE' },
			(c) => c.sentiment === 'NEGATIVE',
		],
		['Topic', { topic: 'Billing' }, { topic: 'Billing' }, (c) => c.topic === 'Billing'],
		[
			'Channel',
			{ channel: 'WHATSAPP' },
			{ channel: 'WHATSAPP' },
			(c) => c.integrationType === 'WHATSAPP',
		],
		[
			'Resolution Status',
			{ resolutionStatus: 'AIDidNotHelp' },
			{ resolutionStatus: 'AIDidNotHelp' },
			(c) => c.resolutionStatus === 'AIDidNotHelp',
		],
		[
			'View ID (open and negative)',
			{ viewId: SEED.views.openNegative },
			{ viewId: SEED.views.openNegative },
			(c) => !c.isResolved && c.sentiment === 'NEGATIVE',
		],
	])(
		'%s reaches the query and the output holds what it selects',
		async (_name, filters, query, keep) => {
			const { items, error } = await runLiveChatAi(h.sim, getMany({ filters, simplify: false }));
			expect(error).toBeUndefined();
			expect(h.sim.requests[0].query).toEqual({
				agentId: support,
				page: '1',
				perPage: '100',
				...query,
			});
			const expected = expectedIds(keep);
			expect(expected.length).toBeGreaterThan(0);
			expect(ids(items)).toEqual(expected);
		},
	);

	it('Sort: Oldest First sends asc and outputs the oldest conversation first', async () => {
		const { items } = await runLiveChatAi(h.sim, getMany({ filters: { sort: 'asc' } }));
		expect(h.sim.requests[0].query.sort).toBe('asc');
		expect(ids(items)).toEqual(expectedIds(() => true, 'asc'));
		expect(ids(items)[ids(items).length - 1]).toBe(SEED.conversations.latest);
	});

	it('sends every filter at once, under the names the service expects', async () => {
		await runLiveChatAi(
			h.sim,
			getMany({
				returnAll: false,
				limit: 5,
				filters: {
					type: 'unassigned',
					sort: 'asc',
					status: 'open',
					startDate: '2026-10-20T00:00:00Z',
					endDate: '1793500000',
					assignedTo: 'ai',
					sentiment: 'POSITIVE',
					topic: 'Pricing',
					channel: 'INLINECHAT',
					resolutionStatus: 'AIHelped',
					viewId: SEED.views.whatsappUnassigned,
				},
			}),
		);
		expect(h.sim.requests).toHaveLength(1);
		expect(h.sim.requests[0].query).toEqual({
			agentId: support,
			page: '1',
			perPage: '5',
			type: 'unassigned',
			sort: 'asc',
			status: 'open',
			startDate: '2026-10-20T00:00:00.000Z',
			endDate: '1793500000',
			assignedTo: 'ai',
			sentiment: 'POSITIVE',
			topic: 'Pricing',
			channel: 'INLINECHAT',
			resolutionStatus: 'AIHelped',
			viewId: SEED.views.whatsappUnassigned,
		});
	});

	it('leaves empty text filters out of the query', async () => {
		await runLiveChatAi(
			h.sim,
			getMany({ returnAll: false, limit: 1, filters: { topic: '  ', viewId: '' } }),
		);
		expect(h.sim.requests[0].query).toEqual({ agentId: support, page: '1', perPage: '1' });
	});
});

describe('Conversation > Get Many: date filters', () => {
	const inRange = (from: string, to: string) => (c: ConversationRecord) =>
		Date.parse(c.lastMessageDate) >= Date.parse(from) &&
		Date.parse(c.lastMessageDate) <= Date.parse(to);

	it('normalises ISO 8601 strings with a zone to UTC', async () => {
		const { items } = await runLiveChatAi(
			h.sim,
			getMany({
				filters: { startDate: '2026-10-25T00:00:00Z', endDate: '2026-10-28T12:30:00+02:00' },
			}),
		);
		expect(h.sim.requests[0].query).toMatchObject({
			startDate: '2026-10-25T00:00:00.000Z',
			endDate: '2026-10-28T10:30:00.000Z',
		});
		const expected = expectedIds(inRange('2026-10-25T00:00:00Z', '2026-10-28T10:30:00Z'));
		expect(expected.length).toBeGreaterThan(0);
		expect(ids(items)).toEqual(expected);
	});

	it('passes Unix seconds through, given as a number or a string from an expression (fractions dropped)', async () => {
		const { items } = await runLiveChatAi(
			h.sim,
			getMany({ filters: { startDate: '={{ 1792800000.75 }}', endDate: '={{ "1793000000" }}' } }),
		);
		expect(h.sim.requests[0].query).toMatchObject({
			startDate: '1792800000',
			endDate: '1793000000',
		});
		const expected = expectedIds(inRange('2026-10-24T00:00:00.000Z', '2026-10-26T07:33:20.000Z'));
		expect(expected.length).toBeGreaterThan(0);
		expect(ids(items)).toEqual(expected);
	});

	it("reads a date-picker value (no zone) in the workflow's timezone", async () => {
		const timezone = new Workflow({ nodes: [], connections: {}, active: false, nodeTypes })
			.timezone;
		const picked = '2026-10-25T00:00:00';
		const startDate = tryToParseDateTime(picked, timezone).toUTC().toISO();
		await runLiveChatAi(
			h.sim,
			getMany({ returnAll: false, limit: 1, filters: { startDate: picked } }),
		);
		expect(h.sim.requests[0].query.startDate).toBe(startDate);
		if (timezone === 'America/New_York') expect(startDate).toBe('2026-10-25T04:00:00.000Z');
	});

	it('turns a DateTime from an expression into ISO 8601', async () => {
		await runLiveChatAi(
			h.sim,
			getMany({
				returnAll: false,
				limit: 1,
				filters: { endDate: "={{ DateTime.fromISO('2026-10-30T06:00:00+01:00') }}" },
			}),
		);
		expect(h.sim.requests[0].query.endDate).toBe('2026-10-30T05:00:00.000Z');
	});
});

describe('Conversation > Get Many: bad input is refused before any request', () => {
	it.each<[string, Record<string, unknown>, string]>([
		['an empty Chatbot', { chatbot: byId(' ') }, "'Chatbot' is empty [item 0]"],
		[
			'a Limit of 0',
			{ returnAll: false, limit: 0 },
			"'Limit' must be a whole number of at least 1, not 0 [item 0]",
		],
		[
			'a date that is no date',
			{ filters: { startDate: 'next tuesday' } },
			"'Start Date' is not a valid date [item 0]",
		],
		[
			'milliseconds instead of seconds',
			{ filters: { endDate: '={{ 1793000000000 }}' } },
			"'End Date' looks like milliseconds, not Unix seconds [item 0]",
		],
		[
			'a start after the end',
			{ filters: { startDate: '2026-10-28T00:00:00Z', endDate: '1792800000' } },
			"'Start Date' is after 'End Date' [item 0]",
		],
		[
			'a human agent without an ID',
			{ filters: { assignedTo: 'human', humanAgentId: '' } },
			"'Human Agent ID' is empty [item 0]",
		],
	])('%s', async (_name, parameters, message) => {
		const { error } = await runLiveChatAi(h.sim, getMany(parameters));
		expect(error?.message).toBe(message);
		expect(h.sim.requests).toHaveLength(0);
	});
});

describe('Conversation > Get Many: errors', () => {
	it("fails with the service status for an unknown chatbot, in version 1's word, with LiveChatAI's own message", async () => {
		const { error } = await runLiveChatAi(h.sim, getMany({ chatbot: byId('bot_missing') }));
		expect(error?.message).toBe('Chatbot not found');
		expect(error?.description).toBe(
			'LiveChatAI\'s own message: "Agent not found". HTTP 404 (not_found). Check the ID: LiveChatAI does not know it, or it belongs to another account.',
		);
		expect((error as { httpCode?: string }).httpCode).toBe('404');
	});

	it('with Continue On Fail, pairs the error item with its input and goes on', async () => {
		const { items, error } = await runLiveChatAi(
			h.sim,
			getMany({ chatbot: byId('={{ $json.agent }}'), returnAll: false, limit: 2 }),
			{ input: [{ agent: 'bot_missing' }, { agent: support }], continueOnFail: true },
		);
		expect(error).toBeUndefined();
		expect(items).toHaveLength(3);
		expect(items[0]).toMatchObject({
			json: { error: 'Chatbot not found', message: expect.stringContaining('HTTP 404') },
			pairedItem: { item: 0 },
		});
		expect(items.slice(1).map((item) => [item.json.id, item.pairedItem])).toEqual([
			[expectedIds()[0], { item: 1 }],
			[expectedIds()[1], { item: 1 }],
		]);
	});
});
