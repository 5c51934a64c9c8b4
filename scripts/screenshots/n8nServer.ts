/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/no-dangerous-functions -- dev tooling, never shipped: starts scripts/run-n8n.sh (node:child_process), stops local processes (process.kill), reads their log (node:fs) and polls ports (node:net) with timers */
/**
 * A throwaway n8n for the screenshots: scripts/run-n8n.sh (build, packed package, simulator, credential,
 * owner) on fixed ports with its own user folder, stopped as a whole afterwards.
 */
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';

export interface N8nPorts {
	editor: number;
	broker: number;
	simulator: number;
}

export interface N8nOptions {
	repoDir: string;
	userFolder: string;
	logFile: string;
	ports: N8nPorts;
	email: string;
	password: string;
	/** How long the build, the simulator and n8n together may take to come up. */
	readyTimeoutMs: number;
}

/** Printed by run-n8n.sh once n8n answers, the owner exists and the credential is imported. */
const READY_LINE = 'Press Ctrl-C to stop.';

/**
 * Settings of the caller's own n8n that must not leak into this one: run-n8n.sh then uses its loopback
 * defaults, the simulator and the pinned n8n version of scripts/n8n/versions.sh.
 */
const INHERITED_SETTINGS_TO_DROP = [
	'N8N_HOST',
	'N8N_LISTEN_ADDRESS',
	'N8N_PROTOCOL',
	'N8N_EDITOR_BASE_URL',
	'N8N_SECURE_COOKIE',
	'N8N_USER_FOLDER',
	'LIVECHATAI_SIMULATOR',
	'LIVECHATAI_N8N_VERSION',
];

export const sleep = async (ms: number) => await new Promise((resolve) => setTimeout(resolve, ms));

/** Whether something accepts connections on 127.0.0.1:<port>. */
export async function portInUse(port: number): Promise<boolean> {
	return await new Promise((resolve) => {
		const socket = createConnection({ host: '127.0.0.1', port });
		const done = (inUse: boolean) => {
			socket.destroy();
			resolve(inUse);
		};
		socket.setTimeout(1000, () => done(false));
		socket.once('connect', () => done(true));
		socket.once('error', () => done(false));
	});
}

function tail(file: string, lines: number): string {
	if (!existsSync(file)) return '';
	return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
}

function hasExited(child: ChildProcess): boolean {
	return child.exitCode !== null || child.signalCode !== null;
}

async function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
	if (hasExited(child)) return true;
	return await new Promise((resolve) => {
		const timer = setTimeout(() => resolve(hasExited(child)), timeoutMs);
		child.once('exit', () => {
			clearTimeout(timer);
			resolve(true);
		});
	});
}

export class N8nServer {
	readonly editorUrl: string;

	private stopped = false;

	private constructor(
		private readonly child: ChildProcess,
		private readonly logFd: number,
		private readonly options: N8nOptions,
	) {
		this.editorUrl = `http://127.0.0.1:${options.ports.editor}`;
	}

	/**
	 * Starts run-n8n.sh in its own process group, without waiting for n8n: keep the instance, so that
	 * stop() can end it whatever happens next, then call waitUntilReady().
	 */
	static async launch(options: N8nOptions): Promise<N8nServer> {
		const { ports } = options;
		for (const [name, port] of Object.entries(ports)) {
			if (await portInUse(port)) {
				throw new Error(`port ${port} (${name}) is in use: stop whatever listens there first`);
			}
		}
		const env: NodeJS.ProcessEnv = { ...process.env };
		for (const name of INHERITED_SETTINGS_TO_DROP) delete env[name];
		Object.assign(env, {
			N8N_PORT: String(ports.editor),
			N8N_RUNNERS_BROKER_PORT: String(ports.broker),
			LIVECHATAI_SIMULATOR_PORT: String(ports.simulator),
			LIVECHATAI_N8N_USER_FOLDER: options.userFolder,
			LIVECHATAI_N8N_EMAIL: options.email,
			LIVECHATAI_N8N_PASSWORD: options.password,
			// The screenshots import each example themselves (with its id, which n8n refuses twice).
			LIVECHATAI_EXAMPLES: 'off',
		});
		const logFd = openSync(options.logFile, 'a');
		// detached: its own process group, so stop() reaches the build steps too; n8n and the simulator run
		// in sessions of their own, which run-n8n.sh stops on SIGTERM.
		const child = spawn('bash', [join(options.repoDir, 'scripts', 'run-n8n.sh')], {
			cwd: options.repoDir,
			env,
			detached: true,
			stdio: ['ignore', logFd, logFd],
		});
		return new N8nServer(child, logFd, options);
	}

	logTail(lines = 30): string {
		return tail(this.options.logFile, lines);
	}

	/** Waits until run-n8n.sh reports n8n ready (build, simulator, credential, owner). */
	async waitUntilReady(): Promise<void> {
		const deadline = Date.now() + this.options.readyTimeoutMs;
		while (!readFileSync(this.options.logFile, 'utf8').includes(READY_LINE)) {
			if (this.stopped) throw new Error('n8n was stopped before it was ready');
			if (hasExited(this.child)) {
				throw new Error(`scripts/run-n8n.sh exited at start:\n${this.logTail()}`);
			}
			if (Date.now() > deadline) {
				throw new Error(
					`n8n was not ready within ${this.options.readyTimeoutMs / 1000} s:\n${this.logTail()}`,
				);
			}
			await sleep(500);
		}
	}

	/**
	 * SIGTERM to run-n8n.sh's group: its trap stops n8n (and its task runner) and the simulator. Waits until
	 * the ports are free; throws when something is still listening.
	 */
	async stop(): Promise<void> {
		if (this.stopped) return;
		this.stopped = true;
		const pid = this.child.pid;
		if (pid !== undefined && !hasExited(this.child)) {
			try {
				process.kill(-pid, 'SIGTERM');
			} catch {
				// Already gone.
			}
			// run-n8n.sh gives n8n 30 s and the simulator 5 s.
			if (!(await waitForExit(this.child, 45_000))) {
				try {
					process.kill(-pid, 'SIGKILL');
				} catch {
					// Already gone.
				}
				await waitForExit(this.child, 5_000);
			}
		}
		closeSync(this.logFd);
		const deadline = Date.now() + 15_000;
		for (;;) {
			const busy: number[] = [];
			for (const port of Object.values(this.options.ports)) {
				if (await portInUse(port)) busy.push(port);
			}
			if (busy.length === 0) return;
			if (Date.now() > deadline) {
				throw new Error(`still listening after the stop: port(s) ${busy.join(', ')}`);
			}
			await sleep(250);
		}
	}
}
