/**
 * Version 2, Agent resource and the agents of a contact (Contact > Get Agents): what each operation sends and
 * outputs, in a real workflow through n8n-core against the simulator. (Get Many: lists.test.ts; every
 * operation's path: everyOperation.test.ts; the other Contact operations: test/nodes/shared/contactUpsert.test.ts,
 * lists.test.ts and simplify.test.ts.)
 */
import { byId } from '../../harness/liveChatAi';
import { SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { answeredAgain, eachExchange, parametersFor } from './v2Operations';

const h = useSimulator();

const { support, sales } = SEED.agents;
const counts = { getConversationCount: 'chat', getMessageCount: 'messages' };

eachExchange({ h }, [
	{
		name: 'Agent > Create posts the name and the live chat switch, and outputs the new agent',
		parameters: parametersFor('agent:create', { name: 'Returns Desk', isLiveChatEnabled: true }),
		request: 'POST /api/v2/agents',
		body: { name: 'Returns Desk', isLiveChatEnabled: true },
		output: () => {
			const created = [...h.sim.store.chatbots.values()].find((b) => b.name === 'Returns Desk');
			expect(created).toMatchObject({ isLiveChatEnabled: true });
			return [expect.objectContaining({ id: created?.id, name: 'Returns Desk' })];
		},
	},
	{
		name: 'Agent > Get by slug, with the embed view',
		parameters: parametersFor('agent:get', {
			agent: { __rl: true, mode: 'slug', value: SEED.docsSlug },
			options: { isEmbed: true },
		}),
		request: `GET /api/v2/agents/${SEED.docsSlug}`,
		query: { isEmbed: 'true' },
		output: () => [expect.objectContaining({ id: SEED.chatbots.docs, embed: expect.any(Object) })],
	},
	{
		name: 'Agent > Delete deletes the agent and outputs { deleted: true, agentId }',
		parameters: parametersFor('agent:delete', { agent: byId(sales) }),
		request: `DELETE /api/v2/agents/${sales}`,
		output: () => {
			expect(h.sim.store.chatbots.has(sales)).toBe(false);
			return [{ deleted: true, agentId: sales }];
		},
	},
	...Object.entries(counts).map(([operation, count]) => ({
		name: `Agent > ${operation} reads the legacy count since the agent began and outputs the answer`,
		parameters: parametersFor(`agent:${operation}`, { agent: byId(support) }),
		request: `GET /api/aibot/counts/${count}`,
		query: { chatbotId: support },
		output: async () => await answeredAgain(h.sim, h.api, false),
	})),
	{
		name: 'Contact > Get Agents reads the agents of the contact from the legacy endpoint, one item each',
		parameters: parametersFor('contact:getAgents', { contactId: SEED.contacts.alice }),
		request: 'GET /api/aibot/contact/agent',
		query: { contactId: SEED.contacts.alice },
		output: () => [support, sales].map((id) => expect.objectContaining({ id })),
	},
]);
