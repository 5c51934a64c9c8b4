import type { IDataObject, INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import type { InvalidParameter } from '../fields/apiDate';
import { optionRefused } from '../fields/typedValues';
import { ASSIGNED_TO_AI, conversationFilters } from './conversationFilters';

// Version 2's Show field of the conversation lists: the views a support desk works from, each a set of the list's
// documented filters ([doc] status, resolutionStatus, type). The Filters still apply on top; a filter that asks
// for something else than the preset is refused before any request, so that no preset is quietly undone.

interface Preset extends INodePropertyOptions {
	value: string;
	/** The query parameters it sets. */
	query: Record<string, string>;
	/** Whether it reads an inbox (the Type filter), which a contact's conversations do not have. */
	inbox: boolean;
	/** What Filters > Assigned To may be beside it: AI only (nobody assigned) or a human agent only. */
	assignedTo?: 'ai' | 'human';
}

const PRESETS: Preset[] = [
	{
		name: 'All',
		value: 'all',
		description: 'Every conversation the Filters select',
		query: {},
		inbox: false,
	},
	{
		name: 'Mine',
		value: 'mine',
		description: 'Conversations assigned to the owner of the API key (Type: Your Inbox)',
		query: { type: 'your-inbox' },
		inbox: true,
		assignedTo: 'human',
	},
	{
		name: 'Needs a Human',
		value: 'needsHuman',
		description:
			'Open conversations whose visitor asked for a human agent (Status: Open, Resolution Status: Talk to Human Agent)',
		query: { status: 'open', resolutionStatus: 'TalkToAgent' },
		inbox: false,
	},
	{
		name: 'Unassigned',
		value: 'unassigned',
		description:
			'Open conversations no human agent is assigned to (Status: Open, Type: Unassigned)',
		query: { status: 'open', type: 'unassigned' },
		inbox: true,
		assignedTo: 'ai',
	},
];

const offered = (withInboxType: boolean) => PRESETS.filter((p) => withInboxType || !p.inbox);

/** The Show field; a contact's conversations have no inbox, so no preset that reads one. */
export function presetField({ withInboxType = true } = {}): INodeProperties {
	return {
		displayName: 'Show',
		name: 'show',
		type: 'options',
		default: 'all',
		description:
			'Which conversations to get, as a support desk sorts them. The Filters narrow them further; a filter that asks for something else is refused.',
		options: offered(withInboxType).map(({ name, value, description }) => ({
			name,
			value,
			description,
		})),
	};
}

/** The filter fields, to name a filter and its value as the editor shows them. */
const FILTER_FIELDS = (conversationFilters().options ?? []) as INodeProperties[];

function shownAs(name: string, value: unknown): { field: string; value: string } {
	const field = FILTER_FIELDS.find((f) => f.name === name);
	const options = (field?.options ?? []) as INodePropertyOptions[];
	const option = options.find((o) => o.value === value);
	return { field: field?.displayName ?? name, value: option?.name ?? String(value) };
}

/**
 * The query of a preset and the Filters' query together: the preset's parameters added; a filter that sets one
 * of them to another value, or an Assigned To the preset rules out, refused (through `invalid`) before any request.
 */
export function withPreset(
	chosen: unknown,
	filterQuery: IDataObject,
	invalid: InvalidParameter,
	{ withInboxType = true } = {},
): IDataObject {
	const presets = offered(withInboxType);
	const refused = optionRefused(chosen, presets);
	if (refused) throw invalid('Show', refused.problem, refused.fix);
	const preset = presets.find((p) => p.value === chosen) ?? PRESETS[0];
	const fix = 'Remove that filter, or set Show to All and use the Filters alone.';
	for (const [name, value] of Object.entries(preset.query)) {
		if (filterQuery[name] === undefined || filterQuery[name] === value) continue;
		const asked = shownAs(name, value);
		const given = shownAs(name, filterQuery[name]);
		const problem = `${preset.name} asks for ${asked.field} ${asked.value}, but Filters > ${given.field} is ${given.value}`;
		throw invalid('Show', problem, fix);
	}
	const assignedTo = filterQuery.assignedTo;
	if (preset.assignedTo && assignedTo !== undefined) {
		const isAi = assignedTo === ASSIGNED_TO_AI;
		if (isAi !== (preset.assignedTo === 'ai')) {
			const given = isAi ? 'AI (No Human Agent)' : 'a human agent';
			const problem = `${preset.name} contradicts Filters > Assigned To ${given}`;
			throw invalid('Show', problem, fix);
		}
	}
	return { ...filterQuery, ...preset.query };
}
