/**
 * Part 3: the LiveChatAI Trigger (New Conversation, its default version) polled in-process through n8n-core's
 * real PollContext (test/harness/pollTrigger.ts, n8n-core 2.41.1 on the machine's Node), as an activated
 * workflow's scheduled polls: requests and time per poll with 0, 10 and 1,000 new conversations on an agent
 * with 10,000, and the size of the static data n8n stores for the node. Timed by the wall clock around poll().
 */
import { LiveChatAiTrigger } from '../../nodes/LiveChatAi/LiveChatAiTrigger.node';
import { byId } from '../../test/harness/liveChatAi';
import { TriggerHarness } from '../../test/harness/pollTrigger';
import type { Simulator } from '../../test/simulator';
import { median } from './rounds';

export const NEW_CONVERSATIONS = [0, 10, 1_000] as const;
/** The version a new trigger gets: the one users run. */
const TRIGGER_VERSION = new LiveChatAiTrigger().description.defaultVersion!;

export interface PollSample {
	ms: number;
	requests: number;
	emitted: number;
	stateBytes: number;
}

export interface TriggerFigures {
	/** The first poll of an activated workflow: it sets the cursor at what exists, emitting nothing. */
	activation: PollSample;
	/** By number of new conversations. */
	polls: Record<string, PollSample>;
	rounds: number;
}

async function timedPoll(sim: Simulator, harness: TriggerHarness): Promise<PollSample> {
	sim.clearRequests();
	const started = performance.now();
	const items = await harness.poll({ mode: 'trigger' });
	const ms = performance.now() - started;
	return {
		ms,
		requests: sim.requests.length,
		emitted: items?.length ?? 0,
		stateBytes: Buffer.byteLength(JSON.stringify(harness.state)),
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
	};
}

/**
 * Each round a new activated workflow (its own static data): the activation poll, then a poll after each
 * number of new conversations, in turn. Every poll must emit exactly the new conversations.
 */
export async function triggerRounds(
	sim: Simulator,
	agentId: string,
	rounds: number,
): Promise<TriggerFigures> {
	const activations: PollSample[] = [];
	const polls: Record<string, PollSample[]> = Object.fromEntries(
		NEW_CONVERSATIONS.map((n) => [String(n), []]),
	);
	for (let round = 0; round < rounds; round++) {
		const harness = new TriggerHarness(
			sim,
			{ chatbot: byId(agentId), event: 'newConversation' },
			TRIGGER_VERSION,
		);
		activations.push(await timedPoll(sim, harness));
		const order = NEW_CONVERSATIONS.map(
			(_, i) => NEW_CONVERSATIONS[(i + round) % NEW_CONVERSATIONS.length],
		);
		const added: string[] = [];
		for (const count of order) {
			added.push(...newConversations(sim, agentId, count));
			const sample = await timedPoll(sim, harness);
			if (sample.emitted !== count) {
				throw new Error(
					`trigger: ${count} new conversations, but the poll emitted ${sample.emitted}`,
				);
			}
			polls[String(count)].push(sample);
		}
		removeConversations(sim, added);
	}
	return {
		activation: medianSample(activations),
		polls: Object.fromEntries(
			Object.entries(polls).map(([count, samples]) => [count, medianSample(samples)]),
		),
		rounds,
	};
}
