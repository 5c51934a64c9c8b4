/** The v2 AI suggestion and analytics routes: each report's documented example, field for field. */
import { SEED } from '../index';
import { describeRoutes, fields, given } from './routeContract';
import {
	agentId,
	foreignAgent,
	noAgent,
	success,
	pagination,
	SUGGESTION,
	tooLarge,
} from './v2Shapes';

const dismissed = { at: SEED.suggestions.dismissed, message: 'Suggestion not found' };
const PERIOD = { agentId, startDate: '2026-10-17', endDate: '2026-10-31' };
/** [doc] Each report's example response, field for field; agentId, startDate and endDate required. */
const analytics = (path: string, answer: Record<string, unknown>, params = {}) => ({
	route: `GET /api/v2/analytics${path}`,
	ok: { params: { ...PERIOD, ...params } },
	answer: { status: 'success', ...answer },
	invalid: { params: { agentId, startDate: '2026-10-01' }, message: 'endDate is required' },
	unknown: { params: { ...PERIOD, ...foreignAgent }, ...noAgent },
});
const OVERVIEW =
	'totalConversationCount openConversationCount closedConversationCount totalResolutionCount ' +
	'agentJoinedConversationRate averageResolutionRate totalGoodResponse totalBadResponse goodResponseRate ' +
	'badResponseRate totalContactsCapture averageChatDuration humanizedAverageChatDuration ' +
	'averageAIAgentCSATScore totalAIAgentCSATResponses';
const OVERVIEW_CHANGES =
	'totalConversationCount closedConversationCount totalResolutionCount agentJoinedConversationRate ' +
	'averageResolutionRate goodResponseRate badResponseRate totalContactsCapture averageChatDuration ' +
	'averageAIAgentCSATScore';
const AGENT_FIGURES =
	'totalConversationCount closedConversationCount agentResponseTime avarageMessagesPerConversation ' +
	'averageAgentCSATScore';
const CSAT_SCORE = fields('id score comment email name triggerReason createdAt');
const counts = [fields('name count')];

describeRoutes('v2 AI suggestions and analytics', [
	{
		route: 'GET /api/v2/ai-suggestions',
		ok: { params: { agentId } },
		answer: success({ agentId, suggestions: [SUGGESTION], pagination: pagination(10) }),
		invalid: tooLarge('limit', { agentId }),
		unknown: { params: foreignAgent, ...noAgent },
	},
	{
		route: 'GET /api/v2/ai-suggestions/:suggestionId',
		ok: { at: SEED.suggestions.active[0] },
		answer: success({ ...SUGGESTION, agentId: SEED.agents.support }),
		unknown: dismissed,
	},
	{
		route: 'DELETE /api/v2/ai-suggestions/:suggestionId',
		ok: { at: SEED.suggestions.active[0] },
		answer: success({ message: 'Suggestion dismissed' }),
		unknown: dismissed,
	},
	analytics('', {
		data: {
			currentPeriod: fields(OVERVIEW, {
				dailyData: [fields('date total aiResolved humanInvolved')],
				changes: fields(OVERVIEW_CHANGES),
			}),
			previousPeriod: fields(OVERVIEW),
		},
	}),
	analytics(
		'/agent',
		{
			data: {
				currentPeriod: fields(`${AGENT_FIGURES} totalAgentCSATResponses`, {
					changes: fields(AGENT_FIGURES),
				}),
				previousPeriod: fields(`${AGENT_FIGURES} totalAgentCSATResponses`),
			},
		},
		{ userId: SEED.users.agent },
	),
	analytics('/ai-functions', {
		data: {
			currentPeriod: fields('total totalFailed', {
				functions: [fields('name description total totalFailed type mcpName mcpProvider')],
			}),
			previousPeriod: fields('total totalFailed'),
			changes: fields('total totalFailed'),
		},
	}),
	analytics(
		'/csat',
		{
			data: {
				currentPeriod: fields('averageScore totalResponses', { scores: [CSAT_SCORE] }),
				previousPeriod: fields('averageScore totalResponses', { scores: [CSAT_SCORE] }),
				changes: fields('averageScore totalResponses'),
				metadata: fields('totalItemCount totalPageCount currentPage prev next pageSize'),
			},
		},
		{ page: 1, pageSize: 5 },
	),
	analytics(
		'/topics',
		{ data: [given], keys: [given], allTopics: counts, areAllTopicsVisible: given },
		{ showAllTopics: false },
	),
	analytics('/sentiments', {
		data: [fields('date POSITIVE NEGATIVE NEUTRAL UNSPECIFIED')],
		keys: [given],
		allSentimentsCounts: counts,
	}),
]);
