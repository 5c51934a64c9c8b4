/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test tooling: reads a test n8n's database */
/**
 * The durable scheduler's `poller_state` rows of a test n8n (its SQLite database, `<folder>/.n8n/database.sqlite`):
 * the proof that it, not the in-memory engine, ran the polls, and the backoff it keeps after a failure. No
 * REST route shows them. Read with the sqlite3 module n8n itself runs on (built for its Node by the n8n install),
 * by a child process of n8n's Node: nothing to install on a fresh machine, and the database opened read-only
 * beside the running n8n.
 */
import { join } from 'node:path';

import type { N8n } from './n8n';
import { run } from './processes';

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

const READ_ROWS = `
const [n8nBin, database] = process.argv.slice(1);
const sqlite3 = require(require.resolve('sqlite3', { paths: [n8nBin] }));
const db = new sqlite3.Database(database, sqlite3.OPEN_READONLY, (error) => {
	if (error) throw error;
	db.all('SELECT * FROM poller_state', (error, rows) => {
		if (error) throw error;
		process.stdout.write(JSON.stringify(rows));
		db.close();
	});
});
`;

/** Every `poller_state` row of the n8n's database. */
export async function pollerStates(n8n: N8n): Promise<PollerState[]> {
	const database = join(n8n.folder, '.n8n', 'database.sqlite');
	const { code, stdout, stderr } = await run(
		'read poller_state',
		n8n.setup.nodeBin,
		['-e', READ_ROWS, n8n.setup.n8nBin, database],
		{ env: { PATH: process.env.PATH ?? '' }, timeoutMs: 30_000 },
	);
	if (code !== 0) throw new Error(`reading poller_state failed (${code}): ${stderr.slice(-800)}`);
	return JSON.parse(stdout) as PollerState[];
}

/** A time of SQLite's text form (UTC without zone) as epoch ms. */
export function sqliteTime(text: string): number {
	return Date.parse(`${text.replace(' ', 'T')}Z`);
}
