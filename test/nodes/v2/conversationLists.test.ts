/**
 * Version 2, the documented filters of two conversation lists, in a real workflow through n8n-core against the
 * simulator: Contact > Get Conversations takes the conversations list's filters (all but the inbox Type), and
 * Conversation > Get Many Inbox Views searches the views by name. (Their pages: lists.test.ts.)
 */
import type { INodeProperties } from 'n8n-workflow';

import { byId } from '../../harness/liveChatAi';
import { propertiesOf } from '../../harness/operations';
import { SEED } from '../../simulator';
import type { ConversationRecord } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { eachExchange, parametersFor } from './v2Operations';

const h = useSimulator();

const { alice } = SEED.contacts;
const support = SEED.agents.support;
const secondsOf = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/**
 * Alice's conversations made to differ in one filter each (the oldest in its date) from the two that pass them
 * all (open, Inline Chat, handled by the AI, Negative): only those two may come out. Returns the two, oldest
 * first, and the date range from the second oldest to the newest.
 */
function shapeAlicesConversations() {
	const all = [...h.sim.store.conversations.values()]
		.filter((c) => c.contactId === alice)
		.sort((a, b) => Date.parse(a.lastMessageDate) - Date.parse(b.lastMessageDate));
	expect(all.length).toBeGreaterThanOrEqual(5);
	const passing: Partial<ConversationRecord> = {
		isResolved: false,
		integrationType: 'INLINECHAT',
		assignedUserId: null,
		sentiment: 'NEGATIVE',
	};
	const misses: Array<Partial<ConversationRecord>> = [
		{ isResolved: true },
		{ integrationType: 'WHATSAPP' },
		{ assignedUserId: SEED.users.agent },
		{ sentiment: 'POSITIVE' },
	];
	all.forEach((conversation, index) => {
		const passes = index <= 1 || index === all.length - 1;
		const miss = passes ? {} : misses[index % misses.length];
		h.sim.store.conversations.set(conversation.id, { ...conversation, ...passing, ...miss });
	});
	return {
		expected: [all[1].id, all[all.length - 1].id],
		/** The oldest passes every filter but the dates. */
		oldest: all[0].id,
		startDate: all[1].lastMessageDate,
		endDate: String(secondsOf(all[all.length - 1].lastMessageDate) + 1),
	};
}

let alices: ReturnType<typeof shapeAlicesConversations>;
beforeEach(() => {
	alices = shapeAlicesConversations();
});

describe('Contact > Get Conversations', () => {
	it('offers the conversation filters but the inbox Type', () => {
		const filters = propertiesOf(2).find(
			(property) =>
				property.name === 'filters' &&
				property.displayOptions?.show?.operation?.includes('getConversations'),
		);
		const names = (filters?.options as INodeProperties[]).map((option) => option.name);
		expect(names.sort()).toEqual(
			[
				'assignedTo',
				'channel',
				'endDate',
				'humanAgentId',
				'resolutionStatus',
				'sentiment',
				'sort',
				'startDate',
				'status',
				'topic',
				'viewId',
			].sort(),
		);
	});
});

eachExchange({ h, prefix: 'Contact > Get Conversations ' }, [
	{
		name: 'sends the filters under their documented names (dates as given) and outputs what they select, in order',
		parameters: parametersFor('contact:getConversations', {
			contactId: alice,
			returnAll: true,
			simplify: false,
			filters: {
				sort: 'asc',
				status: 'open',
				channel: 'INLINECHAT',
				assignedTo: 'ai',
				sentiment: 'NEGATIVE',
				// Given as ISO 8601 and as Unix seconds: the list takes both.
				startDate: '={{ $json.startDate }}',
				endDate: '={{ $json.endDate }}',
			},
		}),
		get options() {
			return { input: [{ startDate: alices.startDate, endDate: alices.endDate }] };
		},
		request: `GET /api/v2/contacts/${alice}/conversations`,
		get query() {
			return {
				page: '1',
				perPage: '100',
				sort: 'asc',
				status: 'open',
				channel: 'INLINECHAT',
				assignedTo: 'ai',
				sentiment: 'NEGATIVE',
				startDate: alices.startDate,
				endDate: alices.endDate,
			};
		},
		output: () => alices.expected.map((id) => expect.objectContaining({ id })),
	},
	{
		name: "with a saved inbox view, sends its ID and outputs what the view's filters select too",
		parameters: parametersFor('contact:getConversations', {
			contactId: alice,
			returnAll: true,
			filters: { viewId: SEED.views.openNegative, channel: 'INLINECHAT', assignedTo: 'ai' },
		}),
		request: `GET /api/v2/contacts/${alice}/conversations`,
		query: {
			page: '1',
			perPage: '100',
			viewId: SEED.views.openNegative,
			channel: 'INLINECHAT',
			assignedTo: 'ai',
		},
		// Newest first, the list's default order.
		output: () =>
			[alices.oldest, ...alices.expected].reverse().map((id) => expect.objectContaining({ id })),
	},
]);

eachExchange({ h, prefix: 'Conversation > Get Many Inbox Views ' }, [
	{
		name: 'sends Filters > Name as the search, beside Additional Query Parameters (the node wins a clash), and outputs the views it finds',
		parameters: parametersFor('conversation:getManyInboxViews', {
			agent: byId(support),
			returnAll: true,
			filters: { name: 'whatsapp' },
			additionalQueryParameters: {
				parameter: [
					{ name: 'search', value: 'unhappy' },
					{ name: 'locale', value: 'en' },
				],
			},
		}),
		request: 'GET /api/v2/conversations/views',
		query: { agentId: support, page: '1', perPage: '100', search: 'whatsapp', locale: 'en' },
		output: () => [
			expect.objectContaining({
				id: SEED.views.whatsappUnassigned,
				name: 'WhatsApp, nobody assigned',
			}),
		],
	},
]);
