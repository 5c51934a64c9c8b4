/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- benchmark tooling: samples the heap, runs alone */
/**
 * Part 3: the LiveChatAI Trigger (New Conversation, its default version) polled in-process through n8n-core's
 * real PollContext (test/harness/pollTrigger.ts, n8n-core 2.41.1 on the machine's Node), as an activated
 * workflow's scheduled polls: requests and time per poll with 0, 10 and 1,000 new conversations on an agent
 * with 10,000, in a workflow that writes nothing back and in one that replies (its trigger reads each found
 * conversation whose messages the list cannot settle), and the size of the static data n8n stores for the node.
 * Timed by the wall clock around poll(); the heap is this process's, sampled while the poll runs.
 */
import { getHeapStatistics } from 'node:v8';

import { LiveChatAiTrigger } from '../../nodes/LiveChatAi/LiveChatAiTrigger.node';
import { byId } from '../../test/harness/liveChatAi';
import { TriggerHarness } from '../../test/harness/pollTrigger';
import { workflowNode } from '../../test/harness/runWorkflow';
import type { Simulator } from '../../test/simulator';
import { startSimulator } from '../../test/simulator';
import { CONVERSATIONS, seedConversations, setLatency } from './inN8nScenarios';
import { median } from './rounds';

export const NEW_CONVERSATIONS = [0, 10, 1_000] as const;
/** The version a new trigger gets: the one users run. */
const TRIGGER_VERSION = new LiveChatAiTrigger().description.defaultVersion!;

export interface PollSample {
	ms: number;
	requests: number;
	emitted: number;
	stateBytes: number;
	/** The most heap in use while the poll ran, less the heap in use when it started (bytes). */
	heapRiseBytes: number;
}

export interface TriggerFigures {
	/** The first poll of an activated workflow: it sets the cursor at what exists, emitting nothing. */
	activation: PollSample;
	/** By number of new conversations, in a workflow that writes nothing back: no message is read. */
	polls: Record<string, PollSample>;
	/**
	 * The same, in a workflow that replies (a Reply as Human Agent after the trigger): a conversation found is read
	 * with its messages where the list's dates cannot tell that its new event is no reply of the workflow's own.
	 */
	writingBack: Record<string, PollSample>;
	rounds: number;
}

/** A Reply as Human Agent after the trigger: the workflow may write, so the trigger reads found conversations. */
const REPLY = workflowNode('Reply', 'liveChatAi', 2, {
	resource: 'conversation',
	operation: 'reply',
	conversationId: byId('={{ $json.id }}'),
	message: 'Thanks!',
});

async function timedPoll(sim: Simulator, harness: TriggerHarness): Promise<PollSample> {
	sim.clearRequests();
	const heapAtStart = getHeapStatistics().used_heap_size;
	let heapPeak = heapAtStart;
	// Every 10 ms while the poll waits for answers: a peak inside one stretch of synchronous work can be missed.
	const sampler = setInterval(() => {
		heapPeak = Math.max(heapPeak, getHeapStatistics().used_heap_size);
	}, 10);
	const started = performance.now();
	const items = await harness.poll({ mode: 'trigger' }).finally(() => clearInterval(sampler));
	const ms = performance.now() - started;
	heapPeak = Math.max(heapPeak, getHeapStatistics().used_heap_size);
	return {
		ms,
		requests: sim.requests.length,
		emitted: items?.length ?? 0,
		stateBytes: Buffer.byteLength(JSON.stringify(harness.state)),
		heapRiseBytes: heapPeak - heapAtStart,
	};
}

/** New conversations of the agent, 10 ms apart on the simulator's clock, the last one at its new now. */
function newConversations(sim: Simulator, agentId: string, count: number): string[] {
	sim.clock.advance(60_000);
	return Array.from({ length: count }, () => {
		sim.clock.advance(10);
		return sim.addActivity({ agentId, kind: 'visitor' }).id;
	});
}

/** Takes the round's conversations away again: every round starts from the same 10,000. */
function removeConversations(sim: Simulator, ids: string[]): void {
	const gone = new Set(ids);
	for (const id of ids) {
		const contactId = sim.store.conversations.get(id)?.contactId;
		if (contactId) sim.store.contacts.delete(contactId);
		sim.store.conversations.delete(id);
	}
	for (const [id, message] of sim.store.messages) {
		if (gone.has(message.conversationId)) sim.store.messages.delete(id);
	}
}

function medianSample(samples: PollSample[]): PollSample {
	return {
		ms: Math.round(median(samples.map((s) => s.ms)) * 10) / 10,
		requests: median(samples.map((s) => s.requests)),
		emitted: median(samples.map((s) => s.emitted)),
		stateBytes: median(samples.map((s) => s.stateBytes)),
		heapRiseBytes: median(samples.map((s) => s.heapRiseBytes)),
	};
}

/** The median of each number of new conversations' samples. */
const medians = (samples: Record<string, PollSample[]>) =>
	Object.fromEntries(Object.entries(samples).map(([count, taken]) => [count, medianSample(taken)]));

/**
 * Each round two new activated workflows (their own static data), one that writes nothing back and one that
 * replies: the activation poll, then a poll of each after each number of new conversations, in turn. Every poll
 * must emit exactly the new conversations.
 */
export async function triggerRounds(
	sim: Simulator,
	agentId: string,
	rounds: number,
): Promise<TriggerFigures> {
	const activations: PollSample[] = [];
	const byCount = () =>
		Object.fromEntries(NEW_CONVERSATIONS.map((n) => [String(n), [] as PollSample[]]));
	const samples = { polls: byCount(), writingBack: byCount() };
	const parameters = { chatbot: byId(agentId), event: 'newConversation' };
	for (let round = 0; round < rounds; round++) {
		const harnesses = {
			polls: new TriggerHarness(sim, parameters, TRIGGER_VERSION),
			writingBack: new TriggerHarness(sim, parameters, TRIGGER_VERSION, 'default', {
				after: [REPLY],
			}),
		};
		activations.push(await timedPoll(sim, harnesses.polls));
		await harnesses.writingBack.poll({ mode: 'trigger' });
		const order = NEW_CONVERSATIONS.map(
			(_, i) => NEW_CONVERSATIONS[(i + round) % NEW_CONVERSATIONS.length],
		);
		const added: string[] = [];
		for (const count of order) {
			added.push(...newConversations(sim, agentId, count));
			for (const [part, harness] of Object.entries(harnesses)) {
				const sample = await timedPoll(sim, harness);
				if (sample.emitted !== count) {
					throw new Error(
						`trigger (${part}): ${count} new conversations, but the poll emitted ${sample.emitted}`,
					);
				}
				samples[part as keyof typeof samples][String(count)].push(sample);
			}
		}
		removeConversations(sim, added);
	}
	return {
		activation: medianSample(activations),
		polls: medians(samples.polls),
		writingBack: medians(samples.writingBack),
		rounds,
	};
}

/**
 * `node .build/scripts/bench/trigger.js` (after `tsc -p scripts/bench/tsconfig.json`): this part alone, without
 * n8n, at BENCH_LATENCY_MS (50) per request, over BENCH_ROUNDS (5) rounds; prints its figures as JSON.
 */
async function triggerPartAlone(): Promise<void> {
	const sim = await startSimulator({ port: 0 });
	try {
		const agentId = 'bot_team_04';
		seedConversations(sim, agentId, CONVERSATIONS);
		setLatency(sim, Number(process.env.BENCH_LATENCY_MS ?? 50));
		const figures = await triggerRounds(sim, agentId, Number(process.env.BENCH_ROUNDS ?? 5));
		process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
	} finally {
		await sim.close();
	}
}

if (require.main === module) {
	triggerPartAlone().catch((error: unknown) => {
		process.stderr.write(`[bench] trigger part failed: ${String(error)}\n`);
		process.exit(1);
	});
}
