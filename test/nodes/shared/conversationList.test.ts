/**
 * Conversation > Get Many's list and filters (nodes/LiveChatAi/shared/conversations/), the same in both node
 * versions: run through version 2 in a real workflow against the simulator, and through version 1 where only its
 * word for the bot ("chatbot") is reached. Each filter in the query and what it selects, the dates as the API
 * takes them. (The pages: test/nodes/v2/lists.test.ts and returnAll.test.ts; Simplify: test/nodes/v2/simplify.test.ts;
 * a bad filter refused before any request, no Human Agent ID: test/nodes/refusesBadInput.test.ts; each bad date's
 * message, a start after the end too: test/validation/apiDate.test.ts.)
 */
import type { INodeParameters } from 'n8n-workflow';
import { tryToParseDateTime, Workflow } from 'n8n-workflow';

import { byId, runLiveChatAi } from '../../harness/liveChatAi';
import { nodeTypes } from '../../harness/registry';
import type { ConversationRecord } from '../../simulator';
import { SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { v1Parameters } from '../validParameters';
import { parametersFor, runV2 } from '../v2/v2Operations';

const h = useSimulator();

const agentId = SEED.agents.support;
const firstPage = { agentId, page: '1', perPage: '100' };
type Keep = (conversation: ConversationRecord) => boolean;

/** Every conversation of the support agent, or those `filters` select, as the node outputs them. */
async function getMany(filters: INodeParameters, limit?: number) {
	const paging: INodeParameters = limit ? { limit } : { returnAll: true };
	const parameters = { agent: byId(agentId), filters, simplify: false, ...paging };
	const { items, error } = await runV2(h.sim, parametersFor('conversation:getMany', parameters));
	expect(error).toBeUndefined();
	return items.map((item) => item.json.id);
}

/** The ids the service should list for the support agent, in its order: by last message, ties by id. */
function expectedIds(keep: Keep, sort: string) {
	const order = (c: ConversationRecord) => `${c.lastMessageDate} ${c.id}`;
	const ids = [...h.sim.store.conversations.values()]
		.filter((c) => c.agentId === agentId && keep(c))
		.sort((a, b) => order(a).localeCompare(order(b)))
		.map((c) => c.id);
	expect(ids.length).toBeGreaterThan(0);
	return sort === 'asc' ? ids : ids.reverse();
}

const lastMessageIn =
	(from: string, to: string): Keep =>
	(c) =>
		Date.parse(c.lastMessageDate) >= Date.parse(from) &&
		Date.parse(c.lastMessageDate) <= Date.parse(to);
const { owner, agent: sam } = SEED.users;

/** Filters sent as they are given, and the conversations each selects. */
const AS_GIVEN: Array<[INodeParameters, Keep]> = [
	[{ type: 'unassigned' }, (c) => c.assignedUserId === null],
	[{ type: 'your-inbox' }, (c) => c.assignedUserId === owner],
	[{ type: 'all' }, () => true],
	[{ status: 'open' }, (c) => !c.isResolved],
	[{ status: 'close' }, (c) => c.isResolved],
	[{ assignedTo: 'ai' }, (c) => c.assignedUserId === null],
	[{ sentiment: 'NEGATIVE' }, (c) => c.sentiment === 'NEGATIVE'],
	[{ topic: 'Billing' }, (c) => c.topic === 'Billing'],
	[{ channel: 'WHATSAPP' }, (c) => c.integrationType === 'WHATSAPP'],
	[{ resolutionStatus: 'AIDidNotHelp' }, (c) => c.resolutionStatus === 'AIDidNotHelp'],
	// A saved view of the open conversations with a negative sentiment.
	[{ viewId: SEED.views.openNegative }, (c) => !c.isResolved && c.sentiment === 'NEGATIVE'],
	[{ sort: 'asc' }, () => true],
];

/** Filters sent otherwise: a human agent's ID trimmed, dates as the API takes them. */
const TRANSLATED: Array<[string, INodeParameters, INodeParameters, Keep]> = [
	[
		'Assigned To: Human Agent',
		{ assignedTo: 'human', humanAgentId: ` ${sam} ` },
		{ assignedTo: sam },
		(c) => c.assignedUserId === sam,
	],
	[
		'dates in ISO 8601 with a zone, in UTC',
		{ startDate: '2026-10-25T00:00:00Z', endDate: '2026-10-28T12:30:00+02:00' },
		{ startDate: '2026-10-25T00:00:00.000Z', endDate: '2026-10-28T10:30:00.000Z' },
		lastMessageIn('2026-10-25T00:00:00Z', '2026-10-28T10:30:00Z'),
	],
	[
		'dates in Unix seconds, a number or a string from an expression (fractions dropped)',
		{ startDate: '={{ 1792800000.75 }}', endDate: '={{ "1793000000" }}' },
		{ startDate: '1792800000', endDate: '1793000000' },
		lastMessageIn('2026-10-24T00:00:00.000Z', '2026-10-26T07:33:20.000Z'),
	],
];

it.each([
	...AS_GIVEN.map(([filter, keep]) => [JSON.stringify(filter), filter, filter, keep] as const),
	...TRANSLATED,
])(
	'%s reaches the query, and the output holds what it selects',
	async (_name, filters, query, keep) => {
		const ids = await getMany(filters);
		expect(h.sim.requests[0].query).toEqual({ ...firstPage, ...query });
		expect(ids).toEqual(expectedIds(keep, String(query.sort)));
	},
);

it('sends every filter at once under the names the service expects; empty text filters are left out', async () => {
	const dates = { startDate: '2026-10-20T00:00:00Z', endDate: '1793500000' };
	const filters = Object.assign({}, ...AS_GIVEN.map(([filter]) => filter), dates);
	await getMany(filters, 5);
	await getMany({ topic: '  ', viewId: '' }, 1);
	expect(h.sim.requests.map((request) => request.query)).toEqual([
		{ ...firstPage, perPage: '5', ...filters, startDate: '2026-10-20T00:00:00.000Z' },
		{ ...firstPage, perPage: '1' },
	]);
});

it("reads a date-picker value (no zone) in the workflow's timezone, a DateTime from an expression in UTC", async () => {
	const { timezone } = new Workflow({ nodes: [], connections: {}, active: false, nodeTypes });
	const picked = '2026-10-25T00:00:00';
	await getMany(
		{ startDate: picked, endDate: "={{ DateTime.fromISO('2026-10-30T06:00:00+01:00') }}" },
		1,
	);
	expect(h.sim.requests[0].query).toMatchObject({
		startDate: tryToParseDateTime(picked, timezone).toUTC().toISO(),
		endDate: '2026-10-30T05:00:00.000Z',
	});
	if (timezone === 'America/New_York')
		expect(h.sim.requests[0].query.startDate).toBe('2026-10-25T04:00:00.000Z');
});

it("version 1: an unknown chatbot fails with the service's status, in version 1's word, with LiveChatAI's own message", async () => {
	const parameters = v1Parameters('conversation:getMany', { chatbot: byId('bot_missing') });
	const { error } = await runLiveChatAi(h.sim, parameters);
	expect(error?.message).toBe('Chatbot not found');
	expect(error?.description).toBe(
		'LiveChatAI\'s own message: "Agent not found". HTTP 404 (not_found). Check the ID: LiveChatAI does not know it, or it belongs to another account.',
	);
	expect((error as { httpCode?: string }).httpCode).toBe('404');
});
