/**
 * v2 agents, which ARE the legacy chatbots (one store). isLiveChatEnabled is required: the reference shows
 * no default. [decision] isEmbed=true adds `embed:{iframeUrl, scriptUrl}`, what a page needs to embed it.
 */
import type { Route, RouteContext } from '../../server/context';
import { notFound } from '../../server/errors';
import { json, optionalBody } from '../../server/reply';
import {
	bodyObject,
	optionalBoolean,
	queryBoolean,
	requireBoolean,
	requireString,
} from '../../server/validation';
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
	return optionalBody(json({ status: 'success', message: 'Agent deleted' }));
}

export const v2AgentRoutes: Route[] = [
	{ method: 'POST', pattern: '/api/v2/agents', handler: create },
	{ method: 'GET', pattern: '/api/v2/agents', handler: list },
	{ method: 'GET', pattern: '/api/v2/agents/:agentIdOrSlug', handler: get },
	{ method: 'DELETE', pattern: '/api/v2/agents/:agentId', handler: remove },
];
