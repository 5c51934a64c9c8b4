/**
 * The lists of the editor's resource locators, called as the editor calls them (n8n-core's LoadOptionsContext,
 * real HTTP to the simulator): chatbots sorted by name, conversations newest first and searchable; and the
 * Conversation field of node version 1.1 named so in a refusal. (A conversation picked from the list, read by the
 * same code in both versions: test/nodes/v2/typingIndicator.test.ts.)
 */
import type { INodeParameters } from 'n8n-workflow';

import { callListSearch } from '../harness/listSearch';
import { servedPageSize } from '../harness/servedPageSize';
import { byId, runLiveChatAi, simulatorCredentials } from '../harness/liveChatAi';
import { SEED } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';
import { v1Parameters } from './validParameters';

const h = useSimulator();
/** What a page of a list holds when 100 are asked (100 as documented): the editor's pages are counted at it. */
let served = 100;
beforeAll(async () => {
	served = await servedPageSize(h.api);
});

const search = async (
	method: string,
	parameters: INodeParameters,
	filter?: string,
	paginationToken?: string,
) =>
	await callListSearch({
		type: 'liveChatAi',
		typeVersion: 1.1,
		parameters,
		method,
		filter,
		paginationToken,
		credentials: simulatorCredentials(h.sim),
	});

/** The main workspace's conversations, newest first (as the service lists them). */
function newestFirst(agentIds: string[]) {
	return [...h.sim.store.conversations.values()]
		.filter((conversation) => agentIds.includes(conversation.agentId))
		.sort(
			(a, b) =>
				Date.parse(b.lastMessageDate) - Date.parse(a.lastMessageDate) || (a.id < b.id ? 1 : -1),
		);
}

const mainChatbots = () =>
	[...h.sim.store.chatbots.values()].filter(
		(bot) => bot.workspaceId === h.sim.store.chatbots.get(SEED.chatbots.support)?.workspaceId,
	);

describe('Chatbot list (searchChatbots)', () => {
	it('lists the chatbots of the account (GET /api/v2/agents) sorted by name, archived ones marked', async () => {
		const { results } = await search('searchChatbots', {});
		const names = mainChatbots()
			.map((bot) => (bot.isArchived ? `${bot.name} (archived)` : bot.name))
			.sort((a, b) => a.localeCompare(b));
		expect(results.map((entry) => entry.name)).toEqual(names);
		// Every page of the agents list, 100 asked: one page as documented.
		const pages = Math.ceil(mainChatbots().length / served);
		expect(h.sim.requests.map((request) => [request.path, request.query.limit])).toEqual(
			Array.from({ length: pages }, () => ['/api/v2/agents', '100']),
		);
		expect(results.find((entry) => entry.name === 'Support Bot')?.value).toBe(
			SEED.chatbots.support,
		);
	});

	it('keeps the entries whose name or ID contains what the user typed', async () => {
		const { results } = await search('searchChatbots', {}, 'SALES');
		expect(results).toEqual([{ name: 'Sales Assistant', value: SEED.chatbots.sales }]);
	});
});

describe('Conversation list (searchConversations)', () => {
	const typing = { resource: 'conversation', operation: 'sendTypingIndicator' };

	it('without a chatbot on the node, lists the conversations of every chatbot, newest first, a page at a time, each named for the user', async () => {
		const expected = newestFirst(mainChatbots().map((bot) => bot.id));
		const first = await search('searchConversations', typing);
		const { support, sales } = SEED.conversations.total;
		const perChatbot = mainChatbots().map(
			(bot) => [...h.sim.store.conversations.values()].filter((c) => c.agentId === bot.id).length,
		);
		const total = perChatbot.reduce((sum, count) => sum + count, 0);
		// Page 1 reads a page of each chatbot's conversations, up to 100 as documented (support has more: a
		// token for page 2).
		expect(first.results).toHaveLength(
			perChatbot.reduce((sum, count) => sum + Math.min(count, served), 0),
		);
		// Each named by its contact, its chatbot and the time of its last message.
		const latest = h.sim.store.conversations.get(SEED.conversations.latest)!;
		const when = latest.lastMessageDate.slice(0, 16).replace('T', ' ');
		const contact = h.sim.store.contacts.get(latest.contactId!)!;
		expect(first.results[0]).toEqual({
			name: `${contact.name} · Support Bot · ${when}`,
			value: latest.id,
		});
		expect(first.paginationToken).toBe('2');
		const listed = first.results.map((entry) => entry.value);
		expect(listed).toEqual(expected.map((c) => c.id).filter((id) => listed.includes(id)));
		// The pages the largest list has (3 of 100 as documented), the last without a token.
		const pages = [first];
		const last = Math.ceil(Math.max(...perChatbot) / served);
		for (let page = 2; page <= last; page++) {
			expect(pages[pages.length - 1].paginationToken).toBe(String(page));
			pages.push(await search('searchConversations', typing, undefined, String(page)));
		}
		expect(pages[pages.length - 1].paginationToken).toBeUndefined();
		const all = pages.flatMap((page) => page.results.map((entry) => entry.value));
		expect(new Set(all).size).toBe(total);
		expect(total).toBeGreaterThan(support + sales);
	});

	it("with a chatbot on the node, lists only that chatbot's conversations, one request", async () => {
		const parameters = { ...typing, chatbot: byId(SEED.chatbots.sales) };
		const { results, paginationToken } = await search('searchConversations', parameters);
		// All of them on one page of 100 as documented; a page of the size served, with a token, else.
		const sales = newestFirst([SEED.chatbots.sales]).map((c) => c.id);
		expect(results.map((entry) => entry.value)).toEqual(sales.slice(0, served));
		expect(paginationToken).toBe(sales.length > served ? '2' : undefined);
		expect(h.sim.requests.map((request) => [request.path, request.query.agentId])).toEqual([
			['/api/v2/conversations', SEED.chatbots.sales],
		]);
	});

	it('filters by what the user typed: a contact name or an ID', async () => {
		const latest = h.sim.store.conversations.get(SEED.conversations.latest)!;
		const contactName = h.sim.store.contacts.get(latest.contactId!)!.name!;
		const byName = await search('searchConversations', typing, contactName.toUpperCase());
		expect(byName.results.length).toBeGreaterThan(0);
		expect(byName.results.every((entry) => entry.name.startsWith(contactName))).toBe(true);
		const byIdFilter = await search('searchConversations', typing, SEED.conversations.latest);
		expect(byIdFilter.results.map((entry) => entry.value)).toEqual([SEED.conversations.latest]);
	});
});

it('Conversation > Send Typing Indicator of version 1.1 refuses an empty Conversation before any request, naming the field as version 1.1 shows it', async () => {
	const parameters = v1Parameters('conversation:sendTypingIndicator', {
		conversationId: byId(' '),
	});
	const { error } = await runLiveChatAi(h.sim, parameters, { typeVersion: 1.1 });
	expect(error?.message).toBe("'Conversation' is empty [item 0]");
	expect(h.sim.requests).toEqual([]);
});
