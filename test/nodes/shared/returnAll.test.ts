/**
 * Return All where the first page tells how many pages there are: the other pages at once (bounded by the
 * run's Concurrent Requests), merged in page order, each item once; a Limit requests no page past it; a list
 * without a total, or one that grows while it is read, is read on page after page.
 */
import type { INodeParameters } from 'n8n-workflow';

import { SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { answered, peakInFlight } from '../../harness/inFlight';
import { byId } from '../../harness/liveChatAi';
import { newConversations } from '../../harness/pollTrigger';
import { servedPageSize } from '../../harness/servedPageSize';
import { REQUEST_CONCURRENCY } from '../../../nodes/LiveChatAi/shared/serviceDecisions';
import { parametersFor, runV2 } from '../v2/v2Operations';

const h = useSimulator();

const agent = SEED.agents.support;
const LIST = '/api/v2/conversations';
const TOTAL = 500;
const listRequests = () => h.sim.requests.filter((request) => request.path === LIST);
/** What a page holds when 100 are asked: the pages of a list are counted at this size (asked less, it holds less). */
let served = 100;
const pagesOf = (items: number, asked = 100) => Math.ceil(items / Math.min(asked, served));
beforeAll(async () => {
	served = await servedPageSize(h.api);
});

const getMany = (extra: INodeParameters) =>
	parametersFor('conversation:getMany', { agent: byId(agent), simplify: false, ...extra });

beforeEach(() => {
	newConversations(h.sim, agent, TOTAL - SEED.conversations.total.support);
	h.sim.clearRequests();
});

it('reads the pages after the first at once: one request a page, the items in order, each once', async () => {
	// Long enough that a loaded machine (a coverage run, two workers on two cores) still sends the pages while the
	// first of them is answered: at 60 ms one run saw two in flight.
	h.sim.injectFault({ path: LIST, fault: { kind: 'latency', ms: 250 } });
	const { items } = await runV2(h.sim, getMany({ returnAll: true }));
	await answered();
	const ids = items.map((item) => item.json.id);
	expect(ids).toHaveLength(TOTAL);
	expect(new Set(ids).size).toBe(TOTAL);
	const pages = pagesOf(TOTAL);
	expect(
		listRequests()
			.map((request) => Number(request.query.page))
			.sort((a, b) => a - b),
	).toEqual(Array.from({ length: pages }, (_, index) => index + 1));
	// Every page after the first at once, as many as the run's request window lets through.
	const peak = peakInFlight(listRequests());
	expect(peak).toBeGreaterThanOrEqual(Math.min(pages - 1, REQUEST_CONCURRENCY));
	expect(peak).toBeLessThanOrEqual(pages - 1);

	h.sim.clearRequests();
	const oneByOne = await runV2(h.sim, getMany({ returnAll: true, options: { concurrency: 1 } }));
	await answered();
	expect(oneByOne.items.map((item) => item.json.id)).toEqual(ids);
	expect(peakInFlight(listRequests())).toBe(1);
});

it.each([150, 50, 400])(
	'a Limit of %i requests the pages that hold it, none past it',
	async (limit) => {
		const { items } = await runV2(h.sim, getMany({ returnAll: false, limit }));
		expect(items).toHaveLength(limit);
		// 2, 1 and 4 pages of 100 as documented.
		expect(listRequests()).toHaveLength(pagesOf(limit, limit));
	},
);

it('a list that grows while its pages are read: each item once, none of those there at the start lost', async () => {
	const atStart = [...h.sim.store.conversations.values()]
		.filter((conversation) => conversation.agentId === agent)
		.map((conversation) => conversation.id);
	h.sim.onRequest((request) => {
		if (request.path !== LIST || Number(request.query.page) !== 5) return;
		// 120 new conversations on top push every page down: what page 5 held is further down now.
		newConversations(h.sim, agent, 120);
	});
	const { items } = await runV2(h.sim, getMany({ returnAll: true, options: { concurrency: 1 } }));
	h.sim.onRequest(null);
	const ids = items.map((item) => item.json.id as string);
	expect(new Set(ids).size).toBe(ids.length);
	expect(ids).toEqual(expect.arrayContaining(atStart));
	// Up to the page count the pages say after the list grew: 7 pages of 100 as documented.
	expect(listRequests()).toHaveLength(pagesOf(TOTAL + 120));
});
