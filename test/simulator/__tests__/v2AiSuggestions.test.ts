import { SEED } from '../index';
import { useSimulator } from '../testHelpers';

const agentId = SEED.agents.support;

describe('AI suggestions', () => {
	const h = useSimulator();
	const list = (params: Record<string, unknown> = {}) =>
		h.api.get('/api/v2/ai-suggestions', { params: { agentId, ...params } });

	it('lists the active suggestions, newest first, with pagination', async () => {
		const res = await list();
		expect(res.status).toBe(200);
		expect(res.data.status).toBe('success');
		expect(res.data.data.agentId).toBe(agentId);
		expect(res.data.data.suggestions.map((s: { id: string }) => s.id)).toEqual(
			SEED.suggestions.active,
		);
		expect(res.data.data.pagination).toEqual({
			page: 1,
			limit: 10,
			totalCount: 10,
			totalPages: 1,
			hasNextPage: false,
			hasPreviousPage: false,
		});
		expect(Object.keys(res.data.data.suggestions[0]).sort()).toEqual(
			[
				'id',
				'userMessage',
				'aiMessage',
				'evaluationTag',
				'potentialGap',
				'suggestedImprovement',
				'chatId',
				'createdAt',
			].sort(),
		);
		const page2 = await list({ page: 2, limit: 4 });
		expect(page2.data.data.suggestions.map((s: { id: string }) => s.id)).toEqual(
			SEED.suggestions.active.slice(4, 8),
		);
		expect(page2.data.data.pagination).toEqual({
			page: 2,
			limit: 4,
			totalCount: 10,
			totalPages: 3,
			hasNextPage: true,
			hasPreviousPage: true,
		});
	});

	it('a dismissed suggestion disappears; a second dismissal is 404', async () => {
		const id = SEED.suggestions.active[3];
		const res = await h.api.delete(`/api/v2/ai-suggestions/${id}`);
		expect(res.status).toBe(200);
		expect(res.data).toEqual({ status: 'success', data: { message: 'Suggestion dismissed' } });
		expect(h.sim.store.suggestions.get(id)?.status).toBe('ignored');
		const after = await list();
		expect(after.data.data.suggestions.map((s: { id: string }) => s.id)).not.toContain(id);
		expect(after.data.data.pagination.totalCount).toBe(9);
		const again = await h.api.delete(`/api/v2/ai-suggestions/${id}`);
		expect(again.status).toBe(404);
		expect(again.data).toEqual({
			status: 'error',
			message: 'Suggestion not found',
			code: 'not_found',
		});
		expect((await h.api.get(`/api/v2/ai-suggestions/${id}`)).status).toBe(404);
	});

	it('seeded dismissed, unknown and foreign suggestions are 404', async () => {
		expect(
			(await h.api.delete(`/api/v2/ai-suggestions/${SEED.suggestions.dismissed}`)).status,
		).toBe(404);
		expect((await h.api.delete('/api/v2/ai-suggestions/sug_nope')).status).toBe(404);
		expect(
			(await h.other.delete(`/api/v2/ai-suggestions/${SEED.suggestions.active[0]}`)).status,
		).toBe(404);
		expect(h.sim.store.suggestions.get(SEED.suggestions.active[0])?.status).toBe('active');
	});

	it('gets one suggestion', async () => {
		const res = await h.api.get(`/api/v2/ai-suggestions/${SEED.suggestions.active[0]}`);
		expect(res.data).toMatchObject({
			status: 'success',
			data: { id: SEED.suggestions.active[0], evaluationTag: 'MISSING_INFO' },
		});
	});

	it('filters by date', async () => {
		const all = (await list()).data.data.suggestions as Array<{ id: string; createdAt: string }>;
		const res = await list({ startDate: all[4].createdAt, endDate: all[2].createdAt });
		expect(res.data.data.suggestions.map((s: { id: string }) => s.id)).toEqual(
			all.slice(2, 5).map((s) => s.id),
		);
	});

	it.each([
		[{ agentId: undefined }, 400, 'agentId is required'],
		[{ page: 0 }, 400, 'page must be an integer greater than or equal to 1'],
		[{ limit: 101 }, 400, 'limit must be an integer between 1 and 100'],
		[
			{ startDate: 'soon' },
			400,
			'startDate must be a Unix timestamp in seconds or an ISO 8601 date',
		],
		[{ agentId: 'bot_nope' }, 404, 'Agent not found'],
	])('%j -> %i', async (params, status, message) => {
		const res = await list(params);
		expect(res.status).toBe(status);
		expect(res.data.message).toBe(message);
	});
});
