import { SEED } from '../index';
import { useSimulator } from '../testHelpers';

const agentId = SEED.agents.support;

describe('v2 contacts: get, list, a contact’s conversations', () => {
	const h = useSimulator();

	it('GET /contacts/:id is the bare contact, no envelope', async () => {
		const res = await h.api.get(`/api/v2/contacts/${SEED.contacts.alice}`);
		expect(res.status).toBe(200);
		expect(res.data).toEqual({
			id: SEED.contacts.alice,
			// Alice first wrote on WhatsApp, so she has a thread there.
			chatSource: 'WHATSAPP',
			email: 'alice@example.com',
			agentId,
			distinctId: 'user-1001',
			name: 'Alice Martin',
			phone: '+1 555 0100 1001',
			threadId: 'thr_whatsapp_0',
			ip: expect.stringMatching(/^203\.0\.113\./),
			country: expect.any(String),
			attributes: [
				{ key: 'plan', value: 'pro' },
				{ key: 'company', value: 'Acme Corp' },
			],
			createdAt: expect.any(String),
			updatedAt: expect.any(String),
		});
		expect(res.data.status).toBeUndefined();
	});

	it('unknown or foreign contact: 404 in the error envelope', async () => {
		for (const id of ['ct_nope', SEED.contacts.other]) {
			const res = await h.api.get(`/api/v2/contacts/${id}`);
			expect(res.status).toBe(404);
			expect(res.data).toEqual({
				status: 'error',
				message: 'Contact not found',
				code: 'not_found',
			});
		}
	});

	it('lists the agent’s contacts newest first in the `pages` wrapper', async () => {
		const all = [...h.sim.store.contacts.values()]
			.filter((c) => c.agentId === agentId)
			.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id < b.id ? 1 : -1));
		const res = await h.api.get('/api/v2/contacts', { params: { agentId, limit: 25, page: 2 } });
		expect(Object.keys(res.data).sort()).toEqual([
			'agentId',
			'data',
			'pages',
			'status',
			'totalCount',
		]);
		expect(res.data.agentId).toBe(agentId);
		expect(res.data.totalCount).toBe(all.length);
		expect(res.data.pages).toEqual({
			page: 2,
			perPage: 25,
			totalPages: Math.ceil(all.length / 25),
			hasPrevious: true,
			hasNext: true,
			previous: 1,
			next: 3,
		});
		expect(res.data.data.map((c: { id: string }) => c.id)).toEqual(
			all.slice(25, 50).map((c) => c.id),
		);
		expect(Object.keys(res.data.data[0]).sort()).toEqual(
			['id', 'distinctId', 'name', 'email', 'phone', 'country', 'createdAt'].sort(),
		);
	});

	it('a contact made by POST /contacts is listed first', async () => {
		h.sim.clock.advance(1000);
		const made = await h.api.post('/api/v2/contacts', {
			agentId,
			distinctId: 'new-1',
			name: 'Nia',
		});
		const res = await h.api.get('/api/v2/contacts', { params: { agentId } });
		expect(res.data.data[0]).toMatchObject({
			id: made.data.contactId,
			name: 'Nia',
			distinctId: 'new-1',
		});
	});

	it('list needs agentId (400) of the workspace (404)', async () => {
		expect((await h.api.get('/api/v2/contacts')).data.message).toBe('agentId is required');
		const foreign = await h.api.get('/api/v2/contacts', { params: { agentId: SEED.agents.other } });
		expect(foreign.status).toBe(404);
		expect(foreign.data.message).toBe('Agent not found');
	});

	it('a contact’s conversations: every agent, latest first, in the `meta` wrapper', async () => {
		const mine = [...h.sim.store.conversations.values()]
			.filter((c) => c.contactId === SEED.contacts.alice)
			.sort((a, b) => Date.parse(b.lastMessageDate) - Date.parse(a.lastMessageDate));
		expect(new Set(mine.map((c) => c.agentId)).size).toBe(2);
		const res = await h.api.get(`/api/v2/contacts/${SEED.contacts.alice}/conversations`);
		expect(res.data.status).toBe('success');
		expect(res.data.data.meta).toEqual({
			total: mine.length,
			perPage: 20,
			currentPage: 1,
			totalPages: 1,
		});
		expect(res.data.data.conversations.map((c: { id: string }) => c.id)).toEqual(
			mine.map((c) => c.id),
		);
		expect(res.data.data.conversations[0].contact.id).toBe(SEED.contacts.alice);
		const second = await h.api.get(`/api/v2/contacts/${SEED.contacts.alice}/conversations`, {
			params: { perPage: 1, page: 2 },
		});
		expect(second.data.data.conversations.map((c: { id: string }) => c.id)).toEqual([mine[1].id]);
		expect(second.data.data.meta).toEqual({
			total: mine.length,
			perPage: 1,
			currentPage: 2,
			totalPages: mine.length,
		});
		expect((await h.api.get('/api/v2/contacts/ct_nope/conversations')).status).toBe(404);
	});
});
