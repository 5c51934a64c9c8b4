/**
 * The request options in the real n8n editor, in headless Chromium, as a user sets them: every operation's
 * Options offer *Concurrent Requests* and *Pause Between Requests*; added, each shows its default and, on its
 * label's help icon, its description as the node states it (how the window starts, grows and halves, and what
 * 1 means). Screenshots of each step go to the run's folder.
 */
import { requestOptions } from '../../../nodes/LiveChatAi/shared/fields/requestOptions';
import { n8nLine } from '../harness/manifest';
import { addOption, fieldTooltip, inputShown, inputValue } from '../harness/nodeDetails';
import { editorOnWorkflow } from './editorOnN8n';

/** test/e2e/workflows/editor/conversations.json: a Manual Trigger and Conversation > Get Many. */
const WORKFLOW = { id: 'e2e-editor-conversations', nodes: 2, node: 'Get many conversations' };

export function editorRequestOptionsSuite(): void {
	const setup = n8nLine(2);

	describe(`n8n ${setup.version}: the request options in the editor (headless Chromium)`, () => {
		const run = editorOnWorkflow(
			setup,
			'editor-request-options',
			'editor/conversations.json',
			WORKFLOW,
		);

		// One test: n8n 2 saves the workflow as it is edited, so an option added stays added.
		it('Conversation > Get Many: Options offers each; added, it shows its default and its description', async () => {
			const { editor } = run;
			const { page } = editor;
			expect(await editor.openNode(WORKFLOW.node)).toBe(WORKFLOW.node);
			for (const option of requestOptions) {
				await addOption(page, 'options', option.displayName);
				expect(await inputShown(page, option.name)).toBe(true);
				expect(await inputValue(page, option.name)).toBe(String(option.default));
				expect(await fieldTooltip(page, option.name)).toBe(option.description);
				await editor.screenshot(`options-${option.name}`);
			}
			await editor.closeNodeDetails();
		});
	});
}
