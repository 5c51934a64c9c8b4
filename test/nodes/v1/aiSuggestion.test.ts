import { SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { runLiveChatAi } from '../../harness/liveChatAi';

const h = useSimulator();

const dismiss = (suggestionId: string) => ({
	resource: 'aiSuggestion',
	operation: 'dismiss',
	suggestionId,
});

/** The ids GET /api/v2/ai-suggestions lists for the support agent. */
async function listedSuggestions(): Promise<string[]> {
	const response = await h.api.get('/api/v2/ai-suggestions', {
		params: { agentId: SEED.agents.support, limit: 100 },
	});
	expect(response.status).toBe(200);
	return (response.data as { data: { suggestions: Array<{ id: string }> } }).data.suggestions.map(
		({ id }) => id,
	);
}

describe('AI Suggestion > Dismiss', () => {
	const [first, second] = SEED.suggestions.active;

	it('deletes the suggestion, outputs dismissed: true with the service message, and it is no longer listed', async () => {
		expect(await listedSuggestions()).toContain(first);
		h.sim.clearRequests();
		const { items, error } = await runLiveChatAi(h.sim, dismiss(first));
		expect(error).toBeUndefined();
		expect(h.sim.requests).toHaveLength(1);
		expect(h.sim.requests[0]).toMatchObject({
			method: 'DELETE',
			path: `/api/v2/ai-suggestions/${first}`,
			rawBody: '',
		});
		expect(items).toEqual([
			expect.objectContaining({
				json: { dismissed: true, suggestionId: first, message: 'Suggestion dismissed' },
				pairedItem: { item: 0 },
			}),
		]);
		expect(h.sim.store.suggestions.get(first)!.status).toBe('ignored');
		const listed = await listedSuggestions();
		expect(listed).not.toContain(first);
		expect(listed).toEqual(SEED.suggestions.active.slice(1));
	});

	it('fails with a 404 NodeApiError on a second dismissal', async () => {
		await runLiveChatAi(h.sim, dismiss(first));
		const { error } = await runLiveChatAi(h.sim, dismiss(first));
		expect(h.sim.requests).toHaveLength(2);
		expect(error?.message).toBe('Suggestion not found');
		expect((error as { httpCode?: string }).httpCode).toBe('404');
	});

	it('URL-encodes the suggestion ID in the path', async () => {
		const { error } = await runLiveChatAi(h.sim, dismiss('sug/01?x=1'));
		expect(h.sim.requests[0].path).toBe('/api/v2/ai-suggestions/sug%2F01%3Fx%3D1');
		expect(h.sim.requests[0].query).toEqual({});
		expect(error?.message).toBe('Suggestion not found');
	});

	it('refuses an empty Suggestion ID before any request', async () => {
		const { error } = await runLiveChatAi(h.sim, dismiss('  '));
		expect(error?.message).toBe("'Suggestion ID' is empty [item 0]");
		expect(h.sim.requests).toHaveLength(0);
	});

	it('with Continue On Fail, pairs each result with its input', async () => {
		const { items, error } = await runLiveChatAi(h.sim, dismiss('={{ $json.id }}'), {
			input: [{ id: second }, { id: SEED.suggestions.dismissed }],
			continueOnFail: true,
		});
		expect(error).toBeUndefined();
		expect(items).toEqual([
			expect.objectContaining({
				json: { dismissed: true, suggestionId: second, message: 'Suggestion dismissed' },
				pairedItem: { item: 0 },
			}),
			expect.objectContaining({
				json: { error: 'Suggestion not found', message: expect.stringContaining('HTTP 404') },
				pairedItem: { item: 1 },
			}),
		]);
	});
});
