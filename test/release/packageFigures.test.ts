/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/no-dangerous-functions -- test tooling: builds and packs a copy of the package */
/**
 * The README's package figures (written by the bench from bench/results.json) are the package as it builds
 * now: a copy of what the package is made of is built (gulpfile.js, as `npm run build` does after its type
 * check) in a temporary folder, and `npm pack --dry-run` says its size. Within 3 %: more than that, and
 * `npm run bench:package` must measure it again. Under 80 kB, the bound n8n's users get.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const repo = join(__dirname, '..', '..');
const TOLERANCE = 0.03;
const BOUND = 80_000;

/** What the build reads and `npm pack` takes (package.json's `files`, the README, the licence). */
const SOURCES = [
	'package.json',
	'index.js',
	'README.md',
	'LICENSE',
	'gulpfile.js',
	'tsconfig.json',
	'tsconfig.build.json',
	'nodes',
	'credentials',
];

interface Packed {
	size: number;
	unpackedSize: number;
	entryCount: number;
}

let packed: Packed;
let dir: string;

beforeAll(() => {
	dir = mkdtempSync(join(tmpdir(), 'livechatai-package-figures-'));
	for (const source of SOURCES) cpSync(join(repo, source), join(dir, source), { recursive: true });
	symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'), 'dir');
	execFileSync(process.execPath, [join(repo, 'node_modules', 'gulp', 'bin', 'gulp.js'), 'build'], {
		cwd: dir,
		stdio: 'pipe',
	});
	const output = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
		cwd: dir,
		encoding: 'utf8',
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	[packed] = JSON.parse(output) as Packed[];
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The figures the README states, in bytes: `(the npm pack tarball, 69,081 bytes)` and `(231,396 bytes in 12 files)`. */
function readmeFigures(readme: string): { tarball: number; installed: number; files: number } {
	const figures =
		readme.split('<!-- package-figures:start')[1]?.split('<!-- package-figures:end')[0] ?? '';
	const bytes = (pattern: RegExp) => Number(pattern.exec(figures)?.[1]?.replace(/,/g, '') ?? NaN);
	return {
		tarball: bytes(/tarball, ([\d,]+) bytes\)/),
		installed: bytes(/\(([\d,]+) bytes in \d+ files\)/),
		files: bytes(/bytes in (\d+) files\)/),
	};
}

const off = (stated: number, actual: number) => Math.abs(actual - stated) / actual;

it("the README's package size is the package's as built now, within 3 %", () => {
	const stated = readmeFigures(readFileSync(join(repo, 'README.md'), 'utf8'));
	const built = { tarball: packed.size, installed: packed.unpackedSize, files: packed.entryCount };
	const drifted =
		!(off(stated.tarball, built.tarball) <= TOLERANCE) ||
		!(off(stated.installed, built.installed) <= TOLERANCE) ||
		stated.files !== built.files;
	if (drifted)
		throw new Error(
			`README.md says ${JSON.stringify(stated)}, the package as built now is ${JSON.stringify(built)}: ` +
				'run `npm run bench:package` to measure it again',
		);
});

it(`the package is under ${BOUND / 1000} kB`, () => {
	expect(packed.size).toBeLessThan(BOUND);
});

it('reads the figures the bench writes, and tells a drift apart', () => {
	const line =
		'(the `npm pack` tarball, 69,081 bytes), **231.4 kB installed** (231,396 bytes in 12 files)';
	const figures = readmeFigures(
		`<!-- package-figures:start -->\n${line}\n<!-- package-figures:end -->`,
	);
	expect(figures).toEqual({ tarball: 69_081, installed: 231_396, files: 12 });
	expect(off(figures.tarball, 69_081 * 1.05)).toBeGreaterThan(TOLERANCE);
});
