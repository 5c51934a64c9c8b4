/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/no-dangerous-functions -- test tooling: packs the package and loads it in a child process */
/**
 * The published artefact: what `npm pack` puts in the tarball, that package.json's `n8n` section points at
 * files that are in it, and what its main file exports when loaded as n8n loads it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { manifest, n8nLine } from './harness/manifest';

const repo = join(__dirname, '..', '..');
const packageJson = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as {
	name: string;
	n8n: { credentials: string[]; nodes: string[] };
};

/** The paths in the tarball of this run (the one installed into every n8n of the run). */
function tarballFiles(): string[] {
	return execFileSync('tar', ['-tzf', manifest().tarball], { encoding: 'utf8' })
		.split('\n')
		.filter((line) => line !== '' && !line.endsWith('/'))
		.map((line) => line.replace(/^package\//, ''));
}

describe('the packed package', () => {
	it('`npm pack --dry-run` lists only dist/**, index.js, README.md, LICENSE and package.json', () => {
		const output = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
			cwd: repo,
			encoding: 'utf8',
			stdio: ['ignore', 'pipe', 'ignore'],
		});
		const [{ files }] = JSON.parse(output) as Array<{ files: Array<{ path: string }> }>;
		const paths = files.map((file) => file.path);
		expect(paths.filter((path) => !path.startsWith('dist/')).sort()).toEqual(
			['LICENSE', 'README.md', 'index.js', 'package.json'].sort(),
		);
		expect(paths).toEqual(
			expect.arrayContaining([...packageJson.n8n.nodes, ...packageJson.n8n.credentials]),
		);
		// The same list as the tarball the tests installed into n8n.
		expect(tarballFiles().sort()).toEqual([...paths].sort());
	});

	it("beside the nodes package.json's n8n section names (in the tarball: see above), their codex files and icons", () => {
		expect(tarballFiles()).toEqual(
			expect.arrayContaining([
				...packageJson.n8n.nodes.map((node) => node.replace(/\.js$/, '.json')),
				'dist/nodes/LiveChatAi/liveChatAi.svg',
				'dist/nodes/LiveChatAi/liveChatAi.dark.svg',
			]),
		);
	});

	it('is under 80 kB, with nothing n8n does not load: no source maps, no declaration files', () => {
		const files = tarballFiles();
		expect(files.filter((path) => /\.(map|d\.ts)$/.test(path))).toEqual([]);
		// The build's bundle (gulpfile.js), the three files the n8n section names, and index.js.
		expect(files.filter((path) => path.endsWith('.js')).sort()).toEqual(
			[
				'dist/livechatai.js',
				...packageJson.n8n.nodes,
				...packageJson.n8n.credentials,
				'index.js',
			].sort(),
		);
		// The README's Package figures (docs/performance.md) say how much: the bound catches what n8n does
		// not load (a source map is as large as its file) or an unbundled build, not small growth.
		expect(statSync(manifest().tarball).size).toBeLessThan(80_000);
	});

	it('its index.js, required as n8n requires it, exports LiveChatAi, LiveChatAiTrigger and LiveChatAiApi, nothing else', () => {
		// The copy installed into n8n 2.x's user folder, loaded by n8n's Node with n8n's own n8n-workflow.
		const n8n = n8nLine(2);
		const installed = join(n8n.userFolder, '.n8n', 'nodes', 'node_modules', packageJson.name);
		const n8nModules = dirname(dirname(dirname(n8n.n8nBin)));
		const output = execFileSync(
			n8n.nodeBin,
			[
				'-e',
				`const main = require(process.argv[1]);
				const describe = (name) => {
					const instance = new main[name]();
					return { type: typeof main[name], name: instance.description ? instance.description.name : instance.name };
				};
				console.log(JSON.stringify(Object.fromEntries(Object.keys(main).map((name) => [name, describe(name)]))));`,
				join(installed, 'index.js'),
			],
			{ encoding: 'utf8', env: { PATH: process.env.PATH, NODE_PATH: n8nModules } },
		);
		expect(JSON.parse(output)).toEqual({
			LiveChatAi: { type: 'function', name: 'liveChatAi' },
			LiveChatAiTrigger: { type: 'function', name: 'liveChatAiTrigger' },
			LiveChatAiApi: { type: 'function', name: 'liveChatAiApi' },
		});
	});
});
