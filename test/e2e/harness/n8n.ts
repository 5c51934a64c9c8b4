/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test tooling: drives real n8n processes */
/**
 * One n8n of a test file: a throwaway copy of the prepared user folder (migrated database, the packed
 * package installed as a community package), and the n8n commands run on it: `import:*`, `execute`,
 * `start` (a server on loopback, see n8nServer.ts) and `worker`.
 */
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { IRun } from 'n8n-workflow';

import type { N8nVersionSetup } from './manifest';
import { manifest, runDir } from './manifest';
import { N8nServer } from './n8nServer';
import { freePort, ProcessGroup } from './processes';

// scripts/bench takes the server's type from here.
export type { N8nServer } from './n8nServer';

/**
 * Settings of the caller's environment that must not reach n8n: the tests choose n8n's settings. Jest's
 * NODE_ENV=test, for one, silences n8n's logger, and with it the result of `n8n execute`.
 */
const FOREIGN_SETTINGS = /^(N8N_|QUEUE_|EXECUTIONS_|DB_|OFFLOAD_|WEBHOOK_URL$|NODE_ENV$|JEST_)/;

export class N8n {
	/** N8N_USER_FOLDER: n8n keeps its data in `<folder>/.n8n`. */
	readonly folder: string;

	/** Every process this n8n ran, for the checks of their output. */
	readonly processes: ProcessGroup[] = [];

	private files = 0;

	/** `settings`: n8n settings of every process of this folder (e.g. the folders its file nodes may read). */
	constructor(
		readonly setup: N8nVersionSetup,
		name: string,
		private readonly settings: Record<string, string> = {},
	) {
		this.folder = join(runDir(), name, 'user-folder');
		mkdirSync(dirname(this.folder), { recursive: true });
		cpSync(setup.userFolder, this.folder, { recursive: true });
	}

	get version(): string {
		return this.setup.version;
	}

	/** All output (stdout and stderr) of every n8n process of this folder so far. */
	get output(): string {
		return this.processes.map((process) => process.output).join('\n');
	}

	env(settings: Record<string, string> = {}): NodeJS.ProcessEnv {
		const inherited = Object.fromEntries(
			Object.entries(process.env).filter(([name]) => !FOREIGN_SETTINGS.test(name)),
		);
		return {
			...inherited,
			PATH: `${dirname(this.setup.nodeBin)}:${process.env.PATH ?? ''}`,
			...this.setup.env,
			N8N_USER_FOLDER: this.folder,
			N8N_ENCRYPTION_KEY: this.setup.encryptionKey,
			// The result of `execute` is printed through the logger at level info.
			N8N_LOG_FORMAT: 'json',
			N8N_LOG_LEVEL: 'info',
			N8N_LOG_OUTPUT: 'console',
			N8N_LISTEN_ADDRESS: '127.0.0.1',
			N8N_HOST: '127.0.0.1',
			...this.settings,
			...settings,
		};
	}

	/** Starts `n8n <args>` with this folder's settings, `settings` on top, and a task broker port of its own. */
	private async spawn(label: string, args: string[], settings: Record<string, string> = {}) {
		const env = this.env({ N8N_RUNNERS_BROKER_PORT: String(await freePort()), ...settings });
		const name = `n8n ${this.version} ${label}`;
		const group = ProcessGroup.start(name, this.setup.nodeBin, [this.setup.n8nBin, ...args], {
			env,
		});
		this.processes.push(group);
		return group;
	}

	/** Runs `n8n <args>` to its end (2 minutes at most); fails on a non-zero exit unless `allowFailure`. */
	async cli(args: string[], allowFailure = false) {
		const group = await this.spawn(args[0], args);
		const { code, signal } = await group.finish(120_000);
		if (code !== 0 && !allowFailure) {
			throw new Error(`${group.name} exited with ${code ?? signal}:\n${group.tail()}`);
		}
		return { code, signal, stdout: group.stdout, stderr: group.stderr };
	}

	/** Writes `data` into a JSON file of this folder's run directory and returns its path. */
	private file(name: string, data: unknown): string {
		const path = join(dirname(this.folder), `${++this.files}-${name}.json`);
		writeFileSync(path, JSON.stringify(data, null, 2));
		return path;
	}

	/** `n8n import:credentials`: n8n encrypts the plain `data` with the folder's key. */
	async importCredentials(credentials: object[]): Promise<void> {
		await this.cli(['import:credentials', `--input=${this.file('credentials', credentials)}`]);
	}

	/** `n8n import:workflow` of all of them in one call. */
	async importWorkflows(workflows: object[]): Promise<void> {
		await this.cli(['import:workflow', `--input=${this.file('workflows', workflows)}`]);
	}

	/**
	 * `n8n execute --id=<id> --rawOutput`: the run as n8n printed it, and the exit code (0 = success) or the
	 * signal that ended n8n, with the end of its stderr.
	 */
	async execute(workflowId: string): Promise<{ code: number | string; run: IRun }> {
		const { code, signal, stdout, stderr } = await this.cli(
			['execute', `--id=${workflowId}`, '--rawOutput'],
			true,
		);
		const run = executionResult(stdout);
		if (!run) {
			throw new Error(
				`n8n execute --id=${workflowId} printed no result (exit ${code}):\n${stdout}`,
			);
		}
		// n8n 2.41.1 now and then segfaults as its process exits, after it printed the whole run (once in about 60
		// `n8n execute` here, and with execute-batch and the default expression engine too): the run
		// stands, its status giving the exit code (1 for a failed run), and the crash is told on the test's output.
		// Any other signal is a failure, told with stderr's end.
		if (signal === 'SIGSEGV' && code === null) {
			process.stderr.write(
				`n8n execute --id=${workflowId}: SIGSEGV at exit, after printing its run\n`,
			);
			return { code: run.status === 'success' ? 0 : 1, run };
		}
		return { code: code ?? `${signal}: ${stderr.slice(-600)}`, run };
	}

	/**
	 * `n8n start` on a free loopback port, ready to serve (its readiness check answers 200, and its REST API: n8n
	 * 1.x answers the first as soon as it listens); `env`: settings of its own on top of the tests' (e.g. the
	 * durable scheduler's switches); `redisPort`: the queue mode's main, on that Redis.
	 */
	async start({ redisPort, env }: { redisPort?: number; env?: Record<string, string> } = {}) {
		const port = String(await freePort());
		const url = `http://127.0.0.1:${port}`;
		const label = `start${redisPort ? ' (queue main)' : ''}`;
		const group = await this.serve(label, [`${url}/healthz/readiness`, `${url}/rest/settings`], {
			N8N_PORT: port,
			N8N_PROTOCOL: 'http',
			N8N_EDITOR_BASE_URL: `${url}/`,
			N8N_SECURE_COOKIE: 'false', // plain http: a secure cookie would never be sent back
			...(redisPort ? queueEnv(redisPort) : {}),
			...env,
		});
		return new N8nServer(group, url);
	}

	/**
	 * Queue mode: a throwaway Redis (Debian's redis-server on a free loopback port, nothing written to disk), a
	 * `n8n start` main and a `n8n worker` (its health server on a free port) sharing this folder, all ready.
	 */
	async startQueueMode(): Promise<{ main: N8nServer; worker: ProcessGroup }> {
		const redisPort = await freePort();
		const redis = ProcessGroup.start(
			'redis-server',
			manifest().redisServer,
			['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
			{ env: process.env, cwd: runDir() },
		);
		const ready = 'Ready to accept connections';
		await redis.waitUntil(`"${ready}"`, () => redis.output.includes(ready), 30_000);
		const port = String(await freePort());
		const [main, worker] = await Promise.all([
			this.start({ redisPort }),
			this.serve('worker', [`http://127.0.0.1:${port}/healthz/readiness`], {
				QUEUE_HEALTH_CHECK_ACTIVE: 'true',
				QUEUE_HEALTH_CHECK_PORT: port,
				N8N_WORKER_SERVER_ADDRESS: '127.0.0.1',
				...queueEnv(redisPort),
			}),
		]);
		return { main, worker };
	}

	/**
	 * `n8n start` or `n8n worker` (the label's first word) at log level debug, which shows the package loading
	 * ("Loaded all credentials and nodes from …") and each node run; ready once every `readiness` URL answers 200.
	 */
	private async serve(label: string, readiness: string[], settings: Record<string, string>) {
		const group = await this.spawn(label, [label.split(' ')[0]], {
			N8N_LOG_LEVEL: 'debug',
			...settings,
		});
		await group.waitUntil(
			`answer 200 on ${readiness.map((url) => new URL(url).pathname).join(' and ')}`,
			async () => (await Promise.all(readiness.map(statusOf))).every((status) => status === 200),
			150_000,
		);
		return group;
	}
}

function queueEnv(redisPort: number): Record<string, string> {
	return {
		EXECUTIONS_MODE: 'queue',
		QUEUE_BULL_REDIS_HOST: '127.0.0.1',
		QUEUE_BULL_REDIS_PORT: String(redisPort),
		// Manual runs (the editor's, and the REST runs of the tests) go to the workers as well.
		OFFLOAD_MANUAL_EXECUTIONS_TO_WORKERS: 'true',
	};
}

async function statusOf(url: string): Promise<number> {
	try {
		const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
		await response.arrayBuffer();
		return response.status;
	} catch {
		return 0;
	}
}

interface LogLine {
	level?: string;
	message?: string;
	metadata?: Record<string, unknown>;
}

/** n8n's JSON log lines in some output; other lines as `{ message }`. */
export function logLines(output: string): LogLine[] {
	return output
		.split('\n')
		.filter((line) => line.trim() !== '')
		.map((line) => {
			try {
				const parsed = JSON.parse(line) as unknown;
				if (parsed && typeof parsed === 'object') return parsed as LogLine;
			} catch {
				// not a JSON log line
			}
			return { message: line };
		});
}

/** The IRun `n8n execute --rawOutput` logs (as one JSON log line at level info). */
function executionResult(stdout: string): IRun | undefined {
	for (const { message } of logLines(stdout)) {
		if (!message?.trimStart().startsWith('{')) continue;
		try {
			const parsed = JSON.parse(message) as Partial<IRun>;
			if (parsed.data?.resultData) return parsed as IRun;
		} catch {
			// another JSON-looking message
		}
	}
	return undefined;
}
