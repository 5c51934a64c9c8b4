// n8n's community-package scanner (@n8n/scan-community-package, pinned in devDependencies), run offline on
// what this repo would publish (`npm run scan`).
//
// n8n runs the scanner's command line (`npx @n8n/scan-community-package <name>@<version>`) on the published
// package before verifying it. That command reads the package from the npm registry, checks its provenance
// statement, downloads the GitHub source at the commit the statement names, and lints two things with the
// same rules and inline `eslint-disable` comments ignored:
//   1. the source: package.json, nodes/ and credentials/ (SOURCE_FILE_PATTERNS);
//   2. the published tarball: its compiled *.js and its package.json.
// The provenance check and both downloads need the registry's attestations and GitHub, and a package that
// is not published yet has no provenance: they cannot run before a release (publish.yml runs the real
// command after publishing). This script runs the scanner's own analysis, analyzePackage() with the
// scanner's own config, on (1) this working tree and (2) the tarball `npm pack` makes of it. It builds
// first when dist/ is missing or older than a source file.
//
//   node scripts/scan/scan.mjs        exit 0 when both pass, 1 otherwise
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const scannerPackageJson = path.join(
	repoDir,
	'node_modules/@n8n/scan-community-package/package.json',
);

function fail(message) {
	console.error(`[scan] ERROR: ${message}`);
	process.exit(1);
}

function run(command, args, options = {}) {
	const result = spawnSync(command, args, { cwd: repoDir, encoding: 'utf8', ...options });
	if (result.status !== 0) {
		process.stderr.write(result.stdout ?? '');
		process.stderr.write(result.stderr ?? '');
		fail(`${command} ${args.join(' ')} failed (exit ${result.status})`);
	}
	return result.stdout;
}

// Files below `folder` (recursively), as paths relative to it.
function filesBelow(folder) {
	if (!fs.existsSync(folder)) return [];
	return fs
		.readdirSync(folder, { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile())
		.map((entry) => path.relative(folder, path.join(entry.parentPath ?? entry.path, entry.name)));
}

// dist/ is stale when it is missing, when a built file is older than a TypeScript source or the build's
// settings, or when an asset gulp copies (icons, codex files) differs from its source. (gulp keeps the
// sources' times on the copies, so the assets are compared by content.)
function distIsStale() {
	const dist = path.join(repoDir, 'dist');
	const compiled = filesBelow(dist).filter((file) => file.endsWith('.js'));
	if (compiled.length === 0) return true;
	const oldestCompiled = Math.min(
		...compiled.map((file) => fs.statSync(path.join(dist, file)).mtimeMs),
	);
	const sources = ['nodes', 'credentials'].flatMap((folder) =>
		filesBelow(path.join(repoDir, folder)).map((file) => path.join(folder, file)),
	);
	const settings = ['package.json', 'tsconfig.json', 'tsconfig.build.json', 'gulpfile.js'];
	const newer = [...sources.filter((file) => file.endsWith('.ts')), ...settings].some(
		(file) => fs.statSync(path.join(repoDir, file)).mtimeMs > oldestCompiled,
	);
	if (newer) return true;
	return sources
		.filter((file) => /\.(png|svg)$|\.node\.json$/.test(file))
		.some((file) => {
			const copy = path.join(dist, file);
			return (
				!fs.existsSync(copy) ||
				!fs.readFileSync(copy).equals(fs.readFileSync(path.join(repoDir, file)))
			);
		});
}

function ensureBuilt() {
	if (!distIsStale()) return;
	console.log('[scan] dist/ is missing or older than the sources: npm run build');
	run('npm', ['run', '--silent', 'build'], { stdio: ['ignore', 'pipe', 'pipe'] });
}

function packAndUnpack(workDir) {
	const packed = JSON.parse(
		run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', workDir]),
	)[0];
	const tarball = path.join(workDir, packed.filename);
	const packageDir = path.join(workDir, 'package');
	fs.mkdirSync(packageDir);
	run('tar', ['-xzf', tarball, '-C', packageDir, '--strip-components=1']);
	return { packed, tarball, packageDir };
}

function report(label, result) {
	if (result.passed) {
		console.log(`[scan] ✅ ${label}: passed${result.message ? ` (${result.message})` : ''}`);
	} else {
		console.log(`[scan] ❌ ${label}: ${result.message}`);
		if (result.details) console.log(result.details);
	}
	return result.passed;
}

if (!fs.existsSync(scannerPackageJson)) {
	fail('@n8n/scan-community-package is not installed: run npm install');
}
const scannerVersion = JSON.parse(fs.readFileSync(scannerPackageJson, 'utf8')).version;
// The scanner creates its temporary folder on import; imported here, once the checks above passed.
const { analyzePackage, SOURCE_FILE_PATTERNS } = await import(
	'@n8n/scan-community-package/scanner/scanner.mjs'
);

ensureBuilt();
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'livechatai-scan-'));
try {
	const { packed, packageDir } = packAndUnpack(workDir);
	const label = `${packed.name}@${packed.version}`;
	console.log(
		`[scan] @n8n/scan-community-package ${scannerVersion} on ${label}: ${packed.entryCount} files, ${packed.size} bytes packed`,
	);
	const results = [
		report(
			`source (${SOURCE_FILE_PATTERNS.join(', ')})`,
			await analyzePackage(repoDir, SOURCE_FILE_PATTERNS),
		),
		report(
			`packed ${packed.filename} (**/*.js, package.json)`,
			await analyzePackage(packageDir, ['**/*.js', 'package.json']),
		),
	];
	console.log(
		'[scan] not checked here (needs the published package): its npm provenance statement, checked by' +
			' publish.yml after publishing with the scanner command itself',
	);
	if (results.includes(false)) {
		console.log(`[scan] ❌ ${label} would fail n8n's scanner`);
		process.exitCode = 1;
	} else {
		console.log(`[scan] ✅ ${label} passes n8n's scanner rules`);
	}
} finally {
	fs.rmSync(workDir, { recursive: true, force: true });
}
