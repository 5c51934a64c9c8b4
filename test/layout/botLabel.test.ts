/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test tooling: reads the node versions' source files */
/**
 * Each node version says its word for the bot once, in its `actions/bot.ts`: its fields, errors, resource name
 * and spec take it from there (`bot.label`), so a version cannot say *Agent* in one field and *Chatbot* in
 * another. No other source file of `v1/` or `v2/` writes either word as a string of its own.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { tsFilesUnder } from './sourceFiles';

import { versionSpec as v1 } from '../../nodes/LiveChatAi/v1/versionDescription';
import { versionSpec as v2 } from '../../nodes/LiveChatAi/v2/versionDescription';

const NODE = join(__dirname, '..', '..', 'nodes', 'LiveChatAi');

/** `file:line` of each string literal that is exactly a bot label. */
function labelLiterals(version: string): string[] {
	return tsFilesUnder(join(NODE, version)).flatMap((file) =>
		readFileSync(file, 'utf8')
			.split('\n')
			.flatMap((line, index) =>
				/(['"`])(Agent|Chatbot)\1/.test(line) ? [`${relative(NODE, file)}:${index + 1}`] : [],
			),
	);
}

it.each([
	['v1', v1.botLabel, 'Chatbot'],
	['v2', v2.botLabel, 'Agent'],
])('%s says its bot label once, in actions/bot.ts', (version, label, expected) => {
	expect(label).toBe(expected);
	expect(labelLiterals(version)).toEqual([`${version}/actions/bot.ts:4`]);
});
