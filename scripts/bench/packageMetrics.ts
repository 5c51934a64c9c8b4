/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/no-dangerous-functions -- benchmark tooling: reads files, starts Node */
/**
 * Part 4: the package as users get it: the `npm pack` tarball, the folder n8n installs it into, and the time
 * a fresh Node (the one n8n runs on) takes to require the node and trigger modules from that folder, with
 * n8n-workflow loaded beforehand as n8n has it. Medians of several fresh processes.
 *
 * Run as a script (`npm run bench:package`), it measures this part alone: scripts/bench/prepare.sh builds,
 * packs and installs the package as for the whole bench, then the figures replace the `package` entry of
 * bench/results.json (with the commit and date they were measured at) and the README and docs/performance.md
 * are written from the file. test/release/packageFigures.test.ts fails when the README's figures are no longer
 * the package's.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import type { Manifest } from '../../test/e2e/harness/manifest';
import { manifest, RUN_DIR_ENV, runDir } from '../../test/e2e/harness/manifest';
import { writeReadmeTable } from './readme';
import type { Results } from './report';
import { median } from './rounds';

export interface PackageFigures {
	tarballBytes: number;
	installedBytes: number;
	installedFiles: number;
	/** Requiring both modules (ms). */
	requireMs: number;
	/** Then making the two node classes (ms): n8n does so when it loads a community package. */
	constructMs: number;
	processes: number;
	/** When the figures were measured apart from the rest of the bench (`npm run bench:package`). */
	measured?: { commit: string; date: string };
}

const PACKAGE_NAME = 'n8n-nodes-livechatai';

function folderSize(dir: string): { bytes: number; files: number } {
	let bytes = 0;
	let files = 0;
	for (const entry of readdirSync(dir, { withFileTypes: true })) {
		const path = join(dir, entry.name);
		if (entry.isDirectory()) {
			const inner = folderSize(path);
			bytes += inner.bytes;
			files += inner.files;
		} else if (entry.isFile()) {
			bytes += statSync(path).size;
			files += 1;
		}
	}
	return { bytes, files };
}

/**
 * Run in a fresh Node from a file: prints `{requireMs, constructMs}`. n8n-workflow is preloaded as the package
 * resolves it (a `node -e` script resolves another copy, and the package then loads its own, timed).
 */
const PROBE = `
const [nodeFile, triggerFile] = process.argv.slice(2);
require(require.resolve('n8n-workflow', { paths: [require('path').dirname(nodeFile)] }));
const t0 = performance.now();
const nodeModule = require(nodeFile);
const triggerModule = require(triggerFile);
const t1 = performance.now();
new nodeModule.LiveChatAi();
new triggerModule.LiveChatAiTrigger();
const t2 = performance.now();
console.log(JSON.stringify({ requireMs: t1 - t0, constructMs: t2 - t1 }));
`;

export function packageFigures(manifest: Manifest, processes = 7): PackageFigures {
	const setup = manifest.n8n[0];
	const installed = join(setup.userFolder, '.n8n', 'nodes', 'node_modules', PACKAGE_NAME);
	const { bytes, files } = folderSize(installed);
	// n8n's own node_modules, where n8n-workflow resolves for the package (n8n extends the module path alike).
	const n8nModules = resolve(setup.n8nBin, '..', '..', '..');
	const probe = join(runDir(), 'require-probe.js');
	writeFileSync(probe, PROBE);
	const args = [
		probe,
		join(installed, 'dist', 'nodes', 'LiveChatAi', 'LiveChatAi.node.js'),
		join(installed, 'dist', 'nodes', 'LiveChatAi', 'LiveChatAiTrigger.node.js'),
	];
	const runs = Array.from({ length: processes }, () => {
		const probe = spawnSync(setup.nodeBin, args, {
			env: { PATH: process.env.PATH, NODE_PATH: n8nModules },
			encoding: 'utf8',
			timeout: 60_000,
		});
		if (probe.status !== 0) throw new Error(`requiring the package failed: ${probe.stderr}`);
		return JSON.parse(probe.stdout.trim().split('\n').pop() ?? '{}') as {
			requireMs: number;
			constructMs: number;
		};
	});
	return {
		tarballBytes: statSync(manifest.tarball).size,
		installedBytes: bytes,
		installedFiles: files,
		requireMs: Math.round(median(runs.map((r) => r.requireMs)) * 10) / 10,
		constructMs: Math.round(median(runs.map((r) => r.constructMs)) * 10) / 10,
		processes,
	};
}

/** `npm run bench:package`: this part alone, into bench/results.json, the README and docs/performance.md. */
function measureAlone(): void {
	const repo = resolve(__dirname, '..', '..', '..');
	const dir = mkdtempSync(join(process.env.TMPDIR ?? tmpdir(), 'livechatai-bench-package-'));
	process.env[RUN_DIR_ENV] = dir;
	try {
		const prepare = spawnSync('bash', [join(repo, 'scripts', 'bench', 'prepare.sh'), dir], {
			stdio: ['ignore', 'inherit', 'inherit'],
			timeout: 30 * 60 * 1000,
		});
		if (prepare.status !== 0)
			throw new Error('scripts/bench/prepare.sh failed; see its output above');
		const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
			cwd: repo,
			encoding: 'utf8',
		}).trim();
		const figures: PackageFigures = {
			...packageFigures(manifest()),
			measured: { commit, date: new Date().toISOString() },
		};
		const file = join(repo, 'bench', 'results.json');
		const results = JSON.parse(readFileSync(file, 'utf8')) as Results;
		results.package = figures;
		writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
		writeReadmeTable(repo, results);
		process.stdout.write(
			`package: ${figures.tarballBytes} B packed, ${figures.installedBytes} B installed (${figures.installedFiles} files), ` +
				`require ${figures.requireMs} ms; bench/results.json, README.md and docs/performance.md written\n`,
		);
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}

if (require.main === module) measureAlone();
