/**
 * The LiveChatAI Trigger's fields in the real n8n editor, in headless Chromium, as a user sees them in the
 * node's details: version 1.3's Watch (as 1.2's) (one, several or all agents), its agents multi-select (listed by the
 * node's `getAgents`, from the simulator over HTTP), the notice that the workflow's own writes do not
 * trigger it and the option that includes them; version 1.1 shows none of these, and its Agent field as
 * before. Screenshots of each step go to the run's folder.
 */
import type { Page } from 'playwright-core';

import { triggerProperties } from '../../../nodes/LiveChatAi/trigger/description';
import type { Simulator } from '../../simulator';
import { SEED } from '../../simulator';
import type { Editor } from '../harness/editor';
import { n8nLine } from '../harness/manifest';
import {
	addOption,
	choose,
	closeDropdown,
	fieldLabel,
	inputShown,
	inputValue,
	notices,
	openDropdown,
	textShown,
} from '../harness/nodeDetails';
import { workflow } from '../harness/workflows';
import { editorOnN8n } from './editorOnN8n';

/** test/e2e/workflows/editor/trigger-versions.json: a trigger of each version, watching one agent by ID. */
const WORKFLOW = { id: 'e2e-editor-trigger-versions', nodes: 2 };
const V1_3 = 'Trigger 1.3';
const V1_1 = 'Trigger 1.1';

/** The notice's text at 1.3 as the node describes it (this workflow's writes): n8n shows it as written. */
const OWN_WRITES_NOTICE = triggerProperties.find(
	(field) => field.name === 'ownWritesNotice' && field.displayName.includes("this workflow's"),
)?.displayName;

/** The fields a user of 1.3 sees now, by name: those 1.1 must not show. */
async function shownFields(page: Page): Promise<Record<string, string | null>> {
	return {
		watch: await fieldLabel(page, 'watch'),
		chatbot: await fieldLabel(page, 'chatbot'),
		agentIds: await fieldLabel(page, 'agentIds'),
		options: await fieldLabel(page, 'options'),
	};
}

export function editorTriggerFieldsSuite(): void {
	const setup = n8nLine(2);

	describe(`n8n ${setup.version}: the LiveChatAI Trigger's fields in the editor, 1.3 against 1.1 (headless Chromium)`, () => {
		const run = editorOnN8n(setup, 'editor-trigger-fields', () => [
			workflow('editor/trigger-versions.json'),
		]);
		let sim: Simulator;
		let editor: Editor;
		let page: Page;

		beforeEach(async () => {
			({ editor, sim } = run);
			page = editor.page;
			// Opened again for each test; each test opens its own node (n8n saves edits as they are made, so the
			// other test's choices stay in the workflow).
			await editor.openWorkflow(WORKFLOW.id, WORKFLOW.nodes);
			sim.clearRequests();
		}, 60_000);

		it('1.3: Watch; Several Agents lists the account\'s agents; the own-writes notice; "Include Own Messages" under Options', async () => {
			expect(await editor.openNode(V1_3)).toBe(V1_3);
			expect(await shownFields(page)).toEqual({
				watch: 'Watch',
				chatbot: 'Agent',
				agentIds: null,
				options: 'Options',
			});
			expect(await notices(page)).toEqual([OWN_WRITES_NOTICE]);
			await editor.screenshot('trigger-1.3');

			expect(await openDropdown(page, 'watch')).toEqual([
				'All Agents',
				'One Agent',
				'Several Agents',
			]);
			await editor.screenshot('trigger-1.3-watch');
			await closeDropdown(page, 'watch');

			await choose(page, 'watch', 'Several Agents');
			expect(await shownFields(page)).toMatchObject({
				chatbot: null,
				agentIds: 'Agent Names or IDs',
			});
			const agents = await openDropdown(page, 'agentIds');
			await editor.screenshot('trigger-1.3-several-agents');
			// The simulator's account: its agents (archived ones marked), none of another account's.
			expect(agents).toEqual(
				expect.arrayContaining(['Support Bot', 'Sales Assistant', 'Docs Helper']),
			);
			expect(agents).toHaveLength(SEED.agents.mainCount);
			expect(agents).not.toContain('Globex Concierge');
			// Loaded through the credential, from the simulator: not from anything cached in the editor.
			expect(
				sim.requests
					.filter((request) => request.method === 'GET' && request.path === '/api/v2/agents')
					.map((request) => request.headers.authorization),
			).toContain(`Bearer ${sim.apiKey}`);
			await closeDropdown(page, 'agentIds');

			await choose(page, 'watch', 'All Agents');
			expect(await shownFields(page)).toMatchObject({ chatbot: null, agentIds: null });

			await addOption(page, 'options', 'Include Own Messages');
			expect(await inputShown(page, 'includeOwnWrites')).toBe(true);
			// The option left to add, whose default is this workflow.
			await addOption(page, 'options', 'Own Messages Come From');
			await editor.screenshot('trigger-1.3-options');
			// Added with its default: this workflow's writes are the own ones.
			expect(await inputValue(page, 'ownMessagesOf')).toBe('This Workflow');
			await editor.closeNodeDetails();
		});

		it('1.1: no Watch, no notice, no Options with "Include Own Messages"; its Agent field as before', async () => {
			expect(await editor.openNode(V1_1)).toBe(V1_1);
			// The Agent field first: the NDV has drawn its fields, so what is missing is missing.
			expect(await inputShown(page, 'chatbot')).toBe(true);
			expect(await shownFields(page)).toEqual({
				watch: null,
				chatbot: 'Agent',
				agentIds: null,
				options: null,
			});
			expect(await notices(page)).toEqual([]);
			expect(await textShown(page, 'Include Own Messages')).toBe(false);
			await editor.screenshot('trigger-1.1');
			await editor.closeNodeDetails();
		});
	});
}
