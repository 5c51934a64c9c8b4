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
const v2 = versioned.nodeVersions[2].description;
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

/** The other word for the bot, per word: "human agent" and the AI Agent node are other things. */
const OTHER_WORD = {
	Chatbot: /(?<!human |AI )\bagents?\b/i,
	Agent: /chatbots?|\bbots?\b/i,
};

describe.each([
	['node version 1', v1, 'Chatbot', 1],
	['node version 2', v2, 'Agent', 5],
	['the trigger (the word of version 2, which new nodes get)', trigger, 'Agent', 0],
] as const)('%s', (_name, description: INodeTypeDescription, word, conversationFieldCount) => {
	const all = walk(description.properties);

	it(`calls the bot "${word}" everywhere, never by the other word`, () => {
		const offending = all.flatMap(texts).filter((text) => OTHER_WORD[word].test(text));
		expect(offending).toEqual([]);
		expect(all.flatMap(texts).some((text) => text.toLowerCase().includes(word.toLowerCase()))).toBe(
			true,
		);
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

	it('never says "deprecated" in a notice or a hint (only in an operation\'s description)', () => {
		const loud = all.filter(
			(entry) =>
				/deprecated/i.test(('hint' in entry && entry.hint) || '') ||
				('type' in entry && entry.type === 'notice' && /deprecated/i.test(entry.displayName)),
		);
		expect(loud).toEqual([]);
	});

	it('offers "From list" of recent conversations for every conversation field but version 1.0\'s', () => {
		const conversationFields = all.filter(
			(entry): entry is INodeProperties =>
				'type' in entry &&
				/^Conversation( ID)?$/.test(entry.displayName) &&
				entry.displayOptions?.show?.['@version']?.[0] !== 1,
		);
		expect(conversationFields).toHaveLength(conversationFieldCount);
		for (const field of conversationFields) {
			expect([field.displayName, field.type]).toEqual([field.displayName, 'resourceLocator']);
			const list = field.modes?.find((mode) => mode.type === 'list');
			expect(list?.typeOptions).toMatchObject({
				searchListMethod: 'searchConversations',
				searchable: true,
			});
		}
	});
});

/** Every (resource, operation) screen of a node version, with the names its dropdowns show. */
function screensOf(description: INodeTypeDescription) {
	const resources = (description.properties.find((p) => p.name === 'resource')!.options ??
		[]) as INodePropertyOptions[];
	return resources.flatMap(({ value: resource, name: resourceName }) =>
		description.properties
			.filter((p) => p.name === 'operation' && p.displayOptions?.show?.resource?.[0] === resource)
			.flatMap((p) => (p.options ?? []) as INodePropertyOptions[])
			.map((operation) => ({
				resource,
				operation: operation.value,
				name: operation.name,
				resourceName,
			})),
	);
}

/** A node of this package as a workflow holds it. */
function nodeOf(type: string, typeVersion: number, parameters: INode['parameters']): INode {
	return {
		id: '1',
		name: type,
		type: `n8n-nodes-livechatai.${type}`,
		typeVersion,
		position: [0, 0],
		parameters,
	};
}

/** The canvas subtitle of `node`, evaluated by n8n's expression engine as the editor does. */
function subtitleOf(description: INodeTypeDescription, node: INode): unknown {
	const workflow = new Workflow({ nodes: [node], connections: {}, active: false, nodeTypes });
	return workflow.expression.getSimpleParameterValue(node, description.subtitle!, 'internal', {});
}

describe.each([
	['node version 1', v1, 1.1],
	['node version 2', v2, 2],
] as const)(
	'%s: each operation screen',
	(_name, description: INodeTypeDescription, typeVersion) => {
		const screens = screensOf(description);

		const node = (resource: unknown, operation: unknown) =>
			nodeOf('liveChatAi', typeVersion, { resource, operation } as INode['parameters']);

		it.each(screens.map((screen) => [`${screen.name}: ${screen.resourceName}`, screen]))(
			'%s shows at most one notice',
			(_label, { resource, operation }) => {
				const shown = description.properties.filter(
					(property) =>
						property.type === 'notice' &&
						NodeHelpers.displayParameter(
							{ resource, operation },
							property,
							node(resource, operation),
							description,
						),
				);
				expect(shown.length).toBeLessThanOrEqual(1);
			},
		);

		it('shows a subtitle of the names picked, e.g. "Get Many: Agent", for every operation', () => {
			for (const screen of screens) {
				const subtitle = subtitleOf(description, node(screen.resource, screen.operation));
				expect(subtitle).toBe(`${screen.name}: ${screen.resourceName}`);
			}
		});
	},
);

it('node version 1 says once, in the description of each operation on a legacy endpoint, that it is deprecated', () => {
	const operations = v1.properties
		.filter((p) => p.name === 'operation')
		.flatMap((p) => (p.options ?? []) as INodePropertyOptions[]);
	const marked = operations.filter((o) => /LiveChatAI marks deprecated/.test(o.description!));
	expect(marked).toHaveLength(17);
});

// What n8n-node lint's action rules checked when the Operation lists were literals: sentence case (acronyms
// and names kept as written here), and the dropdown sorted by name.
const KEPT = ['AI', 'CSAT', 'ID', 'IDs', 'Q&A', 'PDF', 'URL', 'URLs', 'LiveChatAI'];
it.each([
	['node version 1', 'operation', v1],
	['node version 2', 'operation', v2],
	['the trigger', 'event', trigger],
] as const)(
	'%s gives each %s an action in sentence case, in a dropdown sorted by name',
	(_name, field, description: INodeTypeDescription) => {
		const dropdowns = description.properties.filter((p) => p.name === field);
		expect(dropdowns.length).toBeGreaterThan(0);
		for (const dropdown of dropdowns) {
			const options = dropdown.options as INodePropertyOptions[];
			const names = options.map((option) => option.name);
			expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
			for (const { action } of options) {
				const [first, ...rest] = (action ?? '').split(' ');
				const sentence = rest.map(
					(w) => KEPT.find((kept) => kept.toLowerCase() === w.toLowerCase()) ?? w.toLowerCase(),
				);
				expect(action).toBe([first[0].toUpperCase() + first.slice(1), ...sentence].join(' '));
			}
		}
	},
);

describe('the trigger', () => {
	// The newest version's dropdown, the first (n8n's nodes panel lists its events): every event (a saved trigger
	// before 1.3 offers those before it).
	const events = trigger.properties.find((p) => p.name === 'event')!
		.options as INodePropertyOptions[];

	it('offers each event in the nodes panel as "On" and its name (in sentence case: above)', () => {
		for (const { action, name } of events)
			expect(action?.toLowerCase()).toBe(`on ${name.toLowerCase()}`);
	});

	it.each(events.map((event) => [event.name, event.value]))(
		'shows the event "%s" as its subtitle',
		(name, value) => {
			const node = nodeOf('liveChatAiTrigger', 1.1, { event: value });
			expect(subtitleOf(trigger, node)).toBe(name);
		},
	);
});
