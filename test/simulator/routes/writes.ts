/**
 * Records that the legacy and the v2 routes create alike: agents ARE the chatbots (one store, so an agent
 * made by v2 shows in the legacy list and back), and data sources are the same items under both APIs.
 */
import type { RouteContext } from '../context';
import { chatbotRecord, dataSourceRecord } from '../factories';
import type { ChatbotRecord, DataSourceRecord } from '../types';

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
	fields: Pick<DataSourceRecord, 'source' | 'type'> & Partial<DataSourceRecord>,
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
