/**
 * A Sync at volume and under faults: 1,000 rows against 1,000 texts the agent has with 10 % changed, 10 % new and 10 %
 * gone costs the list reads, one write per change and two bulk deletes; a 429 spell, a 503 on a list page and
 * cut connections still end with the agent holding exactly the rows (a second run finishing what failed).
 * Proven on the simulator's store, through n8n-core's real engine.
 */
import type { IDataObject } from 'n8n-workflow';

import { answered, peakInFlight } from '../../harness/inFlight';
import { byId } from '../../harness/liveChatAi';
import { servedPageSize } from '../../harness/servedPageSize';
import {
	REQUEST_CONCURRENCY,
	REQUEST_CONCURRENCY_MAX,
} from '../../../nodes/LiveChatAi/shared/serviceDecisions';
import { SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { fromJson, parametersFor, runV2 } from './v2Operations';

const h = useSimulator();
/** What a page of the list holds when 100 are asked (100 as documented): the list reads are its pages. */
let served = 100;
beforeAll(async () => {
	served = await servedPageSize(h.api);
});

const AGENT = SEED.agents.team[1];
const TOTAL = 1000;
const ADD = '/api/v2/data-sources/text';
const LIST = '/api/v2/data-sources';

async function syncTexts(rows: IDataObject[], continueOnFail = false) {
	const parameters = parametersFor('dataSource:syncTexts', {
		agent: byId(AGENT),
		...fromJson('title', 'content'),
		deleteMissing: true,
	});
	return await runV2(h.sim, parameters, { input: rows, continueOnFail });
}

const row = (i: number, content = `Content ${i}.`) => ({ title: `Page ${i}`, content });
/** The agent's texts as [title, content], sorted: what must equal the rows. */
const state = () =>
	[...h.sim.store.dataSources.values()]
		.filter((d) => d.chatbotId === AGENT && d.type === 'text')
		.map((d) => `${d.title}|${d.content}`)
		.sort();
const expected = (rows: IDataObject[]) => rows.map((r) => `${r.title}|${r.content}`).sort();
const count = (method: string, path: string) =>
	h.sim.requests.filter((r) => r.method === method && r.path === path).length;

/** The sheet of the second run: pages 0-99 changed, 100-899 as they were, 900-999 gone, 1000-1099 new. */
const NEXT = [
	...Array.from({ length: 100 }, (_, i) => row(i, `Content ${i}, revised.`)),
	...Array.from({ length: 800 }, (_, i) => row(i + 100)),
	...Array.from({ length: 100 }, (_, i) => row(i + TOTAL)),
];

beforeEach(async () => {
	await syncTexts(Array.from({ length: TOTAL }, (_, i) => row(i)));
	expect(state()).toHaveLength(TOTAL);
	h.sim.clearRequests();
});

it('1,000 rows, 10 % changed, new and gone: the list reads, one add per change, two bulk deletes', async () => {
	h.sim.injectFault({ path: ADD, fault: { kind: 'latency', ms: 20 }, times: 200 });
	const { items, error } = await syncTexts(NEXT);
	expect(error).toBeUndefined();
	const listPages = Math.ceil(TOTAL / served);
	expect(count('GET', LIST)).toBe(listPages);
	expect(count('POST', ADD)).toBe(200);
	// 100 replaced old versions and 100 texts gone: 200 IDs, 100 a request.
	expect(count('DELETE', LIST)).toBe(2);
	expect(h.sim.requests).toHaveLength(listPages + 202);
	const tally: Record<string, number> = {};
	for (const { json } of items)
		tally[json.action as string] = (tally[json.action as string] ?? 0) + 1;
	expect(tally).toEqual({ replaced: 100, unchanged: 800, added: 100, deleted: 100 });
	expect(state()).toEqual(expected(NEXT));
	// The adds went as the run's window allows (from 20, one more per clean answer up to 100), not one by one.
	await answered();
	const peak = peakInFlight(h.sim.requests.filter((r) => r.path === ADD));
	expect(peak).toBeGreaterThanOrEqual(REQUEST_CONCURRENCY);
	expect(peak).toBeLessThanOrEqual(REQUEST_CONCURRENCY_MAX);
});

it('a 429 spell (with Retry-After) and a 503 on a list page: retried, and the agent holds the rows', async () => {
	h.sim.injectFault({
		method: 'GET',
		path: LIST,
		fault: { kind: 'status', status: 503 },
		times: 1,
	});
	h.sim.injectFault({
		method: 'POST',
		path: ADD,
		fault: { kind: 'status', status: 429, retryAfter: '1' },
		times: 40,
	});
	const { items, error } = await syncTexts(NEXT);
	expect(error).toBeUndefined();
	expect(items.some((item) => 'error' in item.json)).toBe(false);
	expect(state()).toEqual(expected(NEXT));
	expect(count('POST', ADD)).toBe(240);
});

it('cut connections: those rows are error items, nothing else is lost, a second run finishes without duplicates', async () => {
	h.sim.injectFault({ method: 'POST', path: ADD, fault: { kind: 'cutMidBody' }, times: 5 });
	const first = await syncTexts(NEXT, true);
	const failed = first.items.filter((item) => 'error' in item.json);
	expect(failed).toHaveLength(5);
	// Each says which row failed and why.
	expect(failed[0].json).toMatchObject({ action: 'failed', title: expect.any(String) });
	// A changed row whose new version did not arrive keeps its old one: the agent never lacks the page. And while
	// an add failed, the 100 pages gone from the input stay too (one might be a failed row's old title).
	const changedRows = failed.filter((f) => (f.pairedItem as { item: number }).item < 100);
	expect(state()).toHaveLength(NEXT.length - 5 + changedRows.length + 100);
	expect(first.items.filter((item) => item.json.action === 'kept')).toHaveLength(100);
	h.sim.clearRequests();
	const second = await syncTexts(NEXT);
	expect(second.error).toBeUndefined();
	expect(count('POST', ADD)).toBe(5);
	expect(state()).toEqual(expected(NEXT));
});
