/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, no-console -- dev tooling, never shipped: a command-line program reads its arguments and environment, works with files and folders (node:fs, node:os, node:path), makes a throwaway password (node:crypto), reports on the console, handles signals and sets its exit code */
/**
 * `npm run screenshots [-- <example name>...]`: regenerates examples/<name>.png, each example workflow as
 * it looks in the n8n editor.
 *
 * Starts a throwaway n8n with scripts/run-n8n.sh (this package packed and installed, the LiveChatAI
 * simulator, the credential "LiveChatAI (local simulator)", an owner login) on ports 5700 (editor), 5701
 * (task broker) and 5702 (simulator) with a fresh user folder, logs in through headless Chromium, imports
 * every examples/*.json through the REST API, opens it at 1600x900, zooms to fit and saves the picture.
 * Everything is stopped at the end, on failure and on Ctrl-C too.
 *
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium; Debian: apt-get install chromium),
 * LIVECHATAI_SKIP_BUILD=1 (use dist/ as is), LIVECHATAI_SCREENSHOTS_KEEP=1 (keep the temporary folder
 * with n8n's log).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import type { BrowserContext } from 'playwright-core';

import {
	closeChromium,
	DEFAULT_CHROMIUM_PATH,
	keepToLoopback,
	launchChromium,
	processesMentioning,
	requireChromium,
} from '../browser/chromium';
import { importWorkflow, logIn } from '../browser/editorSession';
import type { ExampleWorkflow, ShotReport } from './editor';
import { screenshotWorkflow } from './editor';
import { N8nServer } from './n8nServer';

/** The repository: the nearest folder above this file (compiled into .build/ or not) with a package.json. */
function findRepoDir(): string {
	let dir = __dirname;
	while (!existsSync(join(dir, 'package.json'))) {
		const parent = dirname(dir);
		if (parent === dir) throw new Error(`no package.json above ${__dirname}`);
		dir = parent;
	}
	return dir;
}

const REPO_DIR = findRepoDir();
const EXAMPLES_DIR = join(REPO_DIR, 'examples');
const PORTS = { editor: 5700, broker: 5701, simulator: 5702 };
const VIEWPORT = { width: 1600, height: 900 };
/** The owner run-n8n.sh creates in the fresh user folder: a new password each run (n8n wants a digit and a capital). */
const OWNER = {
	email: 'admin@example.com',
	password: `Shots-1-${randomBytes(12).toString('base64url')}`,
};
/** Build, simulator and n8n start; a first run also installs n8n into the cache (several minutes). */
const READY_TIMEOUT_MS = 15 * 60_000;
/** Our nodes: they must show no issue in the editor. */
const OWN_NODE_TYPE_PREFIX = 'n8n-nodes-livechatai.';

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const log = (message: string) => console.log(`[screenshots ${elapsed()}] ${message}`);

function examplesToShoot(filters: string[]): Array<{ name: string; workflow: ExampleWorkflow }> {
	const all = readdirSync(EXAMPLES_DIR)
		.filter((file) => file.endsWith('.json'))
		.sort()
		.map((file) => ({
			name: basename(file, '.json'),
			workflow: JSON.parse(readFileSync(join(EXAMPLES_DIR, file), 'utf8')) as ExampleWorkflow,
		}));
	if (filters.length === 0) return all;
	const unknown = filters.filter((filter) => !all.some((example) => example.name === filter));
	if (unknown.length > 0) {
		throw new Error(
			`no such example: ${unknown.join(', ')} (known: ${all.map((e) => e.name).join(', ')})`,
		);
	}
	return all.filter((example) => filters.includes(example.name));
}

/** The problems a picture shows, for the report. */
function problems(report: ShotReport, workflow: ExampleWorkflow): string[] {
	const own = new Set(
		workflow.nodes.filter((n) => n.type.startsWith(OWN_NODE_TYPE_PREFIX)).map((n) => n.name),
	);
	const found: string[] = [];
	const ownIssues = report.nodesWithIssues.filter((name) => own.has(name));
	if (ownIssues.length > 0) found.push(`issues on our nodes: ${ownIssues.join(', ')}`);
	if (report.overlappingNodes.length > 0) {
		found.push(`overlapping nodes: ${report.overlappingNodes.join('; ')}`);
	}
	if (report.hiddenParts.length > 0) found.push(`hidden: ${report.hiddenParts.join('; ')}`);
	return found;
}

async function main(): Promise<number> {
	const examples = examplesToShoot(process.argv.slice(2));
	const chromiumPath = process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
	requireChromium(chromiumPath);

	const workDir = mkdtempSync(join(tmpdir(), 'livechatai-screenshots-'));
	const profileDir = join(workDir, 'chromium-profile');
	const logFile = join(workDir, 'n8n.log');
	let server: N8nServer | undefined;
	let context: BrowserContext | undefined;
	let cleaningUp: Promise<void> | undefined;

	const cleanUp = async () => {
		cleaningUp ??= (async () => {
			if (context && !(await closeChromium(context, profileDir))) {
				log('Chromium did not close in time; killed it');
			}
			if (server) {
				log('stopping n8n and the simulator');
				await server.stop();
			}
			const left = processesMentioning(workDir);
			for (const pid of left) {
				try {
					process.kill(pid, 'SIGKILL');
				} catch {
					// Gone meanwhile.
				}
			}
			if (left.length > 0)
				throw new Error(`processes were left running and killed: ${left.join(', ')}`);
			if (process.env.LIVECHATAI_SCREENSHOTS_KEEP === '1') log(`kept ${workDir}`);
			else rmSync(workDir, { recursive: true, force: true });
		})();
		await cleaningUp;
	};
	let interrupted = false;
	const onSignal = (signal: NodeJS.Signals) => {
		interrupted = true;
		log(`${signal} received, stopping`);
		cleanUp().then(
			() => process.exit(130),
			(error) => {
				console.error(error);
				process.exit(130);
			},
		);
	};
	process.once('SIGINT', onSignal);
	process.once('SIGTERM', onSignal);
	process.once('SIGHUP', onSignal);

	const failures: string[] = [];
	try {
		log(`starting n8n on 127.0.0.1:${PORTS.editor} (log: ${logFile})`);
		server = await N8nServer.launch({
			repoDir: REPO_DIR,
			userFolder: join(workDir, 'n8n'),
			logFile,
			ports: PORTS,
			email: OWNER.email,
			password: OWNER.password,
			readyTimeoutMs: READY_TIMEOUT_MS,
		});
		// A signal during the port checks found nothing to stop yet.
		if (cleaningUp) await server.stop();
		await server.waitUntilReady();
		log('n8n is ready; starting Chromium');
		context = await launchChromium(chromiumPath, profileDir, VIEWPORT);
		const page = context.pages()[0] ?? (await context.newPage());
		// Loopback only: whatever the editor would fetch from elsewhere is refused.
		await keepToLoopback(context, (url) => log(`refused a request to ${url}`));
		await logIn(page, server.editorUrl, OWNER.email, OWNER.password);
		log('logged in');

		for (const { name, workflow } of examples) {
			const id = await importWorkflow(page, server.editorUrl, workflow);
			const file = join(EXAMPLES_DIR, `${name}.png`);
			const report = await screenshotWorkflow(page, server.editorUrl, id, workflow, file);
			const notes = [
				report.zoomOutSteps > 0
					? `zoomed out ${report.zoomOutSteps} step(s): ${report.hiddenAtFit.join('; ')}`
					: '',
				report.dismissed.length > 0 ? `dismissed: ${report.dismissed.join(' | ')}` : '',
				report.nodesWithIssues.length > 0
					? `nodes with issues: ${report.nodesWithIssues.join(', ')}`
					: '',
			].filter(Boolean);
			log(`examples/${name}.png${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`);
			for (const problem of problems(report, workflow)) failures.push(`${name}: ${problem}`);
		}
	} catch (error) {
		failures.push(error instanceof Error ? error.message : String(error));
		if (server && !interrupted) console.error(`n8n log (end):\n${server.logTail()}`);
	} finally {
		try {
			await cleanUp();
		} catch (error) {
			failures.push(error instanceof Error ? error.message : String(error));
		}
	}
	for (const failure of failures) console.error(`[screenshots] FAILED: ${failure}`);
	log(failures.length === 0 ? 'done' : 'finished with problems');
	return failures.length === 0 ? 0 : 1;
}

main().then(
	(code) => process.exit(code),
	(error) => {
		console.error(
			`[screenshots] FAILED: ${error instanceof Error ? error.message : String(error)}`,
		);
		process.exit(1);
	},
);
