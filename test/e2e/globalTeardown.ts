/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test tooling: drives real n8n processes */
/**
 * Once after the end-to-end tests: checks that no process of this run is left (each test file stops its
 * own in afterAll; a leftover is stopped here and fails the run), then removes the run's folder (kept with
 * LIVECHATAI_E2E_KEEP=1, for its logs and user folders).
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';

import { CHILD_MARK_ENV, RUN_DIR_ENV } from './harness/manifest';

/** The processes whose environment carries this run's mark: those the tests started, and their children. */
function leftovers(dir: string): number[] {
	const mark = `${CHILD_MARK_ENV}=${dir}`;
	return readdirSync('/proc')
		.filter((entry) => /^\d+$/.test(entry))
		.map(Number)
		.filter((pid) => {
			try {
				return readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(mark);
			} catch {
				return false; // gone meanwhile, or not ours to read
			}
		});
}

export default function globalTeardown(): void {
	const dir = process.env[RUN_DIR_ENV];
	if (!dir) return;
	const left = leftovers(dir);
	for (const pid of left) {
		try {
			process.kill(pid, 'SIGKILL');
		} catch {
			// gone meanwhile
		}
	}
	if (process.env.LIVECHATAI_E2E_KEEP === '1') {
		process.stderr.write(`[e2e] kept ${dir}\n`);
	} else {
		rmSync(dir, { recursive: true, force: true });
	}
	if (left.length > 0) {
		throw new Error(
			`processes of the end-to-end tests were still running, now killed: ${left.join(', ')}`,
		);
	}
}
