/**
 * The figures of the Overview and Agent Performance reports, counted from the store. [decision] Where the
 * reference names a figure without saying how it is counted: a conversation counts on the day it was created;
 * resolved = resolved without a human agent; good / bad responses = conversations the AI helped / did not help
 * (resolutionStatus); contacts captured = distinct contacts with an e-mail; chat duration = seconds from the
 * first to the last message; agent response time = seconds from the start to the first human agent message.
 */
import type { RouteContext } from '../../server/context';
import type { ChatbotRecord, ConversationRecord } from '../../state/records';
import { dayOf, mean, percent, type Figures, type Period, within } from './analyticsPeriod';

const seconds = (from: string, to: string) =>
	Math.round((Date.parse(to) - Date.parse(from)) / 1000);

export function conversationsIn(ctx: RouteContext, agent: ChatbotRecord, p: Period) {
	return [...ctx.store.conversations.values()].filter(
		(c) => c.agentId === agent.id && within(c.createdAt, p),
	);
}

/** The CSAT scores given in the period about these conversations. */
export function csatOf(ctx: RouteContext, conversations: ConversationRecord[], p: Period) {
	const ids = new Set(conversations.map((c) => c.id));
	return [...ctx.store.csat.values()].filter(
		(r) => ids.has(r.conversationId) && within(r.createdAt, p),
	);
}

function humanized(total: number | null): string {
	if (total === null) return '0s';
	const h = Math.floor(total / 3600);
	const m = Math.floor((total % 3600) / 60);
	const parts = [h > 0 && `${h}h`, (h > 0 || m > 0) && `${m}m`, `${total % 60}s`];
	return parts.filter(Boolean).join(' ');
}

export const OVERVIEW_CHANGES = [
	'totalConversationCount',
	'closedConversationCount',
	'totalResolutionCount',
	'agentJoinedConversationRate',
	'averageResolutionRate',
	'goodResponseRate',
	'badResponseRate',
	'totalContactsCapture',
	'averageChatDuration',
	'averageAIAgentCSATScore',
] as const;

export function overviewFigures(ctx: RouteContext, agent: ChatbotRecord, p: Period): Figures {
	const all = conversationsIn(ctx, agent, p);
	const count = (keep: (c: ConversationRecord) => boolean) => all.filter(keep).length;
	const resolvedByAi = (c: ConversationRecord) => c.isResolved && !c.isAgent;
	const good = count((c) => c.resolutionStatus === 'AIHelped');
	const bad = count((c) => c.resolutionStatus === 'AIDidNotHelp');
	const withEmail = all.filter((c) => c.contactId && ctx.store.contacts.get(c.contactId)?.email);
	const duration = mean(
		all.map((c) => seconds(c.createdAt, c.lastMessageDate)),
		0,
	);
	const aiCsat = csatOf(
		ctx,
		all.filter((c) => !c.isAgent),
		p,
	).map((r) => r.score);
	return {
		totalConversationCount: all.length,
		openConversationCount: count((c) => !c.isResolved),
		closedConversationCount: count((c) => c.isResolved),
		totalResolutionCount: count(resolvedByAi),
		agentJoinedConversationRate: percent(
			count((c) => c.isAgent),
			all.length,
		),
		averageResolutionRate: percent(count(resolvedByAi), all.length),
		totalGoodResponse: good,
		totalBadResponse: bad,
		goodResponseRate: percent(good, good + bad),
		badResponseRate: percent(bad, good + bad),
		totalContactsCapture: new Set(withEmail.map((c) => c.contactId)).size,
		averageChatDuration: duration ?? 0,
		humanizedAverageChatDuration: humanized(duration),
		averageAIAgentCSATScore: mean(aiCsat),
		totalAIAgentCSATResponses: aiCsat.length,
	};
}

/** [doc] One entry per day of the period, none left out. */
export function dailyData(ctx: RouteContext, agent: ChatbotRecord, p: Period) {
	const byDay = new Map(
		p.days.map((date) => [date, { date, total: 0, aiResolved: 0, humanInvolved: 0 }]),
	);
	for (const c of conversationsIn(ctx, agent, p)) {
		const day = byDay.get(dayOf(c.createdAt, p.timezone))!;
		day.total += 1;
		if (c.isResolved && !c.isAgent) day.aiResolved += 1;
		if (c.isAgent) day.humanInvolved += 1;
	}
	return [...byDay.values()];
}

export const AGENT_CHANGES = [
	'totalConversationCount',
	'closedConversationCount',
	'agentResponseTime',
	'avarageMessagesPerConversation',
	'averageAgentCSATScore',
] as const;

/** Conversations a human agent (`userId`, else any) took part in. */
export function agentFigures(
	ctx: RouteContext,
	agent: ChatbotRecord,
	p: Period,
	userId: string | undefined,
): Figures {
	const handled = conversationsIn(ctx, agent, p).filter(
		(c) => c.isAgent && (userId === undefined || c.assignedUserId === userId),
	);
	const ids = new Set(handled.map((c) => c.id));
	const messages = new Map<string, number>();
	const firstReply = new Map<string, string>();
	for (const m of ctx.store.messages.values()) {
		if (!ids.has(m.conversationId)) continue;
		messages.set(m.conversationId, (messages.get(m.conversationId) ?? 0) + 1);
		const first = firstReply.get(m.conversationId);
		if (m.role === 'agent' && (first === undefined || m.createdAt < first))
			firstReply.set(m.conversationId, m.createdAt);
	}
	const responseTimes = handled
		.filter((c) => firstReply.has(c.id))
		.map((c) => seconds(c.createdAt, firstReply.get(c.id)!));
	const scores = csatOf(ctx, handled, p).map((r) => r.score);
	return {
		totalConversationCount: handled.length,
		closedConversationCount: handled.filter((c) => c.isResolved).length,
		agentResponseTime: mean(responseTimes, 0) ?? 0,
		avarageMessagesPerConversation:
			mean(
				handled.map((c) => messages.get(c.id) ?? 0),
				1,
			) ?? 0,
		averageAgentCSATScore: mean(scores),
		totalAgentCSATResponses: scores.length,
	};
}
