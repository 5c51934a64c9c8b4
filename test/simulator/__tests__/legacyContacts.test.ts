import { SEED } from '../index';
import { useSimulator } from '../testHelpers';

describe('legacy contact agents', () => {
	const h = useSimulator();

	it('contact agents lists every chatbot the contact talked to', async () => {
		const alice = await h.api.get('/api/aibot/contact/agent', {
			params: { contactId: SEED.contacts.alice },
		});
		expect(alice.status).toBe(200);
		expect(alice.data.data.map((b: { id: string }) => b.id)).toEqual([
			SEED.chatbots.support,
			SEED.chatbots.sales,
		]);
		const bob = await h.api.get('/api/aibot/contact/agent', {
			params: { contactId: SEED.contacts.bob },
		});
		expect(bob.data.data.map((b: { id: string }) => b.id)).toEqual([SEED.chatbots.support]);
		expect((await h.api.get('/api/aibot/contact/agent')).data.message).toBe(
			'contactId is required',
		);
		const unknown = await h.api.get('/api/aibot/contact/agent?contactId=ct_nope');
		expect(unknown.status).toBe(404);
		expect(unknown.data.message).toBe('Contact not found');
		expect(
			(await h.api.get(`/api/aibot/contact/agent?contactId=${SEED.contacts.other}`)).status,
		).toBe(404);
	});
});
