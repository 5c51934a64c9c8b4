/**
 * Contract rows of the v2 analytics endpoints (see ../types.ts). One node operation (Analytics > Get) reads four
 * of them, one per Report; topics and sentiments have no operation yet (pending, ../knownGaps.ts).
 */
import type { ContractRow, Send } from '../types';
import { v2Page } from './pages';

/** [doc] Every analytics page: the agent and the period, dates as YYYY-MM-DD, an optional IANA timezone. */
const PERIOD = { agentId: 'text', startDate: 'date', endDate: 'date', timezone: 'text' } as const;

/** Analytics > Get for one report, the period given, so that every parameter it offers is sent. */
const report = (value: string): Send => ({
	by: 'v2 analytics:get',
	parameters: { report: value, startDate: '2026-01-01', endDate: '2026-01-31' },
	query: ['agentId', 'startDate', 'endDate', 'timezone'],
});

/** A row Analytics > Get reads for `value` of its Report: the node outputs the answer's data, current period first. */
const reportRow = (
	page: string,
	value: string,
	example: unknown,
	query: ContractRow['query'] = PERIOD,
): ContractRow => ({
	endpoint: `GET /api/v2/analytics${page === 'main' ? '' : `/${page}`}`,
	reference: v2Page(`analytics/${page}`),
	query,
	example,
	reads: ['data.currentPeriod'],
	sends: [report(value)],
});

const OVERVIEW_PERIOD = {
	totalConversationCount: 150,
	openConversationCount: 25,
	closedConversationCount: 125,
	totalResolutionCount: 120,
	agentJoinedConversationRate: 15,
	averageResolutionRate: 80,
	totalGoodResponse: 95,
	totalBadResponse: 25,
	goodResponseRate: 79,
	badResponseRate: 21,
	totalContactsCapture: 45,
	averageChatDuration: 325,
	humanizedAverageChatDuration: '5m 25s',
	averageAIAgentCSATScore: 4.5,
	totalAIAgentCSATResponses: 32,
};

export const ANALYTICS_ROWS: ContractRow[] = [
	reportRow('main', 'overview', {
		status: 'success',
		data: {
			currentPeriod: {
				...OVERVIEW_PERIOD,
				dailyData: [{ date: '2024-01-15', total: 10, aiResolved: 8, humanInvolved: 2 }],
				changes: { totalConversationCount: 10.5, closedConversationCount: 12.3, '*': 0 },
			},
			previousPeriod: OVERVIEW_PERIOD,
		},
	}),
	reportRow(
		'agent',
		'agentPerformance',
		{
			status: 'success',
			data: {
				currentPeriod: {
					totalConversationCount: 150,
					closedConversationCount: 125,
					agentResponseTime: 45,
					avarageMessagesPerConversation: 6,
					averageAgentCSATScore: 4.5,
					totalAgentCSATResponses: 20,
					changes: { '*': 0 },
				},
				previousPeriod: { '*': 0 },
			},
		},
		{ ...PERIOD, userId: 'text' },
	),
	reportRow('ai-functions', 'aiFunctions', {
		status: 'success',
		data: {
			currentPeriod: {
				total: 120,
				totalFailed: 4,
				functions: [
					{
						name: 'getOrderStatus',
						description: 'Looks up an order',
						total: 80,
						totalFailed: 2,
						type: 'API',
						mcpName: null,
						mcpProvider: null,
					},
				],
			},
			previousPeriod: { total: 100, totalFailed: 5 },
			changes: { total: 20, totalFailed: -20 },
		},
	}),
	reportRow(
		'csat',
		'csat',
		{
			status: 'success',
			data: {
				currentPeriod: {
					averageScore: 4.5,
					totalResponses: 32,
					scores: [
						{
							id: 'csat_1',
							score: 5,
							comment: 'Great',
							email: 'john@example.com',
							name: 'John Doe',
							triggerReason: 'CHAT_ENDED',
							createdAt: '2024-01-15T10:30:00Z',
						},
					],
				},
				previousPeriod: { averageScore: 4.3, totalResponses: 28 },
				changes: { averageScore: 4.6, totalResponses: 14.3 },
				metadata: {
					totalItemCount: 32,
					totalPageCount: 4,
					currentPage: 1,
					prev: null,
					next: 2,
					pageSize: 10,
				},
			},
		},
		{ ...PERIOD, page: 'page', pageSize: 'pageSize' },
	),
	{
		endpoint: 'GET /api/v2/analytics/topics',
		reference: v2Page('analytics/topics'),
		query: { ...PERIOD, showAllTopics: 'boolean' },
		example: {
			status: 'success',
			data: [{ date: '2024-01-15', '*': 25 }],
			keys: ['Pricing', 'Features', 'Support', 'Billing', 'Integration', 'Account'],
			allTopics: [{ name: 'Pricing', count: 425 }],
			areAllTopicsVisible: false,
		},
		reads: ['data', 'keys', 'allTopics'],
		sends: [],
	},
	{
		endpoint: 'GET /api/v2/analytics/sentiments',
		reference: v2Page('analytics/sentiments'),
		query: PERIOD,
		example: {
			status: 'success',
			data: [{ date: '2024-01-15', POSITIVE: 45, NEGATIVE: 8, NEUTRAL: 22, UNSPECIFIED: 5 }],
			keys: ['POSITIVE', 'NEGATIVE', 'NEUTRAL', 'UNSPECIFIED'],
			allSentimentsCounts: [{ name: 'POSITIVE', count: 1250 }],
		},
		reads: ['data', 'keys', 'allSentimentsCounts'],
		sends: [],
	},
];
