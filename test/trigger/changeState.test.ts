/**
 * What the change events keep between polls and how they go on: at most Conversations Watched entries whatever the
 * number of conversations, requests bounded by it; a change further down the list than the window is not seen (the
 * stated limit); several agents, each agent's changes once; a restart (a new process with the saved static data)
 * and n8n's durable engine; failures told to n8n as for the other events, no failed poll moving what is kept.
 */
import { NodeApiError } from 'n8n-workflow';
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { byId } from '../harness/liveChatAi';
import type { PollEngine } from '../harness/pollTrigger';
import {
	activatedTrigger,
	conversationAt,
	emittedIds,
	newConversations,
	requestsTo,
	TriggerHarness,
} from '../harness/pollTrigger';
import { servedPageSize } from '../harness/servedPageSize';
import { SEED } from '../simulator';
import type { ConversationRecord } from '../simulator/state/records';
import { useSimulator } from '../simulator/testHelpers';

const h = useSimulator();
/** What a list page holds when 100 are asked (fewer under a form of smaller pages). */
let served = 100;
beforeAll(async () => {
	served = await servedPageSize(h.api);
});

const { support, sales } = SEED.agents;
const { latest, salesOfAlice } = SEED.conversations;
const LIST = '/api/v2/conversations';

const record = (id: string) => h.sim.store.conversations.get(id)!;
const set = (id: string, fields: Partial<ConversationRecord>) => Object.assign(record(id), fields);

const activated = async (
	event: string,
	parameters: INodeParameters = {},
	engine: PollEngine = 'default',
) => await activatedTrigger(h.sim, { event, ...parameters }, engine, 1.3);

/** One agent's kept conversations in the trigger's static data. */
const kept = (harness: TriggerHarness, agentId = support) =>
	(harness.cursor!.agents as Record<string, { states: unknown[] }>)[agentId];

/** The support agent's conversation at `position` of its list (newest activity first). */
const atPosition = (position: number) => conversationAt(h.sim, support, position);

describe('the state bound', () => {
	it('keeps at most Conversations Watched entries over a longer list, and reads no further', async () => {
		expect(SEED.conversations.total.support).toBeGreaterThan(100);
		const harness = await activated('humanRequested', { conversationsWatched: 30 });
		expect(kept(harness).states).toHaveLength(30);
		newConversations(h.sim, support, 40);
		h.sim.clearRequests();
		await harness.poll();
		expect(kept(harness).states).toHaveLength(30);
		// A few dozen bytes a conversation: ids and one number each.
		expect(JSON.stringify(harness.state).length).toBeLessThan(30 * 40 + 300);
		// The window, 30 a page, then the filtered list down to its oldest: as many pages at most, and one more.
		const pages = Math.ceil(30 / Math.min(30, served));
		const [window, filtered] = [
			requestsTo(h.sim, LIST).filter(({ query }) => !query.resolutionStatus),
			requestsTo(h.sim, LIST).filter(({ query }) => query.resolutionStatus),
		];
		expect(window).toHaveLength(pages);
		expect(window[0].query).toMatchObject({ agentId: support, perPage: '30', sort: 'desc' });
		expect(filtered.length).toBeGreaterThan(0);
		expect(filtered.length).toBeLessThanOrEqual(pages + 1);
	});

	it('a change further down the list than the window is not seen, nor when it comes up with a message', async () => {
		const far = atPosition(100);
		set(far, { isResolved: false });
		const harness = await activated('conversationResolved', { conversationsWatched: 50 });
		set(far, { isResolved: true });
		expect(await harness.poll()).toBeNull();
		// Back in the window by a new message: what it was before is not known, so it is recorded only.
		h.sim.clock.advance(1000);
		h.sim.addActivity({ conversationId: far, kind: 'visitor' });
		expect(await harness.poll()).toBeNull();
		// From then on it is watched.
		set(far, { isResolved: false });
		expect(await harness.poll()).toBeNull();
		set(far, { isResolved: true });
		expect(emittedIds(await harness.poll())).toEqual([far]);
	});

	it('a conversation that moves up while a poll reads the pages below it is not lost: the next poll sees it', async () => {
		const moving = atPosition(150);
		set(moving, { isResolved: false });
		const harness = await activated('conversationResolved');
		const page = String(Math.floor(150 / served) + 1);
		h.sim.onRequest((request) => {
			if (request.path !== LIST || request.query.page !== page) return;
			h.sim.onRequest(null);
			h.sim.clock.advance(1000);
			h.sim.addActivity({ conversationId: moving, kind: 'visitor' });
			set(moving, { isResolved: true });
		});
		const first = emittedIds(await harness.poll());
		const second = emittedIds(await harness.poll());
		expect([...first, ...second]).toEqual([moving]);
		expect(kept(harness).states.length).toBeLessThanOrEqual(200);
		expect(await harness.poll()).toBeNull();
	});

	it('a conversation resolved without a new message keeps its place: seen while in the window', async () => {
		const inside = atPosition(40);
		set(inside, { isResolved: false });
		const harness = await activated('conversationResolved', { conversationsWatched: 50 });
		set(inside, { isResolved: true });
		expect(emittedIds(await harness.poll())).toEqual([inside]);
		expect(await harness.poll()).toBeNull();
	});
});

describe('Several Agents', () => {
	it('emits each agent’s changes once, each item naming its agent', async () => {
		set(latest, { isResolved: false });
		set(salesOfAlice, { isResolved: false });
		const harness = await activated('conversationResolved', {
			watch: 'agents',
			agentIds: [support, sales],
		});
		expect(Object.keys(harness.cursor!.agents as object).sort()).toEqual([sales, support].sort());
		set(latest, { isResolved: true });
		set(salesOfAlice, { isResolved: true });
		const items = (await harness.poll())!;
		expect(items.map(({ json }) => [json.id, json.agentId]).sort()).toEqual(
			[
				[latest, support],
				[salesOfAlice, sales],
			].sort(),
		);
		expect(await harness.poll()).toBeNull();
	});

	it('an agent that is gone is reported, the other agent’s changes still come', async () => {
		set(latest, { isResolved: false });
		const harness = await activated('conversationResolved', {
			watch: 'agents',
			agentIds: [support, 'bot_gone'],
		});
		set(latest, { isResolved: true });
		expect(emittedIds(await harness.poll())).toEqual([latest]);
		expect(harness.reportedErrors.map((error) => error.message)).toEqual([
			expect.stringContaining('Agent not found'),
		]);
	});
});

describe('restarts and engines', () => {
	it('a new process with the saved static data goes on from it: the change once', async () => {
		set(latest, { isResolved: false });
		const parameters = { chatbot: byId(support), event: 'conversationResolved' };
		const before = await activated('conversationResolved');
		set(latest, { isResolved: true });
		const restarted = new TriggerHarness(h.sim, parameters, 1.3);
		// As n8n's database holds it: JSON.
		Object.assign(restarted.state, JSON.parse(JSON.stringify(before.state)) as IDataObject);
		expect(emittedIds(await restarted.poll())).toEqual([latest]);
		expect(await restarted.poll()).toBeNull();
	});

	it('the durable engine: a poll that failed keeps nothing; the next emits the change once', async () => {
		set(latest, { isResolved: false });
		const harness = await activated('conversationResolved', {}, 'durable');
		const stored = JSON.stringify(harness.cursor);
		set(latest, { isResolved: true });
		h.sim.injectFault({ path: LIST, fault: { kind: 'status', status: 500 }, times: 2 });
		expect(await harness.poll()).toBeNull();
		await expect(harness.poll()).rejects.toBeInstanceOf(NodeApiError);
		expect(JSON.stringify(harness.cursor)).toBe(stored);
		expect(emittedIds(await harness.poll())).toEqual([latest]);
		expect(await harness.poll()).toBeNull();
	});
});

describe('failures', () => {
	it('a revoked key is reported at once; what changed meanwhile comes once the key works', async () => {
		set(latest, { isResolved: false });
		const harness = await activated('conversationResolved');
		const stored = JSON.stringify(harness.cursor);
		set(latest, { isResolved: true });
		harness.apiKey = 'revoked-in-livechatai';
		const error = await harness.poll().catch((thrown: unknown) => thrown);
		expect(error).toBeInstanceOf(NodeApiError);
		expect((error as NodeApiError).httpCode).toBe('401');
		expect(JSON.stringify(harness.cursor)).toBe(stored);
		harness.apiKey = undefined;
		expect(emittedIds(await harness.poll())).toEqual([latest]);
	});

	it('a failure on the filtered list after the window was read moves nothing', async () => {
		set(latest, { resolutionStatus: null, isResolved: false });
		const harness = await activated('humanRequested');
		const stored = JSON.stringify(harness.cursor);
		set(latest, { resolutionStatus: 'TalkToAgent' });
		h.sim.onRequest((request) => {
			if (request.path === LIST && request.query.resolutionStatus)
				h.sim.injectFault({ path: LIST, fault: { kind: 'status', status: 503 }, times: 1 });
		});
		expect(await harness.poll()).toBeNull();
		h.sim.onRequest(null);
		expect(JSON.stringify(harness.cursor)).toBe(stored);
		expect(emittedIds(await harness.poll())).toEqual([latest]);
		expect(await harness.poll()).toBeNull();
	});
});
