import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { requireText } from '../validation';

/**
 * The bot has one word per node version: "Chatbot" in version 1 (the seed interface's word), "Agent" in version 2
 * (the v2 API's). Each word comes with its field name and its list method.
 */
const WORDS = {
	Chatbot: { name: 'chatbot', searchListMethod: 'searchChatbots', article: 'a chatbot' },
	Agent: { name: 'agent', searchListMethod: 'searchAgents', article: 'an agent' },
} as const;

export type BotWord = keyof typeof WORDS;

/** The bot's word with its article, e.g. "an agent". */
export function botArticle(word: BotWord): string {
	return WORDS[word].article;
}

/** How to fix an empty bot field. */
export function pickABot(word: BotWord): string {
	return `Pick ${WORDS[word].article} from the list or enter its ID.`;
}

/** The bot field of every operation that addresses one: a searchable list by default, or an ID. */
export function botLocator(
	word: BotWord,
	overrides: Partial<INodeProperties> = {},
): INodeProperties {
	const { name, searchListMethod, article } = WORDS[word];
	return {
		displayName: word,
		name,
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		required: true,
		description: `The ${word.toLowerCase()} to use`,
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				placeholder: `Select ${article}...`,
				typeOptions: { searchListMethod, searchable: true },
			},
			{
				displayName: 'By ID',
				name: 'id',
				type: 'string',
				placeholder: 'e.g. clx1a2b3c0000abcd1234efgh',
			},
		],
		...overrides,
	};
}

/** The bot ID a bot field holds, whichever mode the user picked. */
export function botId(context: IExecuteFunctions, itemIndex: number, word: BotWord): string {
	const value = context.getNodeParameter(WORDS[word].name, itemIndex, '', { extractValue: true });
	return requireText(context.getNode(), value, word, itemIndex, pickABot(word));
}

/** Version 1's Chatbot field. */
export const chatbotLocator = (overrides: Partial<INodeProperties> = {}) =>
	botLocator('Chatbot', overrides);

/** The chatbot ID of version 1's Chatbot field. */
export const chatbotId = (context: IExecuteFunctions, itemIndex: number) =>
	botId(context, itemIndex, 'Chatbot');
