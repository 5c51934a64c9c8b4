/** AI suggestions of the knowledge-base agent: many pages, tie order, date filters, test-made suggestions. */
import { MANUAL_CLOCK_START, SEED } from '../index';
import { useSimulator } from '../testHelpers';

const agentId = SEED.agents.knowledgeBase;
const HOUR = 3600_000;
const pad = (n: number) => String(n).padStart(3, '0');
/** The seeded order: pairs share a createdAt, the higher id first (002, 001, 004, 003, ...). */
const ORDER = Array.from({ length: SEED.suggestions.knowledgeBaseCount }, (_, i) => {
	const n = i % 2 === 0 ? i + 2 : i;
	return `sug_kb_${pad(n)}`;
});

describe('AI suggestions over pages, by date', () => {
	const h = useSimulator();
	const list = (params: Record<string, unknown> = {}) =>
		h.api.get('/api/v2/ai-suggestions', { params: { agentId, ...params } });
	const ids = (res: { data: { data: { suggestions: Array<{ id: string }> } } }) =>
		res.data.data.suggestions.map((s) => s.id);

	it('newest first, ties by id descending, across pages of the `pagination` wrapper', async () => {
		const first = await list({ limit: 100 });
		expect(first.data.data.pagination).toEqual({
			page: 1,
			limit: 100,
			totalCount: 120,
			totalPages: 2,
			hasNextPage: true,
			hasPreviousPage: false,
		});
		const second = await list({ limit: 100, page: 2 });
		expect(second.data.data.pagination).toMatchObject({
			page: 2,
			hasNextPage: false,
			hasPreviousPage: true,
		});
		expect([...ids(first), ...ids(second)]).toEqual(ORDER);
	});

	it('startDate and endDate filter createdAt inclusively, as ISO or Unix seconds', async () => {
		const start = Date.parse(MANUAL_CLOCK_START);
		// Pair k (ids 2k-1, 2k) is k * 6 hours before the clock start.
		const iso = (hours: number) => new Date(start - hours * HOUR).toISOString();
		const byIso = await list({ startDate: iso(18), endDate: iso(6) });
		expect(ids(byIso)).toEqual(ORDER.slice(0, 6));
		const seconds = (hours: number) => String((start - hours * HOUR) / 1000);
		const bySeconds = await list({ startDate: seconds(18), endDate: seconds(6) });
		expect(ids(bySeconds)).toEqual(ORDER.slice(0, 6));
		const justAfter = await list({
			startDate: new Date(start - 18 * HOUR + 1).toISOString(),
			endDate: iso(6),
		});
		expect(ids(justAfter)).toEqual(ORDER.slice(0, 4));
		const onlyStart = await list({ startDate: iso(12) });
		expect(onlyStart.data.data.pagination.totalCount).toBe(4);
		const onlyEnd = await list({ endDate: iso(354) });
		expect(ids(onlyEnd)).toEqual(ORDER.slice(116));
	});

	it('start after end is a 400', async () => {
		const res = await list({ startDate: '2026-10-10', endDate: '2026-10-01' });
		expect(res.status).toBe(400);
		expect(res.data.message).toBe('startDate must not be after endDate');
	});

	it('a dismissed suggestion leaves the list and the count', async () => {
		await h.api.delete(`/api/v2/ai-suggestions/${ORDER[0]}`);
		const res = await list({ limit: 3 });
		expect(ids(res)).toEqual(ORDER.slice(1, 4));
		expect(res.data.data.pagination.totalCount).toBe(119);
	});

	it('a test adds a suggestion with a given createdAt; it is listed by its date and fetchable', async () => {
		const createdAt = new Date(Date.parse(MANUAL_CLOCK_START) - 9 * HOUR);
		const made = h.sim.addSuggestion({ agentId, createdAt, userMessage: 'Do you ship to Mars?' });
		expect(made).toMatchObject({
			id: expect.stringMatching(/^sug_/),
			userMessage: { text: 'Do you ship to Mars?' },
			chatId: SEED.conversations.knowledgeBase[0],
			createdAt: createdAt.toISOString(),
		});
		expect(ids(await list({ limit: 5 }))).toEqual([
			...ORDER.slice(0, 2),
			made.id,
			...ORDER.slice(2, 4),
		]);
		const got = await h.api.get(`/api/v2/ai-suggestions/${made.id}`);
		expect(got.data).toEqual({ status: 'success', data: made });
	});

	it('POST /__sim/suggestions does the same over HTTP and defaults createdAt to now', async () => {
		h.sim.clock.advance(HOUR);
		const res = await h.anon.post('/__sim/suggestions', { agentId, evaluationTag: 'INCORRECT' });
		expect(res.status).toBe(200);
		expect(res.data).toMatchObject({
			evaluationTag: 'INCORRECT',
			createdAt: h.sim.clock.now().toISOString(),
		});
		expect(ids(await list({ limit: 1 }))).toEqual([res.data.id]);
		const bad = await h.anon.post('/__sim/suggestions', { agentId, createdAt: 'soon' });
		expect(bad.status).toBe(400);
		expect(bad.data.message).toBe('createdAt must be an ISO 8601 date');
		expect((await h.anon.post('/__sim/suggestions', { agentId: 'bot_nope' })).status).toBe(404);
	});
});
