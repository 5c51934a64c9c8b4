/** Contract rows of the v2 agents and AI suggestions endpoints (see ../types.ts). */
import { SEED } from '../../simulator';
import type { ContractRow } from '../types';
import { PAGES_EXAMPLE, v2Page } from './pages';

const AGENT_EXAMPLE = {
	id: 'clx1234567890abcdef',
	name: 'Customer Support Bot',
	isLiveChatEnabled: true,
	language: 'en',
	isArchived: false,
	createdAt: '2024-01-15T10:30:00Z',
	updatedAt: '2024-01-20T14:45:00Z',
};

const SUGGESTION_EXAMPLE = {
	id: 'msg_abc123def456',
	userMessage: { id: 'msg_user789xyz', text: 'What is the warranty period for your products?' },
	aiMessage: { id: 'msg_abc123def456', text: "I'm sorry, I don't have information about that." },
	evaluationTag: 'OUT_OF_CONTEXT',
	potentialGap: 'Warranty information is missing from the knowledge base',
	suggestedImprovement: 'All our products come with a 2-year warranty. For details...',
	chatId: 'chat_xyz789',
	createdAt: '2024-01-15T10:30:00Z',
};

export const AGENT_ROWS: ContractRow[] = [
	{
		endpoint: 'POST /api/v2/agents',
		reference: v2Page('agents/create'),
		body: ['name', 'isLiveChatEnabled', 'isImageSharingEnabled'],
		// The page shows no example answer: the agent, as its other pages give it.
		example: null,
		reads: ['data.id'],
		sends: [
			{ by: 'v2 agent:create', body: ['name', 'isLiveChatEnabled', 'isImageSharingEnabled'] },
		],
	},
	{
		endpoint: 'GET /api/v2/agents',
		reference: v2Page('agents/list'),
		query: { page: 'page', limit: 'pageSize' },
		example: { status: 'success', data: [AGENT_EXAMPLE], totalCount: 15, pages: PAGES_EXAMPLE },
		reads: ['data[].id', 'data[].name', 'data[].isArchived', 'pages.totalPages', 'pages.hasNext'],
		sends: [
			{ by: 'v2 agent:getMany', query: ['page', 'limit'] },
			{ by: 'credential test', query: ['limit'] },
			{ by: 'listSearch searchAgents', query: ['page', 'limit'] },
			{ by: 'listSearch searchChatbots', query: ['page', 'limit'] },
			{ by: 'loadOptions getAgents', query: ['page', 'limit'] },
		],
	},
	{
		endpoint: 'GET /api/v2/agents/{agentId}',
		reference: v2Page('agents/retrieve'),
		query: { isEmbed: 'boolean' },
		// The page shows no example answer.
		example: null,
		reads: ['data.id', 'data.name'],
		sends: [{ by: 'v2 agent:get', parameters: { options: { isEmbed: true } }, query: ['isEmbed'] }],
	},
	{
		endpoint: 'DELETE /api/v2/agents/{agentId}',
		reference: v2Page('agents/delete'),
		example: { status: 'success', message: 'Agent deleted successfully' },
		reads: [],
		sends: [{ by: 'v2 agent:delete' }],
	},
	{
		endpoint: 'GET /api/v2/ai-suggestions',
		reference: v2Page('ai-suggestions/list'),
		query: {
			agentId: 'text',
			page: 'page',
			limit: 'pageSize',
			startDate: 'dateTime',
			endDate: 'dateTime',
		},
		example: {
			status: 'success',
			data: {
				agentId: 'clx1234567890abcdef',
				suggestions: [SUGGESTION_EXAMPLE],
				pagination: {
					page: 1,
					limit: 10,
					totalCount: 25,
					totalPages: 3,
					hasNextPage: true,
					hasPreviousPage: false,
				},
			},
		},
		reads: ['data.suggestions[].id', 'data.suggestions[].createdAt', 'data.pagination.totalPages'],
		sends: [
			{
				by: 'v2 aiSuggestion:getMany',
				parameters: {
					filters: { startDate: '2020-01-01T00:00:00Z', endDate: '2030-12-31T23:59:59Z' },
				},
				query: ['agentId', 'page', 'limit', 'startDate', 'endDate'],
			},
			{
				// Unix seconds given: sent as date-times all the same.
				by: 'v2 aiSuggestion:getMany',
				parameters: { filters: { startDate: '1577836800', endDate: 1924991999 } },
				query: ['agentId', 'page', 'limit', 'startDate', 'endDate'],
			},
			{ by: 'trigger newAiSuggestion', query: ['agentId', 'page', 'limit'] },
		],
	},
	{
		endpoint: 'GET /api/v2/ai-suggestions/{suggestionId}',
		reference: v2Page('ai-suggestions/retrieve'),
		example: { status: 'success', data: { ...SUGGESTION_EXAMPLE, agentId: SEED.agents.support } },
		reads: ['data.id', 'data.suggestedImprovement'],
		sends: [{ by: 'v2 aiSuggestion:get' }],
	},
	{
		endpoint: 'DELETE /api/v2/ai-suggestions/{suggestionId}',
		reference: v2Page('ai-suggestions/delete'),
		example: { status: 'success', data: { message: 'AI suggestion dismissed successfully' } },
		reads: [],
		sends: [{ by: 'v2 aiSuggestion:dismiss' }, { by: 'v1 aiSuggestion:dismiss' }],
	},
];
