/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/no-dangerous-functions -- test tooling: runs ESLint in a child process */
/**
 * The import rule between the layers of nodes/LiveChatAi (v1, v2 and the trigger import shared/ and never each
 * other; shared/ imports none of them; the credential imports no node version) holds because `npm run lint`
 * fails on a wrong import: ESLint with eslint.layers.config.mjs is given, for real files of each layer, import
 * lines that break the rule and lines that keep it. The lines are linted as text, as if added to the file: the
 * file on disk is not read or changed, and what they import need not exist (a folder named alone, `../v1`, is
 * refused whether or not it has an index). So are the order of shared/'s folders (each imports only the ones
 * before it) and the folder loops of nodes/ (eslint.folderLoops.mjs).
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
		// The first folder of shared/: it imports no other (nor, as all of shared/, a layer), no field reader.
		[
			'../lists/readList',
			'../lists',
			'../fields/botLocator',
			'../legacy/additionalParameters',
			'../operations/itemErrors',
			'../../v1/actions/router',
			'../../v2',
		],
		['./json', '../serviceDecisions'],
	],
	[
		'nodes/LiveChatAi/shared/fields/botLocator.ts',
		['../operations/resource', '../lists/readList', '../node/router'],
		['./validation', '../transport/json', '../serviceDecisions'],
	],
	[
		'nodes/LiveChatAi/shared/lists/readList.ts',
		['../../v2', '../conversations/conversationList', '../node/router'],
		['../transport/request', '../transport', '../operations/slidingWindow', '../fields/validation'],
	],
	['nodes/LiveChatAi/shared/serviceDecisions.ts', ['./transport', './fields/validation'], []],
	['nodes/LiveChatAi/shared/methods/listSearch.ts', ['../../LiveChatAi.node', '../node'], []],
	[
		'nodes/LiveChatAi/shared/node/router.ts',
		[],
		['../methods', '../operations/resource', '../conversations/conversationList'],
	],
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
	['nodes/LiveChatAi/shared/polling/conversationSource.ts', ['../../LiveChatAi.node', '../../trigger/settings'], []],
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
const CIRCLE = { file: 'nodes/LiveChatAi/shared/polling/position.ts', from: './newEvents' };

/**
 * A real file, imports from a folder that imports its folder (a folder loop, refused by eslint.folderLoops.mjs
 * wherever in nodes/), and imports that close none. The refused ones are the loops the layout once had.
 */
const FOLDER_LOOPS: Array<[string, string[], string[]]> = [
	['nodes/LiveChatAi/shared/transport/request.ts', ['../legacy/additionalParameters'], []],
	[
		'nodes/LiveChatAi/shared/lists/readList.ts',
		['../node/router'],
		['../operations/slidingWindow'],
	],
	['nodes/LiveChatAi/v2/actions/bot.ts', ['./dataSource/DataSource.resource'], []],
	[
		'nodes/LiveChatAi/v2/actions/dataSource/sync/sync.ts',
		['../addFile.operation'],
		['../../dataSources', '../../fileType'],
	],
	[
		'nodes/LiveChatAi/trigger/poll.ts',
		['../LiveChatAi.node'],
		['../shared/lists/listEnd', '../shared/polling/newEvents'],
	],
];
const LOOP_ROWS = FOLDER_LOOPS.flatMap(([file, loops, noLoops]) => [
	...loops.map((from) => ({ file, from, loop: true })),
	...noLoops.map((from) => ({ file, from, loop: false })),
]);

const ROWS = [
	...SAMPLES.flatMap(([file, refused, allowed]) => [
		...refused.map((from) => ({ file, from, expected: ['no-restricted-imports'] })),
		...allowed.map((from) => ({ file, from, expected: [] as string[] })),
	]),
	{ ...CIRCLE, expected: [] as string[] },
	...LOOP_ROWS.map(({ file, from }) => ({ file, from, expected: undefined })),
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

	const layerRows = ROWS.flatMap((row, index) =>
		row.expected ? [[row.file, row.from, row.expected.length > 0, index] as const] : [],
	);
	it.each(layerRows)('%s importing %s is refused: %s', (_file, _from, _refused, index) =>
		expect(layerRule(index)).toEqual(ROWS[index].expected),
	);

	const loopRows = LOOP_ROWS.map(
		({ file, from, loop }, index) => [file, from, loop, index] as const,
	);
	it.each(loopRows)('%s importing %s makes a folder loop: %s', (_file, _from, loop, index) => {
		const rules = results[ROWS.length - LOOP_ROWS.length + index];
		expect(rules.includes('local/no-folder-loop')).toBe(loop);
	});

	it('refuses an import that closes a circle (import-x/no-cycle), and only such a one', () => {
		const closing = ROWS.findIndex((row) => row.from === CIRCLE.from);
		expect(results[closing]).toEqual(['import-x/no-cycle']);
		expect(results.filter((rules) => rules.includes('import-x/no-cycle')).length).toBeLessThan(
			ROWS.length,
		);
	});
});
