/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test tooling: lists the repository's source files */
/** The layout tests' walk over source files: every TypeScript file under a folder, its subfolders included. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export const tsFilesUnder = (folder: string): string[] =>
	readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
		const path = join(folder, entry.name);
		if (entry.isDirectory()) return tsFilesUnder(path);
		return entry.name.endsWith('.ts') ? [path] : [];
	});
