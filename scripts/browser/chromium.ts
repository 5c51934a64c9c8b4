/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- dev and test tooling, never shipped: starts and stops a local Chromium (process.kill, timers), finds its processes in /proc (node:fs) */
/**
 * Headless Chromium for the tools that drive the n8n editor (the screenshot generator and the editor
 * end-to-end tests): launched with a throwaway profile, kept to loopback, closed for sure.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { chromium } from 'playwright-core';

export interface Viewport {
	width: number;
	height: number;
}

/** Debian's chromium package; CHROMIUM_PATH overrides it. */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

// Headless (Playwright adds --headless), no sandbox (runs as root in CI containers), and none of the
// browser's own calls home: these machines reach only the package registries.
const CHROMIUM_ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
];

const CLOSE_TIMEOUT_MS = 15_000;

/** Fails, saying how to get one, when there is no Chromium at `executablePath`. */
export function requireChromium(executablePath: string): void {
	if (!existsSync(executablePath)) {
		throw new Error(
			`Chromium not found at ${executablePath}: install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH`,
		);
	}
}

export async function launchChromium(
	executablePath: string,
	profileDir: string,
	viewport: Viewport,
	env?: NodeJS.ProcessEnv,
): Promise<BrowserContext> {
	requireChromium(executablePath);
	return await chromium.launchPersistentContext(profileDir, {
		executablePath,
		headless: true,
		args: CHROMIUM_ARGS,
		viewport,
		deviceScaleFactor: 1,
		env,
		// The caller stops the browser itself, after n8n, whatever the signal.
		handleSIGINT: false,
		handleSIGTERM: false,
		handleSIGHUP: false,
		timeout: 60_000,
	});
}

/** Refuses every request that leaves 127.0.0.1 (the editor's calls home); `onRefused` hears of each. */
export async function keepToLoopback(
	context: BrowserContext,
	onRefused: (url: string) => void = () => undefined,
): Promise<void> {
	await context.route(
		(url) => url.protocol.startsWith('http') && url.hostname !== '127.0.0.1',
		async (route) => {
			onRefused(route.request().url());
			await route.abort();
		},
	);
}

/**
 * Closes the browser; when it does not close in time, kills its processes (they carry the profile folder
 * on their command line). Returns false when it had to kill.
 */
export async function closeChromium(context: BrowserContext, profileDir: string): Promise<boolean> {
	let timer: NodeJS.Timeout | undefined;
	const closed = context.close().then(
		() => true,
		() => false,
	);
	const timedOut = new Promise<boolean>((resolve) => {
		timer = setTimeout(() => resolve(false), CLOSE_TIMEOUT_MS);
	});
	const inTime = await Promise.race([closed, timedOut]);
	clearTimeout(timer);
	if (inTime) return true;
	for (const pid of processesMentioning(profileDir)) {
		try {
			process.kill(pid, 'SIGKILL');
		} catch {
			// Gone meanwhile.
		}
	}
	return false;
}

/**
 * Ids of the processes whose command line or environment mentions `marker` (a unique temporary folder),
 * this process excepted: what is left of a run. Linux only (reads /proc); elsewhere nothing is found.
 */
export function processesMentioning(marker: string): number[] {
	if (!existsSync('/proc')) return [];
	const found: number[] = [];
	for (const entry of readdirSync('/proc')) {
		const pid = Number(entry);
		if (!Number.isInteger(pid) || pid === process.pid) continue;
		for (const file of ['cmdline', 'environ']) {
			try {
				if (readFileSync(`/proc/${pid}/${file}`, 'latin1').includes(marker)) {
					found.push(pid);
					break;
				}
			} catch {
				// Gone meanwhile, or not ours to read.
			}
		}
	}
	return found;
}
