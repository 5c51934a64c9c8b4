/**
 * The filters of GET /api/v2/conversations, which saved views and a contact's conversations use too; their order.
 */
import type { RouteContext } from '../../server/context';
import { notFound } from '../../server/errors';
import { queryDateRange, queryEnum, queryString, type Query } from '../../server/validation';
import {
	type ConversationRecord,
	CHANNELS,
	RESOLUTION_STATUSES,
	SENTIMENTS,
} from '../../state/records';

export const CONVERSATION_TYPES = ['unassigned', 'your-inbox', 'all'] as const;
export const SORTS = ['asc', 'desc'] as const;
export const STATUSES = ['open', 'close'] as const;

/** Reads and validates the filters of a query (or of a view's filters); throws 400 naming the field. */
export function readFilters(query: Query) {
	const { startMs, endMs } = queryDateRange(query);
	return {
		type: queryEnum(query, 'type', CONVERSATION_TYPES),
		status: queryEnum(query, 'status', STATUSES),
		startMs,
		endMs,
		assignedTo: queryString(query, 'assignedTo'),
		sentiment: queryEnum(query, 'sentiment', SENTIMENTS),
		topic: queryString(query, 'topic'),
		channel: queryEnum(query, 'channel', CHANNELS),
		resolutionStatus: queryEnum(query, 'resolutionStatus', RESOLUTION_STATUSES),
	};
}

export type ConversationFilters = ReturnType<typeof readFilters>;

export function matchesFilters(
	conv: ConversationRecord,
	f: ConversationFilters,
	ownerUserId: string | undefined,
): boolean {
	if (f.type === 'unassigned' && conv.assignedUserId !== null) return false;
	if (f.type === 'your-inbox' && (ownerUserId === undefined || conv.assignedUserId !== ownerUserId))
		return false;
	if (f.status === 'open' && conv.isResolved) return false;
	if (f.status === 'close' && !conv.isResolved) return false;
	// Parsed only when a date filter asks: a list of 10,000 conversations is filtered on every page request.
	if (f.startMs !== undefined || f.endMs !== undefined) {
		const last = Date.parse(conv.lastMessageDate);
		if (f.startMs !== undefined && last < f.startMs) return false;
		if (f.endMs !== undefined && last > f.endMs) return false;
	}
	if (f.assignedTo !== undefined) {
		if (f.assignedTo === 'ai' ? conv.assignedUserId !== null : conv.assignedUserId !== f.assignedTo)
			return false;
	}
	if (f.sentiment !== undefined && conv.sentiment !== f.sentiment) return false;
	if (f.topic !== undefined && conv.topic !== f.topic) return false;
	if (f.channel !== undefined && conv.integrationType !== f.channel) return false;
	if (f.resolutionStatus !== undefined && conv.resolutionStatus !== f.resolutionStatus)
		return false;
	return true;
}

/**
 * The test of a list's query: its filters and those of its saved view (viewId, ANDed). The view must be one of
 * `agentId`'s for an agent's list, of the workspace's agents for a contact's; else 404.
 */
export function queryMatcher(
	ctx: RouteContext,
	agentId?: string,
): (conv: ConversationRecord) => boolean {
	const filters = readFilters(ctx.query);
	const viewId = queryString(ctx.query, 'viewId');
	let viewFilters: ConversationFilters | undefined;
	if (viewId !== undefined) {
		const view = ctx.store.views.get(viewId);
		const ours =
			view && (agentId ? view.agentId === agentId : ctx.store.chatbotOf(ctx.user, view.agentId));
		if (!view || !ours) throw notFound('View');
		viewFilters = readFilters(view.filters as Record<string, string>);
	}
	const owner = ctx.store.workspaceOwnerId(ctx.user.workspaceId);
	return (c) =>
		matchesFilters(c, filters, owner) && (!viewFilters || matchesFilters(c, viewFilters, owner));
}

/**
 * The conversations a list's query keeps, in their order. A query without a filter or a view keeps them all: the
 * list is returned as it is, not tested item by item (Return All reads 100 pages of 10,000 conversations, and a
 * pass over all of them per page set the simulator's pace).
 */
export function queryMatches(
	ctx: RouteContext,
	conversations: ConversationRecord[],
	agentId: string,
): ConversationRecord[] {
	const filters = readFilters(ctx.query);
	const unfiltered =
		queryString(ctx.query, 'viewId') === undefined &&
		Object.values(filters).every((value) => value === undefined);
	return unfiltered ? conversations : conversations.filter(queryMatcher(ctx, agentId));
}

/**
 * The conversations ordered on lastMessageDate, ties broken by id (same direction), so the order is total and
 * stable; each date parsed once (the benchmark's agents have 10,000 and 50,000 conversations).
 */
export function sortConversations(
	conversations: ConversationRecord[],
	sort: 'asc' | 'desc',
): ConversationRecord[] {
	const sign = sort === 'asc' ? 1 : -1;
	return conversations
		.map((conv) => ({ conv, at: Date.parse(conv.lastMessageDate) }))
		.sort(
			(a, b) =>
				sign * (a.at - b.at || (a.conv.id < b.conv.id ? -1 : a.conv.id > b.conv.id ? 1 : 0)),
		)
		.map(({ conv }) => conv);
}
