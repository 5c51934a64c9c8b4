/**
 * The New AI Suggestion event: each new suggestion of GET /api/v2/ai-suggestions emitted exactly once, read by
 * time (startDate, then endDate down to the oldest read), under the state rules of the conversation events.
 */
import { byId } from '../harness/liveChatAi';
import { activatedTrigger, emittedIds, requestsTo, TriggerHarness } from '../harness/pollTrigger';
import { SEED } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';

const h = useSimulator();

const agent = SEED.agents.support;
const LIST = '/api/v2/ai-suggestions';
const trigger = { chatbot: byId(agent), event: 'newAiSuggestion' };
const activated = async () => await activatedTrigger(h.sim, { event: 'newAiSuggestion' });

/** New suggestions, `perInstant` of them at each instant, instants `stepMs` apart, oldest first. */
function newSuggestions(count: number, { perInstant = 1, stepMs = 1000 } = {}) {
	return Array.from({ length: count }, (_, index) => {
		if (index % perInstant === 0) h.sim.clock.advance(stepMs);
		return h.sim.addSuggestion({ agentId: agent }).id as string;
	});
}

/** Polls until one returns nothing, and everything emitted meanwhile. */
async function drain(harness: TriggerHarness) {
	const emitted: string[] = [];
	for (let poll = 0; poll < 50; poll++) {
		const items = await harness.poll();
		if (!items && !harness.cursor?.backlog) return emitted;
		emitted.push(...emittedIds(items));
	}
	throw new Error('the trigger did not settle in 50 polls');
}

it('the first activation emits nothing: the suggestions made so far are the past', async () => {
	const harness = new TriggerHarness(h.sim, trigger, 1.1);
	expect(await harness.poll()).toBeNull();
	expect(JSON.stringify(harness.cursor)).toContain(SEED.suggestions.active[0]);
	expect(await harness.poll()).toBeNull();
});

it('emits each new suggestion once, oldest first, as the list returns it; a quiet poll costs one request', async () => {
	const harness = await activated();
	const created = newSuggestions(3);
	const items = await harness.poll();
	expect(emittedIds(items)).toEqual(created);
	expect(items![0].json).toMatchObject({ id: created[0], chatId: expect.any(String) });
	expect(items![0].json).toHaveProperty('suggestedImprovement');
	h.sim.clearRequests();
	expect(await harness.poll()).toBeNull();
	expect(requestsTo(h.sim, LIST)).toHaveLength(1);
	// Read from the last poll's newest second on, never the whole list again.
	expect(requestsTo(h.sim, LIST)[0].query.startDate).toMatch(/^\d+$/);
});

it('suggestions made at the same instant as the last one seen are each emitted once', async () => {
	const harness = await activated();
	const [first] = newSuggestions(1);
	expect(emittedIds(await harness.poll())).toEqual([first]);
	const tied = h.sim.addSuggestion({ agentId: agent }).id as string; // same instant as `first`
	expect(emittedIds(await harness.poll())).toEqual([tied]);
	expect(await harness.poll()).toBeNull();
});

it('a burst across several pages, many sharing a second, is emitted whole, each once', async () => {
	const harness = await activated();
	const created = newSuggestions(260, { perInstant: 40, stepMs: 300 });
	const emitted = await drain(harness);
	expect(emitted).toHaveLength(created.length);
	expect(new Set(emitted)).toEqual(new Set(created));
	expect(requestsTo(h.sim, LIST).length).toBeGreaterThan(3);
	expect(JSON.stringify(harness.cursor).length).toBeLessThan(2000);
});

it('suggestions dismissed or made while the pages are read shift nothing out of the reading', async () => {
	const harness = await activated();
	const created = newSuggestions(250);
	let pages = 0;
	h.sim.onRequest((request) => {
		if (request.path !== LIST || ++pages !== 2) return;
		// Between pages: two suggestions already read go away, and one is made.
		for (const id of created.slice(-2)) h.sim.store.suggestions.get(id)!.status = 'ignored';
		h.sim.clock.advance(1000);
		created.push(h.sim.addSuggestion({ agentId: agent }).id as string);
	});
	const emitted = await drain(harness);
	h.sim.onRequest(null);
	expect(new Set(emitted).size).toBe(emitted.length);
	expect(new Set(emitted)).toEqual(new Set(created));
});
