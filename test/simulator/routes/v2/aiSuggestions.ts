/**
 * v2 AI suggestions: active ones only (a dismissed one is not found). [decision] newest first, ties by id
 * descending. [doc] startDate / endDate are ISO 8601 date-times (Unix seconds refused); [decision] both inclusive.
 */
import type { Route, RouteContext } from '../../server/context';
import { notFound } from '../../server/errors';
import { json, optionalBody } from '../../server/reply';
import { queryDateTimeRange, requireQueryString } from '../../server/validation';
import type { SuggestionRecord } from '../../state/records';
import { requireChatbot } from '../lookup';
import { suggestionView } from '../serialize';
import { newestFirst, paginationWrapper, readPage } from './pagination';

export const SUGGESTIONS_DEFAULT_LIMIT = 10;

function requireActive(ctx: RouteContext): SuggestionRecord {
	const s = ctx.store.suggestions.get(ctx.params.suggestionId);
	if (!s || s.status !== 'active' || !ctx.store.chatbotOf(ctx.user, s.agentId))
		throw notFound('Suggestion');
	return s;
}

function list(ctx: RouteContext) {
	const agentId = requireQueryString(ctx.query, 'agentId');
	const page = readPage(ctx, 'limit', SUGGESTIONS_DEFAULT_LIMIT);
	const { startMs, endMs } = queryDateTimeRange(ctx.query);
	const agent = requireChatbot(ctx, agentId, 'Agent');
	const all = [...ctx.store.suggestions.values()]
		.filter((s) => s.agentId === agent.id && s.status === 'active')
		.filter((s) => {
			const t = Date.parse(s.createdAt);
			return (startMs === undefined || t >= startMs) && (endMs === undefined || t <= endMs);
		})
		.sort(newestFirst);
	const { items, pagination } = paginationWrapper(all, page);
	return json({
		status: 'success',
		data: { agentId: agent.id, suggestions: items.map(suggestionView), pagination },
	});
}

function get(ctx: RouteContext) {
	const suggestion = requireActive(ctx);
	// [doc] A single suggestion names its agent; the list's items do not (the list names it once).
	return json({
		status: 'success',
		data: { ...suggestionView(suggestion), agentId: suggestion.agentId },
	});
}

function dismiss(ctx: RouteContext) {
	const s = requireActive(ctx);
	s.status = 'ignored';
	s.updatedAt = ctx.clock.now().toISOString();
	return optionalBody(json({ status: 'success', data: { message: 'Suggestion dismissed' } }));
}

export const v2AiSuggestionRoutes: Route[] = [
	{ method: 'GET', pattern: '/api/v2/ai-suggestions', handler: list },
	{ method: 'GET', pattern: '/api/v2/ai-suggestions/:suggestionId', handler: get },
	{ method: 'DELETE', pattern: '/api/v2/ai-suggestions/:suggestionId', handler: dismiss },
];
