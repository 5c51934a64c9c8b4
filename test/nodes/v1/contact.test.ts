import { SEED, SIMULATOR_IDENTITY_SECRET, userHashFor } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { byId, runLiveChatAi } from '../../harness/liveChatAi';

const h = useSimulator();

const withSecret = { credentials: { identitySecret: SIMULATOR_IDENTITY_SECRET } };

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
							{ key: ' ', value: '' },
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
		expect(created).toMatchObject({
			agentId: SEED.agents.support,
			name: 'Nora Field',
			email: 'nora@example.com',
			// The support agent keeps only its configured attributes.
			attributes: { plan: 'pro' },
		});
		expect(items).toEqual([
			expect.objectContaining({
				json: { status: 'success', contactId: created!.id },
				pairedItem: { item: 0 },
			}),
		]);
	});

	it('updates the contact given by Contact ID', async () => {
		const { items } = await runLiveChatAi(
			h.sim,
			upsert({ contactId: SEED.contacts.alice, additionalFields: { name: 'Alice M. Martin' } }),
		);
		expect(h.sim.requests[0].body).toEqual({
			agentId: SEED.agents.support,
			contactId: SEED.contacts.alice,
			name: 'Alice M. Martin',
		});
		expect(items[0].json).toEqual({ status: 'success', contactId: SEED.contacts.alice });
		expect(h.sim.store.contacts.get(SEED.contacts.alice)).toMatchObject({
			name: 'Alice M. Martin',
			email: 'alice@example.com',
			distinctId: 'user-1001',
		});
	});

	it('sends numbers from expressions as text', async () => {
		await runLiveChatAi(
			h.sim,
			upsert({
				distinctId: '={{ $json.id }}',
				additionalFields: {
					phone: '={{ $json.phone }}',
					attributes: { attribute: [{ key: 'plan', value: '={{ $json.seats }}' }] },
				},
			}),
			{ input: [{ id: 7001, phone: 15550100, seats: 12 }] },
		);
		expect(h.sim.requests[0].body).toEqual({
			agentId: SEED.agents.support,
			distinctId: '7001',
			phone: '15550100',
			attributes: { plan: '12' },
		});
		expect(contactByDistinctId('7001')!.attributes).toEqual({ plan: '12' });
	});

	it('sends attributes given as a JSON string', async () => {
		await runLiveChatAi(
			h.sim,
			upsert({
				contactId: SEED.contacts.bob,
				additionalFields: {
					attributesInput: 'json',
					attributesJson: '{"plan": "enterprise", "company": "Globex"}',
				},
			}),
		);
		expect(h.sim.requests[0].body).toEqual({
			agentId: SEED.agents.support,
			contactId: SEED.contacts.bob,
			attributes: { plan: 'enterprise', company: 'Globex' },
		});
		expect(h.sim.store.contacts.get(SEED.contacts.bob)!.attributes).toEqual({
			plan: 'enterprise',
			company: 'Globex',
		});
	});

	it('sends the rows and an object from an expression together: nothing entered is dropped', async () => {
		await runLiveChatAi(
			h.sim,
			upsert({
				distinctId: 'user-5002',
				additionalFields: {
					// A saved "Attributes Input" of an older node version no longer hides the rows.
					attributesInput: 'json',
					attributesJson: '={{ { plan: $json.plan } }}',
					attributes: { attribute: [{ key: 'company', value: 'Initech' }] },
				},
			}),
			{ input: [{ plan: 'starter' }] },
		);
		expect(h.sim.requests[0].body).toEqual({
			agentId: SEED.agents.support,
			distinctId: 'user-5002',
			attributes: { company: 'Initech', plan: 'starter' },
		});
	});

	it('computes the user hash from the credential secret for the secure agent, which accepts it', async () => {
		const { items, error } = await runLiveChatAi(
			h.sim,
			upsert({
				chatbot: byId(SEED.agents.secure),
				distinctId: 'crm-2001',
				additionalFields: { phone: '+44 20 7946 0002' },
			}),
			withSecret,
		);
		expect(error).toBeUndefined();
		expect(h.sim.requests[0].body).toEqual({
			agentId: SEED.agents.secure,
			distinctId: 'crm-2001',
			phone: '+44 20 7946 0002',
			userHash: userHashFor(SIMULATOR_IDENTITY_SECRET, 'crm-2001'),
		});
		expect(items[0].json).toEqual({ status: 'success', contactId: SEED.contacts.secure });
		expect(h.sim.store.contacts.get(SEED.contacts.secure)!.phone).toBe('+44 20 7946 0002');
	});

	it('sends a given User Hash instead of computing one', async () => {
		const given = userHashFor(SIMULATOR_IDENTITY_SECRET, 'crm-9001');
		const { error } = await runLiveChatAi(
			h.sim,
			upsert({
				chatbot: byId(SEED.agents.secure),
				distinctId: 'crm-9001',
				additionalFields: { userHash: given },
			}),
			{ credentials: { identitySecret: 'another-secret' } },
		);
		expect(error).toBeUndefined();
		expect(h.sim.requests[0].body).toMatchObject({ userHash: given });
		expect(contactByDistinctId('crm-9001')!.agentId).toBe(SEED.agents.secure);
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

	it('for an update by Contact ID alone, sends no hash and says on 403 how to give one, without the secret', async () => {
		const { error } = await runLiveChatAi(
			h.sim,
			upsert({
				chatbot: byId(SEED.agents.secure),
				contactId: SEED.contacts.secure,
				additionalFields: { name: 'Carla J.' },
			}),
			withSecret,
		);
		expect(h.sim.requests[0].body).toEqual({
			agentId: SEED.agents.secure,
			contactId: SEED.contacts.secure,
			name: 'Carla J.',
		});
		expect((error as { httpCode?: string }).httpCode).toBe('403');
		expect(error?.description).toContain('give its Distinct ID (or a User Hash) too');
		const shown = JSON.stringify({ message: error?.message, description: error?.description });
		expect(shown).not.toContain(SIMULATOR_IDENTITY_SECRET);
		expect(shown).not.toContain('crm-2001');
	});

	it('with Continue On Fail, pairs the error item with its input', async () => {
		const { items, error } = await runLiveChatAi(
			h.sim,
			upsert({ distinctId: '={{ $json.id }}', additionalFields: { email: '={{ $json.email }}' } }),
			{
				input: [
					{ id: 'user-6001', email: 'six@example.com' },
					{ id: 'user-6002', email: 'not-an-address' },
				],
				continueOnFail: true,
			},
		);
		expect(error).toBeUndefined();
		expect(h.sim.requests).toHaveLength(1);
		expect(items).toEqual([
			expect.objectContaining({
				json: { status: 'success', contactId: contactByDistinctId('user-6001')!.id },
				pairedItem: { item: 0 },
			}),
			expect.objectContaining({
				json: expect.objectContaining({ error: "'Email' is not a valid e-mail address [item 1]" }),
				pairedItem: { item: 1 },
			}),
		]);
	});

	describe('refuses bad input before any request', () => {
		it.each<[string, Record<string, unknown>, string]>([
			['no Distinct ID and no Contact ID', { distinctId: '  ' }, "'Distinct ID' is empty [item 0]"],
			[
				'an empty Chatbot',
				{ chatbot: byId(' '), distinctId: 'user-1' },
				"'Chatbot' is empty [item 0]",
			],
			[
				'an invalid e-mail address',
				{ distinctId: 'user-1', additionalFields: { email: 'nora@example' } },
				"'Email' is not a valid e-mail address [item 0]",
			],
			[
				'attributes that are not JSON',
				{
					distinctId: 'user-1',
					additionalFields: { attributesJson: '{plan: pro' },
				},
				"'Attributes (JSON)' is not valid JSON [item 0]",
			],
			[
				'attributes that are a JSON array',
				{
					distinctId: 'user-1',
					additionalFields: { attributesJson: '[{"plan": "pro"}]' },
				},
				"'Attributes (JSON)' is not a JSON object [item 0]",
			],
			[
				'an attribute row with a value but no name',
				{
					distinctId: 'user-1',
					additionalFields: { attributes: { attribute: [{ key: ' ', value: 'pro' }] } },
				},
				"'Attributes' row 1 has no name [item 0]",
			],
			[
				'two attribute rows with the same name',
				{
					distinctId: 'user-1',
					additionalFields: {
						attributes: {
							attribute: [
								{ key: 'plan', value: 'pro' },
								{ key: 'plan', value: 'free' },
							],
						},
					},
				},
				'\'Attributes\' name "plan" appears twice [item 0]',
			],
			[
				'an attribute both in the rows and in the JSON',
				{
					distinctId: 'user-1',
					additionalFields: {
						attributes: { attribute: [{ key: 'plan', value: 'pro' }] },
						attributesJson: '{"plan": "free"}',
					},
				},
				'\'Attributes (JSON)\' repeats "plan" [item 0]',
			],
		])('%s', async (_name, parameters, message) => {
			const { error } = await runLiveChatAi(h.sim, upsert(parameters), withSecret);
			expect(error?.message).toBe(message);
			expect(error?.description ?? '').not.toContain(SIMULATOR_IDENTITY_SECRET);
			expect(h.sim.requests).toHaveLength(0);
		});
	});
});

describe('Contact > Get Agents', () => {
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

	it('sends Additional Query Parameters beside contactId', async () => {
		await runLiveChatAi(
			h.sim,
			getAgents({
				contactId: SEED.contacts.bob,
				additionalQueryParameters: { parameter: [{ name: 'lang', value: 'de' }] },
			}),
		);
		expect(h.sim.requests[0].query).toEqual({ lang: 'de', contactId: SEED.contacts.bob });
	});

	it('refuses an empty Contact ID before any request', async () => {
		const { error } = await runLiveChatAi(h.sim, getAgents({ contactId: ' ' }));
		expect(error?.message).toBe("'Contact ID' is empty [item 0]");
		expect(h.sim.requests).toHaveLength(0);
	});

	it('with Continue On Fail, pairs the 404 error item with its input', async () => {
		const { items, error } = await runLiveChatAi(
			h.sim,
			getAgents({ contactId: '={{ $json.id }}' }),
			{
				input: [{ id: 'ct_missing' }, { id: SEED.contacts.bob }],
				continueOnFail: true,
			},
		);
		expect(error).toBeUndefined();
		expect(items[0]).toMatchObject({
			json: { error: 'Contact not found', message: expect.stringContaining('HTTP 404') },
			pairedItem: { item: 0 },
		});
		expect(items.slice(1).map((item) => [item.json.id, item.pairedItem])).toEqual([
			[SEED.agents.support, { item: 1 }],
		]);
	});
});
