/**
 * v2 agents. Agents ARE the legacy chatbots (one store): an agent made here is in /api/aibot/list and back.
 *  - POST   /api/v2/agents {name, isLiveChatEnabled, isImageSharingEnabled?} -> `{status, data: agent}`;
 *           name and isLiveChatEnabled required (the table shows no default), isImageSharingEnabled default false.
 *  - GET    /api/v2/agents?page&limit -> `{status, data:[summary], totalCount, pages}` (limit 1..100, default 10),
 *           the caller's workspace only, newest createdAt first (ties by id descending).
 *  - GET    /api/v2/agents/:agentIdOrSlug?isEmbed -> `{status, data: agent}`: the id first, else the slug of an
 *           agent of the workspace. [decision] isEmbed (true|false, else 400): true adds
 *           `embed:{iframeUrl, scriptUrl}`, what a page needs to embed the agent.
 *  - DELETE /api/v2/agents/:agentId -> `{status, message:'Agent deleted'}`; removes what hangs off it, as the
 *           legacy delete does.
 * Unknown or foreign agent -> 404 "Agent not found".
 */
import type { Route, RouteContext } from '../../context';
import { notFound } from '../../errors';
import { json } from '../../responses';
import {
	bodyObject,
	optionalBoolean,
	queryBoolean,
	requireBoolean,
	requireString,
} from '../../validation';
import { requireChatbot } from '../lookup';
import { createChatbot } from '../writes';
import { newestFirst, pagesWrapper, readPage } from './pagination';
import { agentDetail, agentSummary } from './shapes';

export const AGENTS_DEFAULT_LIMIT = 10;
export const EMBED_HOST = 'https://chat.livechatai.sim';

function create(ctx: RouteContext) {
	const body = bodyObject(ctx.body);
	const name = requireString(body, 'name').trim();
	const isLiveChatEnabled = requireBoolean(body, 'isLiveChatEnabled');
	const isImageSharingEnabled = optionalBoolean(body, 'isImageSharingEnabled') ?? false;
	const bot = createChatbot(ctx, { name, isLiveChatEnabled, isImageSharingEnabled });
	return json({ status: 'success', data: agentDetail(bot) });
}

function list(ctx: RouteContext) {
	const page = readPage(ctx, 'limit', AGENTS_DEFAULT_LIMIT);
	const all = ctx.store.chatbotsOf(ctx.user).sort(newestFirst);
	const { items, ...paging } = pagesWrapper(all, page);
	return json({ status: 'success', data: items.map(agentSummary), ...paging });
}

function get(ctx: RouteContext) {
	const isEmbed = queryBoolean(ctx.query, 'isEmbed') ?? false;
	const key = ctx.params.agentIdOrSlug;
	const bot =
		ctx.store.chatbotOf(ctx.user, key) ??
		ctx.store.chatbotsOf(ctx.user).find((b) => b.slug !== null && b.slug === key);
	if (!bot) throw notFound('Agent');
	const embed = {
		iframeUrl: `${EMBED_HOST}/${bot.slug ?? bot.id}`,
		scriptUrl: `${EMBED_HOST}/embed.js?agentId=${bot.id}`,
	};
	return json({
		status: 'success',
		data: isEmbed ? { ...agentDetail(bot), embed } : agentDetail(bot),
	});
}

function remove(ctx: RouteContext) {
	const bot = requireChatbot(ctx, ctx.params.agentId, 'Agent');
	ctx.store.deleteChatbot(bot.id);
	return json({ status: 'success', message: 'Agent deleted' });
}

export const v2AgentRoutes: Route[] = [
	{ method: 'POST', pattern: '/api/v2/agents', handler: create },
	{ method: 'GET', pattern: '/api/v2/agents', handler: list },
	{ method: 'GET', pattern: '/api/v2/agents/:agentIdOrSlug', handler: get },
	{ method: 'DELETE', pattern: '/api/v2/agents/:agentId', handler: remove },
];
