import { SEED } from '../index';
import { useSimulator } from '../testHelpers';

const SUMMARY_KEYS = [
	'id',
	'name',
	'isLiveChatEnabled',
	'language',
	'isArchived',
	'createdAt',
	'updatedAt',
].sort();

describe('v2 agents', () => {
	const h = useSimulator();

	it('lists the workspace agents newest first in the `pages` wrapper', async () => {
		const res = await h.api.get('/api/v2/agents');
		expect(res.status).toBe(200);
		expect(Object.keys(res.data).sort()).toEqual(['data', 'pages', 'status', 'totalCount']);
		expect(res.data.totalCount).toBe(SEED.agents.mainCount);
		expect(res.data.pages).toEqual({
			page: 1,
			perPage: 10,
			totalPages: 2,
			hasPrevious: false,
			hasNext: true,
			previous: null,
			next: 2,
		});
		expect(res.data.data).toHaveLength(10);
		expect(Object.keys(res.data.data[0]).sort()).toEqual(SUMMARY_KEYS);
		const all = [...h.sim.store.chatbots.values()]
			.filter((b) => b.workspaceId === 'ws_main')
			.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
		const page2 = await h.api.get('/api/v2/agents', { params: { page: 2 } });
		expect([...res.data.data, ...page2.data.data].map((a: { id: string }) => a.id)).toEqual(
			all.map((b) => b.id),
		);
		expect(page2.data.pages).toMatchObject({
			page: 2,
			hasPrevious: true,
			hasNext: false,
			previous: 1,
			next: null,
		});
		const archived = [...res.data.data, ...page2.data.data].filter(
			(a: { isArchived: boolean }) => a.isArchived,
		);
		expect(archived.map((a: { id: string }) => a.id).sort()).toEqual([...SEED.agents.archived]);
	});

	it('a page past the end is empty and still says how many there are', async () => {
		const res = await h.api.get('/api/v2/agents', { params: { page: 9, limit: 5 } });
		expect(res.data.data).toEqual([]);
		expect(res.data.totalCount).toBe(SEED.agents.mainCount);
		expect(res.data.pages).toMatchObject({
			totalPages: 3,
			hasNext: false,
			next: null,
			previous: 8,
		});
	});

	it('the other workspace sees only its own agent', async () => {
		const res = await h.other.get('/api/v2/agents');
		expect(res.data.data.map((a: { id: string }) => a.id)).toEqual([SEED.agents.other]);
	});

	it('creates an agent that the legacy list shows too, and back', async () => {
		h.sim.clock.advance(1000);
		const res = await h.api.post('/api/v2/agents', {
			name: ' Helpdesk ',
			isLiveChatEnabled: true,
			isImageSharingEnabled: true,
		});
		expect(res.status).toBe(200);
		expect(res.data.status).toBe('success');
		expect(res.data.data).toMatchObject({
			name: 'Helpdesk',
			isLiveChatEnabled: true,
			isImageSharingEnabled: true,
			isArchived: false,
			language: 'en',
			createdAt: h.sim.clock.now().toISOString(),
		});
		const id = res.data.data.id;
		const legacy = await h.api.get('/api/aibot/list');
		expect(legacy.data.data.map((b: { id: string }) => b.id)).toContain(id);
		expect((await h.api.get('/api/v2/agents')).data.data[0].id).toBe(id);

		const made = await h.api.post('/api/aibot/create', { name: 'Legacy made' });
		const got = await h.api.get(`/api/v2/agents/${made.data.id}`);
		expect(got.data.data).toMatchObject({
			id: made.data.id,
			name: 'Legacy made',
			isImageSharingEnabled: false,
		});
	});

	it.each([
		[{ isLiveChatEnabled: true }, 'name is required'],
		[{ name: 'X' }, 'isLiveChatEnabled is required'],
		[{ name: 'X', isLiveChatEnabled: 'yes' }, 'isLiveChatEnabled must be a boolean'],
		[
			{ name: 'X', isLiveChatEnabled: true, isImageSharingEnabled: 1 },
			'isImageSharingEnabled must be a boolean',
		],
	])('create validates %j', async (body, message) => {
		const res = await h.api.post('/api/v2/agents', body);
		expect(res.status).toBe(400);
		expect(res.data).toEqual({ status: 'error', message, code: 'validation_error' });
		expect(h.sim.store.chatbots.size).toBe(SEED.counts.chatbots);
	});

	it('gets an agent by id or by slug; isEmbed adds what a page embeds', async () => {
		const byId = await h.api.get(`/api/v2/agents/${SEED.agents.knowledgeBase}`);
		expect(byId.data).toEqual({
			status: 'success',
			data: {
				id: SEED.agents.knowledgeBase,
				name: 'Knowledge Base',
				isLiveChatEnabled: false,
				language: 'de',
				isArchived: false,
				slug: SEED.knowledgeBaseSlug,
				isFullPage: false,
				isImageSharingEnabled: true,
				createdAt: expect.any(String),
				updatedAt: expect.any(String),
			},
		});
		const bySlug = await h.api.get(`/api/v2/agents/${SEED.knowledgeBaseSlug}`);
		expect(bySlug.data).toEqual(byId.data);
		const embed = await h.api.get(`/api/v2/agents/${SEED.docsSlug}`, { params: { isEmbed: true } });
		expect(embed.data.data.id).toBe(SEED.chatbots.docs);
		expect(embed.data.data.embed).toEqual({
			iframeUrl: expect.stringMatching(/\/docs-helper$/),
			scriptUrl: expect.stringContaining(`agentId=${SEED.chatbots.docs}`),
		});
		const bad = await h.api.get(`/api/v2/agents/${SEED.agents.support}`, {
			params: { isEmbed: 'yes' },
		});
		expect(bad.status).toBe(400);
		expect(bad.data.message).toBe('isEmbed must be true or false');
	});

	it('deletes an agent and what hangs off it; a second delete is 404', async () => {
		const id = SEED.agents.knowledgeBase;
		const res = await h.api.delete(`/api/v2/agents/${id}`);
		expect(res.status).toBe(200);
		expect(res.data).toEqual({ status: 'success', message: 'Agent deleted' });
		expect(h.sim.store.chatbots.has(id)).toBe(false);
		expect([...h.sim.store.dataSources.values()].some((d) => d.chatbotId === id)).toBe(false);
		expect([...h.sim.store.suggestions.values()].some((s) => s.agentId === id)).toBe(false);
		expect(
			[...h.sim.store.messages.values()].some((m) => m.conversationId.startsWith('conv_kb')),
		).toBe(false);
		const again = await h.api.delete(`/api/v2/agents/${id}`);
		expect(again.status).toBe(404);
		expect(again.data).toEqual({ status: 'error', message: 'Agent not found', code: 'not_found' });
		expect((await h.other.delete(`/api/v2/agents/${SEED.agents.support}`)).status).toBe(404);
		expect(h.sim.store.chatbots.has(SEED.agents.support)).toBe(true);
	});
});
