/**
 * Parts 1 and 2 of the benchmark, inside the one running n8n: 1,000 and 10,000 Add Q&A items (this node with
 * default settings, and at 1,000 also with concurrency 1; the HTTP Request node with this package's credential
 * and with Header Auth) and Conversation Get Many, Return All over 10,000 and 50,000 conversations (this node,
 * the HTTP Request node's pagination), at each latency of the simulator.
 */
import type { N8nServer } from '../../test/e2e/harness/n8n';
import type { Simulator } from '../../test/simulator';
import { profiled, type RunProfile } from './cpuProfile';
import { measure, profileDirOf, type Sample } from './inN8n';
import { n8nPidOf } from './pollWindows';
import { interleaved, type RoundOptions } from './rounds';
import {
	expressionsOnly,
	httpBulkAdd,
	httpReturnAll,
	nodeBulkAdd,
	nodeReturnAll,
} from './workflows';

export const BULK_ITEMS = 1_000;
export const BULK_ITEMS_LARGE = 10_000;
export const CONVERSATIONS = 10_000;
export const CONVERSATIONS_LARGE = 50_000;
export const PER_PAGE = 100;

export interface BenchWorld {
	sim: Simulator;
	server: N8nServer;
	/** The agent the Q&A pairs are added to. */
	bulkAgent: string;
	/** The agents with exactly CONVERSATIONS and CONVERSATIONS_LARGE conversations. */
	listAgent: string;
	largeListAgent: string;
}

export const BULK_VARIANTS = [
	'node',
	'nodeSequential',
	'httpRequestNode',
	'httpRequestNodeHeaderAuth',
	'n8nExpressionsOnly',
] as const;
export const LIST_VARIANTS = ['node', 'httpRequestNode', 'httpRequestNodeHeaderAuth'] as const;
/** At the large sizes, the variants that the ratios and the heap are read from. */
export const BULK_LARGE_VARIANTS = [
	'node',
	'httpRequestNode',
	'httpRequestNodeHeaderAuth',
] as const;
export const LIST_LARGE_VARIANTS = ['node', 'httpRequestNode'] as const;

/** The workflows of parts 1 and 2, by part and variant (ids fixed: `n8n import:workflow` keeps them). */
export function benchWorkflows(world: Omit<BenchWorld, 'server'>) {
	const { sim, bulkAgent, listAgent, largeListAgent } = world;
	return {
		bulkAdd: {
			node: nodeBulkAdd('benchBulkNode', BULK_ITEMS, bulkAgent, {}),
			nodeSequential: nodeBulkAdd('benchBulkNodeSeq', BULK_ITEMS, bulkAgent, { concurrency: 1 }),
			httpRequestNode: httpBulkAdd(
				'benchBulkHttp',
				BULK_ITEMS,
				bulkAgent,
				sim.url,
				'packageCredential',
			),
			httpRequestNodeHeaderAuth: httpBulkAdd(
				'benchBulkHttpHeader',
				BULK_ITEMS,
				bulkAgent,
				sim.url,
				'headerAuth',
			),
			n8nExpressionsOnly: expressionsOnly('benchBulkExpressions', BULK_ITEMS),
		},
		bulkAddLarge: {
			node: nodeBulkAdd('benchBulkNodeLarge', BULK_ITEMS_LARGE, bulkAgent, {}),
			httpRequestNode: httpBulkAdd(
				'benchBulkHttpLarge',
				BULK_ITEMS_LARGE,
				bulkAgent,
				sim.url,
				'packageCredential',
			),
			httpRequestNodeHeaderAuth: httpBulkAdd(
				'benchBulkHttpHeaderLarge',
				BULK_ITEMS_LARGE,
				bulkAgent,
				sim.url,
				'headerAuth',
			),
		},
		returnAll: {
			node: nodeReturnAll('benchListNode', listAgent),
			httpRequestNode: httpReturnAll('benchListHttp', listAgent, sim.url, 'packageCredential'),
			httpRequestNodeHeaderAuth: httpReturnAll(
				'benchListHttpHeader',
				listAgent,
				sim.url,
				'headerAuth',
			),
		},
		returnAllLarge: {
			node: nodeReturnAll('benchListNodeLarge', largeListAgent),
			httpRequestNode: httpReturnAll(
				'benchListHttpLarge',
				largeListAgent,
				sim.url,
				'packageCredential',
			),
		},
	};
}

/** One latency for every API request of the simulator (its control routes have none); 0 = none. */
export function setLatency(sim: Simulator, ms: number): void {
	sim.clearFaults();
	if (ms > 0) sim.injectFault({ path: '*', fault: { kind: 'latency', ms } });
}

/** Gives the agent `count` conversations in all, one a second up to the simulator's now. */
export function seedConversations(sim: Simulator, agentId: string, count: number): void {
	const existing = [...sim.store.conversations.values()].filter(
		(c) => c.agentId === agentId,
	).length;
	const now = sim.clock.now().getTime();
	for (let i = existing; i < count; i++) {
		sim.addActivity({ agentId, kind: 'visitor', at: new Date(now - (count - i) * 1000) });
	}
}

/** Removes what the Add Q&A runs added, so that the simulator's store does not grow run after run. */
function dropAddedPairs(sim: Simulator, agentId: string): void {
	for (const [id, source] of sim.store.dataSources) {
		if (source.chatbotId === agentId) sim.store.dataSources.delete(id);
	}
}

function checked(sample: Sample, what: string, items: number, requests: number): Sample {
	if (sample.items !== items || sample.requests !== requests) {
		throw new Error(
			`${what}: expected ${items} items from ${requests} requests, got ${sample.items} items from ${sample.requests} requests`,
		);
	}
	return sample;
}

/** Add Q&A rounds over 1,000 items (every variant) or 10,000 (`large`: the three the ratios compare). */
export async function bulkAddRounds(world: BenchWorld, options: RoundOptions, large = false) {
	const all = benchWorkflows(world);
	const workflows: Record<string, { id: string }> = large ? all.bulkAddLarge : all.bulkAdd;
	const items = large ? BULK_ITEMS_LARGE : BULK_ITEMS;
	return await interleaved(
		(large ? BULK_LARGE_VARIANTS : BULK_VARIANTS).map((key) => ({
			key,
			run: async () => {
				const sample = await measure(world.server, world.sim, workflows[key].id);
				dropAddedPairs(world.sim, world.bulkAgent);
				const requests = key === 'n8nExpressionsOnly' ? 0 : items;
				return checked(sample, `Add Q&A (${key})`, items, requests);
			},
		})),
		options,
	);
}

/**
 * One more run of this node adding 1,000 pairs with default settings, CPU-profiled (not among the timed
 * samples: the profiler slows it a little): where its time goes inside the node's run.
 */
export async function profiledBulkAdd(world: BenchWorld): Promise<RunProfile> {
	const workflow = benchWorkflows(world).bulkAdd.node;
	const { profile } = await profiled(
		n8nPidOf(world.server),
		profileDirOf(world.server),
		async (started) => {
			const sample = await measure(world.server, world.sim, workflow.id, undefined, started);
			dropAddedPairs(world.sim, world.bulkAgent);
			return checked(sample, 'Add Q&A (node, profiled)', BULK_ITEMS, BULK_ITEMS);
		},
		({ task }) => ({ fromMs: task.startTime, toMs: task.startTime + task.executionTime }),
	);
	return profile;
}

/** The number of conversations the HTTP Request node's page items hold. */
function conversationsInPages(sample: Sample): number {
	return (sample.task.data?.main?.[0] ?? []).reduce((sum, item) => {
		const data = (item.json as { data?: { conversations?: unknown[] } }).data;
		return sum + (data?.conversations?.length ?? 0);
	}, 0);
}

/** Return All rounds over 10,000 conversations (every variant) or 50,000 (`large`: two). */
export async function returnAllRounds(world: BenchWorld, options: RoundOptions, large = false) {
	const all = benchWorkflows(world);
	const workflows: Record<string, { id: string }> = large ? all.returnAllLarge : all.returnAll;
	const conversations = large ? CONVERSATIONS_LARGE : CONVERSATIONS;
	const pages = Math.ceil(conversations / PER_PAGE);
	return await interleaved(
		(large ? LIST_LARGE_VARIANTS : LIST_VARIANTS).map((key) => ({
			key,
			run: async () => {
				const sample = await measure(world.server, world.sim, workflows[key].id);
				if (key === 'node') return checked(sample, 'Return All (node)', conversations, pages);
				// The HTTP Request node outputs one item per page; each holds that page's conversations.
				const found = conversationsInPages(sample);
				if (sample.items !== pages || found !== conversations) {
					throw new Error(
						`Return All (${key}): expected ${pages} pages of ${conversations} conversations, got ${sample.items} pages of ${found}`,
					);
				}
				return sample;
			},
		})),
		options,
	);
}
