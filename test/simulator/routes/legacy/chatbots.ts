/**
 * Legacy chatbot operations; the service publishes no bodies, ours are legacyRoutes.test.ts's rows. Detail:
 * chatbotId wins, else slug is matched against the slug (or id) of a full-page chatbot.
 */
import type { Route, RouteContext } from '../../server/context';
import { notFound } from '../../server/errors';
import { json, listBody, optionalBody } from '../../server/reply';
import {
	bodyObject,
	optionalBoolean,
	queryString,
	requireQueryString,
	requireString,
} from '../../server/validation';
import type { ChatRecord } from '../../state/records';
import { requireChatbot } from '../lookup';
import { chatbotView } from '../serialize';
import { createChatbot } from '../writes';

function create(ctx: RouteContext) {
	const body = bodyObject(ctx.body);
	const name = requireString(body, 'name').trim();
	const isLiveChatEnabled = optionalBoolean(body, 'isLiveChatEnabled') ?? false;
	const bot = createChatbot(ctx, { name, isLiveChatEnabled });
	return json(chatbotView(bot));
}

function list(ctx: RouteContext) {
	return json(
		listBody(ctx.settings.listShape, 'chatbots', ctx.store.chatbotsOf(ctx.user).map(chatbotView)),
	);
}

function detail(ctx: RouteContext) {
	const chatbotId = queryString(ctx.query, 'chatbotId');
	const slug = queryString(ctx.query, 'slug');
	if (chatbotId !== undefined) return json(chatbotView(requireChatbot(ctx, chatbotId)));
	if (slug === undefined)
		return json(chatbotView(requireChatbot(ctx, requireQueryString(ctx.query, 'chatbotId'))));
	const bot = ctx.store
		.chatbotsOf(ctx.user)
		.find((b) => b.isFullPage && (b.slug === slug || b.id === slug));
	if (!bot) throw notFound('Chatbot');
	return json(chatbotView(bot));
}

function remove(ctx: RouteContext) {
	const bot = requireChatbot(ctx, requireQueryString(ctx.query, 'chatbotId'));
	ctx.store.deleteChatbot(bot.id);
	return optionalBody(json({ status: 'success', message: 'Chatbot deleted' }));
}

/** A route answering `count` over the chats of the chatbot of the query. */
function countOfChats(count: (chats: ChatRecord[]) => number) {
	return (ctx: RouteContext) => {
		const bot = requireChatbot(ctx, requireQueryString(ctx.query, 'chatbotId'));
		const chats = [...ctx.store.chats.values()].filter((c) => c.chatbotId === bot.id);
		return json({ chatbotId: bot.id, count: count(chats) });
	};
}
const messagesIn = (chats: ChatRecord[]) => chats.reduce((sum, c) => sum + c.messages.length, 0);

export const legacyChatbotRoutes: Route[] = [
	{ method: 'POST', pattern: '/api/aibot/create', handler: create },
	{ method: 'GET', pattern: '/api/aibot/list', handler: list },
	{ method: 'GET', pattern: '/api/aibot/detail', handler: detail },
	{ method: 'DELETE', pattern: '/api/aibot/delete', handler: remove },
	{
		method: 'GET',
		pattern: '/api/aibot/counts/chat',
		handler: countOfChats((chats) => chats.length),
	},
	{ method: 'GET', pattern: '/api/aibot/counts/messages', handler: countOfChats(messagesIn) },
];
