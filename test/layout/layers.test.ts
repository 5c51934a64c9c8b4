/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/no-dangerous-functions -- test tooling: runs ESLint in a child process */
/**
 * The import rule between the layers of nodes/LiveChatAi (v1, v2 and the trigger import shared/ and never each
 * other; shared/ imports none of them; the credential imports no node version) holds because `npm run lint`
 * fails on a wrong import: ESLint with eslint.layers.config.mjs is given, for real files of each layer, import
 * lines that break the rule and lines that keep it. The lines are linted as text, as if added to the file: the
 * file on disk is not read or changed, and what they import need not exist (a folder named alone, `../v1`, is
 * refused whether or not it has an index).
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const REPO = join(__dirname, '..', '..');

/** A real file of a layer, the imports it must not have, and imports it may have. */
const SAMPLES: Array<[string, string[], string[]]> = [
	[
		'nodes/LiveChatAi/shared/router.ts',
		['../trigger/events', '../LiveChatAiTrigger.node', '../LiveChatAi.node', '../v1', '../trigger'],
		[],
	],
	[
		'nodes/LiveChatAi/shared/transport/v2Request.ts',
		// The list readers sit on transport: transport imports none of them (nor, as all of shared/, a layer).
		['../lists/readList', '../lists', '../../v1/actions/router', '../../v2'],
		['./json', '../serviceDecisions', '../legacy/additionalParameters'],
	],
	[
		'nodes/LiveChatAi/shared/lists/readList.ts',
		['../../v2'],
		['../transport/request', '../transport'],
	],
	['nodes/LiveChatAi/shared/methods/listSearch.ts', ['../../LiveChatAi.node'], []],
	[
		'nodes/LiveChatAi/v1/actions/router.ts',
		['../../v2/actions/router', '../../trigger/events', '../../v2'],
		['../../shared/transport/request', '../../shared'],
	],
	['nodes/LiveChatAi/v1/LiveChatAiV1.ts', ['../trigger/'], []],
	[
		'nodes/LiveChatAi/v2/actions/router.ts',
		['../../v1/actions/router', '../../v1'],
		['../../shared/fields/botLocator'],
	],
	[
		'nodes/LiveChatAi/trigger/poll.ts',
		// The action node imports v1 and v2: importing it is importing them.
		['../v1/actions/router', '../LiveChatAi.node', '../v2'],
		['../shared/conversations/conversationList', '../shared/fields/botLocator'],
	],
	['nodes/LiveChatAi/trigger/conversations.ts', ['../LiveChatAi.node'], []],
	[
		'nodes/LiveChatAi/LiveChatAiTrigger.node.ts',
		['./v2/actions/router', './LiveChatAi.node', './v1'],
		['./trigger/events'],
	],
	['nodes/LiveChatAi/LiveChatAi.node.ts', [], ['./v1/LiveChatAiV1', './v2/LiveChatAiV2']],
	[
		'credentials/LiveChatAiApi.credentials.ts',
		['../nodes/LiveChatAi/v1/actions/router', '../nodes/LiveChatAi/v2'],
		['../nodes/LiveChatAi/shared/serviceDecisions'],
	],
];

/** Within a layer, an import back into a file that imports this one: allowed by the layers, a circle. */
const CIRCLE = { file: 'nodes/LiveChatAi/trigger/newEvents.ts', from: './settings' };

const ROWS = [
	...SAMPLES.flatMap(([file, refused, allowed]) => [
		...refused.map((from) => ({ file, from, expected: ['no-restricted-imports'] })),
		...allowed.map((from) => ({ file, from, expected: [] as string[] })),
	]),
	{ ...CIRCLE, expected: [] as string[] },
];

/** Lints one `import` line per row as if it stood in the row's file; the rule ids reported for each. */
function lintImports(): string[][] {
	const script = `
		import { ESLint } from 'eslint';
		const rows = JSON.parse(process.argv[1]);
		const eslint = new ESLint({ overrideConfigFile: 'eslint.layers.config.mjs' });
		const out = [];
		for (const { file, from } of rows) {
			const [result] = await eslint.lintText(\`import { x } from '\${from}';\\nexport { x };\\n\`, { filePath: file });
			out.push(result.messages.map((m) => m.ruleId ?? m.message));
		}
		console.log(JSON.stringify(out));
	`;
	const output = execFileSync(
		process.execPath,
		['--input-type=module', '-e', script, JSON.stringify(ROWS)],
		{ cwd: REPO, encoding: 'utf8' },
	);
	return JSON.parse(output) as string[][];
}

describe('the lint rule that keeps the layers apart (eslint.layers.config.mjs)', () => {
	let results: string[][];

	beforeAll(() => {
		results = lintImports();
	}, 60_000);

	// The layer rule's verdicts; an import that also closes a circle is import-x/no-cycle's too (below).
	const layerRule = (index: number) =>
		results[index].filter((rule) => rule === 'no-restricted-imports');

	it.each(ROWS.map((row, index) => [row.file, row.from, row.expected.length > 0, index] as const))(
		'%s importing %s is refused: %s',
		(_file, _from, _refused, index) => expect(layerRule(index)).toEqual(ROWS[index].expected),
	);

	it('refuses an import that closes a circle (import-x/no-cycle), and only such a one', () => {
		const closing = ROWS.findIndex((row) => row.from === CIRCLE.from);
		expect(results[closing]).toEqual(['import-x/no-cycle']);
		expect(results.filter((rules) => rules.includes('import-x/no-cycle')).length).toBeLessThan(
			ROWS.length,
		);
	});
});
