/** Deleting a chatbot, by the legacy route or the v2 one, takes everything that hangs off it along. */
import { SEED } from '../index';
import { useSimulator } from '../testHelpers';

const kb = SEED.agents.knowledgeBase;

describe('deleting a chatbot', () => {
	const h = useSimulator();
	/** How many records of the knowledge-base agent each collection holds. */
	const held = () => {
		const { store } = h.sim;
		const of = (records: Iterable<object>, field: string) =>
			[...records].filter((r) => (r as Record<string, unknown>)[field] === kb).length;
		const ofItsConversations = [...store.messages.values()].filter((m) =>
			(SEED.conversations.knowledgeBase as readonly string[]).includes(m.conversationId),
		);
		return [
			of(store.chatbots.values(), 'id'),
			of(store.dataSources.values(), 'chatbotId'),
			of(store.conversations.values(), 'agentId'),
			ofItsConversations.length,
			...[store.contacts, store.suggestions, store.csat, store.functionCalls].map((map) =>
				of(map.values(), 'agentId'),
			),
		];
	};

	it.each([
		['DELETE /api/aibot/delete', `/api/aibot/delete?chatbotId=${kb}`],
		['DELETE /api/v2/agents/:agentId', `/api/v2/agents/${kb}`],
	])('%s', async (_, url) => {
		expect(held()).toEqual([1, 130, 3, 12, 3, 120, 2, 1]);
		expect((await h.api.delete(url)).status).toBe(200);
		expect(held()).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
		expect(h.sim.store.chatbots.size).toBe(SEED.counts.chatbots - 1);
	});
});
