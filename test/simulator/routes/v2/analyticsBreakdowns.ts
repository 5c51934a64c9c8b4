/**
 * The AI Functions, CSAT, Topics and Sentiments reports, counted from the store. [decision] CSAT's feedback
 * newest first (the form `contactAndScoreOrder` lists it oldest first); a day of Topics names only the topics it
 * has (the reference's example day has 3 of 6 keys), a day of Sentiments all four (as its example does); topics
 * ranked by count, then name.
 */
import type { RouteContext } from '../../server/context';
import { type ChatbotRecord, type CsatRecord, SENTIMENTS } from '../../state/records';
import { pick } from '../serialize';
import { conversationsIn } from './analyticsFigures';
import { dayOf, mean, type Period, within } from './analyticsPeriod';
import { createdOrder, metadataWrapper, type PageRequest } from './pagination';

export function aiFunctionFigures(ctx: RouteContext, agent: ChatbotRecord, p: Period) {
	const calls = [...ctx.store.functionCalls.values()].filter(
		(call) => call.agentId === agent.id && within(call.createdAt, p),
	);
	const byName = new Map<string, ReturnType<typeof functionEntry>>();
	function functionEntry(call: (typeof calls)[number]) {
		const { name, description, type, mcpName, mcpProvider } = call;
		return { name, description, total: 0, totalFailed: 0, type, mcpName, mcpProvider };
	}
	for (const call of calls) {
		const entry = byName.get(call.name) ?? functionEntry(call);
		entry.total += 1;
		if (call.failed) entry.totalFailed += 1;
		byName.set(call.name, entry);
	}
	const functions = [...byName.values()].sort(
		(a, b) => b.total - a.total || (a.name < b.name ? -1 : 1),
	);
	return { total: calls.length, totalFailed: calls.filter((c) => c.failed).length, functions };
}

const FEEDBACK = 'id score comment email name triggerReason createdAt';

/** A score as the CSAT report lists it. */
export const scoreView = (record: CsatRecord) => pick(record, FEEDBACK);

/** The CSAT scores given in the period (whenever their conversation began), newest first; one page of them. */
export function csatFigures(ctx: RouteContext, agent: ChatbotRecord, p: Period, page: PageRequest) {
	const scores = [...ctx.store.csat.values()]
		.filter((r) => r.agentId === agent.id && within(r.createdAt, p))
		.sort(createdOrder(ctx.settings.forms.contactAndScoreOrder));
	const { items, metadata } = metadataWrapper(scores, page);
	return {
		figures: {
			averageScore: mean(scores.map((r) => r.score)),
			totalResponses: scores.length,
			scores: items.map(scoreView),
		},
		metadata,
	};
}

/** Counts by name, ranked by count then name, as `{name, count}`. */
function ranked(names: string[]): Array<{ name: string; count: number }> {
	const counts = new Map<string, number>();
	for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
	return [...counts]
		.map(([name, count]) => ({ name, count }))
		.sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : 1));
}

/** One entry per day: `{date, <key>: count}`; keys without conversations that day left out unless `every`. */
function perDay(
	p: Period,
	dated: Array<{ day: string; key: string }>,
	keys: readonly string[],
	every: boolean,
) {
	return p.days.map((date) => {
		const entry: Record<string, string | number> = { date };
		for (const key of keys) {
			const count = dated.filter((d) => d.day === date && d.key === key).length;
			if (count > 0 || every) entry[key] = count;
		}
		return entry;
	});
}

export function topicFigures(ctx: RouteContext, agent: ChatbotRecord, p: Period, showAll: boolean) {
	const dated = conversationsIn(ctx, agent, p)
		.filter((c) => c.topic !== null)
		.map((c) => ({ day: dayOf(c.createdAt, p.timezone), key: c.topic! }));
	const allTopics = ranked(dated.map((d) => d.key));
	const keys = allTopics.slice(0, showAll ? undefined : 6).map((t) => t.name);
	return {
		data: perDay(p, dated, keys, false),
		keys,
		allTopics,
		areAllTopicsVisible: keys.length === allTopics.length,
	};
}

export function sentimentFigures(ctx: RouteContext, agent: ChatbotRecord, p: Period) {
	const dated = conversationsIn(ctx, agent, p).map((c) => ({
		day: dayOf(c.createdAt, p.timezone),
		key: c.sentiment,
	}));
	const counts = ranked(dated.map((d) => d.key));
	return {
		data: perDay(p, dated, SENTIMENTS, true),
		keys: [...SENTIMENTS],
		allSentimentsCounts: SENTIMENTS.map((name) => ({
			name,
			count: counts.find((c) => c.name === name)?.count ?? 0,
		})),
	};
}
