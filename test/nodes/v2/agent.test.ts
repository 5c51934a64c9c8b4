/**
 * Version 2, Agent resource: the request each operation sends and what it outputs, in a real workflow through
 * n8n-core against the simulator (Get Many: lists.test.ts).
 */
import { byId } from '../../harness/liveChatAi';
import { SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import type { Exchange } from './v2Operations';
import { answeredAgain, expectExchange, parametersFor } from './v2Operations';

const h = useSimulator();

const { support, sales } = SEED.agents;

const EXCHANGES: Array<[string, Exchange]> = [
	[
		'Create posts the name and the live chat switch, and outputs the new agent',
		{
			parameters: parametersFor('agent:create', { name: 'Returns Desk', isLiveChatEnabled: true }),
			request: {
				method: 'POST',
				path: '/api/v2/agents',
				body: { name: 'Returns Desk', isLiveChatEnabled: true },
			},
			output: () => {
				const created = [...h.sim.store.chatbots.values()].find((b) => b.name === 'Returns Desk');
				expect(created).toMatchObject({ isLiveChatEnabled: true });
				return [expect.objectContaining({ id: created?.id, name: 'Returns Desk' })];
			},
		},
	],
	[
		'Get by slug, with the embed view',
		{
			parameters: parametersFor('agent:get', {
				agent: { __rl: true, mode: 'slug', value: SEED.docsSlug },
				options: { isEmbed: true },
			}),
			request: {
				method: 'GET',
				path: `/api/v2/agents/${SEED.docsSlug}`,
				query: { isEmbed: 'true' },
			},
			output: () => [
				expect.objectContaining({ id: SEED.chatbots.docs, embed: expect.any(Object) }),
			],
		},
	],
	[
		'Delete deletes the agent and outputs { deleted: true, agentId }',
		{
			parameters: parametersFor('agent:delete', { agent: byId(sales) }),
			request: { method: 'DELETE', path: `/api/v2/agents/${sales}` },
			output: () => {
				expect(h.sim.store.chatbots.has(sales)).toBe(false);
				return [{ deleted: true, agentId: sales }];
			},
		},
	],
	...(['getConversationCount', 'getMessageCount'] as const).map((operation): [string, Exchange] => [
		`${operation} reads the legacy count since the agent began and outputs the answer`,
		{
			parameters: parametersFor(`agent:${operation}`, { agent: byId(support) }),
			request: {
				method: 'GET',
				path: `/api/aibot/counts/${operation === 'getConversationCount' ? 'chat' : 'messages'}`,
				query: { chatbotId: support },
			},
			output: async () => await answeredAgain(h.sim, h.api, false),
		},
	]),
];

it.each(EXCHANGES)('Agent > %s', async (_name, exchange) => {
	await expectExchange(h.sim, exchange);
});
