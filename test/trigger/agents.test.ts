/**
 * Trigger 1.2 watching several agents, or all of the account's: each agent's events exactly once, each item
 * naming its agent; one agent's failure holds no other back; agents added later are watched from when they
 * are first seen, removed ones are forgotten; the poll budget is shared out in turn. Real PollContext,
 * simulator over HTTP.
 */
import type { INodeParameters } from 'n8n-workflow';

import { byId } from '../harness/liveChatAi';
import { fromJson, parametersFor, runV2 } from '../nodes/v2/v2Operations';
import { activatedTrigger, emittedIds, newConversations, requestsTo } from '../harness/pollTrigger';
import { servedPageSize } from '../harness/servedPageSize';
import { SEED } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';

const h = useSimulator();
/** What a page of the agents list holds when 100 are asked (100 as documented). */
let served = 100;
beforeAll(async () => {
	served = await servedPageSize(h.api);
});

const { support, sales } = SEED.agents;
/** The main workspace's agents that are not archived: what All Agents watches. */
const ARCHIVED: readonly string[] = SEED.agents.archived;
const ACTIVE = SEED.agents.main.filter((id) => !ARCHIVED.includes(id));
const listReads = () => requestsTo(h.sim, '/api/v2/conversations');

/** A trigger of version 1.2, past its activation. */
const activated = async (parameters: INodeParameters) =>
	await activatedTrigger(h.sim, parameters, 'default', 1.2);
const several = (agentIds: string[]) => activated({ watch: 'agents', agentIds });
const all = () => activated({ watch: 'allAgents' });
const oneAgent = (agentId: string) => activated({ chatbot: byId(agentId) });

const visitorStarts = (agentId: string) => newConversations(h.sim, agentId)[0];

/** Agents made with version 2's Agent > Create, one per name: their ids. */
async function agentsNamed(...names: string[]): Promise<string[]> {
	const create = parametersFor('agent:create', { isLiveChatEnabled: true, ...fromJson('name') });
	const { items } = await runV2(h.sim, create, { input: names.map((name) => ({ name })) });
	return items.map((item) => item.json.id as string);
}

describe('Several Agents', () => {
	it('emits each agent’s events once, oldest first, each item naming its agent', async () => {
		const trigger = await several([support, sales]);
		const first = visitorStarts(sales);
		const second = visitorStarts(support);
		const items = await trigger.poll();
		expect(emittedIds(items)).toEqual([first, second]);
		expect(items!.map(({ json }) => [json.agentId, json.agentName])).toEqual([
			[sales, h.sim.store.chatbots.get(sales)!.name],
			[support, h.sim.store.chatbots.get(support)!.name],
		]);
		h.sim.clearRequests();
		expect(await trigger.poll()).toBeNull();
		// Idle: one request per agent, no agent read.
		expect(h.sim.requests.map((r) => r.query.agentId)).toEqual([sales, support].sort());
	});

	it('an agent that is gone is reported once, the other agent’s events still come; unwatched, it is forgotten', async () => {
		const trigger = await several([support, 'bot_gone']);
		const started = visitorStarts(support);
		expect(emittedIds(await trigger.poll())).toEqual([started]);
		expect(trigger.reportedErrors).toHaveLength(1);
		const [error] = trigger.reportedErrors as Array<Error & { description?: string }>;
		expect(error.message).toContain('Agent not found');
		expect(error.description).toMatch(/^Agent bot_gone: The agent was not found/);
		// Within the hour the same failure is not told again, and the other agent goes on.
		const next = visitorStarts(support);
		expect(emittedIds(await trigger.poll())).toEqual([next]);
		expect(trigger.reportedErrors).toHaveLength(1);
		// No longer watched, it is forgotten with its failure.
		expect(Object.keys(trigger.state.agentHealth as object)).toEqual(['bot_gone']);
		trigger.setParameter('agentIds', [support]);
		expect(await trigger.poll()).toBeNull();
		expect(trigger.state.agentHealth).toEqual({});
	});

	it('an agent failing for a while (503) loses nothing: quiet once, then reported; its events come after', async () => {
		const trigger = await several([support, sales]);
		const path = '/api/v2/conversations';
		const salesFails = () =>
			h.sim.onRequest((r) => {
				if (r.path === path && r.query.agentId === sales) {
					h.sim.injectFault({ path, fault: { kind: 'status', status: 503 }, times: 1 });
				}
			});
		salesFails();
		const missed = visitorStarts(sales);
		const first = visitorStarts(support);
		expect(emittedIds(await trigger.poll())).toEqual([first]);
		expect(trigger.reportedErrors).toHaveLength(0);
		const second = visitorStarts(support);
		expect(emittedIds(await trigger.poll())).toEqual([second]);
		expect(trigger.reportedErrors).toHaveLength(1);
		h.sim.onRequest(null);
		expect(emittedIds(await trigger.poll())).toEqual([missed]);
		expect(trigger.state.agentHealth).toEqual({});
	});

	it('every agent failing (LiveChatAI down) fails the poll as one agent’s would: quiet once, then reported', async () => {
		const trigger = await several([support, sales]);
		h.sim.injectFault({ path: '/api/v2/conversations', fault: { kind: 'status', status: 500 } });
		expect(await trigger.poll()).toBeNull();
		await expect(trigger.poll()).rejects.toMatchObject({ httpCode: '500' });
		expect(trigger.reportedErrors).toHaveLength(0);
	});

	it('a revoked key fails the whole poll, as with one agent', async () => {
		const trigger = await several([support, sales]);
		trigger.apiKey = 'revoked-key';
		await expect(trigger.poll()).rejects.toThrow(/401|Unauthorized|key/i);
		expect(trigger.reportedErrors).toHaveLength(0);
	});

	it('refuses an empty list before any request', async () => {
		await expect(several([])).rejects.toThrow("'Agents' is empty");
		expect(h.sim.requests).toHaveLength(0);
	});
});

describe('All Agents', () => {
	it('an idle poll reads the agent list once and each agent that is not archived once', async () => {
		const trigger = await all();
		expect(await trigger.poll()).toBeNull();
		// Every page of the agents list: one page of 100 as documented.
		const agentPages = Math.ceil(SEED.agents.mainCount / served);
		expect(requestsTo(h.sim, '/api/v2/agents')).toHaveLength(agentPages);
		expect(
			listReads()
				.map((r) => r.query.agentId)
				.sort(),
		).toEqual([...ACTIVE].sort());
		expect(h.sim.requests).toHaveLength(agentPages + ACTIVE.length);
	});

	it('an agent added later is watched from when it is first seen: its past is not replayed', async () => {
		const trigger = await all();
		const [added] = await agentsNamed('Helpdesk Norway');
		const before = visitorStarts(added);
		expect(await trigger.poll()).toBeNull();
		const after = visitorStarts(added);
		const items = await trigger.poll();
		expect(emittedIds(items)).toEqual([after]);
		expect(items![0].json).toMatchObject({ agentId: added, agentName: 'Helpdesk Norway' });
		expect(emittedIds(items)).not.toContain(before);
	});

	it('an agent removed is read no more, and its place in the state is dropped', async () => {
		const trigger = await all();
		await runV2(h.sim, parametersFor('agent:delete', { agent: byId(sales) }));
		h.sim.clearRequests();
		expect(await trigger.poll()).toBeNull();
		expect(listReads().filter((r) => r.query.agentId === sales)).toHaveLength(0);
		const cursor = trigger.cursor as { agents: Record<string, unknown> };
		expect(Object.keys(cursor.agents)).not.toContain(sales);
		expect(trigger.reportedErrors).toHaveLength(0);
	});

	it('with 50 agents the state stays small, and a tight budget reads them in turn: none starves', async () => {
		await agentsNamed(...Array.from({ length: 50 - ACTIVE.length }, (_, i) => `Site ${i}`));
		const trigger = await all();
		const cursor = trigger.cursor as { agents: Record<string, unknown> };
		expect(Object.keys(cursor.agents)).toHaveLength(50);
		const agentIds = Object.keys(cursor.agents);
		const started = new Map(agentIds.map((id) => [visitorStarts(id), id]));
		// One agent a poll (a budget that runs out after the first read), while support keeps busy: a new
		// conversation each poll, as many as one page of its list shows (every poll on pages of 100, as documented),
		// so that its one read in turn reaches its first one.
		const emitted: string[] = [];
		for (let poll = 0; poll < 50; poll++) {
			if (poll < served - 1) visitorStarts(support);
			for (const { json } of (await trigger.poll({ budgetMs: 0 })) ?? []) {
				if (started.has(json.id as string)) emitted.push(json.id as string);
			}
		}
		expect(emitted.sort()).toEqual([...started.keys()].sort());
		const size = JSON.stringify(trigger.state).length;
		expect(size).toBeLessThan(6_000);
	});
});

describe('one agent (1.2) and a change of the agents watched', () => {
	it('moving from one agent to several starts afresh: nothing of the past is emitted', async () => {
		const trigger = await oneAgent(support);
		visitorStarts(sales);
		trigger.setParameter('watch', 'agents');
		trigger.setParameter('agentIds', [support, sales]);
		expect(await trigger.poll()).toBeNull();
		const next = visitorStarts(sales);
		expect(emittedIds(await trigger.poll())).toEqual([next]);
	});

	it('one agent (1.2) names its agent too: one look-up, on a poll that found something', async () => {
		const trigger = await oneAgent(support);
		const started = visitorStarts(support);
		const items = await trigger.poll();
		expect(items![0].json).toMatchObject({
			id: started,
			agentId: support,
			agentName: 'Support Bot',
		});
		// The list, the conversation's messages (whose event it is), the agent's name.
		expect(h.sim.requests.map((r) => r.path)).toEqual([
			'/api/v2/conversations',
			`/api/v2/conversations/${started}`,
			`/api/v2/agents/${support}`,
		]);
	});

	it('an agent gone before its name is read: its items say no name', async () => {
		const trigger = await oneAgent(support);
		const started = visitorStarts(support);
		h.sim.onRequest((request) => {
			if (request.path === `/api/v2/agents/${support}`) h.sim.store.chatbots.delete(support);
		});
		const items = await trigger.poll();
		h.sim.onRequest(null);
		expect(items![0].json).toMatchObject({ id: started, agentId: support, agentName: null });
	});
});
