/**
 * The LiveChatAI Trigger's events in the real n8n editor, in headless Chromium (issue 38): a new trigger (1.3,
 * added through the nodes panel) lists its 15 events, each with a description on one line; each event chosen
 * shows its own fields and notices, and in Options its own options, and none of another event's; a trigger
 * saved at 1.2 still lists its six events. What each event shows is read from the node's description through
 * n8n's own display rules (NodeHelpers), not written out again; a few fields are named below so that the test
 * cannot pass on empty lists. Screenshots of each event go to the run's folder.
 */
import type {
	INodeParameters,
	INodeProperties,
	INodePropertyOptions,
	INodeTypeDescription,
} from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';
import type { Page } from 'playwright-core';

import { LiveChatAiTrigger } from '../../../nodes/LiveChatAi/LiveChatAiTrigger.node';
import type { Editor } from '../harness/editor';
import { n8nLine } from '../harness/manifest';
import type { DropdownEntry } from '../harness/nodeDetails';
import {
	choose,
	closeDropdown,
	dropdownEntries,
	notices,
	offeredOptions,
	shownFieldNames,
} from '../harness/nodeDetails';
import { openApp, pick, search } from '../harness/nodesPanel';
import { NODE_TYPE, TRIGGER_TYPE, workflow } from '../harness/workflows';
import { editorOnN8n } from './editorOnN8n';

/** test/e2e/workflows/editor/trigger-1.2.json: a trigger saved at 1.2, on New Activity. */
const SAVED = { id: 'e2e-editor-trigger-1-2', nodes: 1, node: 'Trigger 1.2', typeVersion: 1.2 };
const NEW_VERSION = 1.3;
/** The name n8n gives a new trigger. */
const NEW_NODE = 'LiveChatAI Trigger';

const trigger: INodeTypeDescription = new LiveChatAiTrigger().description;
const { properties } = trigger;
/** The names of the trigger's own fields: the editor adds Poll Times, and nested fields have labels too. */
const FIELD_NAMES = new Set(properties.filter((p) => p.type !== 'notice').map((p) => p.name));

/** What the node details show for these parameter values, as n8n's display rules read the description. */
interface Shown {
	fields: string[];
	notices: string[];
	/** What Options' "Add option" offers; null without Options. */
	options: string[] | null;
}

/** What a trigger of `typeVersion` shows for `given` (other parameters at their defaults). */
function expectedShown(typeVersion: number, given: INodeParameters): Shown {
	const node = { typeVersion };
	const values = NodeHelpers.getNodeParameters(properties, given, true, false, node, trigger) ?? {};
	const displayed = properties.filter((p) =>
		NodeHelpers.displayParameter(values, p, node, trigger),
	);
	const options = displayed.find((p) => p.name === 'options')?.options as
		| INodeProperties[]
		| undefined;
	return {
		fields: Object.keys(values).filter((name) => FIELD_NAMES.has(name)),
		notices: displayed.filter((p) => p.type === 'notice').map((p) => p.displayName),
		options:
			options
				?.filter((o) => NodeHelpers.displayParameter({}, o, node, trigger, values))
				.map((o) => o.displayName) ?? null,
	};
}

/** The Event dropdown's options at `typeVersion`, as the description lists them. */
function eventOptions(typeVersion: number): INodePropertyOptions[] {
	const field = properties.find(
		(p) => p.name === 'event' && NodeHelpers.displayParameter({}, p, { typeVersion }, trigger),
	);
	return (field?.options ?? []) as INodePropertyOptions[];
}

/** Conversation Entered View's Entered choices: each shows its own picker. */
const ENTERED = properties.find((p) => p.name === 'entered')?.options as INodePropertyOptions[];

/** Why an option of the dropdown does not read as one short line in n8n's style, if it does not. */
function styleProblems(entry: DropdownEntry): string[] {
	const problems = [];
	if (entry.nameLines !== 1) problems.push(`its name takes ${entry.nameLines} lines`);
	if (entry.descriptionLines !== 1)
		problems.push(`its description takes ${entry.descriptionLines} lines`);
	if (entry.cut) problems.push('its description is cut short');
	// n8n's guidelines: sentence case; one sentence without a final period (its lint's rule).
	if (!/^[A-Z]/.test(entry.description)) problems.push('its description starts in lower case');
	if (entry.description.endsWith('.')) problems.push('its description ends with a period');
	return problems.map((problem) => `${entry.name}: ${problem}`);
}

/**
 * The fields shown once they are what is `expected`, or after 5 s what they are then: n8n draws the fields of
 * a choice a moment after it.
 */
async function fieldsOnceDrawn(page: Page, expected: string[]): Promise<string[]> {
	const deadline = Date.now() + 5_000;
	for (;;) {
		const fields = (await shownFieldNames(page)).filter((name) => FIELD_NAMES.has(name));
		if (JSON.stringify(fields) === JSON.stringify(expected) || Date.now() > deadline) return fields;
		await page.waitForTimeout(200);
	}
}

/** What the open node details show now (`expected`: the fields to wait for). */
async function shownNow(page: Page, expected: Shown): Promise<Shown> {
	const fields = await fieldsOnceDrawn(page, expected.fields);
	return {
		fields,
		notices: await notices(page),
		options: fields.includes('options') ? await offeredOptions(page, 'options') : null,
	};
}

/** The keys of `shown` whose fields (or offered options) include `name`. */
function showing(shown: Record<string, Shown>, name: string): string[] {
	return Object.keys(shown).filter(
		(key) => shown[key].fields.includes(name) || (shown[key].options ?? []).includes(name),
	);
}

export function editorTriggerEventsSuite(): void {
	const setup = n8nLine(2);

	describe(`n8n ${setup.version}: the LiveChatAI Trigger's events in the editor (headless Chromium)`, () => {
		const run = editorOnN8n(setup, 'editor-trigger-events', () => [
			workflow('editor/trigger-1.2.json'),
		]);
		let editor: Editor;
		let page: Page;

		beforeAll(() => {
			editor = run.editor;
			page = editor.page;
		});
		afterEach(async () => await editor.leaveNodeDetails());

		describe('a new trigger (1.3), added through the nodes panel', () => {
			beforeAll(async () => {
				await editor.newWorkflow();
				await editor.openPanel('first step');
				expect(await search(page, 'LiveChat', NODE_TYPE)).toBe('listed');
				expect(await openApp(page, NODE_TYPE, TRIGGER_TYPE)).toBe(`holds ${TRIGGER_TYPE}`);
				await pick(page, TRIGGER_TYPE, 'On new activity');
				expect(await editor.nodeDetailsTitle()).toBe(NEW_NODE);
				await editor.closeNodeDetails();
			}, 60_000);

			const events = eventOptions(NEW_VERSION);

			it('lists its 15 events, each with its description on one line', async () => {
				expect(await editor.openNode(NEW_NODE)).toBe(NEW_NODE);
				const entries = await dropdownEntries(page, 'event');
				await editor.screenshot('events');
				expect(entries).toHaveLength(15);
				expect(entries.map(({ name, description }) => ({ name, description }))).toEqual(
					events.map(({ name, description }) => ({ name, description })),
				);
				expect(entries.map(({ name }) => name)).toEqual(
					expect.arrayContaining(['New Activity', 'Visitor Waiting', 'Conversation Entered View']),
				);
				expect(entries.flatMap(styleProblems)).toEqual([]);
				await closeDropdown(page, 'event');
				await editor.closeNodeDetails();
			});

			it("each event shows its own fields, notices and options, none of another event's", async () => {
				expect(await editor.openNode(NEW_NODE)).toBe(NEW_NODE);
				const expected: Record<string, Shown> = {};
				const shown: Record<string, Shown> = {};
				for (const event of events) {
					const value = String(event.value);
					await choose(page, 'event', event.name);
					expected[value] = expectedShown(NEW_VERSION, { event: value });
					shown[value] = await shownNow(page, expected[value]);
					await editor.screenshot(`event-${value}`);
					if (value !== 'conversationEnteredView') continue;
					// Its view, sentiment or topic: each choice shows its own picker.
					for (const kind of ENTERED) {
						const key = `${value}, ${kind.name}`;
						await choose(page, 'entered', kind.name);
						expected[key] = expectedShown(NEW_VERSION, { event: value, entered: kind.value });
						shown[key] = await shownNow(page, expected[key]);
						await editor.screenshot(`event-${value}-${String(kind.value)}`);
					}
				}
				expect(shown).toEqual(expected);

				// Named, so that the lists above cannot all be empty and agree.
				expect(showing(shown, 'waitingMinutes')).toEqual(['visitorWaiting']);
				expect(showing(shown, 'answeredBy')).toEqual(['visitorWaiting']);
				expect(showing(shown, 'humanRequestedBy')).toEqual(['humanRequested']);
				expect(showing(shown, 'entered')).toEqual([
					'conversationEnteredView',
					...ENTERED.map((kind) => `conversationEnteredView, ${kind.name}`),
				]);
				expect(showing(shown, 'sentiment')).toEqual(['conversationEnteredView, Sentiment']);
				expect(showing(shown, 'topic')).toEqual(['conversationEnteredView, Topic']);
				expect(showing(shown, 'viewId')).toEqual([
					'conversationEnteredView',
					'conversationEnteredView, Inbox View',
				]);
				expect(showing(shown, 'Wait for the Visitor to Pause (Seconds)').sort()).toEqual([
					'newActivity',
					'newVisitorMessage',
				]);
				expect(showing(shown, 'conversationsWatched')).toHaveLength(6 + ENTERED.length);
				expect(shown.newContact.fields).toEqual(['watch', 'chatbot', 'event']);
				await editor.closeNodeDetails();
			}, 300_000);
		});

		it('a trigger saved at 1.2 still lists its six events, and its fields as before', async () => {
			await editor.openWorkflow(SAVED.id, SAVED.nodes);
			expect(await editor.openNode(SAVED.node)).toBe(SAVED.node);
			const events = eventOptions(SAVED.typeVersion);
			const entries = await dropdownEntries(page, 'event');
			await editor.screenshot('saved-1.2-events');
			expect(entries.map(({ name }) => name)).toEqual(events.map(({ name }) => name));
			expect(entries.map(({ name }) => name)).toEqual([
				'New Activity',
				'New Agent Answer',
				'New AI Suggestion',
				'New Conversation',
				'New Human Agent Message',
				'New Visitor Message',
			]);
			expect(entries.flatMap(styleProblems)).toEqual([]);
			await closeDropdown(page, 'event');

			const expected = expectedShown(SAVED.typeVersion, { event: 'newActivity' });
			expect(await shownNow(page, expected)).toEqual(expected);
			expect(expected.options).not.toContain('Wait for the Visitor to Pause (Seconds)');
			await editor.closeNodeDetails();
		});
	});
}
