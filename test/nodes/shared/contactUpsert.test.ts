/**
 * Contact > Create or Update (nodes/LiveChatAi/shared/contacts/), the same request in both node versions: run
 * through version 2 in a real workflow against the simulator, and through version 1 where only its word for the
 * bot ("chatbot") is reached. The fields and attributes sent, secure identification's user hash, and bad input
 * refused before any request (no Distinct ID: test/nodes/refusesBadInput.test.ts).
 */
import type { INodeParameters } from 'n8n-workflow';

import { byId, runLiveChatAi } from '../../harness/liveChatAi';
import { SEED, SIMULATOR_IDENTITY_SECRET, userHashFor } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { eachExchange, parametersFor, runV2 } from '../v2/v2Operations';

const h = useSimulator();

const { support, secure } = SEED.agents;
const withSecret = { credentials: { identitySecret: SIMULATOR_IDENTITY_SECRET } };
const upsert = (parameters: INodeParameters, agentId: string = support) =>
	parametersFor('contact:upsert', { agent: byId(agentId), ...parameters });
const post = (body: object) => ({ request: 'POST /api/v2/contacts', body });
const stored = (distinctId: string) =>
	[...h.sim.store.contacts.values()].find((contact) => contact.distinctId === distinctId)!;
/** The output: the service's JSON, naming the contact created or updated. */
const saved = (contactId: string) => [{ status: 'success', contactId }];
const rows = (...pairs: Array<[string, string]>) => ({
	attribute: pairs.map(([key, value]) => ({ key, value })),
});

eachExchange({ h }, [
	{
		name: 'creates a contact with its fields; an untouched attribute row is left out, the agent keeps the attributes configured for it',
		parameters: upsert({
			distinctId: 'user-5001',
			additionalFields: {
				name: 'Nora Field',
				email: 'nora@example.com',
				phone: '+1 555 0100 5001',
				attributes: rows(['plan', 'pro'], ['region', 'EMEA'], [' ', '']),
			},
		}),
		...post({
			agentId: support,
			distinctId: 'user-5001',
			name: 'Nora Field',
			email: 'nora@example.com',
			phone: '+1 555 0100 5001',
			attributes: { plan: 'pro', region: 'EMEA' },
		}),
		output: () => {
			const attributes = { plan: 'pro' };
			expect(stored('user-5001')).toMatchObject({
				agentId: support,
				name: 'Nora Field',
				attributes,
			});
			return saved(stored('user-5001').id);
		},
	},
	{
		name: 'updates the contact given by Contact ID with its Distinct ID, its other fields kept; attributes given as a JSON string',
		parameters: upsert({
			contactId: SEED.contacts.alice,
			distinctId: 'user-1001',
			additionalFields: { name: 'Alice M. Martin', attributesJson: '{"plan": "enterprise"}' },
		}),
		...post({
			agentId: support,
			distinctId: 'user-1001',
			contactId: SEED.contacts.alice,
			name: 'Alice M. Martin',
			attributes: { plan: 'enterprise' },
		}),
		output: () => {
			expect(h.sim.store.contacts.get(SEED.contacts.alice)).toMatchObject({
				name: 'Alice M. Martin',
				email: 'alice@example.com',
				distinctId: 'user-1001',
				attributes: { plan: 'enterprise' },
			});
			return saved(SEED.contacts.alice);
		},
	},
	{
		name: 'sends numbers from expressions as text, and the rows and an object from an expression together',
		parameters: upsert({
			distinctId: '={{ $json.id }}',
			additionalFields: {
				phone: '={{ $json.phone }}',
				// A saved "Attributes Input" of an older node version no longer hides the rows.
				attributesInput: 'json',
				attributesJson: '={{ { plan: $json.plan } }}',
				attributes: rows(['company', '={{ $json.seats }}']),
			},
		}),
		options: { input: [{ id: 7001, phone: 15550100, seats: 12, plan: 'starter' }] },
		...post({
			agentId: support,
			distinctId: '7001',
			phone: '15550100',
			attributes: { company: '12', plan: 'starter' },
		}),
		output: () => saved(stored('7001').id),
	},
	{
		name: 'computes the user hash from the credential secret for the secure agent, which accepts it',
		parameters: upsert({ distinctId: 'crm-2001', additionalFields: { phone: '+44 20' } }, secure),
		options: withSecret,
		...post({
			agentId: secure,
			distinctId: 'crm-2001',
			phone: '+44 20',
			userHash: userHashFor(SIMULATOR_IDENTITY_SECRET, 'crm-2001'),
		}),
		output: () => {
			expect(h.sim.store.contacts.get(SEED.contacts.secure)?.phone).toBe('+44 20');
			return saved(SEED.contacts.secure);
		},
	},
	{
		name: 'sends a User Hash given instead of computing one',
		parameters: upsert(
			{
				distinctId: 'crm-9001',
				additionalFields: { userHash: userHashFor(SIMULATOR_IDENTITY_SECRET, 'crm-9001') },
			},
			secure,
		),
		options: { credentials: { identitySecret: 'another-secret' } },
		...post({
			agentId: secure,
			distinctId: 'crm-9001',
			userHash: userHashFor(SIMULATOR_IDENTITY_SECRET, 'crm-9001'),
		}),
		output: () => saved(stored('crm-9001').id),
	},
]);

it.each([
	// An expression that gives nothing: n8n itself refuses to start a version 2 node whose field is left empty.
	[
		'version 2',
		upsert({ contactId: SEED.contacts.secure, distinctId: '={{ "" }}', additionalFields: {} }),
	],
	// A saved version 1 workflow that gave a Contact ID alone: LiveChatAI refused its request anyway.
	[
		'version 1',
		{ resource: 'contact', operation: 'upsert', chatbot: byId(secure), contactId: 'ct_secure' },
	],
])(
	'%s: a Contact ID without a Distinct ID is refused before any request, naming the field',
	async (_, parameters) => {
		const typeVersion = parameters.chatbot ? 1 : 2;
		const { error } = await runLiveChatAi(h.sim, parameters, { typeVersion, ...withSecret });
		expect(error?.message).toBe("'Distinct ID' is empty [item 0]");
		expect(error?.description).toContain('to update a contact by Contact ID too');
		expect(h.sim.requests).toEqual([]);
	},
);

it("version 1: without a secret, no hash is sent and the secure chatbot's 403 is said in version 1's word", async () => {
	const upsertV1 = { resource: 'contact', operation: 'upsert', chatbot: byId(secure) };
	const { error } = await runLiveChatAi(h.sim, { ...upsertV1, distinctId: 'crm-2001' });
	expect(h.sim.requests[0].body).toEqual({ agentId: secure, distinctId: 'crm-2001' });
	expect(error?.message).toBe(
		'userHash is required: secure identification is enabled for this chatbot',
	);
	expect((error as { httpCode?: string }).httpCode).toBe('403');
	expect(error?.description).toContain(
		'LiveChatAI\'s own message: "userHash is required: secure identification is enabled for this agent". HTTP 403 (invalid_user_hash)',
	);
});

it.each<[string, INodeParameters]>([
	["'Email' is not a valid e-mail address", { email: 'nora@example' }],
	["'Attributes (JSON)' is not valid JSON", { attributesJson: '{plan: pro' }],
	["'Attributes (JSON)' is not a JSON object", { attributesJson: '[{"plan": "pro"}]' }],
	["'Attributes' row 1 has no name", { attributes: rows([' ', 'pro']) }],
	[
		'\'Attributes\' name "plan" appears twice',
		{ attributes: rows(['plan', 'pro'], ['plan', 'x']) },
	],
	[
		'\'Attributes (JSON)\' repeats "plan"',
		{ attributes: rows(['plan', 'pro']), attributesJson: '{"plan": 1}' },
	],
])('refuses before any request, the secret in no message: %s', async (message, fields) => {
	const parameters = upsert({ distinctId: 'user-1', additionalFields: fields });
	const { error } = await runV2(h.sim, parameters, withSecret);
	expect(error?.message).toBe(`${message} [item 0]`);
	expect(error?.description ?? '').not.toContain(SIMULATOR_IDENTITY_SECRET);
	expect(h.sim.requests).toEqual([]);
});
