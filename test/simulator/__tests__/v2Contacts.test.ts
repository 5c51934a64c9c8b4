import { SEED, SIMULATOR_IDENTITY_SECRET, userHashFor } from '../index';
import { createHmac } from 'node:crypto';
import { useSimulator } from '../testHelpers';

const support = SEED.agents.support;
const secure = SEED.agents.secure;

describe('POST /api/v2/contacts', () => {
	const h = useSimulator();
	const post = (body: unknown) => h.api.post('/api/v2/contacts', body);

	it('creates a contact tied to the agent, saving only the configured attributes', async () => {
		const res = await post({
			agentId: support,
			distinctId: 'crm-42',
			name: 'Zoe Park',
			email: 'zoe@example.com',
			phone: '+1 555 0199 4242',
			attributes: { plan: 'pro', company: 'Initech', favouriteColour: 'green' },
		});
		expect(res.status).toBe(200);
		expect(res.data).toEqual({ status: 'success', contactId: expect.any(String) });
		expect(h.sim.store.contacts.get(res.data.contactId)).toMatchObject({
			agentId: support,
			distinctId: 'crm-42',
			name: 'Zoe Park',
			email: 'zoe@example.com',
			phone: '+1 555 0199 4242',
			attributes: { plan: 'pro', company: 'Initech' },
			createdAt: '2026-11-01T12:00:00.000Z',
		});
	});

	it('the same distinctId on the same agent updates that contact', async () => {
		const res = await post({ agentId: support, distinctId: 'user-1001', name: 'Alice M.' });
		expect(res.data.contactId).toBe(SEED.contacts.alice);
		expect(h.sim.store.contacts.get(SEED.contacts.alice)?.name).toBe('Alice M.');
	});

	it('updates by contactId, merging attributes', async () => {
		h.sim.clock.advance(5_000);
		const res = await post({
			agentId: support,
			contactId: SEED.contacts.bob,
			email: 'bob@new.example.com',
			attributes: { plan: 'enterprise', secret: 'x' },
		});
		expect(res.data).toEqual({ status: 'success', contactId: SEED.contacts.bob });
		expect(h.sim.store.contacts.get(SEED.contacts.bob)).toMatchObject({
			distinctId: 'user-1002',
			name: 'Bob Chen',
			email: 'bob@new.example.com',
			attributes: { plan: 'enterprise', company: 'Initech' },
			updatedAt: '2026-11-01T12:00:05.000Z',
		});
	});

	it.each([
		[{ distinctId: 'x' }, 400, 'agentId is required'],
		[{ agentId: support }, 400, 'distinctId is required'],
		[{ agentId: support, distinctId: 7 }, 400, 'distinctId must be a string'],
		[
			{ agentId: support, distinctId: 'x', email: 'not-an-email' },
			400,
			'email must be a valid e-mail address',
		],
		[
			{ agentId: support, distinctId: 'x', attributes: ['plan'] },
			400,
			'attributes must be an object with string values',
		],
		[
			{ agentId: support, distinctId: 'x', attributes: { plan: 3 } },
			400,
			'attributes must be an object with string values',
		],
		[{ agentId: support, distinctId: 'x', name: false }, 400, 'name must be a string'],
		[{ agentId: 'bot_nope', distinctId: 'x' }, 404, 'Agent not found'],
		[{ agentId: SEED.agents.other, distinctId: 'x' }, 404, 'Agent not found'],
		[{ agentId: support, contactId: 'ct_nope' }, 404, 'Contact not found'],
		[{ agentId: support, contactId: SEED.contacts.secure }, 404, 'Contact not found'],
	])('%j -> %i %s', async (body, status, message) => {
		const before = h.sim.store.contacts.size;
		const res = await post(body);
		expect(res.status).toBe(status);
		expect(res.data.message).toBe(message);
		expect(h.sim.store.contacts.size).toBe(before);
	});

	describe('secure identification', () => {
		it('userHashFor is hex HMAC-SHA256(secret, distinctId)', () => {
			expect(userHashFor(SIMULATOR_IDENTITY_SECRET, 'abc')).toBe(
				createHmac('sha256', SIMULATOR_IDENTITY_SECRET).update('abc').digest('hex'),
			);
		});

		it('accepts the right hash, rejects a missing or wrong one with 403 invalid_user_hash', async () => {
			const before = h.sim.store.contacts.size;
			const missing = await post({ agentId: secure, distinctId: 'lead-7' });
			expect(missing.status).toBe(403);
			expect(missing.data).toMatchObject({ status: 'error', code: 'invalid_user_hash' });
			const wrong = await post({
				agentId: secure,
				distinctId: 'lead-7',
				userHash: userHashFor(SIMULATOR_IDENTITY_SECRET, 'lead-8'),
			});
			expect(wrong.status).toBe(403);
			expect(wrong.data.code).toBe('invalid_user_hash');
			const short = await post({ agentId: secure, distinctId: 'lead-7', userHash: 'abc' });
			expect(short.status).toBe(403);
			expect(h.sim.store.contacts.size).toBe(before);
			const ok = await post({
				agentId: secure,
				distinctId: 'lead-7',
				userHash: userHashFor(SIMULATOR_IDENTITY_SECRET, 'lead-7'),
				attributes: { region: 'APAC', plan: 'free', other: 'x' },
			});
			expect(ok.status).toBe(200);
			expect(h.sim.store.contacts.size).toBe(before + 1);
			expect(h.sim.store.contacts.get(ok.data.contactId)?.attributes).toEqual({
				region: 'APAC',
				plan: 'free',
			});
		});

		it('an update without distinctId is checked against the stored distinctId', async () => {
			const ok = await post({
				agentId: secure,
				contactId: SEED.contacts.secure,
				userHash: userHashFor(SIMULATOR_IDENTITY_SECRET, 'crm-2001'),
				name: 'Carla J.',
			});
			expect(ok.status).toBe(200);
			expect(h.sim.store.contacts.get(SEED.contacts.secure)?.name).toBe('Carla J.');
			const bad = await post({
				agentId: secure,
				contactId: SEED.contacts.secure,
				userHash: userHashFor(SIMULATOR_IDENTITY_SECRET, 'crm-2002'),
			});
			expect(bad.status).toBe(403);
		});

		it('agents without secure identification ignore userHash', async () => {
			expect(
				(await post({ agentId: support, distinctId: 'u-1', userHash: 'whatever' })).status,
			).toBe(200);
		});
	});
});
