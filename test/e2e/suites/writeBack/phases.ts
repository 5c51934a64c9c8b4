/**
 * One write-back flow left running in a published workflow: a visitor message, at least eight polls, a second
 * visitor message in the same conversation, at least eight polls again; after each phase, how many
 * executions the workflow had and what the simulator holds.
 */
import type { Simulator } from '../../../simulator';
import { SEED } from '../../../simulator';
import type { N8nServer } from '../../harness/n8nServer';
import { nextPoll, pollRequests } from '../../harness/triggerEvents';

export const POLLS_PER_PHASE = 8;

export interface FlowSetup {
	sim: Simulator;
	workflowId: string;
	triggerNode: string;
	/** Adds the visitor messages of a phase (0, then 1); returns the conversations they went to. */
	visit(phase: number): string[];
}

export interface PhaseSnapshot {
	executions: number;
	polls: number;
	/** The visitor messages of the phase: conversation and date. */
	visited: Array<{ id: string; lastMessageDate: string }>;
}

/** The trigger's polls: its list of the support agent's conversations. */
export const pollCount = (sim: Simulator) => pollRequests(sim, SEED.agents.support).length;

/** Waits (bounded) until the `count`-th poll after the first `seen` ones has been answered. */
export const polls = async (sim: Simulator, seen: number, count: number) =>
	await nextPoll(sim, (count + 3) * 10_000, seen + count - 1, SEED.agents.support);

/** The phases of a flow, from its activation poll on; a snapshot per phase. */
export async function runPhases(server: N8nServer, flow: FlowSetup): Promise<PhaseSnapshot[]> {
	const snapshots: PhaseSnapshot[] = [];
	for (const phase of [0, 1]) {
		const seen = pollCount(flow.sim);
		const visited = flow.visit(phase).map((id) => {
			const conversation = flow.sim.store.conversations.get(id);
			return { id, lastMessageDate: String(conversation?.lastMessageDate) };
		});
		await polls(flow.sim, seen, POLLS_PER_PHASE);
		const executions = await server.executionsOf(flow.workflowId);
		snapshots.push({ executions: executions.length, polls: pollCount(flow.sim) - seen, visited });
	}
	return snapshots;
}
