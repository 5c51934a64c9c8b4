/**
 * Version 2, Contact > Get Agents: the legacy endpoint's query and what it outputs, in a real workflow through
 * n8n-core against the simulator. (Create or Update: test/nodes/shared/contactUpsert.test.ts; Get Many and Get
 * Conversations: lists.test.ts; Get: simplify.test.ts; every operation's path: everyOperation.test.ts.)
 */
import { SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { expectExchange, parametersFor } from './v2Operations';

const h = useSimulator();

it('Contact > Get Agents reads the agents of the contact from the legacy endpoint, one item each', async () => {
	await expectExchange(h.sim, {
		name: 'Get Agents',
		parameters: parametersFor('contact:getAgents', { contactId: SEED.contacts.alice }),
		request: 'GET /api/aibot/contact/agent',
		query: { contactId: SEED.contacts.alice },
		output: () =>
			[SEED.agents.support, SEED.agents.sales].map((id) => expect.objectContaining({ id })),
	});
});
