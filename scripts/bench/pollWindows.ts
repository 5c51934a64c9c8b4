/* eslint-disable @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/no-dangerous-functions -- benchmark tooling: measures a real n8n */
/**
 * What the trigger at scale (triggersAtScale.ts) measures n8n with: its CPU time (user + system, read from Linux's
 * `/proc/<pid>/stat`) and the pid of the harness's `n8n start`; windows aligned on the triggers' polls (every
 * 10 s, at seconds 0, 10, 20...) and the polls the simulator saw in them; REST calls retried while a loaded n8n
 * refuses them.
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

import type { N8nServer } from '../../test/e2e/harness/n8n';
import { CONVERSATIONS_PATH } from '../../test/e2e/harness/triggerEvents';
import type { Simulator } from '../../test/simulator';

let tickMs: number | undefined;

/** The length of one clock tick, the unit of /proc's CPU times (`getconf CLK_TCK`, 100 a second nearly always). */
function clockTickMs(): number {
	if (tickMs === undefined) {
		let perSecond = 100;
		try {
			perSecond = Number(execSync('getconf CLK_TCK', { encoding: 'utf8' }).trim()) || 100;
		} catch {
			// no getconf: Linux's usual value
		}
		tickMs = 1000 / perSecond;
	}
	return tickMs;
}

/**
 * The CPU time (ms, user + system, the process's own threads; not its children's) `pid` has used since it
 * started. Counted in clock ticks: 10 ms steps, usually.
 */
export function processCpuMs(pid: number): number {
	const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
	// The command name (field 2) is in parentheses and may hold spaces: count the fields after it.
	const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
	// Fields 14 (utime) and 15 (stime); fields[0] is field 3.
	const ticks = Number(fields[11]) + Number(fields[12]);
	if (!Number.isFinite(ticks)) throw new Error(`/proc/${pid}/stat: no CPU times in "${stat}"`);
	return ticks * clockTickMs();
}

/** The pid of the n8n process of a server started by the harness (checked to be n8n's `start`). */
export function n8nPidOf(server: N8nServer): number {
	const { pid } = server.process;
	const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
	if (!command.some((part) => /n8n/.test(part)) || !command.includes('start')) {
		throw new Error(`process ${pid} is not n8n start: ${command.join(' ')}`);
	}
	return pid;
}

/** The triggers poll every 10 s: a poll is one trigger's visit in one such slot. */
export const SLOT_MS = 10_000;

export interface Window {
	/** Its bounds (ms since the epoch, real time: the simulator logs requests in real time too). */
	from: number;
	to: number;
	/** n8n's CPU time over it (ms). */
	cpuMs: number;
}

async function sleepUntil(at: number): Promise<void> {
	const ms = at - Date.now();
	if (ms > 0) await sleep(ms);
}

/**
 * One window of `ms`, starting 5 s after the next poll second (the polls fall inside it, not at its edges);
 * `eachSlot` runs at its start and every 10 s after (5 s after each poll second). Returns its bounds and the
 * CPU time process `pid` used over it.
 */
export async function measuredWindow(
	pid: number,
	ms: number,
	eachSlot?: () => void,
): Promise<Window> {
	await sleepUntil(Math.ceil((Date.now() + 500 - 5_000) / SLOT_MS) * SLOT_MS + 5_000);
	const from = Date.now();
	const cpuBefore = processCpuMs(pid);
	for (let slot = from; eachSlot && slot < from + ms; slot += SLOT_MS) {
		await sleepUntil(slot);
		eachSlot();
	}
	await sleepUntil(from + ms);
	const cpuMs = processCpuMs(pid) - cpuBefore;
	return { from, to: Date.now(), cpuMs };
}

/**
 * The requests the simulator received in a window (by arrival), and the polls of `agentIds` in it: their
 * conversations requests grouped by agentId and 10 s slot; `most`: the most requests of one poll.
 */
export function pollsIn(sim: Simulator, { from, to }: Window, agentIds: string[]) {
	const arrival = (request: { at: string }) => Date.parse(request.at);
	const inWindow = sim.requests.filter((r) => arrival(r) >= from && arrival(r) < to);
	const perPoll = new Map<string, number>();
	for (const request of inWindow) {
		const agentId = String(request.query.agentId);
		if (request.path !== CONVERSATIONS_PATH || !agentIds.includes(agentId)) continue;
		const key = `${agentId}@${Math.floor(arrival(request) / SLOT_MS)}`;
		perPoll.set(key, (perPoll.get(key) ?? 0) + 1);
	}
	return {
		polls: perPoll.size,
		requests: inWindow.length,
		most: Math.max(0, ...perPoll.values()),
	};
}

/**
 * Waits (60 s at most) until process `pid` has used under 2 % of a CPU over `overMs` (5 s: n8n done with its
 * start; 1 s: done saving and collecting after a run).
 */
export async function quiet(pid: number, overMs = 5_000): Promise<void> {
	for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
		const before = processCpuMs(pid);
		await sleep(overMs);
		if (processCpuMs(pid) - before < overMs * 0.02) return;
	}
}

/**
 * `call`, again 2 s later (60 tries at most) while n8n answers 503 "Database is not ready!" or not within the
 * harness's 30 s: on a loaded machine its database ping times out now and then (n8n then refuses every REST
 * call until a ping passes), and a call can take longer than that. `onRetry` hears of each failed try.
 */
export async function retried<T>(
	call: () => Promise<T>,
	onRetry: (error: unknown) => void = () => undefined,
): Promise<T> {
	for (let attempt = 1; ; attempt++) {
		try {
			return await call();
		} catch (error) {
			// eslint-disable-next-line @n8n/community-nodes/require-node-api-error -- benchmark tooling: the call's own error
			if (attempt >= 60 || !/HTTP 503|TimeoutError/.test(String(error))) throw error;
			onRetry(error);
			await sleep(2_000);
		}
	}
}

/** Activates a workflow unless it is active already (a retried activation may have gone through). */
export async function activated(
	server: N8nServer,
	workflowId: string,
	onRetry?: (error: unknown) => void,
): Promise<void> {
	await retried(async () => {
		const path = `/rest/workflows/${workflowId}`;
		if (!(await server.call<{ active: boolean }>('GET', path)).active)
			await server.activate(workflowId);
	}, onRetry);
}
