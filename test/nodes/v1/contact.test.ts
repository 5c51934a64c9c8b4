/**
 * Version 1, Contact > Create or Update and Get Chatbots in the real engine: what is version 1's own (the Chatbot
 * field, its fields' names, the output, errors in its word). Contact upsert itself (attributes, the user hash, its
 * refusals) is tested once, through version 2, in test/nodes/shared/.
 */
import { SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { byId, runLiveChatAi } from '../../harness/liveChatAi';

const h = useSimulator();

const upsert = (parameters: Record<string, unknown> = {}) => ({
	resource: 'contact',
	operation: 'upsert',
	chatbot: byId(SEED.agents.support),
	...parameters,
});

const getAgents = (parameters: Record<string, unknown> = {}) => ({
	resource: 'contact',
	operation: 'getAgents',
	contactId: SEED.contacts.alice,
	...parameters,
});

const contactByDistinctId = (distinctId: string) =>
	[...h.sim.store.contacts.values()].find((contact) => contact.distinctId === distinctId);

describe('Contact > Create or Update', () => {
	it('creates a contact with its fields and outputs the service JSON', async () => {
		const { items, error } = await runLiveChatAi(
			h.sim,
			upsert({
				distinctId: 'user-5001',
				additionalFields: {
					name: 'Nora Field',
					email: 'nora@example.com',
					phone: '+1 555 0100 5001',
					attributes: {
						attribute: [
							{ key: 'plan', value: 'pro' },
							{ key: 'region', value: 'EMEA' },
						],
					},
				},
			}),
		);
		expect(error).toBeUndefined();
		expect(h.sim.requests).toHaveLength(1);
		expect(h.sim.requests[0]).toMatchObject({ method: 'POST', path: '/api/v2/contacts' });
		expect(h.sim.requests[0].body).toEqual({
			agentId: SEED.agents.support,
			distinctId: 'user-5001',
			name: 'Nora Field',
			email: 'nora@example.com',
			phone: '+1 555 0100 5001',
			attributes: { plan: 'pro', region: 'EMEA' },
		});
		const created = contactByDistinctId('user-5001');
		expect(created).toMatchObject({ agentId: SEED.agents.support, name: 'Nora Field' });
		expect(items).toEqual([
			expect.objectContaining({
				json: { status: 'success', contactId: created!.id },
				pairedItem: { item: 0 },
			}),
		]);
	});

	it('sends no user hash without a secret, and the secure chatbot answers 403 as a NodeApiError', async () => {
		const { error } = await runLiveChatAi(
			h.sim,
			upsert({ chatbot: byId(SEED.agents.secure), distinctId: 'crm-2001' }),
		);
		expect(h.sim.requests[0].body).toEqual({ agentId: SEED.agents.secure, distinctId: 'crm-2001' });
		expect(error?.message).toBe(
			'userHash is required: secure identification is enabled for this chatbot',
		);
		expect((error as { httpCode?: string }).httpCode).toBe('403');
		expect(error?.description).toContain(
			'LiveChatAI\'s own message: "userHash is required: secure identification is enabled for this agent". HTTP 403 (invalid_user_hash)',
		);
	});
});

describe('Contact > Get Chatbots', () => {
	it('reads the agents of the contact, one item each', async () => {
		const { items, error } = await runLiveChatAi(h.sim, getAgents());
		expect(error).toBeUndefined();
		expect(h.sim.requests[0]).toMatchObject({
			method: 'GET',
			path: '/api/aibot/contact/agent',
			query: { contactId: SEED.contacts.alice },
		});
		expect(items.map((item) => item.json.id).sort()).toEqual([
			SEED.agents.sales,
			SEED.agents.support,
		]);
		expect(items.find((item) => item.json.id === SEED.agents.support)!.json.name).toBe(
			'Support Bot',
		);
		expect(items.every((item) => (item.pairedItem as { item: number }).item === 0)).toBe(true);
	});
});
