/**
 * How long a poll reads: half of n8n's poll budget and at most 20 s; what it could not read is left as a backlog
 * for the next polls, which emit it, each event once.
 */
import { activatedTrigger, emittedIds, newConversations } from '../harness/pollTrigger';
import { SEED } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';

const h = useSimulator();

const agent = SEED.agents.support;

const activated = async (event = 'newActivity') => await activatedTrigger(h.sim, { event });

/** New AI suggestions, a second apart, oldest first. */
const newSuggestions = (count: number) =>
	Array.from({ length: count }, () => {
		h.sim.clock.advance(1000);
		return h.sim.addSuggestion({ agentId: agent }).id as string;
	});

it.each([
	['newActivity', () => newConversations(h.sim, agent, 250)],
	['newAiSuggestion', () => newSuggestions(350)],
])(
	'%s: with the budget spent at once, each poll emits one page of 100, the newest first, until all is read',
	async (event, create) => {
		const harness = await activated(event);
		const created = create();
		const first = emittedIds(await harness.poll({ budgetMs: 0 }));
		expect(first).toEqual(created.slice(-100));
		expect(h.sim.requests).toHaveLength(1);
		expect(harness.cursor?.backlog).toBeDefined();
		expect(JSON.stringify(harness.cursor).length).toBeLessThan(600);
		const rest: string[] = [];
		for (let poll = 0; poll < 10; poll++)
			rest.push(...emittedIds(await harness.poll({ budgetMs: 0 })));
		expect(rest).toHaveLength(created.length - 100);
		expect(new Set([...first, ...rest])).toEqual(new Set(created));
		expect(harness.cursor).not.toHaveProperty('backlog');
	},
);

it('without the budget (n8n 1.x) a poll reads on while within its own 20 s', async () => {
	const harness = await activated();
	const created = newConversations(h.sim, agent, 250);
	expect(emittedIds(await harness.poll({ budgetMs: null }))).toEqual(created);
});

it('past 20 s of reading a poll stops, whatever budget n8n gives, and leaves the rest to the next', async () => {
	const harness = await activated();
	const created = newConversations(h.sim, agent, 250);
	const realNow = Date.now.bind(Date);
	let slowedBy = 0;
	const clock = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + slowedBy);
	// The first page took 21 s.
	h.sim.onRequest(() => (slowedBy = 21_000));
	try {
		expect(emittedIds(await harness.poll({ budgetMs: 5 * 60_000 }))).toHaveLength(100);
		expect(harness.cursor?.backlog).toBeDefined();
	} finally {
		clock.mockRestore();
		h.sim.onRequest(null);
	}
	const rest = emittedIds(await harness.poll());
	expect(new Set(rest).size + 100).toBe(created.length);
});
