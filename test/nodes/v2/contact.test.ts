/**
 * Version 2, Contact resource: Create or Update (secure identification as in version 1), Get, Get Many, Get
 * Conversations and the legacy Get Agents, in a real workflow through n8n-core against the simulator.
 */
import type { INodeParameters } from 'n8n-workflow';

import { byId, runLiveChatAi } from '../../harness/liveChatAi';
import { SEED, SIMULATOR_IDENTITY_SECRET, userHashFor } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';

const h = useSimulator();

const v2 = { typeVersion: 2 };
const AGENT = SEED.agents.support;
const contact = (operation: string, parameters: INodeParameters = {}) => ({
	resource: 'contact',
	operation,
	...parameters,
});

describe('Contact > Create or Update', () => {
	const upsert = (parameters: INodeParameters = {}) =>
		contact('upsert', { agent: byId(AGENT), ...parameters });

	it('creates a contact of the agent with its fields and attributes', async () => {
		const additionalFields = {
			name: 'Nora Berg',
			email: 'nora@example.com',
			attributes: { attribute: [{ key: 'plan', value: 'pro' }] },
			attributesJson: '{"company": "Fjord AS"}',
		};
		const { items, error } = await runLiveChatAi(
			h.sim,
			upsert({ distinctId: 'user-3001', additionalFields }),
			v2,
		);
		expect(error).toBeUndefined();
		expect(h.sim.requests[0]).toMatchObject({ method: 'POST', path: '/api/v2/contacts' });
		expect(h.sim.requests[0].body).toEqual({
			agentId: AGENT,
			distinctId: 'user-3001',
			name: 'Nora Berg',
			email: 'nora@example.com',
			attributes: { plan: 'pro', company: 'Fjord AS' },
		});
		const created = h.sim.store.contacts.get(items[0].json.contactId as string)!;
		expect(created).toMatchObject({ agentId: AGENT, distinctId: 'user-3001', name: 'Nora Berg' });
		expect(created.attributes).toEqual({ plan: 'pro', company: 'Fjord AS' });
		expect(items[0]).toEqual({
			json: { status: 'success', contactId: created.id },
			pairedItem: { item: 0 },
		});
	});

	it('computes the user hash from the credential secret for the secure agent', async () => {
		const { items, error } = await runLiveChatAi(
			h.sim,
			upsert({ agent: byId(SEED.agents.secure), distinctId: 'crm-2001' }),
			{ ...v2, credentials: { identitySecret: SIMULATOR_IDENTITY_SECRET } },
		);
		expect(error).toBeUndefined();
		expect(h.sim.requests[0].body).toEqual({
			agentId: SEED.agents.secure,
			distinctId: 'crm-2001',
			userHash: userHashFor(SIMULATOR_IDENTITY_SECRET, 'crm-2001'),
		});
		expect(items[0].json.contactId).toBe(SEED.contacts.secure);
	});

	it('for an update by Contact ID alone, says on 403 how to give a hash, naming the agent', async () => {
		const { error } = await runLiveChatAi(
			h.sim,
			upsert({ agent: byId(SEED.agents.secure), contactId: SEED.contacts.secure }),
			{ ...v2, credentials: { identitySecret: SIMULATOR_IDENTITY_SECRET } },
		);
		expect((error as { httpCode?: string }).httpCode).toBe('403');
		expect(error?.description).toContain(
			'to update a contact of an agent with secure identification, give its Distinct ID (or a User Hash) too',
		);
		expect(JSON.stringify(error?.description)).not.toContain(SIMULATOR_IDENTITY_SECRET);
	});

	it.each([
		['no Distinct ID and no Contact ID', upsert(), "'Distinct ID' is empty [item 0]"],
		[
			'a bad Email',
			upsert({ distinctId: 'u-1', additionalFields: { email: 'nora@' } }),
			"'Email' is not a valid e-mail address [item 0]",
		],
		[
			'Attributes (JSON) that is not an object',
			upsert({ distinctId: 'u-1', additionalFields: { attributesJson: '[1]' } }),
			"'Attributes (JSON)' is not a JSON object [item 0]",
		],
	])('refuses %s before any request', async (_, parameters, message) => {
		const { error } = await runLiveChatAi(h.sim, parameters, v2);
		expect(error?.message).toBe(message);
		expect(h.sim.requests).toEqual([]);
	});
});

describe('Contact > Get', () => {
	const get = (parameters: INodeParameters = {}) =>
		contact('get', { contactId: SEED.contacts.alice, ...parameters });

	it('outputs the short form, its attributes as one object', async () => {
		const { items, error } = await runLiveChatAi(h.sim, get(), v2);
		expect(error).toBeUndefined();
		expect(h.sim.requests[0]).toMatchObject({
			method: 'GET',
			path: `/api/v2/contacts/${SEED.contacts.alice}`,
		});
		const stored = h.sim.store.contacts.get(SEED.contacts.alice)!;
		expect(items).toEqual([
			{
				json: {
					id: SEED.contacts.alice,
					agentId: AGENT,
					distinctId: 'user-1001',
					name: 'Alice Martin',
					email: 'alice@example.com',
					phone: '+1 555 0100 1001',
					country: stored.country,
					attributes: { plan: 'pro', company: 'Acme Corp' },
					createdAt: stored.createdAt,
					updatedAt: stored.updatedAt,
				},
				pairedItem: { item: 0 },
			},
		]);
	});

	it('with Simplify off outputs the bare body as sent, attributes as a list', async () => {
		const { items } = await runLiveChatAi(h.sim, get({ simplify: false }), v2);
		expect(items[0].json).toMatchObject({
			id: SEED.contacts.alice,
			chatSource: expect.any(String),
			attributes: [
				{ key: 'plan', value: 'pro' },
				{ key: 'company', value: 'Acme Corp' },
			],
		});
	});

	it('refuses an empty Contact ID before any request', async () => {
		const { error } = await runLiveChatAi(h.sim, get({ contactId: ' ' }), v2);
		expect(error?.message).toBe("'Contact ID' is empty [item 0]");
		expect(h.sim.requests).toEqual([]);
	});

	it('with Continue On Fail, pairs the 404 of an unknown contact with its item', async () => {
		const { items } = await runLiveChatAi(h.sim, get({ contactId: '={{ $json.id }}' }), {
			...v2,
			continueOnFail: true,
			input: [{ id: 'ct_missing' }, { id: SEED.contacts.bob }],
		});
		expect(items[0]).toEqual({
			json: { error: 'Contact not found', message: expect.stringContaining('HTTP 404') },
			pairedItem: { item: 0 },
		});
		expect(items[1]).toMatchObject({ json: { id: SEED.contacts.bob }, pairedItem: { item: 1 } });
	});
});

describe('Contact > Get Many', () => {
	const getMany = (parameters: INodeParameters = {}) =>
		contact('getMany', { agent: byId(AGENT), ...parameters });
	const supportContacts = () =>
		[...h.sim.store.contacts.values()].filter((c) => c.agentId === AGENT).length;

	/** Copies of a seeded contact, so that the agent's contacts span two pages of 100. */
	function addContacts(count: number) {
		const alice = h.sim.store.contacts.get(SEED.contacts.alice)!;
		for (let i = 1; i <= count; i++) {
			const id = `ct_extra_${String(i).padStart(3, '0')}`;
			h.sim.store.contacts.set(id, { ...alice, id, distinctId: `extra-${i}` });
		}
	}

	it('with Return All reads every page of 100', async () => {
		addContacts(30);
		const { items } = await runLiveChatAi(h.sim, getMany({ returnAll: true }), v2);
		expect(supportContacts()).toBeGreaterThan(100);
		expect(items).toHaveLength(supportContacts());
		expect(h.sim.requests.map((r) => r.query)).toEqual([
			{ agentId: AGENT, page: '1', limit: '100' },
			{ agentId: AGENT, page: '2', limit: '100' },
		]);
		expect(Object.keys(items[0].json).sort()).toEqual(
			['country', 'createdAt', 'distinctId', 'email', 'id', 'name', 'phone'].sort(),
		);
	});

	it('with a Limit inside the first page sends one request for that many', async () => {
		const { items } = await runLiveChatAi(h.sim, getMany({ limit: 50 }), v2);
		expect(items).toHaveLength(50);
		expect(h.sim.requests.map((r) => r.query)).toEqual([
			{ agentId: AGENT, page: '1', limit: '50' },
		]);
	});

	it('with a Limit that ends in the second page sends no request past it', async () => {
		addContacts(200);
		const { items } = await runLiveChatAi(h.sim, getMany({ limit: 105 }), v2);
		expect(items).toHaveLength(105);
		expect(h.sim.requests.map((r) => r.query.page)).toEqual(['1', '2']);
	});

	it('refuses a Limit below 1 before any request', async () => {
		const { error } = await runLiveChatAi(h.sim, getMany({ limit: 0 }), v2);
		expect(error?.message).toBe("'Limit' must be a whole number of at least 1, not 0 [item 0]");
		expect(h.sim.requests).toEqual([]);
	});
});

describe('Contact > Get Conversations', () => {
	const conversations = (parameters: INodeParameters = {}) =>
		contact('getConversations', { contactId: SEED.contacts.alice, ...parameters });
	const ofAlice = () =>
		[...h.sim.store.conversations.values()].filter((c) => c.contactId === SEED.contacts.alice);

	it('outputs the conversations of the contact with every agent, simplified', async () => {
		const { items, error } = await runLiveChatAi(h.sim, conversations({ returnAll: true }), v2);
		expect(error).toBeUndefined();
		expect(h.sim.requests[0]).toMatchObject({
			method: 'GET',
			path: `/api/v2/contacts/${SEED.contacts.alice}/conversations`,
			query: { page: '1', perPage: '100' },
		});
		expect(items.map((item) => item.json.id).sort()).toEqual(
			ofAlice()
				.map((c) => c.id)
				.sort(),
		);
		expect(items.map((item) => item.json.id)).toContain(SEED.conversations.salesOfAlice);
		expect(items[0].json).toMatchObject({
			id: SEED.conversations.latest,
			contactId: SEED.contacts.alice,
		});
		expect(items[0].json).not.toHaveProperty('contact');
	});

	it('with Return All reads every page; a Limit ending mid-page sends no request past it', async () => {
		const support = [...h.sim.store.conversations.values()].filter((c) => c.agentId === AGENT);
		for (const c of support.slice(0, 150)) c.contactId = SEED.contacts.alice;
		const all = await runLiveChatAi(h.sim, conversations({ returnAll: true }), v2);
		expect(all.items).toHaveLength(ofAlice().length);
		expect(ofAlice().length).toBeGreaterThan(150);
		expect(h.sim.requests.map((r) => r.query.page)).toEqual(['1', '2']);
		h.sim.clearRequests();
		const some = await runLiveChatAi(h.sim, conversations({ limit: 3, simplify: false }), v2);
		expect(some.items).toHaveLength(3);
		expect(some.items[0].json).toHaveProperty('contact');
		expect(h.sim.requests.map((r) => r.query)).toEqual([{ page: '1', perPage: '3' }]);
	});

	it('an unknown contact fails with the HTTP status and the service message', async () => {
		const { error } = await runLiveChatAi(h.sim, conversations({ contactId: 'ct_missing' }), v2);
		expect(error?.message).toBe('Contact not found');
		expect((error as { httpCode?: string }).httpCode).toBe('404');
	});
});

describe('Contact > Get Agents (legacy endpoint)', () => {
	it('reads the agents of the contact, one item each', async () => {
		const { items, error } = await runLiveChatAi(
			h.sim,
			contact('getAgents', { contactId: SEED.contacts.alice }),
			v2,
		);
		expect(error).toBeUndefined();
		expect(h.sim.requests[0]).toMatchObject({
			method: 'GET',
			path: '/api/aibot/contact/agent',
			query: { contactId: SEED.contacts.alice },
		});
		expect(items.map((item) => item.json.id).sort()).toEqual([SEED.agents.sales, AGENT]);
	});

	it('refuses an empty Contact ID before any request', async () => {
		const { error } = await runLiveChatAi(h.sim, contact('getAgents', { contactId: ' ' }), v2);
		expect(error?.message).toBe("'Contact ID' is empty [item 0]");
		expect(h.sim.requests).toEqual([]);
	});
});
