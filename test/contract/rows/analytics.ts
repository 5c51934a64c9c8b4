/**
 * Contract rows of the v2 analytics endpoints (see ../types.ts). One node operation (Analytics > Get) reads the
 * six of them, one per Report, each in every Output it offers.
 */
import type { ContractRow, Send } from '../types';
import { v2Page } from './pages';

/** [doc] Every analytics page: the agent and the period, dates as YYYY-MM-DD, an optional IANA timezone. */
const PERIOD = { agentId: 'text', startDate: 'date', endDate: 'date', timezone: 'text' } as const;

/** The query names Analytics > Get sends for every report. */
const SENT = ['agentId', 'startDate', 'endDate', 'timezone'];

/** Analytics > Get for one report (and view), the period given, so that every parameter it offers is sent. */
const report = (value: string, more: object = {}, query: string[] = []): Send => ({
	by: 'v2 analytics:get',
	parameters: { report: value, startDate: '2026-01-01', endDate: '2026-01-31', ...more },
	query: [...SENT, ...query],
});

/** A row Analytics > Get reads for `value` of its Report, in each of its views (`sends`). */
const reportRow = (
	page: string,
	example: unknown,
	reads: string[],
	sends: Send[],
	query: ContractRow['query'] = PERIOD,
): ContractRow => ({
	endpoint: `GET /api/v2/analytics${page === 'main' ? '' : `/${page}`}`,
	reference: v2Page(`analytics/${page}`),
	query,
	example,
	reads,
	sends,
});

/** [doc] The agent page's figures (`avarageMessagesPerConversation` sic). */
const AGENT_PERIOD = {
	totalConversationCount: 45,
	closedConversationCount: 38,
	agentResponseTime: 1250,
	avarageMessagesPerConversation: 8.5,
	averageAgentCSATScore: 4.2,
	totalAgentCSATResponses: 28,
};

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
	reportRow(
		'main',
		{
			status: 'success',
			data: {
				currentPeriod: {
					...OVERVIEW_PERIOD,
					dailyData: [{ date: '2024-01-15', total: 10, aiResolved: 8, humanInvolved: 2 }],
					changes: { totalConversationCount: 10.5, closedConversationCount: 12.3, '*': 0 },
				},
				previousPeriod: OVERVIEW_PERIOD,
			},
		},
		[
			'data.currentPeriod',
			'data.currentPeriod.changes',
			'data.currentPeriod.dailyData',
			'data.previousPeriod',
		],
		[report('overview'), report('overview', { output: 'perDay' })],
	),
	reportRow(
		'agent',
		{
			status: 'success',
			data: {
				currentPeriod: {
					...AGENT_PERIOD,
					changes: {
						totalConversationCount: 12.5,
						closedConversationCount: 8.3,
						agentResponseTime: -5.2,
						avarageMessagesPerConversation: 3.7,
						averageAgentCSATScore: 4.1,
					},
				},
				previousPeriod: AGENT_PERIOD,
			},
		},
		['data.currentPeriod', 'data.currentPeriod.changes', 'data.previousPeriod'],
		[report('agentPerformance', { userId: 'usr_sam' }, ['userId'])],
		{ ...PERIOD, userId: 'text' },
	),
	reportRow(
		'ai-functions',
		{
			status: 'success',
			data: {
				currentPeriod: {
					total: 245,
					totalFailed: 12,
					functions: [
						{
							name: 'send_email',
							description: 'Send email to user',
							total: 85,
							totalFailed: 3,
							type: 'CUSTOM',
							mcpName: null,
							mcpProvider: 'slack',
						},
					],
				},
				previousPeriod: { total: 212, totalFailed: 13 },
				changes: { total: 15.5, totalFailed: -8.2 },
			},
		},
		['data.currentPeriod', 'data.currentPeriod.functions', 'data.previousPeriod', 'data.changes'],
		[report('aiFunctions'), report('aiFunctions', { output: 'perFunction' })],
	),
	reportRow(
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
				// [doc] The page's example shows the previous period's scores as one empty record.
				previousPeriod: { averageScore: 3.8, totalResponses: 38, scores: [{}] },
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
		[
			'data.currentPeriod',
			'data.currentPeriod.scores',
			'data.previousPeriod',
			'data.changes',
			'data.metadata.totalPageCount',
		],
		[
			report('csat'),
			report('csat', { output: 'feedback', returnAll: false, limit: 5 }, ['page', 'pageSize']),
			{ by: 'trigger newCsatRating', query: [...SENT, 'page', 'pageSize'] },
		],
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
		sends: [
			report('topics', {}, ['showAllTopics']),
			report('topics', { showAllTopics: true, output: 'perDay' }, ['showAllTopics']),
		],
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
		sends: [report('sentiments'), report('sentiments', { output: 'perDay' })],
	},
];
