/**
 * Other legacy operations. Success bodies (our choice):
 *  - POST /api/aibot/scrape {url | sitemapUrl, limit?, streaming?} -> `{links:[...], total}` (total = links.length).
 *         url (or sitemapUrl when url is absent) must be http(s); limit a positive integer, default 100; the fake
 *         site of any host has 250 pages. Streaming: see streaming.ts.
 *  - GET  /api/aibot/chat/detail?chatId -> `{id, chatbotId, contactId, messages:[{id, role:'user'|'assistant',
 *         content, createdAt}], createdAt, updatedAt}`
 *  - GET  /api/aibot/contact/agent?contactId -> the chatbots the contact talked to (its own agent plus the agents
 *         of its conversations and chats), in the configured ListShape (array name `agents`)
 *  - GET  /api/aibot/counts/chat?chatbotId     -> `{chatbotId, count}` (number of chat sessions)
 *  - GET  /api/aibot/counts/messages?chatbotId -> `{chatbotId, count}` (number of messages in its chats)
 */
import type { Route, RouteContext } from '../../context';
import { validationError } from '../../errors';
import { discoverLinks } from '../../fakeSite';
import { json, listBody } from '../../responses';
import { chatbotView, chatView } from '../../serialize';
import { scrapeStream } from '../../streaming';
import {
	bodyObject,
	isHttpUrl,
	optionalBoolean,
	optionalPositiveInteger,
	optionalString,
	requireQueryString,
} from '../../validation';
import { requireChat, requireChatbot, requireContact } from '../lookup';

export const DEFAULT_SCRAPE_LIMIT = 100;

function scrape(ctx: RouteContext) {
	const body = bodyObject(ctx.body);
	const url = optionalString(body, 'url');
	const sitemapUrl = optionalString(body, 'sitemapUrl');
	const limit = optionalPositiveInteger(body, 'limit') ?? DEFAULT_SCRAPE_LIMIT;
	const streaming = optionalBoolean(body, 'streaming') ?? false;
	if (!url && !sitemapUrl) throw validationError('url or sitemapUrl is required');
	if (url && !isHttpUrl(url)) throw validationError('url must be an http(s) URL');
	if (sitemapUrl && !isHttpUrl(sitemapUrl))
		throw validationError('sitemapUrl must be an http(s) URL');
	const links = discoverLinks((url || sitemapUrl) as string, limit);
	return streaming
		? scrapeStream(ctx.settings.streamFraming, links)
		: json({ links, total: links.length });
}

function chatDetail(ctx: RouteContext) {
	return json(chatView(requireChat(ctx, requireQueryString(ctx.query, 'chatId'))));
}

function contactAgents(ctx: RouteContext) {
	const contact = requireContact(ctx, requireQueryString(ctx.query, 'contactId'));
	const ids = new Set<string>([contact.agentId]);
	for (const conv of ctx.store.conversations.values())
		if (conv.contactId === contact.id) ids.add(conv.agentId);
	for (const chat of ctx.store.chats.values())
		if (chat.contactId === contact.id) ids.add(chat.chatbotId);
	const agents = ctx.store
		.chatbotsOf(ctx.user)
		.filter((b) => ids.has(b.id))
		.map(chatbotView);
	return json(listBody(ctx.settings.listShape, 'agents', agents));
}

function chatCount(ctx: RouteContext) {
	const bot = requireChatbot(ctx, requireQueryString(ctx.query, 'chatbotId'));
	const count = [...ctx.store.chats.values()].filter((c) => c.chatbotId === bot.id).length;
	return json({ chatbotId: bot.id, count });
}

function messageCount(ctx: RouteContext) {
	const bot = requireChatbot(ctx, requireQueryString(ctx.query, 'chatbotId'));
	const count = [...ctx.store.chats.values()]
		.filter((c) => c.chatbotId === bot.id)
		.reduce((sum, c) => sum + c.messages.length, 0);
	return json({ chatbotId: bot.id, count });
}

export const legacyMiscRoutes: Route[] = [
	{ method: 'POST', pattern: '/api/aibot/scrape', handler: scrape },
	{ method: 'GET', pattern: '/api/aibot/chat/detail', handler: chatDetail },
	{ method: 'GET', pattern: '/api/aibot/contact/agent', handler: contactAgents },
	{ method: 'GET', pattern: '/api/aibot/counts/chat', handler: chatCount },
	{ method: 'GET', pattern: '/api/aibot/counts/messages', handler: messageCount },
];
