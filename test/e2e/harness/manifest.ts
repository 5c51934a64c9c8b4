/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test tooling: drives real n8n processes */
/**
 * What scripts/e2e/prepare.sh set up for this run (test/e2e/globalSetup.ts runs it): the packed package,
 * redis-server, and per n8n version its Node, its CLI and a user folder with the package installed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Set by globalSetup: the folder of this run (manifest, user folders, logs). */
export const RUN_DIR_ENV = 'LIVECHATAI_E2E_RUN_DIR';

/**
 * In the environment of every process the tests start (inherited by whatever those start in turn), set to
 * the run's folder: globalTeardown finds leftovers by it.
 */
export const CHILD_MARK_ENV = 'LIVECHATAI_E2E_CHILD_OF';

export interface N8nVersionSetup {
	version: string;
	/** The `node` that runs this n8n (Node 24 for 2.x, the `node` on PATH for 1.x). */
	nodeBin: string;
	/** n8n's bin/n8n script. */
	n8nBin: string;
	/** A migrated user folder with the packed package installed; the tests copy it. */
	userFolder: string;
	/** The key the user folder was set up with; every n8n command on a copy must use it. */
	encryptionKey: string;
	/** n8n's settings for an offline machine (scripts/n8n/common.sh). */
	env: Record<string, string>;
}

export interface Manifest {
	/** The `npm pack` tarball of this run. */
	tarball: string;
	redisServer: string;
	/** The Chromium the editor tests drive (CHROMIUM_PATH, or Debian's /usr/bin/chromium). */
	chromium: string;
	n8n: N8nVersionSetup[];
}

export function runDir(): string {
	const dir = process.env[RUN_DIR_ENV];
	if (!dir) {
		throw new Error(
			`${RUN_DIR_ENV} is not set: run the end-to-end tests with \`npm run test:e2e\` (jest -c jest.e2e.config.js)`,
		);
	}
	return dir;
}

export function manifest(): Manifest {
	return JSON.parse(readFileSync(join(runDir(), 'manifest.json'), 'utf8')) as Manifest;
}

/** The prepared n8n of a release line: `n8nLine(2)` is 2.41.1, `n8nLine(1)` the pinned 1.x. */
export function n8nLine(major: 1 | 2): N8nVersionSetup {
	const setup = manifest().n8n.find((entry) => entry.version.startsWith(`${major}.`));
	if (!setup) {
		throw new Error(
			`scripts/e2e/prepare.sh prepared no n8n ${major}.x (LIVECHATAI_E2E_N8N_LINES=${process.env.LIVECHATAI_E2E_N8N_LINES ?? ''})`,
		);
	}
	return setup;
}
