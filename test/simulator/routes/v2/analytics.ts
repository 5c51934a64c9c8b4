/**
 * The four v2 analytics reports. Their query is not published; [decision]: the period is [startDate, endDate],
 * both inclusive, a date-only endDate covering its whole UTC day; by default the 30 days up to the clock's
 * now. previousPeriod is as long and ends 1 ms before the start. Every figure is counted from the store.
 */
import type { Route, RouteContext } from '../../context';
import { validationError } from '../../errors';
import type { ChatbotRecord } from '../../types';
import { json } from '../../responses';
import { queryDateRange, queryString, requireQueryString } from '../../validation';
import { requireChatbot } from '../lookup';

const DAY_MS = 24 * 3600 * 1000;
export const DEFAULT_PERIOD_DAYS = 30;

export interface Period {
	from: number;
	to: number;
}

function readPeriod(ctx: RouteContext): Period {
	const { startMs, endMs } = queryDateRange(ctx.query);
	const wholeDay = /^\d{4}-\d{2}-\d{2}$/.test(queryString(ctx.query, 'endDate')?.trim() ?? '');
	const to =
		endMs === undefined ? ctx.clock.now().getTime() : wholeDay ? endMs + DAY_MS - 1 : endMs;
	const from = startMs ?? to - DEFAULT_PERIOD_DAYS * DAY_MS;
	if (from > to) throw validationError('startDate must not be after endDate');
	return { from, to };
}

const within = (iso: string, p: Period) => {
	const t = Date.parse(iso);
	return t >= p.from && t <= p.to;
};

type Figures = (ctx: RouteContext, agent: ChatbotRecord, p: Period) => Record<string, unknown>;

function messagesOfAgent(ctx: RouteContext, agent: ChatbotRecord, p: Period) {
	return [...ctx.store.messages.values()].filter(
		(m) =>
			within(m.createdAt, p) && ctx.store.conversations.get(m.conversationId)?.agentId === agent.id,
	);
}

const overview: Figures = (ctx, agent, p) => {
	const conversations = [...ctx.store.conversations.values()].filter(
		(c) => c.agentId === agent.id && within(c.createdAt, p),
	);
	const messages = messagesOfAgent(ctx, agent, p);
	const dailyData = [];
	for (let day = Math.floor(p.from / DAY_MS) * DAY_MS; day <= p.to; day += DAY_MS) {
		const date = new Date(day).toISOString().slice(0, 10);
		const onDay = (iso: string) => iso.slice(0, 10) === date;
		dailyData.push({
			date,
			conversationCount: conversations.filter((c) => onDay(c.createdAt)).length,
			messageCount: messages.filter((m) => onDay(m.createdAt)).length,
		});
	}
	const closed = conversations.filter((c) => c.isResolved).length;
	return {
		totalConversationCount: conversations.length,
		openConversationCount: conversations.length - closed,
		closedConversationCount: closed,
		totalMessageCount: messages.length,
		dailyData,
	};
};

const humanAgents: Figures = (ctx, agent, p) => {
	const replies = messagesOfAgent(ctx, agent, p).filter((m) => m.role === 'agent');
	const agents = [...ctx.store.users.values()]
		.filter((u) => u.workspaceId === agent.workspaceId)
		.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
		.map((u) => {
			const own = replies.filter((m) => m.userId === u.id);
			const conversationCount = new Set(own.map((m) => m.conversationId)).size;
			return { userId: u.id, name: u.name, conversationCount, replyCount: own.length };
		});
	return { agents };
};

const aiFunctions: Figures = (ctx, agent, p) => {
	const counts = new Map<string, number>();
	for (const call of ctx.store.functionCalls.values())
		if (call.agentId === agent.id && within(call.createdAt, p))
			counts.set(call.name, (counts.get(call.name) ?? 0) + 1);
	const functions = [...counts]
		.map(([name, callCount]) => ({ name, callCount }))
		.sort((a, b) => b.callCount - a.callCount || (a.name < b.name ? -1 : 1));
	return { functions };
};

const csat: Figures = (ctx, agent, p) => {
	const scores = [...ctx.store.csat.values()]
		.filter((r) => r.agentId === agent.id && within(r.createdAt, p))
		.map((r) => r.score);
	const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
	for (const s of scores) distribution[s] += 1;
	const sum = scores.reduce((a, b) => a + b, 0);
	return {
		averageScore: scores.length === 0 ? null : Math.round((sum / scores.length) * 100) / 100,
		responseCount: scores.length,
		distribution,
	};
};

function analyticsRoute(pattern: string, figures: Figures): Route {
	return {
		method: 'GET',
		pattern,
		handler: (ctx) => {
			const agentId = requireQueryString(ctx.query, 'agentId');
			const current = readPeriod(ctx);
			const agent = requireChatbot(ctx, agentId, 'Agent');
			const length = current.to - current.from;
			const previous = { from: current.from - length - 1, to: current.from - 1 };
			const period = (p: Period) => ({
				startDate: new Date(p.from).toISOString(),
				endDate: new Date(p.to).toISOString(),
				...figures(ctx, agent, p),
			});
			return json({
				status: 'success',
				data: { currentPeriod: period(current), previousPeriod: period(previous) },
			});
		},
	};
}

export const v2AnalyticsRoutes: Route[] = [
	analyticsRoute('/api/v2/analytics', overview),
	analyticsRoute('/api/v2/analytics/agent', humanAgents),
	analyticsRoute('/api/v2/analytics/ai-functions', aiFunctions),
	analyticsRoute('/api/v2/analytics/csat', csat),
];
