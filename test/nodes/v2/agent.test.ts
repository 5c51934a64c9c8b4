/**
 * Version 2, Agent resource: each operation in a real workflow through n8n-core against the simulator's v2 API.
 */
import { byId, runLiveChatAi } from '../../harness/liveChatAi';
import { SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';

const h = useSimulator();

const v2 = { typeVersion: 2 };
const agent = (operation: string, parameters: Record<string, unknown> = {}) => ({
	resource: 'agent',
	operation,
	...parameters,
});

describe('Agent > Create', () => {
	it('posts the name and the live chat switch and outputs the new agent', async () => {
		const { items, error } = await runLiveChatAi(
			h.sim,
			agent('create', { name: 'Returns Desk', isLiveChatEnabled: true }),
			v2,
		);
		expect(error).toBeUndefined();
		expect(h.sim.requests[0]).toMatchObject({ method: 'POST', path: '/api/v2/agents' });
		expect(h.sim.requests[0].body).toEqual({ name: 'Returns Desk', isLiveChatEnabled: true });
		const created = h.sim.store.chatbots.get(items[0].json.id as string);
		expect(created).toMatchObject({ name: 'Returns Desk', isLiveChatEnabled: true });
		expect(items[0]).toMatchObject({ json: { name: 'Returns Desk' }, pairedItem: { item: 0 } });
	});

	it('refuses an empty Name before any request', async () => {
		const { error } = await runLiveChatAi(h.sim, agent('create', { name: '  ' }), v2);
		expect(error?.message).toBe("'Name' is empty [item 0]");
		expect(h.sim.requests).toEqual([]);
	});
});

describe('Agent > Get', () => {
	it('by ID outputs the agent without the envelope', async () => {
		const { items } = await runLiveChatAi(
			h.sim,
			agent('get', { agent: byId(SEED.agents.support) }),
			v2,
		);
		expect(h.sim.requests[0].path).toBe(`/api/v2/agents/${SEED.agents.support}`);
		expect(items[0].json).toMatchObject({ id: SEED.agents.support, name: 'Support Bot' });
		expect(items[0].json).not.toHaveProperty('status');
	});

	it('by slug, with the embed view', async () => {
		const slug = { __rl: true, mode: 'slug', value: SEED.docsSlug };
		const { items } = await runLiveChatAi(
			h.sim,
			agent('get', { agent: slug, options: { isEmbed: true } }),
			v2,
		);
		expect(h.sim.requests[0]).toMatchObject({
			path: `/api/v2/agents/${SEED.docsSlug}`,
			query: { isEmbed: 'true' },
		});
		expect(items[0].json).toMatchObject({ id: SEED.chatbots.docs, embed: expect.any(Object) });
	});

	it('an unknown agent fails with the HTTP status and the service message', async () => {
		const { error } = await runLiveChatAi(h.sim, agent('get', { agent: byId('bot_nope') }), v2);
		expect(error?.message).toBe('Agent not found');
		expect((error as { httpCode?: string }).httpCode).toBe('404');
		expect(error?.description).toContain('HTTP 404');
	});
});

describe('Agent > Get Many', () => {
	it('with Return All reads every page of 100', async () => {
		const { items } = await runLiveChatAi(h.sim, agent('getMany', { returnAll: true }), v2);
		expect(items).toHaveLength(SEED.agents.mainCount);
		expect(h.sim.requests.map((r) => r.query)).toEqual([{ page: '1', limit: '100' }]);
		expect(items.every((item) => item.pairedItem)).toBe(true);
	});

	it('with a Limit inside the first page sends one request for that many', async () => {
		const { items } = await runLiveChatAi(
			h.sim,
			agent('getMany', { returnAll: false, limit: 3 }),
			v2,
		);
		expect(items).toHaveLength(3);
		expect(h.sim.requests.map((r) => r.query)).toEqual([{ page: '1', limit: '3' }]);
	});
});

describe('Agent > Delete', () => {
	it('deletes the agent and outputs { deleted: true, agentId }', async () => {
		const { items } = await runLiveChatAi(
			h.sim,
			agent('delete', { agent: byId(SEED.agents.sales) }),
			v2,
		);
		expect(h.sim.requests[0]).toMatchObject({
			method: 'DELETE',
			path: `/api/v2/agents/${SEED.agents.sales}`,
		});
		expect(items[0].json).toEqual({ deleted: true, agentId: SEED.agents.sales });
		expect(h.sim.store.chatbots.has(SEED.agents.sales)).toBe(false);
	});

	it('with Continue On Fail, pairs the error item with its input and goes on', async () => {
		const { items } = await runLiveChatAi(
			h.sim,
			agent('delete', { agent: { __rl: true, mode: 'id', value: '={{ $json.id }}' } }),
			{ ...v2, continueOnFail: true, input: [{ id: 'bot_nope' }, { id: SEED.agents.sales }] },
		);
		expect(items[0].json).toEqual({
			error: 'Agent not found',
			message: expect.stringContaining('HTTP 404'),
		});
		expect(items[0].pairedItem).toEqual({ item: 0 });
		expect(items[1]).toMatchObject({
			json: { deleted: true, agentId: SEED.agents.sales },
			pairedItem: { item: 1 },
		});
	});
});

describe('Agent > Get Conversation Count and Get Message Count (legacy endpoints)', () => {
	it.each([
		['getConversationCount', '/api/aibot/counts/chat'],
		['getMessageCount', '/api/aibot/counts/messages'],
	])('%s reads %s for the agent, since it began', async (operation, path) => {
		const { items, error } = await runLiveChatAi(
			h.sim,
			agent(operation, { agent: byId(SEED.agents.support) }),
			v2,
		);
		expect(error).toBeUndefined();
		expect(h.sim.requests).toHaveLength(1);
		expect(h.sim.requests[0]).toMatchObject({
			method: 'GET',
			path,
			query: { chatbotId: SEED.agents.support },
		});
		expect(items[0].json.count as number).toBeGreaterThan(0);
		expect(items[0].pairedItem).toEqual({ item: 0 });
	});

	it('refuses an empty Agent before any request, in the word of version 2', async () => {
		const { error } = await runLiveChatAi(
			h.sim,
			agent('getMessageCount', { agent: byId('={{ "" }}') }),
			v2,
		);
		expect(error?.message).toBe("'Agent' is empty [item 0]");
		expect(h.sim.requests).toEqual([]);
	});
});
