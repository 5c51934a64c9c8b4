/**
 * GET  /api/v2/conversations -> `{status:'success', data:{conversations:[...], meta:{total, perPage, currentPage,
 *      totalPages}}}`. agentId required (404 "Agent not found"); page >= 1 (default 1); perPage 1..100 (default 20);
 *      sort asc|desc on lastMessageDate (default desc, ties by id); filters in conversationFilters.ts; viewId applies
 *      the filters of that saved view of the agent (404 "View not found"), combined (AND) with the others.
 *      totalPages = ceil(total / perPage) (0 when nothing matches). Every request reads the current state.
 * POST /api/v2/conversations/:conversationId/typing {isTyping, userId?} -> `{status:'success'}`.
 *      true: visible for 10 s of the simulator clock (restarts the window); false: hidden. userId defaults to the
 *      workspace owner. Nothing about the conversation is changed.
 */
import type { Route, RouteContext } from '../../context';
import {
	compareConversations,
	matchesFilters,
	readFilters,
	SORTS,
	type ConversationFilters,
} from './conversationFilters';
import { notFound } from '../../errors';
import { json } from '../../responses';
import { conversationView } from '../../serialize';
import {
	bodyObject,
	optionalString,
	queryEnum,
	queryInteger,
	queryString,
	requireBoolean,
	requireQueryString,
} from '../../validation';
import { requireChatbot, requireConversation } from '../lookup';

export const TYPING_WINDOW_MS = 10_000;

function list(ctx: RouteContext) {
	const agentId = requireQueryString(ctx.query, 'agentId');
	const page = queryInteger(ctx.query, 'page', { min: 1, default: 1 });
	const perPage = queryInteger(ctx.query, 'perPage', { min: 1, max: 100, default: 20 });
	const sort = queryEnum(ctx.query, 'sort', SORTS) ?? 'desc';
	const filters = readFilters(ctx.query);
	const viewId = queryString(ctx.query, 'viewId');
	const agent = requireChatbot(ctx, agentId, 'Agent');
	let viewFilters: ConversationFilters | undefined;
	if (viewId !== undefined) {
		const view = ctx.store.views.get(viewId);
		if (!view || view.agentId !== agent.id) throw notFound('View');
		viewFilters = readFilters(view.filters as Record<string, string>);
	}
	const owner = ctx.store.workspaceOwnerId(ctx.user.workspaceId);
	const matching = [...ctx.store.conversations.values()]
		.filter((c) => c.agentId === agent.id)
		.filter(
			(c) =>
				matchesFilters(c, filters, owner) &&
				(!viewFilters || matchesFilters(c, viewFilters, owner)),
		)
		.sort(compareConversations(sort));
	const pageItems = matching.slice((page - 1) * perPage, page * perPage);
	return json({
		status: 'success',
		data: {
			conversations: pageItems.map((c) => conversationView(ctx.store, c)),
			meta: {
				total: matching.length,
				perPage,
				currentPage: page,
				totalPages: Math.ceil(matching.length / perPage),
			},
		},
	});
}

function typing(ctx: RouteContext) {
	const body = bodyObject(ctx.body);
	const isTyping = requireBoolean(body, 'isTyping');
	const userId = optionalString(body, 'userId');
	const conv = requireConversation(ctx, ctx.params.conversationId);
	if (isTyping) {
		const owner = ctx.store.workspaceOwnerId(ctx.user.workspaceId) ?? ctx.user.id;
		ctx.store.typing.set(conv.id, {
			userId: userId || owner,
			visibleUntil: ctx.clock.now().getTime() + TYPING_WINDOW_MS,
		});
	} else {
		ctx.store.typing.delete(conv.id);
	}
	return json({ status: 'success' });
}

export const v2ConversationRoutes: Route[] = [
	{ method: 'GET', pattern: '/api/v2/conversations', handler: list },
	{ method: 'POST', pattern: '/api/v2/conversations/:conversationId/typing', handler: typing },
];
