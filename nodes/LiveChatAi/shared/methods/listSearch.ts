import type {
	ILoadOptionsFunctions,
	INodeListSearchItems,
	INodeListSearchResult,
} from 'n8n-workflow';

import { AGENT_LIST } from '../lists/agentList';
import { parameterText } from '../fields/validation';
import { readList } from '../lists/readList';

/** Whether an entry's name or value contains what the user typed (case-insensitive). */
export function matchesFilter(entry: INodeListSearchItems, filter?: string): boolean {
	const needle = filter?.trim().toLowerCase() ?? '';
	return (
		needle === '' ||
		entry.name.toLowerCase().includes(needle) ||
		String(entry.value).toLowerCase().includes(needle)
	);
}

/** The bots of the account (GET /api/v2/agents, every page) as list entries, sorted by name as a user scans a list. */
export async function botEntries(this: ILoadOptionsFunctions): Promise<INodeListSearchItems[]> {
	const agents = await readList.call(this, AGENT_LIST, undefined);
	return agents
		.flatMap((agent) => {
			const value = parameterText(agent.id);
			if (value === '') return [];
			const name = parameterText(agent.name) || value;
			return [{ name: agent.isArchived === true ? `${name} (archived)` : name, value }];
		})
		.sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}

/** The bots of the account for a Chatbot (version 1) or Agent (version 2) list, filtered as the user types. */
export async function searchBots(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const entries = await botEntries.call(this);
	return { results: entries.filter((entry) => matchesFilter(entry, filter)) };
}
