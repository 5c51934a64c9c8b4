/**
 * n8n's nodes panel (the editor's "node creator"): its search, the rows it lists, opening an app's row (its
 * triggers and actions) and picking one. Selectors are the editor's own `data-test-id`s, read from the DOM
 * of n8n 2.41.1 and 1.123.81, where both lines share them.
 */
import type { Page } from 'playwright-core';

import { inPage } from '../../../scripts/browser/editorSession';

/** The panel, whichever way it was opened. */
const PANEL = '[data-test-id="node-creator"]';
/** Its search box: the <input> itself carries the id. */
const SEARCH = `${PANEL} [data-test-id="node-creator-search-bar"]`;
/**
 * One row of its list (a node, an app, one of an app's triggers or actions, a category, a view). Its
 * `data-keyboard-nav-id` is `<node type>-<uuid>` for nodes, apps and their actions, a key for views;
 * its `data-keyboard-nav-type` says which: "node" (a node or an app), "action" (a trigger's event or an
 * action, inside an app), "view", "subcategory".
 */
const ROW = '[data-test-id="item-iterator-item"]';

/** How long a search or a view may take to show what is looked for. */
const WAIT_MS = 5_000;

/**
 * What the panel lists now, for failure messages: its first rows, top to bottom, each as its text and its
 * `data-keyboard-nav-id` without the uuid (the node type for nodes, apps and actions).
 */
async function listed(page: Page): Promise<string> {
	const rows = await inPage<string[]>(
		page,
		`(selector) => [...document.querySelectorAll(selector)].map((row) =>
			row.innerText.replace(/\\s+/g, ' ').trim().slice(0, 80) + ' (' +
			(row.getAttribute('data-keyboard-nav-id') || '').replace(/-[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/, '') + ')')`,
		`${PANEL} ${ROW}`,
	);
	return rows.length === 0 ? 'nothing' : rows.slice(0, 12).join('; ');
}

/** A row of a node type: a node or app of that type ("node"), or one of its triggers or actions ("action"). */
const rowOf = (nodeType: string, kind: 'node' | 'action') =>
	`${PANEL} ${ROW}[data-keyboard-nav-type="${kind}"][data-keyboard-nav-id^="${nodeType}-"]`;

/** Waits until a row of `nodeType` is listed; false when none is within `WAIT_MS`. */
async function waitForRowOf(
	page: Page,
	nodeType: string,
	kind: 'node' | 'action',
): Promise<boolean> {
	try {
		await page.waitForSelector(rowOf(nodeType, kind), { state: 'visible', timeout: WAIT_MS });
		return true;
	} catch {
		return false;
	}
}

export async function waitForPanel(page: Page): Promise<void> {
	await page.waitForSelector(SEARCH, { state: 'visible', timeout: 15_000 });
}

/**
 * Closes the panel if it is open (both lines remove it then): Escape does, except in 2.x while the search
 * box has the focus; a click on the canvas beside it (near the canvas's top left corner, where no node
 * is) does there.
 */
export async function closePanel(page: Page): Promise<void> {
	if (!(await page.isVisible(PANEL))) return;
	await page.keyboard.press('Escape');
	try {
		await page.waitForSelector(PANEL, { state: 'hidden', timeout: 1_000 });
		return;
	} catch {
		// still open
	}
	const canvas = await page.locator('[data-test-id="canvas-wrapper"]').boundingBox();
	if (!canvas) throw new Error('no canvas to click beside the nodes panel');
	await page.mouse.click(canvas.x + 40, canvas.y + 40);
	await page.waitForSelector(PANEL, { state: 'hidden', timeout: WAIT_MS });
}

/**
 * Types `term` into the search box, after emptying it and seeing the rows of `nodeType` go (so that the
 * result is the term's, not the previous one's): "listed" when a node or app of `nodeType` is then listed,
 * else what the panel lists instead.
 */
export async function search(page: Page, term: string, nodeType: string): Promise<string> {
	await page.fill(SEARCH, '');
	await page.waitForSelector(rowOf(nodeType, 'node'), { state: 'detached', timeout: WAIT_MS });
	await page.fill(SEARCH, term);
	if (await waitForRowOf(page, nodeType, 'node')) return 'listed';
	return `no ${nodeType} for "${term}"; the panel lists: ${await listed(page)}`;
}

/**
 * Opens the listed row of `appType` (n8n lists an app once, its triggers and actions inside) and waits
 * for the rows of `insideType` in it: "holds <insideType>" when they are there, else what it shows.
 */
export async function openApp(page: Page, appType: string, insideType: string): Promise<string> {
	await page.click(rowOf(appType, 'node'), { timeout: WAIT_MS });
	if (await waitForRowOf(page, insideType, 'action')) return `holds ${insideType}`;
	return `the row of ${appType} holds no ${insideType}; it shows: ${await listed(page)}`;
}

/** Picks the row of `nodeType` that says `text` (a trigger's event, an action): n8n adds that node. */
export async function pick(page: Page, nodeType: string, text: string): Promise<void> {
	await page.click(`${rowOf(nodeType, 'action')}:has-text(${JSON.stringify(text)})`, {
		timeout: WAIT_MS,
	});
}

/**
 * Opens a view row of the panel by its key ("Trigger" is "Add another trigger" in both lines; 2.x appends
 * a uuid to it).
 */
export async function openView(page: Page, key: string): Promise<void> {
	await page.click(
		`${PANEL} ${ROW}[data-keyboard-nav-type="view"]:is([data-keyboard-nav-id="${key}"], [data-keyboard-nav-id^="${key}-"])`,
		{ timeout: WAIT_MS },
	);
	await waitForPanel(page);
}
