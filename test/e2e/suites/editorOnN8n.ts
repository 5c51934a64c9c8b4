/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test tooling: reports where the screenshots are */
/**
 * An `n8n start` of its own (useN8n, `workflows` imported) with the editor open on it in headless Chromium,
 * signed in as the owner: the setting of the editor suites. Call inside a `describe`.
 */
import { join } from 'node:path';

import { Editor } from '../harness/editor';
import type { N8nVersionSetup } from '../harness/manifest';
import { runDir } from '../harness/manifest';
import { useN8n } from '../harness/useN8n';
import { workflow } from '../harness/workflows';

export function editorOnN8n(setup: N8nVersionSetup, name: string, workflows: () => object[]) {
	let editor: Editor | undefined;
	let started = 0;
	// Registered before useN8n's hooks: the timing starts before n8n's, and Chromium closes before n8n stops.
	beforeAll(() => {
		started = Date.now();
	});
	afterAll(async () => {
		await editor?.close();
		if (editor) {
			process.stderr.write(
				`[e2e] ${name}: ${Math.round((Date.now() - started) / 1000)} s; screenshots in ${editor.shotsDir} (kept with LIVECHATAI_E2E_KEEP=1)\n`,
			);
		}
	});
	const under = useN8n(setup, name, { workflows, start: true, reset: false });
	beforeAll(async () => {
		editor = await Editor.open(under.server.url, join(runDir(), `n8n-${setup.version}-${name}`));
	}, 120_000);

	return {
		get sim() {
			return under.sim;
		},
		get editor() {
			if (!editor) throw new Error(`${name}: the editor did not open (see beforeAll)`);
			return editor;
		},
	};
}

/**
 * editorOnN8n with one workflow of `test/e2e/workflows/` imported and open in the editor before the suite's tests
 * (`shown`: its id and the count of nodes the canvas shows once it is loaded).
 */
export function editorOnWorkflow(
	setup: N8nVersionSetup,
	name: string,
	file: string,
	shown: { id: string; nodes: number },
) {
	const run = editorOnN8n(setup, name, () => [workflow(file)]);
	beforeAll(async () => {
		await run.editor.openWorkflow(shown.id, shown.nodes);
	}, 60_000);
	return run;
}
