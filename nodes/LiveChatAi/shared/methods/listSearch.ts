import type {
	ILoadOptionsFunctions,
	INodeListSearchItems,
	INodeListSearchResult,
} from 'n8n-workflow';

import { CHATBOT_ID_FIELDS } from '../serviceDecisions';
import { responseToJsonItems } from '../transport/listItems';
import { apiRequest } from '../transport/request';

/** Whether an entry's name or value contains what the user typed (case-insensitive). */
export function matchesFilter(entry: INodeListSearchItems, filter?: string): boolean {
	const needle = filter?.trim().toLowerCase() ?? '';
	return (
		needle === '' ||
		entry.name.toLowerCase().includes(needle) ||
		String(entry.value).toLowerCase().includes(needle)
	);
}

/** The chatbots of the account as list entries, sorted by name as a user scans a list. */
export async function chatbotEntries(this: ILoadOptionsFunctions): Promise<INodeListSearchItems[]> {
	const response = await apiRequest.call(this, { method: 'GET', path: '/api/aibot/list' });
	return responseToJsonItems(response)
		.flatMap((chatbot) => {
			const idField = CHATBOT_ID_FIELDS.find((field) => typeof chatbot[field] === 'string');
			if (!idField) return [];
			const value = chatbot[idField] as string;
			const name = typeof chatbot.name === 'string' && chatbot.name !== '' ? chatbot.name : value;
			return [{ name, value }];
		})
		.sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}

/** The chatbots of the account for the Chatbot list, filtered by name or ID as the user types. */
export async function searchChatbots(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const entries = await chatbotEntries.call(this);
	return { results: entries.filter((entry) => matchesFilter(entry, filter)) };
}
