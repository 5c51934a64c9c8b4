/**
 * New Contact and New CSAT Rating (trigger 1.3): each new contact or score once, never at the first poll nor twice
 * across polls, whatever the page it lands on; a record shown late (its createdAt before the newest one seen) is
 * still new; several agents; what is known kept within RECORD_BOUND. CSAT is read by whole days in the workflow's
 * time zone: today, and the day before just after midnight. New Contact reads the pages where new contacts can be:
 * the first ones of a list newest first, the last ones of a list oldest first, every one of a list in no order.
 * Contacts and scores are added to the simulator's store directly (no API makes a score). Real PollContext,
 * simulator over HTTP.
 */
import { useBothClocks } from '../harness/bothClocks';
import type { PollEngine } from '../harness/pollTrigger';
import { activatedTrigger, emittedIds, requestsTo } from '../harness/pollTrigger';
import { SEED } from '../simulator';
import { contactRecord } from '../simulator/state/factories';
import { useSimulator } from '../simulator/testHelpers';
import { RECORD_BOUND, RECORD_LATE_MS } from '../../nodes/LiveChatAi/shared/polling/newRecords';

const h = useSimulator();
/** Time passes on both clocks: LiveChatAI's and n8n's. */
const passes = useBothClocks(h);

const { support, sales } = SEED.agents;
const conversationOf = (agentId: string) =>
	[...h.sim.store.conversations.values()].find((c) => c.agentId === agentId)!.id;

/** A record's createdAt: LiveChatAI's now, or that long before it. */
const createdAt = (beforeMs = 0) => new Date(h.sim.clock.now().getTime() - beforeMs).toISOString();

/** `count` new contacts of an agent, `stepMs` apart (ids oldest first), created `beforeMs` before it. */
function newContacts(agentId: string, count = 1, beforeMs = 0, stepMs = 1000): string[] {
	return Array.from({ length: count }, () => {
		passes(stepMs);
		const id = h.sim.store.newId('ct');
		h.sim.store.contacts.set(id, contactRecord({ id, agentId, createdAt: createdAt(beforeMs) }));
		return id;
	});
}

/** `count` new CSAT scores of an agent, `stepMs` apart (ids oldest first), created `beforeMs` before it. */
function newScores(agentId: string, count = 1, beforeMs = 0, stepMs = 1000): string[] {
	return Array.from({ length: count }, () => {
		passes(stepMs);
		const id = h.sim.store.newId('csat');
		h.sim.store.csat.set(id, {
			id,
			agentId,
			conversationId: conversationOf(agentId),
			score: 4,
			comment: 'Quick and kind',
			email: null,
			name: null,
			triggerReason: 'AFTER_RESOLUTION',
			createdAt: createdAt(beforeMs),
		});
		return id;
	});
}

const trigger = async (event: string, engine: PollEngine = 'default', parameters = {}) =>
	await activatedTrigger(h.sim, { event, ...parameters }, engine, 1.3);

describe.each([
	['newContact', newContacts, '/api/v2/contacts'],
	['newCsatRating', newScores, '/api/v2/analytics/csat'],
] as const)('%s', (event, add, path) => {
	it('nothing at the first poll; each new record once, oldest first, over several pages', async () => {
		add(support, 3);
		const watching = await trigger(event, 'durable');
		expect(await watching.poll()).toBeNull();
		const ids = add(support, 130);
		const items = await watching.poll();
		expect(emittedIds(items)).toEqual(ids);
		expect(await watching.poll()).toBeNull();
		const more = add(support, 2);
		expect(emittedIds(await watching.poll())).toEqual(more);
		expect(await watching.poll()).toBeNull();
	});

	it('a record shown late, created before the newest seen, is still new once', async () => {
		const watching = await trigger(event);
		add(support, 1);
		expect(await watching.poll()).not.toBeNull();
		const late = add(support, 1, RECORD_LATE_MS / 2);
		expect(emittedIds(await watching.poll())).toEqual(late);
		expect(await watching.poll()).toBeNull();
	});

	it('several agents: each agent’s records, each item naming its agent', async () => {
		const watching = await trigger(event, 'default', {
			watch: 'agents',
			agentIds: [support, sales],
		});
		const [first] = add(sales);
		const [second] = add(support);
		const items = await watching.poll();
		expect(emittedIds(items)).toEqual([first, second]);
		expect(items!.map(({ json }) => json.agentId)).toEqual([sales, support]);
		expect(await watching.poll()).toBeNull();
	});

	it(`knows at most ${RECORD_BOUND} records per agent`, async () => {
		const watching = await trigger(event);
		// Within RECORD_LATE_MS of each other: all would be known but for the bound.
		const ids = add(support, RECORD_BOUND + 50, 0, 100);
		expect(emittedIds(await watching.poll())).toEqual(ids);
		const known = (watching.cursor as { known: object }).known;
		expect(Object.keys(known).length).toBeLessThanOrEqual(RECORD_BOUND);
		expect(await watching.poll()).toBeNull();
		expect(requestsTo(h.sim, path).length).toBeGreaterThan(0);
	}, 60_000);
});

describe('New Contact', () => {
	const contactsOf = (agentId: string) =>
		[...h.sim.store.contacts.values()].filter((contact) => contact.agentId === agentId).length;
	const pagesRead = () => requestsTo(h.sim, '/api/v2/contacts').map(({ query }) => query.page);
	const DAY = 24 * 3600_000;

	it('the list oldest first: its first page, then back from the last one to the floor; each new one once', async () => {
		h.sim.setForms({ contactAndScoreOrder: 'oldestFirst' });
		// Contacts made a day ago, 10 s apart, as many as leave 10 on the last page: the page before it holds
		// more of the ten minutes within which a contact may show late.
		newContacts(support, 200 + ((((10 - contactsOf(support)) % 100) + 100) % 100), DAY, 10_000);
		expect(contactsOf(support) % 100).toBe(10);
		const watching = await trigger('newContact');
		const fresh = newContacts(support, 3);
		const last = String(Math.ceil(contactsOf(support) / 100));
		expect(emittedIds(await watching.poll())).toEqual(fresh);
		expect(pagesRead()).toEqual(['1', last]);
		h.sim.clearRequests();
		expect(await watching.poll()).toBeNull();
		expect(pagesRead()).toEqual(['1', last]);
	});

	it('the list in no order of date: every page read; each new one once, oldest first, one shown late too', async () => {
		h.sim.setForms({ contactAndScoreOrder: 'unordered' });
		newContacts(support, 150, DAY, 10);
		const watching = await trigger('newContact');
		const fresh = newContacts(support, 5);
		const late = newContacts(support, 1, RECORD_LATE_MS / 2);
		const every = Array.from({ length: Math.ceil(contactsOf(support) / 100) }, (_, i) =>
			String(i + 1),
		);
		expect(every.length).toBeGreaterThan(1);
		expect(emittedIds(await watching.poll())).toEqual([...late, ...fresh]);
		expect(pagesRead()).toEqual(every);
		h.sim.clearRequests();
		expect(await watching.poll()).toBeNull();
		expect(pagesRead()).toEqual(every);
	});

	it('an idle poll reads the first page only, the list coming newest first', async () => {
		const watching = await trigger('newContact');
		newContacts(support, 3);
		expect(await watching.poll()).not.toBeNull();
		h.sim.clearRequests();
		expect(await watching.poll()).toBeNull();
		expect(h.sim.requests.map(({ query }) => query.page)).toEqual(['1']);
	});
});

describe('New CSAT Rating', () => {
	const zoneOf = () => requestsTo(h.sim, '/api/v2/analytics/csat')[0].query.timezone as string;
	const dayIn = (ms: number, timeZone: string) =>
		new Date(ms).toLocaleDateString('en-CA', { timeZone });

	it('reads today in the workflow’s time zone, and the day before just after midnight', async () => {
		const watching = await trigger('newCsatRating');
		newScores(support);
		expect(await watching.poll()).not.toBeNull();
		const zone = zoneOf();
		const today = dayIn(h.sim.clock.now().getTime(), zone);
		expect(requestsTo(h.sim, '/api/v2/analytics/csat')[0].query).toMatchObject({
			agentId: support,
			startDate: today,
			endDate: today,
			pageSize: '100',
		});
		// Move both clocks to two minutes before midnight in that zone, score, and poll just after it.
		let now = h.sim.clock.now().getTime();
		while (dayIn(now + 2 * 60_000, zone) === dayIn(now, zone)) now += 60_000;
		passes(now - h.sim.clock.now().getTime());
		expect(await watching.poll()).toBeNull();
		const [late] = newScores(support);
		passes(2 * 60_000);
		h.sim.clearRequests();
		expect(emittedIds(await watching.poll())).toEqual([late]);
		const { startDate, endDate } = requestsTo(h.sim, '/api/v2/analytics/csat')[0].query;
		expect([startDate, endDate]).toEqual([dayIn(now, zone), dayIn(now + 2 * 60_000, zone)]);
		expect(startDate).not.toEqual(endDate);
		expect(await watching.poll()).toBeNull();
	});
});

it('New CSAT Rating: a poll out of time goes on from the first page it did not read, each score once', async () => {
	const watching = await trigger('newCsatRating');
	const ids = newScores(support, 450, 0, 100);
	// Each page takes 400 ms, and a poll of a 2 s budget reads for 1 s: two or three pages a poll.
	h.sim.injectFault({ path: '/api/v2/analytics/csat', fault: { kind: 'latency', ms: 400 } });
	const emitted: string[] = [];
	let polls = 0;
	for (let items; (items = await watching.poll({ budgetMs: 2000 })) && polls < 10; polls += 1) {
		emitted.push(...emittedIds(items));
	}
	expect(polls).toBeGreaterThan(1);
	expect([...emitted].sort()).toEqual([...ids].sort());
	h.sim.clearFaults();
	expect(await watching.poll()).toBeNull();
}, 60_000);

it('refuses an event of 1.3 in a trigger saved before it, before any request', async () => {
	await expect(activatedTrigger(h.sim, { event: 'newContact' }, 'default', 1.2)).rejects.toThrow(
		/'Event'/,
	);
	expect(h.sim.requests).toEqual([]);
});
