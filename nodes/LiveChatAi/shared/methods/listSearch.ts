import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { CHATBOT_ID_FIELDS } from '../serviceDecisions';
import { responseToJsonItems } from '../transport/listItems';
import { apiRequest } from '../transport/request';

/** The chatbots of the account for the Chatbot list, filtered by name or ID as the user types. */
export async function searchChatbots(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const response = await apiRequest.call(this, { method: 'GET', path: '/api/aibot/list' });
	const needle = filter?.trim().toLowerCase() ?? '';
	const results = responseToJsonItems(response).flatMap((chatbot) => {
		const idField = CHATBOT_ID_FIELDS.find((field) => typeof chatbot[field] === 'string');
		if (!idField) return [];
		const value = chatbot[idField] as string;
		const name = typeof chatbot.name === 'string' && chatbot.name !== '' ? chatbot.name : value;
		const matches =
			needle === '' || name.toLowerCase().includes(needle) || value.toLowerCase().includes(needle);
		return matches ? [{ name, value }] : [];
	});
	return { results };
}
