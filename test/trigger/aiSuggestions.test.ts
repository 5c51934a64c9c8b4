/**
 * The New AI Suggestion event: each new suggestion of GET /api/v2/ai-suggestions emitted exactly once, read by
 * time (startDate, then endDate down to the oldest read), under the state rules of the conversation events.
 */
import { SEED } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';
import { byId } from '../harness/liveChatAi';
import type { PollEngine } from '../harness/pollTrigger';
import { emittedIds, TriggerHarness } from '../harness/pollTrigger';

const h = useSimulator();

const agent = SEED.agents.support;
const LIST = '/api/v2/ai-suggestions';
const listRequests = () => h.sim.requests.filter((request) => request.path === LIST);
const ids = emittedIds;

function trigger(engine: PollEngine = 'default') {
	return new TriggerHarness(h.sim, { chatbot: byId(agent), event: 'newAiSuggestion' }, 1.1, engine);
}

async function activated(engine: PollEngine = 'default') {
	return await TriggerHarness.activated(
		h.sim,
		{ chatbot: byId(agent), event: 'newAiSuggestion' },
		engine,
	);
}

/** New suggestions, `perInstant` of them at each instant, instants `stepMs` apart, oldest first. */
function newSuggestions(count: number, { perInstant = 1, stepMs = 1000 } = {}) {
	return Array.from({ length: count }, (_, index) => {
		if (index % perInstant === 0) h.sim.clock.advance(stepMs);
		return h.sim.addSuggestion({ agentId: agent }).id as string;
	});
}

/** Polls until one returns nothing, and everything emitted meanwhile. */
async function drain(harness: TriggerHarness, budgetMs?: number) {
	const emitted: string[] = [];
	for (let poll = 0; poll < 50; poll++) {
		const items = await harness.poll({ budgetMs });
		if (!items && !harness.cursor?.backlog) return emitted;
		emitted.push(...ids(items));
	}
	throw new Error('the trigger did not settle in 50 polls');
}

it('the first activation emits nothing: the suggestions made so far are the past', async () => {
	const harness = trigger();
	expect(await harness.poll()).toBeNull();
	expect(JSON.stringify(harness.cursor)).toContain(SEED.suggestions.active[0]);
	expect(await harness.poll()).toBeNull();
});

it('emits each new suggestion once, oldest first, as the list returns it; a quiet poll costs one request', async () => {
	const harness = await activated();
	const created = newSuggestions(3);
	const items = await harness.poll();
	expect(ids(items)).toEqual(created);
	expect(items![0].json).toMatchObject({ id: created[0], chatId: expect.any(String) });
	expect(items![0].json).toHaveProperty('suggestedImprovement');
	h.sim.clearRequests();
	expect(await harness.poll()).toBeNull();
	expect(listRequests()).toHaveLength(1);
	// Read from the last poll's newest second on, never the whole list again.
	expect(listRequests()[0].query.startDate).toMatch(/^\d+$/);
});

it('suggestions made at the same instant as the last one seen are each emitted once', async () => {
	const harness = await activated();
	const [first] = newSuggestions(1);
	expect(ids(await harness.poll())).toEqual([first]);
	const tied = h.sim.addSuggestion({ agentId: agent }).id as string; // same instant as `first`
	expect(ids(await harness.poll())).toEqual([tied]);
	expect(await harness.poll()).toBeNull();
});

it('a burst across several pages, many sharing a second, is emitted whole, each once', async () => {
	const harness = await activated();
	const created = newSuggestions(260, { perInstant: 40, stepMs: 300 });
	const emitted = await drain(harness);
	expect(emitted).toHaveLength(created.length);
	expect(new Set(emitted)).toEqual(new Set(created));
	expect(listRequests().length).toBeGreaterThan(3);
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

it('a fault mid-pagination moves no cursor; the next poll emits everything once', async () => {
	const harness = await activated();
	const created = newSuggestions(150);
	const cursor = JSON.stringify(harness.cursor);
	let pages = 0;
	h.sim.onRequest((request) => {
		if (request.path === LIST && ++pages === 1) {
			h.sim.injectFault({ path: LIST, fault: { kind: 'status', status: 502 }, times: 1 });
		}
	});
	expect(await harness.poll()).toBeNull();
	h.sim.onRequest(null);
	expect(JSON.stringify(harness.cursor)).toBe(cursor);
	expect(await drain(harness)).toEqual(created);
});

it("within n8n's poll budget, a large burst is spread over polls, each suggestion once", async () => {
	const harness = await activated();
	const created = newSuggestions(350);
	const first = ids(await harness.poll({ budgetMs: 0 }));
	expect(first).toHaveLength(100);
	expect(harness.cursor?.backlog).toBeDefined();
	const rest = await drain(harness, 0);
	expect(new Set([...first, ...rest])).toEqual(new Set(created));
	expect(first.length + rest.length).toBe(created.length);
});

it.each(['default', 'durable'] as const)(
	'two polls at once on the %s engine emit each suggestion once',
	async (engine) => {
		const harness = await activated(engine);
		const created = newSuggestions(2);
		h.sim.injectFault({ path: LIST, fault: { kind: 'latency', ms: 300 }, times: 1 });
		const [slow, overlapping] = await Promise.all([harness.poll(), harness.poll()]);
		expect(ids(slow)).toEqual(created);
		expect(overlapping).toBeNull();
	},
);

describe('Fetch Test Event', () => {
	it('returns the newest suggestion and changes no state', async () => {
		const harness = trigger();
		const items = await harness.poll({ mode: 'manual' });
		expect(ids(items)).toEqual([SEED.suggestions.active[0]]);
		expect(harness.cursor).toBeUndefined();
	});

	it('says so when the agent has no suggestion yet', async () => {
		for (const suggestion of h.sim.store.suggestions.values()) suggestion.status = 'ignored';
		await expect(trigger().poll({ mode: 'manual' })).rejects.toThrow(
			'No AI suggestion of this agent has a New AI Suggestion event yet',
		);
	});
});
