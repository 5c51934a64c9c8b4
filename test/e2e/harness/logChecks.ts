/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test tooling: drives real n8n processes */
/** What n8n's logs say about the package: that it loaded, and any problem with it. */
import { dirname } from 'node:path';

import { manifest, runDir } from './manifest';
import { logLines } from './n8n';

/** The cache folder every n8n is installed in (scripts/n8n/versions.sh: LIVECHATAI_N8N_CACHE). */
function cacheFolder(): string {
	// <cache>/n8n-<version>/node_modules/n8n/bin/n8n
	return dirname(dirname(dirname(dirname(dirname(manifest().n8n[0].n8nBin)))));
}

export const PACKAGE_NAME = 'n8n-nodes-livechatai';

/** Messages n8n logs when a community package or one of its files cannot be loaded. */
const LOAD_FAILURES = [
	/Class could not be found/i,
	/Error loading package/i,
	/Failed to load package/i,
	/Cannot find module/i,
	/could not be loaded/i,
	/Unrecognized (node|credential) type/i,
	/Unknown credential name/i,
	/ENOENT/,
];

const ABOUT_THE_PACKAGE = /livechat/i;

/**
 * Warnings and errors about the package or about loading any package: a line at level warn or error
 * (or not a JSON log line at all: an uncaught error on stderr) that names the package, or a load failure.
 * The folders of the n8n install and of this run are left out first: their names hold "livechatai" too.
 */
export function packageProblems(output: string): string[] {
	const folders = [cacheFolder(), runDir()];
	return logLines(output)
		.filter(({ level }) => level === undefined || level === 'warn' || level === 'error')
		.map(({ message, metadata }) => `${message ?? ''} ${metadata ? JSON.stringify(metadata) : ''}`)
		.map((line) => folders.reduce((text, folder) => text.split(folder).join('<folder>'), line))
		.filter(
			(line) => ABOUT_THE_PACKAGE.test(line) || LOAD_FAILURES.some((failure) => failure.test(line)),
		)
		.map((line) => line.slice(0, 400));
}

/** The metadata of n8n's "Loaded all credentials and nodes from n8n-nodes-livechatai" (debug level). */
export function packageLoadReport(output: string): Record<string, unknown> | undefined {
	return logLines(output).find(
		({ message }) => message === `Loaded all credentials and nodes from ${PACKAGE_NAME}`,
	)?.metadata;
}
