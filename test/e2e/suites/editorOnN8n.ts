/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test tooling: reports where the screenshots are */
/**
 * An `n8n start` of its own with the editor open on it in headless Chromium, signed in as the owner: the
 * setting of the editor suites. Call inside a `describe`; `prepare` imports what the suite needs (workflows,
 * credentials) before n8n starts.
 */
import { join } from 'node:path';

import { Editor } from '../harness/editor';
import type { N8nVersionSetup } from '../harness/manifest';
import { manifest, runDir } from '../harness/manifest';
import { N8n, OWNER } from '../harness/n8n';
import { stopAll } from '../harness/processes';

export interface EditorOnN8n {
	readonly editor: Editor;
}

export function editorOnN8n(
	setup: N8nVersionSetup,
	name: string,
	prepare: (n8n: N8n) => Promise<void>,
): EditorOnN8n {
	let editor: Editor | undefined;
	let started = 0;

	beforeAll(async () => {
		started = Date.now();
		const n8n = new N8n(setup, name);
		await prepare(n8n);
		const server = await n8n.start();
		await server.setUpOwner();
		editor = await Editor.open({
			chromium: manifest().chromium,
			url: server.url,
			dir: join(runDir(), name),
			email: OWNER.email,
			password: OWNER.password,
		});
	}, 240_000);

	afterAll(async () => {
		await editor?.close();
		await stopAll();
		if (editor) {
			process.stderr.write(
				`[e2e] ${name}: ${Math.round((Date.now() - started) / 1000)} s; screenshots in ${editor.shotsDir} (kept with LIVECHATAI_E2E_KEEP=1)\n`,
			);
		}
	});

	return {
		get editor() {
			if (!editor) throw new Error(`${name}: the editor did not open (see beforeAll)`);
			return editor;
		},
	};
}
