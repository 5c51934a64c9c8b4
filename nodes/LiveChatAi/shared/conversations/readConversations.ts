import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { BotLabel, versionBot } from '../fields/botLocator';
import { botArticle } from '../fields/botLocator';
import { readLimit, returnAllOrLimit } from '../fields/returnAllOrLimit';
import { readSimplify, simplifyToggle } from '../fields/simplify';
import { readList } from '../lists/readList';
import type { OperationOption } from '../operations/resource';
import { runsAsTool } from '../operations/runsAsTool';
import { smallerLimit } from '../operations/toolResultBound';
import { invalidParameter } from '../fields/validation';
import { conversationFilters, conversationFiltersQuery } from './conversationFilters';
import { conversationList } from './conversationList';
import { presetField, withPreset } from './conversationPresets';
import { simplifyConversation, simplifyConversationWithRoles } from './simplifyConversation';

// Conversations > Get Many of every node version, and version 2's Contact > Get Conversations (the same list, its
// filters but the inbox Type, for one contact): the fields after the bot or contact field, and the reading.

/**
 * The node version from which Simplify adds the human agent assigned and each role's last message date: a
 * saved version 2 node keeps its short form. As a tool the short form stays version 2's: the additions would
 * take 50 conversations from 12 to 21 kB, over the bound, and cut a third of them; Conversation > Get's
 * transcript says who wrote when.
 */
const ROLE_DATES_SINCE = 2.1;

/**
 * Show (version 2 on), Return All / Limit, the Filters and Simplify; `label` names the bot as the node version
 * does; a contact's list has no inbox Type.
 */
export const conversationListProperties = (
	label: BotLabel,
	{ withInboxType = true, withPresets = false } = {},
): INodeProperties[] => [
	...(withPresets ? [presetField({ withInboxType })] : []),
	...returnAllOrLimit(),
	conversationFilters({ label, withInboxType }),
	simplifyToggle,
];

/** Whose conversations: an agent's (the conversations list), or a contact's (its own path). */
export type ConversationsOf = { agentId: string } | { contactPath: string };

/**
 * The filters and Show (`withPresets`) checked first (nothing is sent on bad input), then the pages the Limit
 * needs, simplified unless told.
 */
export async function readConversations(
	this: IExecuteFunctions,
	itemIndex: number,
	of: ConversationsOf,
	withPresets = false,
): Promise<IDataObject[]> {
	const limit = readLimit(this, itemIndex);
	const filters = this.getNodeParameter('filters', itemIndex, {}) as IDataObject;
	const invalid = (displayName: string, problem: string, fix: string) =>
		invalidParameter(this.getNode(), displayName, itemIndex, problem, fix);
	const filterQuery = conversationFiltersQuery(filters, this.getTimezone(), invalid);
	const withInboxType = 'agentId' in of;
	const query = withPresets
		? withPreset(this.getNodeParameter('show', itemIndex, 'all'), filterQuery, invalid, {
				withInboxType,
			})
		: filterQuery;
	const simplify = readSimplify(this, itemIndex);

	// [doc] A contact's conversations: the same shape and paging as the conversations list.
	const list =
		'agentId' in of
			? conversationList({ ...query, agentId: of.agentId })
			: { ...conversationList(query), path: `${of.contactPath}/conversations` };
	const withRoles = this.getNode().typeVersion >= ROLE_DATES_SINCE && !runsAsTool(this);
	const short = withRoles ? simplifyConversationWithRoles : simplifyConversation;
	const each = simplify ? short : undefined;
	return await readList.call(this, { ...list, each }, limit, itemIndex);
}

/**
 * Conversation > Get Many, the same in every node version but for its bot (field, label, words), Show (version 2
 * on) and, as a tool, what a model is told of a result cut to the bound (`more`: how else to read, besides a
 * smaller Limit).
 */
export function getManyOperation(
	bot: ReturnType<typeof versionBot>,
	more = '',
	{ withPresets = false } = {},
) {
	const properties: INodeProperties[] = [
		bot.locator({ description: `The ${bot.label.toLowerCase()} whose conversations to get` }),
		...conversationListProperties(bot.label, { withPresets }),
	];
	const option: OperationOption = {
		name: 'Get Many',
		action: 'Get many conversations',
		description: `Get the conversations of ${botArticle(bot.label)}, with filters`,
	};
	const forMoreAsTool = `${smallerLimit('conversations')}${more ? ` ${more}` : ''}`;
	async function execute(this: IExecuteFunctions, itemIndex: number) {
		const of = { agentId: bot.id(this, itemIndex) };
		return await readConversations.call(this, itemIndex, of, withPresets);
	}
	return { properties, option, forMoreAsTool, execute };
}
