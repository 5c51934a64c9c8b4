/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/no-dangerous-functions -- test tooling: runs ESLint in a child process */
/**
 * The arrows between the rooms of nodes/LiveChatAi hold because `npm run lint` fails on a wrong import: ESLint with
 * eslint.layers.config.mjs, fed imports that cross each forbidden arrow and imports that are allowed.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const REPO = join(__dirname, '..', '..');

interface Sample {
	file: string;
	from: string;
}

/** Lints one `import` line per sample as if it stood in `file`; the rule ids reported for each. */
function lintImports(samples: Sample[]): string[][] {
	const script = `
		import { ESLint } from 'eslint';
		const samples = JSON.parse(process.argv[1]);
		const eslint = new ESLint({ overrideConfigFile: 'eslint.layers.config.mjs' });
		const out = [];
		for (const { file, from } of samples) {
			const [result] = await eslint.lintText(\`import { x } from '\${from}';\\nexport { x };\\n\`, { filePath: file });
			out.push(result.messages.map((m) => m.ruleId ?? m.message));
		}
		console.log(JSON.stringify(out));
	`;
	const output = execFileSync(
		process.execPath,
		['--input-type=module', '-e', script, JSON.stringify(samples)],
		{ cwd: REPO, encoding: 'utf8' },
	);
	return JSON.parse(output) as string[][];
}

const FORBIDDEN: Sample[] = [
	{ file: 'nodes/LiveChatAi/shared/transport/x.ts', from: '../../v1/actions/router' },
	{ file: 'nodes/LiveChatAi/shared/x.ts', from: '../trigger/events' },
	{ file: 'nodes/LiveChatAi/shared/x.ts', from: '../LiveChatAiTrigger.node' },
	{ file: 'nodes/LiveChatAi/v1/actions/x.ts', from: '../../v2/actions/router' },
	{ file: 'nodes/LiveChatAi/v1/actions/x.ts', from: '../../trigger/events' },
	{ file: 'nodes/LiveChatAi/v2/actions/x.ts', from: '../../v1/actions/router' },
	{ file: 'nodes/LiveChatAi/trigger/x.ts', from: '../v1/actions/common/legacyRequest' },
	{ file: 'nodes/LiveChatAi/LiveChatAiTrigger.node.ts', from: './v2/actions/router' },
	{ file: 'credentials/X.credentials.ts', from: '../nodes/LiveChatAi/v1/actions/router' },
	// The action node imports v1 and v2: importing it is importing them.
	{ file: 'nodes/LiveChatAi/trigger/x.ts', from: '../LiveChatAi.node' },
	{ file: 'nodes/LiveChatAi/trigger/sources/x.ts', from: '../../LiveChatAi.node' },
	{ file: 'nodes/LiveChatAi/LiveChatAiTrigger.node.ts', from: './LiveChatAi.node' },
	{ file: 'nodes/LiveChatAi/shared/x.ts', from: '../LiveChatAi.node' },
	{ file: 'nodes/LiveChatAi/shared/methods/x.ts', from: '../../LiveChatAi.node' },
	// A bare folder is its index: as forbidden as a file in it.
	{ file: 'nodes/LiveChatAi/shared/x.ts', from: '../v1' },
	{ file: 'nodes/LiveChatAi/shared/x.ts', from: '../trigger' },
	{ file: 'nodes/LiveChatAi/shared/transport/x.ts', from: '../../v2' },
	{ file: 'nodes/LiveChatAi/v1/actions/x.ts', from: '../../v2' },
	{ file: 'nodes/LiveChatAi/v1/x.ts', from: '../trigger/' },
	{ file: 'nodes/LiveChatAi/v2/actions/x.ts', from: '../../v1' },
	{ file: 'nodes/LiveChatAi/trigger/x.ts', from: '../v2' },
	{ file: 'nodes/LiveChatAi/LiveChatAiTrigger.node.ts', from: './v1' },
	{ file: 'credentials/X.credentials.ts', from: '../nodes/LiveChatAi/v2' },
];

const ALLOWED: Sample[] = [
	{ file: 'nodes/LiveChatAi/v1/actions/x.ts', from: '../../shared/transport/request' },
	{ file: 'nodes/LiveChatAi/v2/actions/x.ts', from: '../../shared/descriptions/botLocator' },
	{ file: 'nodes/LiveChatAi/trigger/x.ts', from: '../shared/conversations/conversationList' },
	{ file: 'nodes/LiveChatAi/LiveChatAiTrigger.node.ts', from: './trigger/events' },
	{ file: 'nodes/LiveChatAi/LiveChatAi.node.ts', from: './v1/LiveChatAiV1' },
	{ file: 'nodes/LiveChatAi/LiveChatAi.node.ts', from: './v2' },
	{ file: 'nodes/LiveChatAi/v1/actions/x.ts', from: '../../shared' },
	{ file: 'nodes/LiveChatAi/trigger/x.ts', from: '../shared/descriptions/v1Words' },
	{ file: 'credentials/X.credentials.ts', from: '../nodes/LiveChatAi/shared/serviceDecisions' },
];

describe('the lint rule that keeps the rooms apart (eslint.layers.config.mjs)', () => {
	let results: string[][];

	beforeAll(() => {
		results = lintImports([...FORBIDDEN, ...ALLOWED]);
	}, 60_000);

	it.each(FORBIDDEN.map((sample, index) => [sample.file, sample.from, index]))(
		'refuses %s importing %s',
		(_file, _from, index) => {
			expect(results[index as number]).toEqual(['no-restricted-imports']);
		},
	);

	it.each(ALLOWED.map((sample, index) => [sample.file, sample.from, FORBIDDEN.length + index]))(
		'lets %s import %s',
		(_file, _from, index) => {
			expect(results[index as number]).toEqual([]);
		},
	);
});
