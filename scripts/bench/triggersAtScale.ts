/* eslint-disable @n8n/community-nodes/no-restricted-imports -- benchmark tooling: drives a real n8n */
/**
 * The trigger at scale: 50 LiveChatAI Trigger workflows (New Activity, one agent each, polling every 10 s) active
 * in the one n8n of the benchmark. Over windows of `windowMs` (aligned to start 5 s after a poll second):
 * n8n's CPU with none active (the baseline), then with all 50 active and nothing new (idle), then with one new
 * conversation per agent every 10 s, 5 s after the polls (activity). A poll is one trigger's visit in a 10 s slot:
 * the simulator's requests grouped by agentId and by the 10 s slot of their arrival. CPU is the n8n process's
 * utime + stime (/proc), minus the baseline's for as long a time, per poll. Throws when an idle poll made more
 * than one request, or when an added conversation was not emitted exactly once by its agent's trigger.
 */
import { setTimeout as sleep } from 'node:timers/promises';

import {
	createErrorWorkflow,
	createTriggerWorkflow,
	triggerRuns,
} from '../../test/e2e/harness/activeWorkflows';
import type { N8nServer } from '../../test/e2e/harness/n8n';
import { waitFor } from '../../test/e2e/harness/processes';
import type { AddedEvent } from '../../test/e2e/harness/triggerEvents';
import { pollRequests, tally } from '../../test/e2e/harness/triggerEvents';
import type { Simulator } from '../../test/simulator';
import { chatbotRecord } from '../../test/simulator/state/factories';
import type { Window } from './pollWindows';
import { activated, measuredWindow, pollsIn, quiet, retried } from './pollWindows';

export const TRIGGERS = 50;
/** Conversations each agent has before its trigger is activated. */
const EXISTING_CONVERSATIONS = 3;

export interface PhaseFigures {
	/** Polls seen in the window: distinct (agent, 10 s slot) pairs among the conversations requests. */
	polls: number;
	/** Every API request the simulator received in the window. */
	requests: number;
	requestsPerPoll: number;
	/** n8n's CPU time over the window (ms), less the baseline's over as long a time. */
	cpuMs: number;
	cpuMsPerPoll: number;
	/** New conversations added (one per agent every 10 s with activity; none idle). */
	added: number;
	/** Conversations the triggers emitted (items of their executions) for what was added in the phase. */
	emitted: number;
}

export interface TriggersAtScaleFigures {
	triggers: number;
	windowMs: number;
	/** n8n's CPU time (ms) over one window with none of the triggers active (the Error Workflow active). */
	baselineCpuMs: number;
	idle: PhaseFigures;
	activity: PhaseFigures;
}

export interface TriggersAtScaleInput {
	server: N8nServer;
	sim: Simulator;
	n8nPid: number;
	credential: { id: string; name: string };
	windowMs?: number;
	/** How many trigger workflows (50: the figure the issue asks for; fewer for a quick check of the code). */
	triggers?: number;
	log?: (message: string) => void;
}

const agentIdsOf = (count: number) =>
	Array.from({ length: count }, (_, i) => `bot_bench_${String(i + 1).padStart(2, '0')}`);

function phase(
	sim: Simulator,
	agentIds: string[],
	window: Window,
	baselineRate: number,
	added: number,
	emitted: number,
): { figures: PhaseFigures; most: number } {
	const { polls, requests, most } = pollsIn(sim, window, agentIds);
	const cpuMs = window.cpuMs - baselineRate * (window.to - window.from);
	const per = (value: number) => (polls ? +(value / polls).toFixed(2) : 0);
	const figures = {
		polls,
		requests,
		requestsPerPoll: per(requests),
		cpuMs: Math.round(cpuMs),
		cpuMsPerPoll: per(cpuMs),
		added,
		emitted,
	};
	return { figures, most };
}

/** The 50 agents, each with a few conversations in the recent past (real time: the bench's clock is manual). */
function addAgents(sim: Simulator, agentIds: string[]): void {
	const now = Date.now();
	for (const [index, id] of agentIds.entries()) {
		const createdAt = new Date(now - 3_600_000).toISOString();
		const name = `Bench Agent ${index + 1}`;
		sim.store.chatbots.set(id, chatbotRecord({ id, workspaceId: 'ws_main', name, createdAt }));
		for (let i = EXISTING_CONVERSATIONS; i > 0; i--) {
			sim.addActivity({ agentId: id, kind: 'visitor', at: new Date(now - i * 60_000) });
		}
	}
}

/** Waits until each agent has had a poll arrive after `since` (ms) and answered. */
async function polledAfter(sim: Simulator, since: Map<string, number>, what: string) {
	const agentIds = [...since.keys()];
	await waitFor(
		() => `${what}: not every trigger polled within 120 s`,
		() =>
			agentIds.every((agentId) =>
				pollRequests(sim, agentId).some(
					(r) => r.answeredAt !== undefined && Date.parse(r.at) > (since.get(agentId) ?? 0),
				),
			),
		120_000,
		250,
	);
}

export async function measureTriggersAtScale(
	input: TriggersAtScaleInput,
): Promise<TriggersAtScaleFigures> {
	const { server, sim, n8nPid, credential } = input;
	const windowMs = input.windowMs ?? 60_000;
	const triggers = input.triggers ?? TRIGGERS;
	const agentIds = agentIdsOf(triggers);
	const log = input.log ?? (() => undefined);

	addAgents(sim, agentIds);
	const errorWorkflowId = await createErrorWorkflow(server, 'Triggers at scale: errors');
	await activated(server, errorWorkflowId);
	const workflows = new Map<string, string>();
	for (const agentId of agentIds) {
		const name = `Triggers at scale: ${agentId}`;
		const create = async () =>
			await createTriggerWorkflow(server, name, agentId, errorWorkflowId, credential);
		workflows.set(agentId, await retried(create));
	}

	log(`triggers at scale: baseline, none of the ${triggers} active (${windowMs / 1000} s)`);
	await quiet(n8nPid);
	const baseline = await measuredWindow(n8nPid, windowMs);
	const baselineRate = baseline.cpuMs / (baseline.to - baseline.from);

	log(`triggers at scale: activating ${triggers} triggers`);
	sim.clearRequests();
	const activatedAt = new Map(agentIds.map((agentId) => [agentId, 0]));
	for (const [index, workflowId] of [...workflows.values()].entries()) {
		await activated(server, workflowId, (error) =>
			log(
				`triggers at scale: activation of ${workflowId} tried again: ${String(error).slice(0, 120)}`,
			),
		);
		if ((index + 1) % 10 === 0) log(`triggers at scale: ${index + 1} activated`);
	}
	await polledAfter(sim, activatedAt, 'activation');

	log(`triggers at scale: idle (${windowMs / 1000} s)`);
	const idle = await measuredWindow(n8nPid, windowMs);

	log(`triggers at scale: with activity (${windowMs / 1000} s)`);
	const added = new Map<string, AddedEvent[]>(agentIds.map((agentId) => [agentId, []]));
	const lastAdded = new Map<string, number>();
	const activity = await measuredWindow(n8nPid, windowMs, () => {
		for (const agentId of agentIds) {
			const at = new Date();
			const { id, lastMessageDate } = sim.addActivity({ agentId, kind: 'visitor', at });
			added.get(agentId)?.push({ id, lastMessageDate: String(lastMessageDate) });
			lastAdded.set(agentId, at.getTime());
		}
	});
	// What was added last is read by a poll after the window, should a poll in it have come early or late.
	await polledAfter(sim, lastAdded, 'after the activity');
	await sleep(1_000);

	log(`triggers at scale: deactivating, reading the executions`);
	for (const workflowId of workflows.values())
		await retried(async () => await server.deactivate(workflowId));
	for (const workflowId of workflows.values())
		await retried(async () => await server.settle(workflowId, 60_000));
	const problems: string[] = [];
	let idleEmitted = 0;
	let activityEmitted = 0;
	for (const [agentId, workflowId] of workflows) {
		const runs = await retried(async () => await triggerRuns(server, workflowId));
		for (const failure of runs.failures)
			problems.push(`${agentId}: failed execution: ${failure.message}`);
		const createdAt = new Map(runs.executions.map((e) => [e.id, Date.parse(e.createdAt)]));
		const inActivity = runs.emissions.filter(
			(e) => (createdAt.get(e.executionId) ?? 0) >= activity.from,
		);
		idleEmitted += runs.emissions.length - inActivity.length;
		activityEmitted += inActivity.length;
		const t = tally(added.get(agentId) ?? [], runs.emissions);
		if (t.duplicates.length || t.lost.length || t.extra.length) {
			problems.push(
				`${agentId}: ${t.added} added, ${t.emitted} emitted: twice ${JSON.stringify(t.duplicates)}, lost ${JSON.stringify(t.lost)}, not added ${JSON.stringify(t.extra)}`,
			);
		}
	}

	const total = [...added.values()].reduce((sum, list) => sum + list.length, 0);
	const { figures: idleFigures, most } = phase(sim, agentIds, idle, baselineRate, 0, idleEmitted);
	const { figures: activityFigures } = phase(
		sim,
		agentIds,
		activity,
		baselineRate,
		total,
		activityEmitted,
	);
	if (most > 1 || idleFigures.requestsPerPoll > 1)
		problems.push(
			`idle: a poll made ${most} requests (${idleFigures.requests} requests for ${idleFigures.polls} polls): an idle poll must make one`,
		);
	if (idleFigures.polls === 0) problems.push('idle: no poll in the window');
	if (problems.length) {
		throw new Error(`triggers at scale:\n  ${problems.slice(0, 20).join('\n  ')}`);
	}
	return {
		triggers,
		windowMs,
		baselineCpuMs: Math.round(baselineRate * windowMs),
		idle: idleFigures,
		activity: activityFigures,
	};
}
