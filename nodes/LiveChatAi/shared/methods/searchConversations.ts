import type {
	IDataObject,
	ILoadOptionsFunctions,
	INodeListSearchItems,
	INodeListSearchResult,
} from 'n8n-workflow';

import { conversationList } from '../conversations/conversationList';
import { parameterText } from '../fields/validation';
import { isRecord } from '../transport/json';
import { readListPage } from '../lists/readList';
import { ListEnd } from '../lists/listEnd';
import { botEntries, matchesFilter } from './listSearch';

interface Listed {
	entry: INodeListSearchItems;
	lastMessageDate: string;
}

/** "Jane Doe · Support Bot · 2026-11-20 14:03": who, where and when, as a user recognises a conversation. */
function describe(conversation: IDataObject, chatbotName: string | undefined): Listed {
	const contact = isRecord(conversation.contact) ? conversation.contact : {};
	const who = parameterText(contact.name) || parameterText(contact.email) || 'Visitor';
	const lastMessageDate = parameterText(conversation.lastMessageDate);
	const when = lastMessageDate.slice(0, 16).replace('T', ' ');
	const name = [who, chatbotName, when].filter((part) => part).join(' · ');
	return { entry: { name, value: String(conversation.id) }, lastMessageDate };
}

/** The bot the node has picked, if its operation has a Chatbot or Agent field (read raw: it may be hidden). */
function pickedBot(context: ILoadOptionsFunctions): string {
	const parameters = context.getCurrentNodeParameters() ?? {};
	const bot: unknown = parameters.chatbot ?? parameters.agent;
	return parameterText(isRecord(bot) ? bot.value : bot);
}

/**
 * Recent conversations first for a Conversation field: those of the chatbot the node has picked, or of every
 * chatbot of the account when it has none (the conversations list needs a chatbot). Page N of the list reads
 * page N of each chatbot's conversations; what the user types filters by contact, chatbot or ID.
 */
export async function searchConversations(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const picked = pickedBot(this);
	const chatbots = picked ? [{ value: picked, name: undefined }] : await botEntries.call(this);
	const page = Number(paginationToken ?? 1);
	const pages = await Promise.all(
		chatbots.map(async ({ value, name }) => ({
			name,
			...(await readListPage.call(this, conversationList({ agentId: value, sort: 'desc' }), page)),
		})),
	);
	const listed = pages.flatMap(({ items, name }) => items.map((item) => describe(item, name)));
	// Newest first across chatbots; equal times keep the service's order (a stable sort).
	listed.sort((a, b) => b.lastMessageDate.localeCompare(a.lastMessageDate));
	// The editor asks page by page with the token: each page is judged alone, by what it says.
	const more = pages.some(
		({ items, totalPages, last }) => !new ListEnd().isLast({ items, totalPages, last }),
	);
	return {
		results: listed.map(({ entry }) => entry).filter((entry) => matchesFilter(entry, filter)),
		paginationToken: more ? String(page + 1) : undefined,
	};
}
