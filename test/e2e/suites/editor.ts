/**
 * The nodes in the real n8n editor, in headless Chromium: a user finds them through the nodes panel's
 * search. The trigger as a workflow's first step and as another trigger, the node as the next step from
 * the canvas "+" and from a node's output "+", and its AI tool variant on an AI Agent's Tool connector:
 * for the names and every alias of the codex files. n8n once dropped nodes filed under the "AI" category
 * from its search results (and the trigger, listed inside the node's app, with them): this fails if
 * either goes missing again. Screenshots of each step go to the run's folder.
 */
import type { Page } from 'playwright-core';

import type { Editor } from '../harness/editor';
import { n8nLine } from '../harness/manifest';
import { closePanel, openApp, openView, pick, search } from '../harness/nodesPanel';
import { searchTerms } from '../harness/searchTerms';
import { NODE_TYPE, TOOL_TYPE, TRIGGER_TYPE, workflow } from '../harness/workflows';
import { editorOnN8n } from './editorOnN8n';

/** test/e2e/workflows/trigger.json: the LiveChatAI Trigger alone, named "New activity". */
const TRIGGER_WORKFLOW = { id: 'e2e-trigger', nodes: 1, trigger: 'New activity' };
/** test/e2e/workflows/editor/agent.json: a Manual Trigger and an AI Agent. */
const AGENT_WORKFLOW = { id: 'e2e-editor-agent', nodes: 2, agent: 'AI Agent' };

/** Where the nodes panel opens, and what our app's row must hold there. */
interface PanelContext {
	name: string;
	/** TRIGGER_TYPE: the app's row must hold the trigger's events; NODE_TYPE: the node's actions. */
	holds: string;
	open: (editor: Editor) => Promise<void>;
}

const FIRST_STEP: PanelContext = {
	name: 'choosing the first step ("Add first step" of an empty workflow)',
	holds: TRIGGER_TYPE,
	open: async (editor) => {
		await editor.newWorkflow();
		await editor.openPanel('first step');
	},
};

/** In the workflow with a trigger, loaded once for all three (a page load of the editor takes 5-10 s). */
const WITH_A_TRIGGER: PanelContext[] = [
	{
		name: 'adding another trigger (the panel\'s "Add another trigger", in a workflow with a trigger)',
		holds: TRIGGER_TYPE,
		open: async (editor) => {
			await editor.openPanel('canvas');
			await openView(editor.page, 'Trigger');
		},
	},
	{
		name: 'adding a step from the canvas "+"',
		holds: NODE_TYPE,
		open: async (editor) => await editor.openPanel('canvas'),
	},
	{
		name: 'adding a step from a node\'s output "+"',
		holds: NODE_TYPE,
		open: async (editor) => await editor.openOutputPlus(TRIGGER_WORKFLOW.trigger),
	},
];

export function editorSuite(major: 1 | 2): void {
	const setup = n8nLine(major);

	describe(`n8n ${setup.version}: the editor's nodes panel finds the nodes (headless Chromium)`, () => {
		const run = editorOnN8n(setup, 'editor', () => [
			workflow('trigger.json'),
			workflow('editor/agent.json'),
		]);
		let editor: Editor;
		let page: Page;

		beforeAll(() => {
			editor = run.editor;
			page = editor.page;
		});

		/**
		 * In the open panel: searches "LiveChat", opens LiveChatAI's row and picks `choice` among its rows of
		 * `insideType`; n8n adds that node and opens its details, titled `title`. A screenshot of each step.
		 */
		async function addThroughSearch(
			insideType: string,
			choice: string,
			title: string,
			shot: string,
		): Promise<void> {
			expect(await search(page, 'LiveChat', NODE_TYPE)).toBe('listed');
			await editor.screenshot(`${shot}-search`);
			expect(await openApp(page, NODE_TYPE, insideType)).toBe(`holds ${insideType}`);
			await editor.screenshot(`${shot}-livechatai`);
			await pick(page, insideType, choice);
			expect(await editor.nodeDetailsTitle()).toBe(title);
			await editor.screenshot(`${shot}-details`);
			await editor.closeNodeDetails();
		}

		it('a new workflow: "Add first step" finds the LiveChatAI Trigger, then its output "+" a LiveChatAI action', async () => {
			await editor.newWorkflow();
			await editor.openPanel('first step');
			await addThroughSearch(TRIGGER_TYPE, 'On new activity', 'LiveChatAI Trigger', 'first-step');
			expect(await editor.canvasNodes()).toEqual(['LiveChatAI Trigger']);

			await editor.openOutputPlus('LiveChatAI Trigger');
			await addThroughSearch(
				NODE_TYPE,
				'Get many conversations',
				'Get many conversations',
				'next-step',
			);
			expect((await editor.canvasNodes()).sort()).toEqual([
				'Get many conversations',
				'LiveChatAI Trigger',
			]);
		});

		const terms = searchTerms();
		/**
		 * Every term must list our app; its row, opened once (it is the same whatever the term), must hold
		 * `holds`. For aliases that many n8n nodes share ("AI agent", "chatbot"), being listed anywhere in
		 * the results is enough.
		 */
		async function checkSearches(context: PanelContext): Promise<void> {
			await context.open(editor);
			const misses: Record<string, string> = {}; // term -> what the panel showed instead
			for (const term of terms) {
				const found = await search(page, term, NODE_TYPE);
				if (found !== 'listed') misses[term] = found;
			}
			if ((await search(page, terms[0], NODE_TYPE)) === 'listed') {
				const holds = await openApp(page, NODE_TYPE, context.holds);
				if (holds !== `holds ${context.holds}`) misses["LiveChatAI's row"] = holds;
			}
			expect(misses).toEqual({});
		}

		it(`${FIRST_STEP.name}: every name and codex alias finds LiveChatAI`, async () => {
			await checkSearches(FIRST_STEP);
		});

		describe('in a workflow with a trigger', () => {
			beforeAll(async () => {
				await editor.openWorkflow(TRIGGER_WORKFLOW.id, TRIGGER_WORKFLOW.nodes);
			}, 60_000);

			it.each(WITH_A_TRIGGER)(
				'$name: every name and codex alias finds LiveChatAI',
				async (context) => {
					await closePanel(page);
					await checkSearches(context);
				},
			);
		});

		it('an AI Agent\'s Tool connector "+": "LiveChat" lists the LiveChatAI tool', async () => {
			await editor.openWorkflow(AGENT_WORKFLOW.id, AGENT_WORKFLOW.nodes);
			await editor.openInputPlus(AGENT_WORKFLOW.agent, 'ai_tool');
			expect(await search(page, 'LiveChat', TOOL_TYPE)).toBe('listed');
			await editor.screenshot('agent-tool-search');
		});
	});
}
