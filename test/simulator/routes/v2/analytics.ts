/**
 * The six v2 analytics reports ([doc] https://api.livechatai.com/api-reference-v2/analytics/...): each answers
 * its reference's example response field for field, every figure counted from the store over the period asked
 * and the one as long before it (analyticsPeriod.ts: the required query, the days, the time zone). Overview and
 * Agent Performance put `changes` inside currentPeriod, AI Functions and CSAT beside the periods; Topics and
 * Sentiments answer a list of days in `data`, with `keys` and the counts beside it.
 */
import type { Route, RouteContext } from '../../server/context';
import { json } from '../../server/reply';
import { queryBoolean, queryString, requireQueryString } from '../../server/validation';
import type { ChatbotRecord } from '../../state/records';
import { requireChatbot } from '../lookup';
import {
	aiFunctionFigures,
	csatFigures,
	sentimentFigures,
	topicFigures,
} from './analyticsBreakdowns';
import {
	AGENT_CHANGES,
	agentFigures,
	dailyData,
	OVERVIEW_CHANGES,
	overviewFigures,
} from './analyticsFigures';
import { changes, type Period, readPeriods } from './analyticsPeriod';
import { readPage } from './pagination';

type Report = (
	ctx: RouteContext,
	agent: ChatbotRecord,
	periods: { current: Period; previous: Period },
) => Record<string, unknown>;

const overview: Report = (ctx, agent, { current, previous }) => {
	const now = overviewFigures(ctx, agent, current);
	const before = overviewFigures(ctx, agent, previous);
	return {
		data: {
			currentPeriod: {
				...now,
				dailyData: dailyData(ctx, agent, current),
				changes: changes(OVERVIEW_CHANGES, now, before),
			},
			previousPeriod: before,
		},
	};
};

const agentPerformance: Report = (ctx, agent, { current, previous }) => {
	const userId = queryString(ctx.query, 'userId');
	const now = agentFigures(ctx, agent, current, userId);
	const before = agentFigures(ctx, agent, previous, userId);
	return {
		data: {
			currentPeriod: { ...now, changes: changes(AGENT_CHANGES, now, before) },
			previousPeriod: before,
		},
	};
};

const aiFunctions: Report = (ctx, agent, { current, previous }) => {
	const now = aiFunctionFigures(ctx, agent, current);
	const { total, totalFailed } = aiFunctionFigures(ctx, agent, previous);
	const before = { total, totalFailed };
	return {
		data: {
			currentPeriod: now,
			previousPeriod: before,
			changes: changes(['total', 'totalFailed'], now, before),
		},
	};
};

const csat: Report = (ctx, agent, { current, previous }) => {
	const page = readPage(ctx, 'pageSize', 10);
	const now = csatFigures(ctx, agent, current, page);
	const before = csatFigures(ctx, agent, previous, page).figures;
	return {
		data: {
			currentPeriod: now.figures,
			previousPeriod: before,
			changes: changes(['averageScore', 'totalResponses'], now.figures, before),
			metadata: now.metadata,
		},
	};
};

const topics: Report = (ctx, agent, { current }) =>
	topicFigures(ctx, agent, current, queryBoolean(ctx.query, 'showAllTopics') ?? false);

const sentiments: Report = (ctx, agent, { current }) => sentimentFigures(ctx, agent, current);

function analyticsRoute(pattern: string, report: Report): Route {
	return {
		method: 'GET',
		pattern,
		handler: (ctx) => {
			const agentId = requireQueryString(ctx.query, 'agentId');
			const periods = readPeriods(ctx.query);
			const agent = requireChatbot(ctx, agentId, 'Agent');
			return json({ status: 'success', ...report(ctx, agent, periods) });
		},
	};
}

export const v2AnalyticsRoutes: Route[] = [
	analyticsRoute('/api/v2/analytics', overview),
	analyticsRoute('/api/v2/analytics/agent', agentPerformance),
	analyticsRoute('/api/v2/analytics/ai-functions', aiFunctions),
	analyticsRoute('/api/v2/analytics/csat', csat),
	analyticsRoute('/api/v2/analytics/topics', topics),
	analyticsRoute('/api/v2/analytics/sentiments', sentiments),
];
