/**
 * POST /api/v2/contacts for an agent with secure identification: userHash must be hex HMAC-SHA256(secret,
 * distinctId), the distinctId sent (required, an update by contactId too); else 403 invalid_user_hash.
 * No hash, and the right one: test/nodes/shared/contactUpsert.test.ts.
 */
import { SEED, SIMULATOR_IDENTITY_SECRET, userHashFor } from '../index';
import { useSimulator } from '../testHelpers';

const hash = (distinctId: string) => userHashFor(SIMULATOR_IDENTITY_SECRET, distinctId);
const secure = { agentId: SEED.agents.secure };
const contactId = SEED.contacts.secure; // distinctId crm-2001
const OK = { status: 200, body: { status: 'success', contactId: expect.any(String) } };
const REFUSED = {
	status: 403,
	body: { status: 'error', message: expect.any(String), code: 'invalid_user_hash' },
};

describe('secure identification', () => {
	const h = useSimulator();

	it.each([
		[
			'the hash of another distinctId',
			{ ...secure, distinctId: 'lead-7', userHash: hash('lead-8') },
			REFUSED,
		],
		['a hash cut short', { ...secure, distinctId: 'lead-7', userHash: 'abc' }, REFUSED],
		[
			'an update with the hash of its distinctId',
			{ ...secure, contactId, distinctId: 'crm-2001', userHash: hash('crm-2001') },
			OK,
		],
		[
			'an update with another hash',
			{ ...secure, contactId, distinctId: 'crm-2001', userHash: hash('crm-2002') },
			REFUSED,
		],
		[
			'an agent without it, any hash',
			{ agentId: SEED.agents.support, distinctId: 'u-1', userHash: 'x' },
			OK,
		],
	])('%s', async (_, body, expected) => {
		const before = JSON.stringify([...h.sim.store.contacts.values()]);
		const res = await h.api.post('/api/v2/contacts', body);
		expect({ status: res.status, body: res.data }).toEqual(expected);
		const changed = JSON.stringify([...h.sim.store.contacts.values()]) !== before;
		expect(changed).toBe(expected === OK);
	});
});
