import { SEED } from '../index';
import { useSimulator } from '../testHelpers';

describe('legacy chatbots: create, list, detail, delete, counts', () => {
	const h = useSimulator();

	it('creates a chatbot (live chat default false) and lists it', async () => {
		h.sim.clock.advance(1000);
		const res = await h.api.post('/api/aibot/create', { name: '  Billing Bot ' });
		expect(res.status).toBe(200);
		expect(res.data).toEqual({
			id: expect.any(String),
			chatbotId: res.data.id,
			name: 'Billing Bot',
			isLiveChatEnabled: false,
			isFullPage: false,
			slug: null,
			createdAt: '2026-11-01T12:00:01.000Z',
			updatedAt: '2026-11-01T12:00:01.000Z',
		});
		const live = await h.api.post('/api/aibot/create', { name: 'Live', isLiveChatEnabled: true });
		expect(live.data.isLiveChatEnabled).toBe(true);
		const list = await h.api.get('/api/aibot/list');
		expect(list.status).toBe(200);
		expect(list.data.data.map((b: { name: string }) => b.name)).toEqual([
			'Support Bot',
			'Sales Assistant',
			'Docs Helper',
			'Knowledge Base',
			...SEED.agents.team.map((_, i) => `Team Bot ${String(i + 1).padStart(2, '0')}`),
			'Billing Bot',
			'Live',
		]);
	});

	it.each([
		[{}, 'name is required'],
		[{ name: '' }, 'name is required'],
		[{ name: '   ' }, 'name is required'],
		[{ name: 42 }, 'name must be a string'],
		[{ name: 'X', isLiveChatEnabled: 'yes' }, 'isLiveChatEnabled must be a boolean'],
	])('create validates %j', async (body, message) => {
		const res = await h.api.post('/api/aibot/create', body);
		expect(res.status).toBe(400);
		expect(res.data).toEqual({ status: 'error', message, code: 'validation_error' });
		expect(h.sim.store.chatbots.size).toBe(SEED.counts.chatbots);
	});

	it('create with no body at all names the first field', async () => {
		const res = await h.api.post('/api/aibot/create');
		expect(res.status).toBe(400);
		expect(res.data.message).toBe('name is required');
	});

	it('detail by chatbotId, by slug, and by id given as slug of a full-page chatbot', async () => {
		const byId = await h.api.get('/api/aibot/detail', {
			params: { chatbotId: SEED.chatbots.support },
		});
		expect(byId.status).toBe(200);
		expect(byId.data).toMatchObject({
			id: SEED.chatbots.support,
			chatbotId: SEED.chatbots.support,
			name: 'Support Bot',
			isLiveChatEnabled: true,
		});
		const bySlug = await h.api.get('/api/aibot/detail', { params: { slug: SEED.docsSlug } });
		expect(bySlug.data).toMatchObject({
			id: SEED.chatbots.docs,
			slug: 'docs-helper',
			isFullPage: true,
		});
		const slugIsId = await h.api.get('/api/aibot/detail', { params: { slug: SEED.chatbots.docs } });
		expect(slugIsId.data.id).toBe(SEED.chatbots.docs);
		const notFullPage = await h.api.get('/api/aibot/detail', {
			params: { slug: SEED.chatbots.support },
		});
		expect(notFullPage.status).toBe(404);
	});

	it('detail validation and 404', async () => {
		const missing = await h.api.get('/api/aibot/detail');
		expect(missing.status).toBe(400);
		expect(missing.data.message).toBe('chatbotId is required');
		const unknown = await h.api.get('/api/aibot/detail?chatbotId=bot_nope');
		expect(unknown.status).toBe(404);
		expect(unknown.data).toEqual({
			status: 'error',
			message: 'Chatbot not found',
			code: 'not_found',
		});
		const twice = await h.api.get('/api/aibot/detail?chatbotId=a&chatbotId=b');
		expect(twice.status).toBe(400);
	});

	it('delete removes the chatbot and what hangs off it; second delete is 404', async () => {
		const res = await h.api.delete('/api/aibot/delete', {
			params: { chatbotId: SEED.chatbots.sales },
		});
		expect(res.status).toBe(200);
		expect(res.data).toEqual({ status: 'success', message: 'Chatbot deleted' });
		expect(h.sim.store.chatbots.has(SEED.chatbots.sales)).toBe(false);
		expect(
			[...h.sim.store.conversations.values()].some((c) => c.agentId === SEED.chatbots.sales),
		).toBe(false);
		expect(
			[...h.sim.store.dataSources.values()].some((d) => d.chatbotId === SEED.chatbots.sales),
		).toBe(false);
		const again = await h.api.delete('/api/aibot/delete', {
			params: { chatbotId: SEED.chatbots.sales },
		});
		expect(again.status).toBe(404);
		const noParam = await h.api.delete('/api/aibot/delete');
		expect(noParam.status).toBe(400);
		expect(noParam.data.message).toBe('chatbotId is required');
		const foreign = await h.api.delete('/api/aibot/delete', {
			params: { chatbotId: SEED.chatbots.other },
		});
		expect(foreign.status).toBe(404);
		expect(h.sim.store.chatbots.has(SEED.chatbots.other)).toBe(true);
	});

	it('counts come from the stored chats and move with new replies', async () => {
		const support = SEED.chatbots.support;
		const chats = await h.api.get('/api/aibot/counts/chat', { params: { chatbotId: support } });
		expect(chats.data).toEqual({ chatbotId: support, count: 3 });
		const messages = await h.api.get('/api/aibot/counts/messages', {
			params: { chatbotId: support },
		});
		expect(messages.data).toEqual({ chatbotId: support, count: 6 + 2 + 4 });
		await h.api.post('/api/aibot/reply', { question: 'Hi', chatbotId: support });
		expect(
			(await h.api.get('/api/aibot/counts/chat', { params: { chatbotId: support } })).data.count,
		).toBe(4);
		expect(
			(await h.api.get('/api/aibot/counts/messages', { params: { chatbotId: support } })).data
				.count,
		).toBe(14);
		expect(
			(await h.api.get('/api/aibot/counts/chat', { params: { chatbotId: SEED.chatbots.docs } }))
				.data.count,
		).toBe(0);
		expect((await h.api.get('/api/aibot/counts/chat')).status).toBe(400);
		expect((await h.api.get('/api/aibot/counts/messages?chatbotId=bot_nope')).status).toBe(404);
	});
});
