/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test tooling: reads the repository's workflow files */
/**
 * The GitHub workflows keep their promises: ci.yml runs what .ci/run runs, on push and pull request, the unit
 * tests on every Node version n8n runs on, the end-to-end suite on Node 20 and its n8n 1.x file on Node 22;
 * publish.yml publishes only from a version tag, with the least
 * permissions provenance needs, after the release checks, the lint, the scan and the unit tests.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const REPO = join(__dirname, '..', '..');

interface Step {
	uses?: string;
	run?: string;
	if?: string;
	with?: Record<string, unknown>;
	env?: Record<string, unknown>;
}
interface Job {
	permissions?: unknown;
	strategy?: { matrix?: { node?: number[]; include?: Array<Record<string, unknown>> } };
	env?: Record<string, unknown>;
	steps: Step[];
}
interface Workflow {
	on: Record<string, unknown>;
	permissions?: Record<string, string>;
	jobs: Record<string, Job>;
}

function workflow(name: string): Workflow {
	return parse(readFileSync(join(REPO, '.github', 'workflows', name), 'utf8')) as Workflow;
}

/** The commands a job runs, one per line, in order. */
function commands(job: Job): string[] {
	return job.steps.flatMap((step) =>
		(step.run ?? '')
			.split('\n')
			.map((line) => line.trim())
			.filter(Boolean),
	);
}

/** The npm commands of .ci/run, in order. */
const CI_RUN = readFileSync(join(REPO, '.ci', 'run'), 'utf8')
	.split('\n')
	.filter((line) => line.startsWith('npm '));

describe('ci.yml', () => {
	const ci = workflow('ci.yml');

	it('runs on every push and pull request, reading the repository only', () => {
		expect(Object.keys(ci.on).sort()).toEqual(['pull_request', 'push']);
		expect(ci.permissions).toEqual({ contents: 'read' });
	});

	it('runs the unit tests on Node 20, 22 and 24, with every step of .ci/run before the e2e suite', () => {
		const { test } = ci.jobs;
		expect(test.strategy?.matrix?.node).toEqual([20, 22, 24]);
		const beforeE2e = CI_RUN.filter((command) => command !== 'npm run test:e2e');
		expect(beforeE2e).toEqual(
			expect.arrayContaining([
				'npm run lint',
				'npm run lint:community',
				'npm run scan',
				'npm test',
			]),
		);
		expect(commands(test)).toEqual(beforeE2e);
	});

	it('runs every e2e file on Node 20 (n8n 2.x and 1.x), and the n8n 1.x file alone on Node 22', () => {
		const { e2e } = ci.jobs;
		expect(e2e.strategy?.matrix?.include).toEqual([
			{ node: 20, n8n: expect.any(String), lines: '2 1', files: '' },
			{ node: 22, n8n: expect.any(String), lines: '1', files: 'test/e2e/n8n-1.e2e.ts' },
		]);
		const node = e2e.steps.find((step) => step.uses?.startsWith('actions/setup-node@'));
		expect(node?.with?.['node-version']).toBe('${{ matrix.node }}');
		// scripts/e2e/prepare.sh prepares the matrix entry's n8n lines; jest runs its files (all when empty).
		expect(e2e.env?.LIVECHATAI_E2E_N8N_LINES).toBe('${{ matrix.lines }}');
		expect(commands(e2e)).toEqual(
			expect.arrayContaining(['npm run test:e2e -- ${{ matrix.files }}']),
		);
		// The 1.x file needs only the 1.x line: each suite it runs is given line 1.
		const v1File = readFileSync(join(REPO, 'test', 'e2e', 'n8n-1.e2e.ts'), 'utf8');
		const lines = [...v1File.matchAll(/^\w+Suite\((\d)\);$/gm)].map((match) => match[1]);
		expect(lines.length).toBeGreaterThan(0);
		expect(new Set(lines)).toEqual(new Set(['1']));
		expect(readFileSync(join(REPO, 'scripts', 'e2e', 'prepare.sh'), 'utf8')).toContain(
			'LIVECHATAI_E2E_N8N_LINES',
		);
	});

	it('restores and saves the n8n cache under a key per Node version, saving it even after a failure', () => {
		const { e2e } = ci.jobs;
		const restore = e2e.steps.find((step) => step.uses?.startsWith('actions/cache/restore@'));
		const save = e2e.steps.find((step) => step.uses?.startsWith('actions/cache/save@'));
		expect(restore?.with?.path).toBe('~/.cache/n8n-nodes-livechatai');
		expect(save?.with?.path).toBe('~/.cache/n8n-nodes-livechatai');
		// The n8n installs are built for the exact Node they run on.
		expect(restore?.with?.key).toContain('${{ steps.node.outputs.node-version }}');
		expect(save?.with?.key).toBe('${{ steps.n8n-cache.outputs.cache-primary-key }}');
		expect(save?.if).toContain('always()');
	});
});

describe('publish.yml', () => {
	const publish = workflow('publish.yml');
	const [job, ...others] = Object.values(publish.jobs);
	const run = commands(job);
	const publishing = run.findIndex((command) => command.includes('n8n-node release'));

	it('runs on a version tag alone, with id-token: write and contents: read and nothing more', () => {
		expect(publish.on).toEqual({ push: { tags: ['v*.*.*'] } });
		expect(publish.permissions).toEqual({ 'id-token': 'write', contents: 'read' });
		expect(others).toEqual([]);
		expect(job.permissions).toBeUndefined();
	});

	it('restores no cache another workflow could have written', () => {
		for (const step of job.steps) {
			expect(step.uses ?? '').not.toMatch(/^actions\/cache/);
			expect(step.with ?? {}).not.toHaveProperty('cache');
		}
	});

	it("checks the tag against package.json's version, then lints, scans and tests before publishing", () => {
		expect(publishing).toBeGreaterThan(0);
		const before = run.slice(0, publishing);
		for (const command of [
			'node scripts/release/check-release.mjs "$GITHUB_REF_NAME"',
			'npm run build',
			'npm run lint',
			'npm run lint:community',
			'npm run scan',
			'npm test',
		]) {
			expect(before).toContain(command);
		}
		// The tag is checked before anything is installed: a wrong tag fails in seconds.
		expect(
			before.indexOf('node scripts/release/check-release.mjs "$GITHUB_REF_NAME"'),
		).toBeLessThan(before.indexOf('npm ci --no-audit --no-fund'));
	});

	it('publishes with provenance to the public registry', () => {
		const packageJson = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8'));
		expect(packageJson.publishConfig).toEqual({ access: 'public', provenance: true });
		const releaseStep = job.steps.find((step) => step.run?.includes('n8n-node release'));
		expect(releaseStep?.env).toHaveProperty('NODE_AUTH_TOKEN');
	});
});
