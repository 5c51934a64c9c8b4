/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test tooling: reads the codex files */
/**
 * What users type into the nodes panel to find LiveChatAI: the names, and every alias of the two codex
 * files (nodes/LiveChatAi/*.node.json), read as they are now, so a new alias is tested too.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const CODEX_FILES = ['LiveChatAi.node.json', 'LiveChatAiTrigger.node.json'].map((file) =>
	join(__dirname, '..', '..', '..', 'nodes', 'LiveChatAi', file),
);

/** The ways of writing the name users try first. */
const NAMES = ['LiveChat', 'LiveChatAI', 'livechat ai'];

export function codexAliases(): string[] {
	return CODEX_FILES.flatMap((file) => {
		const codex = JSON.parse(readFileSync(file, 'utf8')) as { alias?: string[] };
		if (!codex.alias?.length) throw new Error(`${file} lists no alias`);
		return codex.alias;
	});
}

/** The names, then every alias, each once (whatever its case: the search ignores it). */
export function searchTerms(): string[] {
	const seen = new Set<string>();
	return [...NAMES, ...codexAliases()].filter((term) => {
		const key = term.toLowerCase();
		if (seen.has(key)) return false;
		seen.add(key);
		return true;
	});
}
