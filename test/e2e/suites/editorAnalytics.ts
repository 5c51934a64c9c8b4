/**
 * Analytics > Get in the real n8n editor, in headless Chromium, as a user sets a report up: the six reports listed
 * by name; Start Date and End Date shown for every report; *Output* offering each report's views (Totals first);
 * *All Topics* for Topics alone; *Return All* / *Limit* once CSAT's Output is Feedback. Screenshots of each step go
 * to the run's folder.
 */
import { n8nLine } from '../harness/manifest';
import {
	choose,
	closeDropdown,
	inputShown,
	inputValue,
	openDropdown,
} from '../harness/nodeDetails';
import { editorOnWorkflow } from './editorOnN8n';

/** test/e2e/workflows/editor/analytics.json: a Manual Trigger and Analytics > Get (Overview, October 2026). */
const WORKFLOW = { id: 'e2e-editor-analytics', nodes: 2, node: 'Get analytics' };

const REPORTS = ['Agent Performance', 'AI Functions', 'CSAT', 'Overview', 'Sentiments', 'Topics'];

export function editorAnalyticsSuite(): void {
	const setup = n8nLine(2);

	describe(`n8n ${setup.version}: Analytics > Get in the editor (headless Chromium)`, () => {
		const run = editorOnWorkflow(setup, 'editor-analytics', 'editor/analytics.json', WORKFLOW);

		// One test: n8n 2 saves the workflow as it is edited, so each choice stays made for the next step.
		it('each report shows its period, its views and its own fields', async () => {
			const { editor } = run;
			const { page } = editor;
			expect(await editor.openNode(WORKFLOW.node)).toBe(WORKFLOW.node);
			expect(await openDropdown(page, 'report')).toEqual(REPORTS);
			await closeDropdown(page, 'report');
			expect([await inputShown(page, 'startDate'), await inputShown(page, 'endDate')]).toEqual([
				true,
				true,
			]);
			expect(await inputValue(page, 'output')).toBe('Totals');
			expect(await inputShown(page, 'showAllTopics')).toBe(false);
			await editor.screenshot('overview');

			await choose(page, 'report', 'Topics');
			expect(await inputShown(page, 'showAllTopics')).toBe(true);
			expect(await openDropdown(page, 'output')).toEqual(['Totals', 'Per Day']);
			await closeDropdown(page, 'output');
			await editor.screenshot('topics');

			await choose(page, 'report', 'CSAT');
			expect(await inputShown(page, 'returnAll')).toBe(false);
			await choose(page, 'output', 'Feedback');
			expect(await inputShown(page, 'returnAll')).toBe(true);
			expect(await inputShown(page, 'showAllTopics')).toBe(false);
			await editor.screenshot('csat-feedback');
			await editor.closeNodeDetails();
		});
	});
}
