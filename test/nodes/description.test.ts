/**
 * What the editor shows, checked on the descriptions n8n loads: one word for the bot, at most one notice on a
 * screen, lists in the order n8n's guidelines ask, and a canvas subtitle in the names the user picked (evaluated
 * by n8n's own expression engine).
 */
import type {
	INode,
	INodeProperties,
	INodePropertyCollection,
	INodePropertyOptions,
	INodeTypeDescription,
} from 'n8n-workflow';
import { NodeHelpers, Workflow } from 'n8n-workflow';

import { LiveChatAi } from '../../nodes/LiveChatAi/LiveChatAi.node';
import { LiveChatAiTrigger } from '../../nodes/LiveChatAi/LiveChatAiTrigger.node';
import { nodeTypes } from '../harness/registry';

const versioned = new LiveChatAi();
const v1 = versioned.nodeVersions[1].description;
const trigger = new LiveChatAiTrigger().description;

type Entry = INodeProperties | INodePropertyOptions | INodePropertyCollection;

/** Every property, option and collection entry below `entries`, depth first. */
function walk(entries: readonly Entry[]): Entry[] {
	return entries.flatMap((entry) => {
		const children = ('options' in entry && entry.options) || ('values' in entry && entry.values);
		return [entry, ...(Array.isArray(children) ? walk(children as Entry[]) : [])];
	});
}

/** The texts of an entry a user reads. */
function texts(entry: Entry): string[] {
	const fields = ['displayName', 'name', 'description', 'placeholder', 'hint', 'action'] as const;
	const own = fields
		.filter((field) => field !== 'name' || !('type' in entry)) // a property's name is internal
		.map((field) => (entry as unknown as Record<string, unknown>)[field])
		.filter((text): text is string => typeof text === 'string');
	const modes = 'modes' in entry ? (entry.modes ?? []).map((mode) => mode.placeholder ?? '') : [];
	return [...own, ...modes];
}

/** "agent" for the bot; "human agent" and the AI Agent node are other things. */
const BOT_AS_AGENT = /(?<!human |AI )\bagents?\b/i;

describe.each([
	['node version 1', v1],
	['the trigger', trigger],
])('%s', (_name, description: INodeTypeDescription) => {
	const all = walk(description.properties);

	it('calls the bot "Chatbot" everywhere, never "agent"', () => {
		const offending = all.flatMap(texts).filter((text) => BOT_AS_AGENT.test(text));
		expect(offending).toEqual([]);
		expect(all.flatMap(texts).some((text) => /chatbot/i.test(text))).toBe(true);
	});

	it('sorts option lists of five or more by name, and collections by display name', () => {
		const unsorted = all.flatMap((entry) => {
			if (!('type' in entry) || !Array.isArray(entry.options) || entry.options.length < 5)
				return [];
			const key =
				entry.type === 'options' || entry.type === 'multiOptions' ? 'name' : 'displayName';
			const labels = (entry.options as Entry[]).map(
				(option) => (option as unknown as Record<string, string>)[key],
			);
			const sorted = [...labels].sort((a, b) => a.localeCompare(b));
			return labels.join('|') === sorted.join('|') ? [] : [`${entry.displayName}: ${labels}`];
		});
		expect(unsorted).toEqual([]);
	});
});

describe('node version 1: each operation screen', () => {
	const resources = (v1.properties.find((p) => p.name === 'resource')!.options ??
		[]) as INodePropertyOptions[];
	const screens = resources.flatMap(({ value: resource }) =>
		v1.properties
			.filter((p) => p.name === 'operation' && p.displayOptions?.show?.resource?.[0] === resource)
			.flatMap((p) => (p.options ?? []) as INodePropertyOptions[])
			.map((operation) => ({ resource, operation: operation.value, name: operation.name })),
	);

	const node = (resource: unknown, operation: unknown): INode => ({
		id: '1',
		name: 'LiveChatAI',
		type: 'n8n-nodes-livechatai.liveChatAi',
		typeVersion: 1.1,
		position: [0, 0],
		parameters: { resource, operation } as INode['parameters'],
	});

	it.each(screens.map((screen) => [`${screen.name}: ${String(screen.resource)}`, screen]))(
		'%s shows at most one notice',
		(_label, { resource, operation }) => {
			const shown = v1.properties.filter(
				(property) =>
					property.type === 'notice' &&
					NodeHelpers.displayParameter(
						{ resource, operation },
						property,
						node(resource, operation),
						v1,
					),
			);
			expect(shown.length).toBeLessThanOrEqual(1);
		},
	);

	it('says once, in the description of each operation on a legacy endpoint, that it is deprecated', () => {
		const operations = v1.properties
			.filter((p) => p.name === 'operation')
			.flatMap((p) => (p.options ?? []) as INodePropertyOptions[]);
		const marked = operations.filter((o) => /LiveChatAI marks deprecated/.test(o.description!));
		expect(marked).toHaveLength(17);
	});

	it('shows a subtitle of the names picked, e.g. "Add Q&A: Data Source", for every operation', () => {
		const resourceNames = new Map(resources.map((r) => [r.value, r.name]));
		for (const screen of screens) {
			const subject = node(screen.resource, screen.operation);
			const workflow = new Workflow({
				nodes: [subject],
				connections: {},
				active: false,
				nodeTypes,
			});
			const subtitle = workflow.expression.getSimpleParameterValue(
				subject,
				v1.subtitle!,
				'internal',
				{},
			);
			expect(subtitle).toBe(`${screen.name}: ${resourceNames.get(screen.resource)}`);
		}
		expect(screens.map((s) => `${s.name}: ${resourceNames.get(s.resource)}`)).toContain(
			'Add Q&A: Data Source',
		);
	});
});
