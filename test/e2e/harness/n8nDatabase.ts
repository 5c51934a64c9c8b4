/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test tooling: reads a test n8n's database */
/**
 * What a test n8n keeps in its SQLite database (`<folder>/.n8n/database.sqlite`) and no REST route shows: the
 * durable scheduler's `poller_state` rows (the proof that it, not the in-memory engine, ran the polls, and the
 * backoff it keeps after a failure), and the moments a workflow's static data is saved (the default engine's
 * cursor). Read with the sqlite3 module n8n itself runs on (built for its Node by the n8n install), by child
 * processes of n8n's Node: nothing to install on a fresh machine; the database (WAL) is opened read-only
 * beside the running n8n.
 */
import { join } from 'node:path';

import type { N8n } from './n8n';
import { ProcessGroup } from './processes';

export interface PollerState {
	workflowId: string;
	nodeId: string;
	/** The trigger's static data as the scheduler stores it with each execution (JSON). */
	cursor: string | null;
	consecutiveErrors: number;
	/** UTC, SQLite's text form (`2026-11-23 17:33:00.133`), or null when not backing off. */
	backoffUntil: string | null;
	updatedAt: string;
}

/**
 * A script that opens the database read-only (the sqlite3 module of the n8n install, found from n8n's own bin
 * folder) and runs `body` on it as `db`; `workflowId` is the argument after the database's path.
 */
const onOpenDatabase = (body: string) => `
const sqlite3 = require(require.resolve('sqlite3', { paths: [process.argv[1]] }));
const [database, workflowId] = process.argv.slice(2);
const db = new sqlite3.Database(database, sqlite3.OPEN_READONLY, (error) => {
	if (error) throw error;
	${body}
});
`;

const READ_ROWS = onOpenDatabase(`db.all('SELECT * FROM poller_state', (error, rows) => {
		if (error) throw error;
		process.stdout.write(JSON.stringify(rows));
		db.close();
	});`);

/** A child process of n8n's Node running `script` on the n8n's database, with `args` after it. */
function onDatabase(n8n: N8n, title: string, script: string, ...args: string[]): ProcessGroup {
	const database = join(n8n.folder, '.n8n', 'database.sqlite');
	return ProcessGroup.start(
		title,
		n8n.setup.nodeBin,
		['-e', script, n8n.setup.n8nBin, database, ...args],
		{
			env: { PATH: process.env.PATH ?? '' },
		},
	);
}

export async function pollerStates(n8n: N8n): Promise<PollerState[]> {
	const read = onDatabase(n8n, 'read poller_state', READ_ROWS);
	const { code } = await read.finish(30_000);
	const { stdout, stderr } = read;
	if (code !== 0) throw new Error(`reading poller_state failed (${code}): ${stderr.slice(-800)}`);
	return JSON.parse(stdout) as PollerState[];
}

/** A time of SQLite's text form (UTC without zone) as epoch ms. */
export function sqliteTime(text: string): number {
	return Date.parse(`${text.replace(' ', 'T')}Z`);
}

const WATCH_STATIC_DATA = onOpenDatabase(`let last;
	const tick = () =>
		db.get('SELECT staticData FROM workflow_entity WHERE id = ?', [workflowId], (error, row) => {
			const value = error ? last : row ? row.staticData : null;
			if (value !== last) {
				last = value;
				process.stdout.write(JSON.stringify({ at: Date.now(), staticData: value }) + '\\n');
			}
			setTimeout(tick, 2);
		});
	tick();`);

export interface StaticDataChange {
	/** When the watcher saw it committed (epoch ms; it looks every 2 ms). */
	at: number;
	staticData: string | null;
}

/**
 * Watches a workflow's static data in the database (every 2 ms, in a child process) and tells each committed
 * change with its time: on the default engine, when n8n saved the trigger's cursor. Stop it with `stop()`.
 */
export class StaticDataWatcher {
	private constructor(private readonly process: ProcessGroup) {}

	static start(n8n: N8n, workflowId: string): StaticDataWatcher {
		return new StaticDataWatcher(
			onDatabase(n8n, 'watch static data', WATCH_STATIC_DATA, workflowId),
		);
	}

	/** The changes seen so far, the first being the value at the start. */
	get changes(): StaticDataChange[] {
		return this.process.stdout
			.split('\n')
			.filter((line) => line.startsWith('{'))
			.map((line) => JSON.parse(line) as StaticDataChange);
	}

	async stop(): Promise<void> {
		await this.process.stop(1_000);
	}
}
