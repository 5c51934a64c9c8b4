/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test tooling: drives a local Chromium and writes its screenshots */
/**
 * The n8n editor of a running `n8n start`, in headless Chromium (scripts/browser/): sign in, open
 * workflows, the canvas's "+" buttons that open the nodes panel, the node details view, screenshots.
 * Selectors are the editor's `data-test-id`s, read from the DOM of n8n 2.41.1 and 1.123.81; where the
 * two lines differ, a selector lists both.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';

import { closeChromium, keepToLoopback, launchChromium } from '../../../scripts/browser/chromium';
import { inPage, logIn } from '../../../scripts/browser/editorSession';
import { CHILD_MARK_ENV, manifest, runDir } from './manifest';
import { OWNER } from './n8nServer';
import { NODE_DETAILS, PARAMETERS } from './nodeDetails';
import { waitForPanel } from './nodesPanel';

const VIEWPORT = { width: 1600, height: 900 };

const NODE_TITLE = `${NODE_DETAILS} [data-test-id="node-title-container"]`;
/** Closes it: the "x" at its top right in 2.x, the "Back to canvas" link in 1.x. */
const CLOSE_NODE_DETAILS = '[data-test-id="ndv-close-button"], [data-test-id="back-to-canvas"]';
/** A node on the canvas; `data-node-name` is its name. */
const CANVAS_NODE = '[data-test-id="canvas-node"]';
const ADD_BUTTON = '[data-test-id="canvas-add-button"]';

export class Editor {
	private shots = 0;

	private constructor(
		private readonly context: BrowserContext,
		readonly page: Page,
		private readonly profileDir: string,
		readonly url: string,
		readonly shotsDir: string,
	) {}

	/**
	 * Chromium (the run's) on the editor at `url`, signed in as the owner, its profile and screenshots in `dir`.
	 * Its processes carry the run's mark, as every process of the tests does (globalTeardown looks for
	 * leftovers by it).
	 */
	static async open(url: string, dir: string): Promise<Editor> {
		const profileDir = join(dir, 'chromium-profile');
		const shotsDir = join(dir, 'screenshots');
		mkdirSync(shotsDir, { recursive: true });
		const context = await launchChromium(manifest().chromium, profileDir, VIEWPORT, {
			...process.env,
			[CHILD_MARK_ENV]: runDir(),
		});
		const page = context.pages()[0] ?? (await context.newPage());
		const editor = new Editor(context, page, profileDir, url, shotsDir);
		let signedIn = false;
		try {
			// The editor's calls home: these machines reach only the package registries.
			await keepToLoopback(context);
			await logIn(page, url, OWNER.email, OWNER.password);
			signedIn = true;
		} finally {
			// Nobody else would close it.
			if (!signedIn) await editor.close();
		}
		return editor;
	}

	async close(): Promise<void> {
		await closeChromium(this.context, this.profileDir);
	}

	/** A new, empty workflow: the canvas shows only "Add first step". */
	async newWorkflow(): Promise<void> {
		await this.page.goto(`${this.url}/workflow/new`, { timeout: 60_000 });
		await this.page.waitForSelector(ADD_BUTTON, { timeout: 30_000 });
		await this.canvasAtRest();
	}

	/**
	 * Waits until nothing on the canvas moves for 300 ms: it zooms to fit after loading and pans after
	 * adding a node, and a click meanwhile lands on whatever passes under the pointer.
	 */
	private async canvasAtRest(): Promise<void> {
		const boxes = `(selector) => JSON.stringify([...document.querySelectorAll(selector)].map((el) => {
			const r = el.getBoundingClientRect();
			return [r.x, r.y, r.width, r.height];
		}))`;
		const moving = `${CANVAS_NODE}, ${ADD_BUTTON}, [data-test-id="canvas-handle-plus"]`;
		const deadline = Date.now() + 10_000;
		let last = '';
		for (;;) {
			const now = await inPage<string>(this.page, boxes, moving);
			if (now === last) return;
			if (Date.now() > deadline) throw new Error('the canvas did not come to rest within 10 s');
			last = now;
			await this.page.waitForTimeout(300);
		}
	}

	async openWorkflow(id: string, nodeCount: number): Promise<void> {
		await this.page.goto(`${this.url}/workflow/${id}`, { timeout: 60_000 });
		await this.page.waitForFunction(
			`document.querySelectorAll('${CANVAS_NODE}').length === ${nodeCount}`,
			null,
			{ timeout: 30_000 },
		);
		await this.canvasAtRest();
	}

	/**
	 * Clicks an element of the canvas itself (a "+"), as a click event on the element rather than at its
	 * place on the screen: the canvas may still pan or zoom after it looked at rest, and a click by
	 * position then lands on a neighbour (the AI Agent's Memory "+" instead of its Tool "+").
	 */
	private async clickOnCanvas(selector: string): Promise<void> {
		await this.canvasAtRest();
		await this.page.locator(selector).dispatchEvent('click', undefined, { timeout: 10_000 });
	}

	/**
	 * "Add first step", the big "+" of an empty canvas (the panel on the triggers), or the canvas's own "+" at
	 * its top right (the panel for any next step): a real click, 1.x listens on an element inside the first.
	 */
	async openPanel(from: 'first step' | 'canvas'): Promise<void> {
		await this.canvasAtRest();
		await this.page.click(
			from === 'first step' ? ADD_BUTTON : '[data-test-id="node-creator-plus-button"]',
		);
		await waitForPanel(this.page);
	}

	/** The "+" at the end of a node's first output: the panel for the step after that node. */
	async openOutputPlus(nodeName: string): Promise<void> {
		await this.clickOnCanvas(
			`[data-test-id="canvas-node-output-handle"][data-node-name="${nodeName}"] [data-test-id="canvas-handle-plus"]`,
		);
		await waitForPanel(this.page);
	}

	/**
	 * The "+" of a node's input of a connection type (`ai_tool`: an AI Agent's "Tool" connector below it):
	 * the panel for what plugs in there.
	 */
	async openInputPlus(nodeName: string, connectionType: string): Promise<void> {
		await this.clickOnCanvas(
			`[data-test-id="canvas-node-input-handle"][data-node-name="${nodeName}"][data-connection-type="${connectionType}"] [data-test-id="canvas-handle-plus"]`,
		);
		await waitForPanel(this.page);
	}

	/** Waits for the node details view (n8n opens it on a node just added); returns its title. */
	async nodeDetailsTitle(): Promise<string> {
		// Its parameters show once the node's description loaded.
		await this.page.waitForSelector(PARAMETERS, { state: 'visible', timeout: 30_000 });
		// innerText: the title's hidden edit field repeats it in textContent.
		return (await this.page.innerText(NODE_TITLE, { timeout: 10_000 })).trim();
	}

	/** Opens the details of the node `name` on the canvas, by a double click as a user does; returns their title. */
	async openNode(name: string): Promise<string> {
		await this.canvasAtRest();
		await this.page.dblclick(`${CANVAS_NODE}[data-node-name="${name}"]`, { timeout: 10_000 });
		return await this.nodeDetailsTitle();
	}

	async closeNodeDetails(): Promise<void> {
		await this.page.click(CLOSE_NODE_DETAILS, { timeout: 10_000 });
		await this.page.waitForSelector(NODE_DETAILS, { state: 'hidden', timeout: 10_000 });
	}

	/**
	 * Closes the node details if a test left them open (a check failed halfway), so that the next test starts on
	 * the canvas: Escape closes an open dropdown, or the node details when none is open.
	 */
	async leaveNodeDetails(): Promise<void> {
		if (!(await this.page.isVisible(NODE_DETAILS))) return;
		await this.page.keyboard.press('Escape');
		await this.page
			.waitForSelector(NODE_DETAILS, { state: 'hidden', timeout: 1_000 })
			.catch(() => undefined);
		if (await this.page.isVisible(NODE_DETAILS)) await this.closeNodeDetails();
	}

	async canvasNodes(): Promise<string[]> {
		return await inPage<string[]>(
			this.page,
			`(selector) => [...document.querySelectorAll(selector)].map((node) => node.getAttribute('data-node-name'))`,
			CANVAS_NODE,
		);
	}

	/** Saves a picture of the page as `<n>-<name>.png` in `shotsDir`; returns its path. */
	async screenshot(name: string): Promise<string> {
		// Panels slide in; fonts and icons load late.
		await this.page.evaluate('document.fonts.ready');
		await this.page.waitForTimeout(600);
		const file = join(this.shotsDir, `${++this.shots}-${name}.png`);
		await this.page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
		return file;
	}
}
