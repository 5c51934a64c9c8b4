/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/no-dangerous-functions -- test tooling: runs the release check on copies of the repository's files */
/**
 * scripts/release/check-release.mjs, which publish.yml runs before anything else: a tag publishes only the
 * version package.json names, whose changelog section is dated, newest, and leaves nothing unreleased.
 * Each case runs the script itself on a copy of package.json and a changelog written for the case.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const REPO = join(__dirname, '..', '..');
const SCRIPT = join('scripts', 'release', 'check-release.mjs');
const PACKAGE = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as Record<
	string,
	unknown
>;

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function checkRelease(
	tag: string,
	changelog: string,
	packageChanges: Record<string, unknown> = {},
): { status: number | null; output: string } {
	const dir = mkdtempSync(join(tmpdir(), 'check-release-'));
	dirs.push(dir);
	mkdirSync(join(dir, 'scripts', 'release'), { recursive: true });
	copyFileSync(join(REPO, SCRIPT), join(dir, SCRIPT));
	writeFileSync(join(dir, 'package.json'), JSON.stringify({ ...PACKAGE, ...packageChanges }));
	writeFileSync(join(dir, 'CHANGELOG.md'), changelog);
	const run = spawnSync(process.execPath, [join(dir, SCRIPT), tag], { encoding: 'utf8' });
	return { status: run.status, output: run.stdout + run.stderr };
}

const released = (unreleased: string) =>
	[
		'# Changelog',
		'',
		'## [Unreleased]',
		unreleased,
		'## [0.2.0] - 2026-12-01',
		'',
		'### Added',
		'',
		'- Node version 2.',
		'',
		'## [0.1.0] - 2026-11-22',
		'',
		'First release.',
		'',
		'[Unreleased]: https://example.com/compare/v0.2.0...HEAD',
		'[0.2.0]: https://example.com/compare/v0.1.0...v0.2.0',
		'',
	].join('\n');

describe('check-release.mjs', () => {
	it('passes a tag of the newest, dated version with an empty Unreleased section', () => {
		const run = checkRelease('v0.2.0', released(''), { version: '0.2.0' });
		expect(run.output).toContain('n8n-nodes-livechatai@0.2.0 is ready to publish from tag v0.2.0');
		expect(run.status).toBe(0);
	});

	it("refuses a tag that is not package.json's version", () => {
		const run = checkRelease('v0.3.0', released(''), { version: '0.2.0' });
		expect(run.status).toBe(1);
		expect(run.output).toContain('the tag "v0.3.0" is not v0.2.0');
	});

	it('refuses changes left under Unreleased: they would ship unannounced', () => {
		const run = checkRelease('v0.2.0', released('\n### Fixed\n\n- Something.\n'), {
			version: '0.2.0',
		});
		expect(run.status).toBe(1);
		expect(run.output).toContain('"## [Unreleased]" section is not empty');
	});

	it('refuses an older version tagged on a newer main (its section is not the newest)', () => {
		const run = checkRelease('v0.1.0', released(''), { version: '0.1.0' });
		expect(run.status).toBe(1);
		expect(run.output).toContain("CHANGELOG.md's newest release is 0.2.0, not 0.1.0");
	});

	it('refuses a version whose section has no date', () => {
		const changelog = released('').replace('## [0.2.0] - 2026-12-01', '## [0.2.0]');
		const run = checkRelease('v0.2.0', changelog, { version: '0.2.0' });
		expect(run.status).toBe(1);
		expect(run.output).toContain('has no release date');
	});

	it('refuses runtime dependencies and a peer other than n8n-workflow', () => {
		const run = checkRelease('v0.2.0', released(''), {
			version: '0.2.0',
			dependencies: { axios: '^1.0.0' },
			peerDependencies: { 'n8n-workflow': '*', 'n8n-core': '*' },
		});
		expect(run.status).toBe(1);
		expect(run.output).toContain('package.json has runtime dependencies (axios)');
		expect(run.output).toContain('not n8n-workflow alone');
	});
});
