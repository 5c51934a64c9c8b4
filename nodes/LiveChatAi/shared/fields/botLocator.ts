import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { nodeOfRun } from '../transport/runNode';
import { itemParameter } from './runParameters';
import { requireText } from './validation';

/**
 * The bot has one label per node version: "Chatbot" in version 1 (the seed interface's label), "Agent" in version 2
 * (the v2 API's). Each label comes with its field name and its list method.
 */
const LABELS = {
	Chatbot: { name: 'chatbot', searchListMethod: 'searchChatbots', article: 'a chatbot' },
	Agent: { name: 'agent', searchListMethod: 'searchAgents', article: 'an agent' },
} as const;

export type BotLabel = keyof typeof LABELS;

/** The bot's label with its article, e.g. "an agent". */
export function botArticle(label: BotLabel): string {
	return LABELS[label].article;
}

/** How to fix an empty bot field. */
export function pickABot(label: BotLabel): string {
	return `Pick ${LABELS[label].article} from the list or enter its ID.`;
}

/** The bot field of every operation that addresses one: a searchable list by default, or an ID. */
export function botLocator(
	label: BotLabel,
	overrides: Partial<INodeProperties> = {},
): INodeProperties {
	const { name, searchListMethod, article } = LABELS[label];
	return {
		displayName: label,
		name,
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		required: true,
		description: `The ${label.toLowerCase()} to use`,
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
export function botId(context: IExecuteFunctions, itemIndex: number, label: BotLabel): string {
	const value = itemParameter(context, LABELS[label].name, itemIndex, '', true);
	return requireText(nodeOfRun(context), value, label, itemIndex, pickABot(label));
}

/**
 * A node version's bot, its one label bound: its field (`locator`), the field's value (`id`), and the `label` for
 * the helpers that name the bot. Each version makes its own once (`v1/actions/bot.ts`, `v2/actions/bot.ts`).
 */
export function versionBot(label: BotLabel) {
	return {
		label,
		locator: (overrides: Partial<INodeProperties> = {}) => botLocator(label, overrides),
		id: (context: IExecuteFunctions, itemIndex: number) => botId(context, itemIndex, label),
	};
}
