/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/no-dangerous-functions -- test tooling: drives real n8n processes */
/**
 * Once before the end-to-end tests: a folder for this run, and scripts/e2e/prepare.sh into it (Redis, the
 * package built and packed, n8n 2.x and 1.x installed, a user folder per version with the package in it).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { RUN_DIR_ENV } from './harness/manifest';

export default function globalSetup(): void {
	const dir = mkdtempSync(join(process.env.TMPDIR ?? tmpdir(), 'livechatai-e2e-'));
	process.env[RUN_DIR_ENV] = dir;
	const started = Date.now();
	const prepare = spawnSync(
		'bash',
		[join(__dirname, '..', '..', 'scripts', 'e2e', 'prepare.sh'), dir],
		{
			stdio: ['ignore', 'inherit', 'inherit'],
			// A cold install of both n8n versions takes about 10 minutes on 2 cores.
			timeout: 40 * 60 * 1000,
		},
	);
	if (prepare.status !== 0) {
		throw new Error(
			`scripts/e2e/prepare.sh failed (${prepare.error?.message ?? `exit ${prepare.status}`}); see its output above`,
		);
	}
	process.stderr.write(
		`[e2e] prepared in ${Math.round((Date.now() - started) / 1000)} s: ${dir}\n`,
	);
}
