/**
 * Records that the legacy and the v2 routes create alike: agents ARE the chatbots (one store, so an agent
 * made by v2 shows in the legacy list and back), and data sources are the same items under both APIs.
 */
import type { RouteContext } from '../server/context';
import { optionalBoolean, requireHttpUrl, requireString, type Body } from '../server/validation';
import { chatbotRecord, dataSourceRecord } from '../state/factories';
import type { ChatbotRecord, DataSourceRecord } from '../state/records';

/** A new data-source item: its kind and the fields of that kind. */
export type NewItem = Pick<DataSourceRecord, 'source' | 'type'> & Partial<DataSourceRecord>;

export function createChatbot(
	ctx: RouteContext,
	fields: Pick<ChatbotRecord, 'name' | 'isLiveChatEnabled'> & Partial<ChatbotRecord>,
): ChatbotRecord {
	const bot = chatbotRecord({
		id: ctx.store.newId('bot'),
		workspaceId: ctx.user.workspaceId,
		createdAt: ctx.clock.now().toISOString(),
		...fields,
	});
	ctx.store.chatbots.set(bot.id, bot);
	return bot;
}

export function addDataSource(
	ctx: RouteContext,
	bot: ChatbotRecord,
	fields: NewItem,
): DataSourceRecord {
	const ds = dataSourceRecord({
		id: ctx.store.newId('ds'),
		chatbotId: bot.id,
		createdAt: ctx.clock.now().toISOString(),
		...fields,
	});
	ctx.store.dataSources.set(ds.id, ds);
	return ds;
}

/** The title a website item gets: host and path (`help.acme.test/pricing`). */
export function titleOfUrl(url: string): string {
	const parsed = new URL(url);
	return `${parsed.hostname}${parsed.pathname === '/' ? '' : parsed.pathname}`;
}

/**
 * The item fields of a text, URL or Q&A body, read (and checked, 400 naming the field) alike by both APIs;
 * only the name of the agent's field differs (chatbotId, agentId), and the caller reads that one after.
 */
export const ITEM_FIELDS: Record<'text' | 'url' | 'qa', (body: Body) => NewItem> = {
	text: (body) => ({
		source: 'TEXT',
		type: 'text',
		title: requireString(body, 'title'),
		content: requireString(body, 'content'),
	}),
	url: (body) => {
		const url = requireHttpUrl(body, 'url');
		return { source: 'WEBSITE', type: 'url', url, title: titleOfUrl(url) };
	},
	qa: (body) => ({
		source: 'QA',
		type: 'qa',
		question: requireString(body, 'question'),
		answer: requireString(body, 'answer'),
		isGeneratedByAI: optionalBoolean(body, 'isGeneratedByAI') ?? false,
	}),
};
