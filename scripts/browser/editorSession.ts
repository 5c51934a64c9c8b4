/**
 * A session in the n8n editor: sign in through its form, save workflows through its REST API as the
 * signed-in user, run code in the page.
 *
 * The code that runs inside the page is kept as JavaScript text (see `inPage`): the project compiles without
 * the DOM library, and adding it would type the node code against browser globals.
 */
import type { Page } from 'playwright-core';

export interface EditorWorkflow {
	id?: string;
	name: string;
	nodes: Array<{ id?: string; name: string; type: string }>;
}

/** Runs `fn` (JavaScript source of a function) in the page with `arg` and returns its JSON result. */
export async function inPage<T>(page: Page, fn: string, arg: unknown = null): Promise<T> {
	return (await page.evaluate(`(${fn})(${JSON.stringify(arg)})`)) as T;
}

export async function logIn(page: Page, editorUrl: string, email: string, password: string) {
	await page.goto(`${editorUrl}/signin`, { timeout: 60_000 });
	// The e-mail field's name since n8n learned LDAP logins (1.x and 2.x alike).
	await page.fill('input[name="emailOrLdapLoginId"]', email, { timeout: 30_000 });
	await page.fill('input[name="password"]', password);
	await page.click('[data-test-id="form-submit-button"]');
	await page.waitForURL((url) => !url.pathname.startsWith('/signin'), { timeout: 30_000 });
}

/** Saves the workflow through the editor's REST API (as the logged-in user); returns its id. */
export async function importWorkflow(
	page: Page,
	editorUrl: string,
	workflow: EditorWorkflow,
): Promise<string> {
	// The session cookie is bound to the browser id the editor keeps in its local storage.
	const browserId = await inPage<string | null>(
		page,
		"() => localStorage.getItem('n8n-browserId')",
	);
	const response = await page.request.post(`${editorUrl}/rest/workflows`, {
		headers: { 'browser-id': browserId ?? '' },
		data: workflow,
		timeout: 30_000,
	});
	const text = await response.text();
	if (!response.ok()) {
		throw new Error(`importing "${workflow.name}" failed: HTTP ${response.status()} ${text}`);
	}
	const id = (JSON.parse(text) as { data?: { id?: unknown } }).data?.id;
	if (typeof id !== 'string')
		throw new Error(`importing "${workflow.name}" returned no id: ${text}`);
	return id;
}
