/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/no-dangerous-functions -- test tooling: drives real n8n processes */
/**
 * Child processes of the end-to-end tests. Each runs in its own process group (n8n starts task runners
 * of its own) and is stopped as a whole group; each carries the run's mark in its environment, by which
 * globalTeardown finds whatever a crashed test file left behind. Every wait has a time limit.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { CHILD_MARK_ENV, runDir } from './manifest';

export interface Exit {
	code: number | null;
	signal: NodeJS.Signals | null;
}

const running = new Set<ProcessGroup>();

export class ProcessGroup {
	stdout = '';
	stderr = '';
	exit: Exit | undefined;

	private constructor(
		readonly name: string,
		readonly pid: number,
		/** Resolves when the process has exited. */
		readonly exited: Promise<Exit>,
		/** Resolves when its output has ended (its children may hold it open after it exited). */
		private readonly closed: Promise<void>,
		/** Where its output is written too, for a look after the run (LIVECHATAI_E2E_KEEP=1). */
		readonly logFile: string,
	) {}

	/** Starts `command args` as the leader of a new process group. */
	static start(
		name: string,
		command: string,
		args: string[],
		options: { env: NodeJS.ProcessEnv; cwd?: string },
	): ProcessGroup {
		const child = spawn(command, args, {
			cwd: options.cwd,
			// Marks the process (and its children) as this run's, for globalTeardown's check for leftovers.
			env: { ...options.env, [CHILD_MARK_ENV]: runDir() },
			detached: true,
			stdio: ['ignore', 'pipe', 'pipe'],
		});
		if (child.pid === undefined) throw new Error(`${name}: could not start ${command}`);
		const exited = new Promise<Exit>((resolve) => {
			child.on('exit', (code, signal) => resolve({ code, signal }));
			child.on('error', () => resolve({ code: null, signal: null }));
		});
		const closed = new Promise<void>((resolve) => child.on('close', () => resolve()));
		const logFile = join(runDir(), 'logs', `${child.pid}-${name.replace(/[^\w.-]+/g, '-')}.log`);
		mkdirSync(dirname(logFile), { recursive: true });
		const group = new ProcessGroup(name, child.pid, exited, closed, logFile);
		const record = (stream: 'stdout' | 'stderr') => (chunk: string) => {
			group[stream] += chunk;
			appendFileSync(logFile, chunk);
		};
		child.stdout.setEncoding('utf8').on('data', record('stdout'));
		child.stderr.setEncoding('utf8').on('data', record('stderr'));
		void exited.then((exit) => {
			group.exit = exit;
		});
		running.add(group);
		return group;
	}

	/** After the exit: stops what it left in its group (a task runner) and waits for the rest of its output. */
	private async drain(): Promise<void> {
		killGroup(this.pid, 'SIGKILL');
		await within(this.closed, 5_000);
		running.delete(this);
	}

	get output(): string {
		return this.stdout + this.stderr;
	}

	/** The last lines of the output, for failure messages. */
	tail(lines = 40): string {
		return this.output.split('\n').slice(-lines).join('\n');
	}

	/** Polls `ready` every 200 ms until it holds; fails when the process exits first or time runs out. */
	async waitUntil(what: string, ready: () => boolean | Promise<boolean>, timeoutMs: number) {
		await waitFor(
			() => `${this.name}: no ${what} within ${timeoutMs / 1000} s:\n${this.tail()}`,
			async () => {
				if (await ready()) return true;
				if (this.exit) {
					throw new Error(
						`${this.name} exited (${JSON.stringify(this.exit)}) before ${what}:\n${this.tail()}`,
					);
				}
				return false;
			},
			timeoutMs,
		);
	}

	/** Waits for the process to exit on its own; stops it (and fails) after `timeoutMs`. */
	async finish(timeoutMs: number): Promise<Exit> {
		const result = await within(this.exited, timeoutMs);
		if (result === 'timeout') {
			await this.stop();
			throw new Error(`${this.name} did not finish within ${timeoutMs / 1000} s:\n${this.tail()}`);
		}
		await this.drain();
		return result;
	}

	/**
	 * SIGKILL to the whole group at once, as a crash or `kill -9` would end it (no shutdown of any kind);
	 * resolves once the leader has exited and its output has ended.
	 */
	async kill(): Promise<void> {
		if (!this.exit) killGroup(this.pid, 'SIGKILL');
		await this.exited;
		await this.drain();
	}

	/** SIGTERM to the whole group, SIGKILL after `graceMs`; resolves once the leader has exited. */
	async stop(graceMs = 10_000): Promise<void> {
		if (!this.exit) {
			killGroup(this.pid, 'SIGTERM');
			// n8n sometimes hangs after its shutdown log; the group goes anyway.
			if ((await within(this.exited, graceMs)) === 'timeout') killGroup(this.pid, 'SIGKILL');
			await this.exited;
		}
		await this.drain();
	}
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
	try {
		process.kill(-pid, signal);
	} catch {
		// The group is gone already.
	}
}

/** `promise`'s value, or 'timeout' when it takes longer than `ms`. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
	let timer: NodeJS.Timeout | undefined;
	const timeout = new Promise<'timeout'>((resolve) => {
		timer = setTimeout(() => resolve('timeout'), ms);
	});
	try {
		return await Promise.race([promise, timeout]);
	} finally {
		clearTimeout(timer);
	}
}

/**
 * Calls `check` every `everyMs` until it gives something other than false or undefined, and returns that; fails
 * with `failure` (or what it says) once `timeoutMs` has passed.
 */
export async function waitFor<T>(
	failure: string | (() => string),
	check: () => T | false | undefined | Promise<T | false | undefined>,
	timeoutMs: number,
	everyMs = 200,
): Promise<T> {
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		const result = await check();
		if (result !== false && result !== undefined) return result;
		if (Date.now() > deadline) throw new Error(typeof failure === 'string' ? failure : failure());
		await sleep(everyMs);
	}
}

/** Stops every process group this test file started and has not stopped yet. */
export async function stopAll(): Promise<void> {
	await Promise.all([...running].map(async (group) => await group.stop()));
}

/** Ports already handed out in this process: the kernel may give a just-closed port again, and two of one n8n's ports must differ. */
const handedOut = new Set<number>();

/** A free TCP port on the loopback interface (the kernel's pick, so not 5678 and its neighbours), never one handed out before. */
export async function freePort(): Promise<number> {
	for (;;) {
		const port = await kernelPort();
		if (handedOut.has(port)) continue;
		handedOut.add(port);
		return port;
	}
}

async function kernelPort(): Promise<number> {
	return await new Promise((resolve, reject) => {
		const server = createServer();
		server.unref();
		server.on('error', reject);
		server.listen(0, '127.0.0.1', () => {
			const address = server.address();
			server.close(() => {
				if (address && typeof address === 'object') resolve(address.port);
				else reject(new Error('no port'));
			});
		});
	});
}
