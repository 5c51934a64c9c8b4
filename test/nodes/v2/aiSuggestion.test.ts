/**
 * Version 2, AI Suggestion resource: Get, Get Many (pages, Limit, date range) and Dismiss in the real engine.
 */
import { byId, runLiveChatAi } from '../../harness/liveChatAi';
import { MANUAL_CLOCK_START, SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';

const h = useSimulator();

const v2 = { typeVersion: 2 };
const kb = SEED.agents.knowledgeBase;
const suggestion = (operation: string, parameters: Record<string, unknown> = {}) => ({
	resource: 'aiSuggestion',
	operation,
	...parameters,
});
const hoursBeforeStart = (hours: number) =>
	new Date(Date.parse(MANUAL_CLOCK_START) - hours * 3600 * 1000).toISOString();

describe('AI Suggestion > Get', () => {
	it('outputs the suggestion without the envelope', async () => {
		const [first] = SEED.suggestions.active;
		const { items } = await runLiveChatAi(h.sim, suggestion('get', { suggestionId: first }), v2);
		expect(h.sim.requests[0]).toMatchObject({
			method: 'GET',
			path: `/api/v2/ai-suggestions/${first}`,
		});
		expect(items[0].json).toMatchObject({
			id: first,
			userMessage: expect.any(Object),
			aiMessage: expect.any(Object),
			suggestedImprovement: expect.any(String),
		});
		expect(items[0].json).not.toHaveProperty('status');
	});

	it('a dismissed suggestion fails with 404 and the service message', async () => {
		const { error } = await runLiveChatAi(
			h.sim,
			suggestion('get', { suggestionId: SEED.suggestions.dismissed }),
			v2,
		);
		expect(error?.message).toBe('Suggestion not found');
		expect(error?.description).toContain('HTTP 404');
	});

	it('refuses an empty Suggestion ID before any request', async () => {
		const { error } = await runLiveChatAi(h.sim, suggestion('get', { suggestionId: ' ' }), v2);
		expect(error?.message).toBe("'Suggestion ID' is empty [item 0]");
		expect(h.sim.requests).toEqual([]);
	});
});

describe('AI Suggestion > Get Many', () => {
	it('with Return All reads every page of 100 from data.suggestions', async () => {
		const { items } = await runLiveChatAi(
			h.sim,
			suggestion('getMany', { agent: byId(kb), returnAll: true }),
			v2,
		);
		expect(items).toHaveLength(SEED.suggestions.knowledgeBaseCount);
		expect(h.sim.requests.map((r) => [r.path, r.query])).toEqual([
			['/api/v2/ai-suggestions', { agentId: kb, page: '1', limit: '100' }],
			['/api/v2/ai-suggestions', { agentId: kb, page: '2', limit: '100' }],
		]);
		expect(items.slice(0, 2).map((item) => item.json.id)).toEqual(['sug_kb_002', 'sug_kb_001']);
	});

	it('with a Limit inside the first page sends one request for that many', async () => {
		const { items } = await runLiveChatAi(
			h.sim,
			suggestion('getMany', { agent: byId(kb), returnAll: false, limit: 5 }),
			v2,
		);
		expect(items).toHaveLength(5);
		expect(h.sim.requests.map((r) => r.query)).toEqual([{ agentId: kb, page: '1', limit: '5' }]);
	});

	it('sends the date range as ISO 8601 (Unix seconds pass through) and gets the suggestions in it', async () => {
		const start = hoursBeforeStart(13);
		const endSeconds = String(Math.floor(Date.parse(hoursBeforeStart(5)) / 1000));
		const { items } = await runLiveChatAi(
			h.sim,
			suggestion('getMany', {
				agent: byId(kb),
				returnAll: true,
				filters: { startDate: start, endDate: endSeconds },
			}),
			v2,
		);
		expect(h.sim.requests[0].query).toEqual({
			agentId: kb,
			page: '1',
			limit: '100',
			startDate: start,
			endDate: endSeconds,
		});
		expect(items.map((item) => item.json.id)).toEqual([
			'sug_kb_002',
			'sug_kb_001',
			'sug_kb_004',
			'sug_kb_003',
		]);
	});

	it('refuses a Start Date after the End Date before any request', async () => {
		const { error } = await runLiveChatAi(
			h.sim,
			suggestion('getMany', {
				agent: byId(kb),
				returnAll: true,
				filters: { startDate: '2026-10-02T00:00:00Z', endDate: '2026-10-01T00:00:00Z' },
			}),
			v2,
		);
		expect(error?.message).toBe("'Start Date' is after 'End Date' [item 0]");
		expect(h.sim.requests).toEqual([]);
	});
});

describe('AI Suggestion > Dismiss', () => {
	const [first, second] = SEED.suggestions.active;

	it('deletes the suggestion and outputs { dismissed: true, suggestionId, message }', async () => {
		const { items } = await runLiveChatAi(
			h.sim,
			suggestion('dismiss', { suggestionId: first }),
			v2,
		);
		expect(h.sim.requests[0]).toMatchObject({
			method: 'DELETE',
			path: `/api/v2/ai-suggestions/${first}`,
		});
		expect(items[0]).toEqual({
			json: { dismissed: true, suggestionId: first, message: 'Suggestion dismissed' },
			pairedItem: { item: 0 },
		});
		expect(h.sim.store.suggestions.get(first)!.status).toBe('ignored');
	});

	it('with Continue On Fail, pairs the error item with its input and goes on', async () => {
		const { items } = await runLiveChatAi(
			h.sim,
			suggestion('dismiss', { suggestionId: '={{ $json.id }}' }),
			{ ...v2, continueOnFail: true, input: [{ id: SEED.suggestions.dismissed }, { id: second }] },
		);
		expect(items[0]).toEqual({
			json: { error: 'Suggestion not found', message: expect.stringContaining('HTTP 404') },
			pairedItem: { item: 0 },
		});
		expect(items[1]).toMatchObject({
			json: { dismissed: true, suggestionId: second },
			pairedItem: { item: 1 },
		});
	});
});
