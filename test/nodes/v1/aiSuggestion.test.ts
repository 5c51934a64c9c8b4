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
	const [first] = SEED.suggestions.active;

	it('deletes the suggestion, outputs dismissed: true with the service message, and it is no longer listed (a second dismissal: 404)', async () => {
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
		const again = await runLiveChatAi(h.sim, dismiss(first));
		expect(again.error).toMatchObject({ message: 'Suggestion not found', httpCode: '404' });
	});

	it('URL-encodes the suggestion ID in the path', async () => {
		const { error } = await runLiveChatAi(h.sim, dismiss('sug/01?x=1'));
		expect(h.sim.requests[0].path).toBe('/api/v2/ai-suggestions/sug%2F01%3Fx%3D1');
		expect(h.sim.requests[0].query).toEqual({});
		expect(error?.message).toBe('Suggestion not found');
	});
});
