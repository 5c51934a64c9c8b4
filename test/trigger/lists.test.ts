/**
 * What both lists a trigger reads (conversations, newest activity first; AI suggestions, read by time with
 * startDate and endDate) share: the first activation emits nothing; later polls emit each new item once, oldest
 * first, across pages and same-instant ties; a poll reads for half of n8n's poll budget and 20 s at most, and
 * leaves the rest as a backlog the next polls emit.
 */
import { byId } from '../harness/liveChatAi';
import { useManualClock } from '../harness/manualClock';
import {
	activatedTrigger,
	emittedIds,
	newConversations,
	newSuggestions,
	requestsTo,
	TriggerHarness,
} from '../harness/pollTrigger';
import { servedPageSize } from '../harness/servedPageSize';
import { SEED } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';

const h = useSimulator();
const clock = useManualClock();
/** What a page of the lists holds (100 asked): a poll whose budget is spent reads one page of that many. */
let page = 100;
beforeAll(async () => {
	page = await servedPageSize(h.api);
});

const agent = SEED.agents.support;
const SUGGESTIONS = '/api/v2/ai-suggestions';
const addConversation = () => h.sim.addActivity({ agentId: agent, kind: 'visitor' }).id;
const addSuggestion = () => h.sim.addSuggestion({ agentId: agent }).id as string;

/** Polls until one returns nothing, and everything emitted meanwhile. */
async function drain(harness: TriggerHarness, budgetMs?: number) {
	const emitted: string[] = [];
	for (let poll = 0; poll < 50; poll++) {
		const items = await harness.poll({ budgetMs });
		if (!items && !harness.cursor?.backlog) return emitted;
		emitted.push(...emittedIds(items));
	}
	throw new Error('the trigger did not settle in 50 polls');
}

describe.each([
	['newActivity', '/api/v2/conversations', addConversation, SEED.conversations.latest],
	['newAiSuggestion', SUGGESTIONS, addSuggestion, SEED.suggestions.active[0]],
])('%s, reading %s', (event, path, add, newestSeeded) => {
	const reads = () => requestsTo(h.sim, path);
	const activated = async () => await activatedTrigger(h.sim, { event });
	/** New items, `perInstant` of them at each instant, instants `stepMs` apart: their ids, oldest first. */
	const added = (count: number, perInstant = 1, stepMs = 1000) =>
		Array.from({ length: count }, (_, index) => {
			if (index % perInstant === 0) h.sim.clock.advance(stepMs);
			return add();
		});

	it('the first activation emits nothing and keeps the newest item as seen, with one request', async () => {
		const harness = new TriggerHarness(h.sim, { chatbot: byId(agent), event }, 1.1);
		expect(await harness.poll()).toBeNull();
		expect(reads()).toHaveLength(1);
		const { seen } = harness.cursor as { seen: { at: string; ids: string[] } };
		const { conversations, suggestions } = h.sim.store;
		const newestAt =
			conversations.get(newestSeeded)?.lastMessageDate ?? suggestions.get(newestSeeded)!.createdAt;
		expect(seen).toEqual({
			at: expect.stringMatching(`^${newestAt.slice(0, 23)}`),
			ids: [newestSeeded],
		});
		expect(await harness.poll()).toBeNull();
	});

	it('emits each new item once, oldest first; a quiet poll costs one request', async () => {
		const harness = await activated();
		const created = added(3);
		expect(emittedIds(await harness.poll())).toEqual(created);
		h.sim.clearRequests();
		expect(await harness.poll()).toBeNull();
		expect(reads()).toHaveLength(1);
	});

	it('items at the very instant of the last one seen are each emitted once', async () => {
		const harness = await activated();
		const created = added(2, 2);
		expect(emittedIds(await harness.poll()).sort()).toEqual(created.sort());
		const tied = add(); // at the same instant, after the poll
		expect(emittedIds(await harness.poll())).toEqual([tied]);
		expect(await harness.poll()).toBeNull();
	});

	it('a burst across several pages, many sharing a second, is emitted whole, each once', async () => {
		const harness = await activated();
		// 40 at each instant, 0.3 s apart: whole pages within one second.
		const created = added(260, 40, 300);
		const emitted = await drain(harness);
		expect(emitted).toHaveLength(created.length);
		expect(new Set(emitted)).toEqual(new Set(created));
		expect(reads().length).toBeGreaterThan(2);
		expect(JSON.stringify(harness.cursor).length).toBeLessThan(2000);
	});

	it('with the budget spent at once, each poll emits a page (100 as documented), the newest first, until all is read', async () => {
		const harness = await activated();
		const created = added(250);
		const first = emittedIds(await harness.poll({ budgetMs: 0 }));
		expect(first).toEqual(created.slice(-page));
		expect(reads()).toHaveLength(1);
		expect(harness.cursor?.backlog).toBeDefined();
		expect(JSON.stringify(harness.cursor).length).toBeLessThan(600);
		const rest = await drain(harness, 0);
		expect(rest).toHaveLength(created.length - page);
		expect(new Set([...first, ...rest])).toEqual(new Set(created));
		expect(harness.cursor).not.toHaveProperty('backlog');
	});
});

it('AI suggestions come as the list gives them; a quiet poll reads from the last one’s second on', async () => {
	const harness = await activatedTrigger(h.sim, { event: 'newAiSuggestion' });
	const [created] = newSuggestions(h.sim, agent);
	const items = await harness.poll();
	expect(emittedIds(items)).toEqual([created]);
	expect(items![0].json).toMatchObject({ id: created, chatId: expect.any(String) });
	expect(items![0].json).toHaveProperty('suggestedImprovement');
	h.sim.clearRequests();
	expect(await harness.poll()).toBeNull();
	// Never the whole list again; from the last one's second on, as the ISO 8601 date-time the list takes.
	const lastSecond = h.sim.store.suggestions.get(created)!.createdAt.slice(0, 19);
	expect(requestsTo(h.sim, SUGGESTIONS)[0].query.startDate).toBe(`${lastSecond}Z`);
});

it('AI suggestions dismissed or made while the pages are read shift nothing out of the reading', async () => {
	const harness = await activatedTrigger(h.sim, { event: 'newAiSuggestion' });
	const created = newSuggestions(h.sim, agent, 250);
	let pages = 0;
	h.sim.onRequest((request) => {
		if (request.path !== SUGGESTIONS || ++pages !== 2) return;
		// Between pages: two suggestions already read go away, and one is made.
		for (const id of created.slice(-2)) h.sim.store.suggestions.get(id)!.status = 'ignored';
		created.push(...newSuggestions(h.sim, agent));
	});
	const emitted = await drain(harness);
	h.sim.onRequest(null);
	expect(new Set(emitted).size).toBe(emitted.length);
	expect(new Set(emitted)).toEqual(new Set(created));
});

describe('conversations: how long a poll reads', () => {
	it('without a budget (n8n 1.x), while within its own 20 s', async () => {
		const harness = await activatedTrigger(h.sim);
		const created = newConversations(h.sim, agent, 250);
		expect(emittedIds(await harness.poll({ budgetMs: null }))).toEqual(created);
	});

	it('20 s at most, whatever budget n8n gives, leaving the rest to the next poll', async () => {
		const harness = await activatedTrigger(h.sim);
		const created = newConversations(h.sim, agent, 250);
		// The first page took 21 s.
		h.sim.onRequest(() => (clock.aheadMs = 21_000));
		expect(emittedIds(await harness.poll({ budgetMs: 5 * 60_000 }))).toHaveLength(page);
		expect(harness.cursor?.backlog).toBeDefined();
		h.sim.onRequest(null);
		const rest = emittedIds(await harness.poll());
		expect(new Set(rest).size + page).toBe(created.length);
	});
});
