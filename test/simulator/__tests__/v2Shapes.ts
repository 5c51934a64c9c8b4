/** The request parts and answer shapes the v2 route tables share (v2Routes.test.ts, v2AnalyticsRoutes.test.ts). */
import { SEED } from '../index';
import { fields } from './routeContract';

export const agentId = SEED.agents.support;
export const foreignAgent = { agentId: SEED.agents.other };
export const noAgent = { message: 'Agent not found' };
export const conversation = SEED.conversations.latest;
export const noConversation = { at: SEED.conversations.other, message: 'Conversation not found' };
export const success = (data: unknown, more = {}) => ({ status: 'success', data, ...more });

/** The three pagination wrappers, with the default page size of the list. */
export const pages = (perPage: number) =>
	fields('page totalPages hasPrevious hasNext previous next', { perPage });
export const meta = (perPage: number) => fields('total currentPage totalPages', { perPage });
export const pagination = (limit: number) =>
	fields('page totalCount totalPages hasNextPage hasPreviousPage', { limit });
export const HUMAN_AGENT = fields('id name email avatar');
export const AGENT_SUMMARY = 'id name isLiveChatEnabled language isArchived createdAt updatedAt';
export const AGENT = fields(`${AGENT_SUMMARY} slug isFullPage isImageSharingEnabled`);
export const CONVERSATION = fields(
	'id isResolved isStarred isMuted isAgent integrationType agent lastMessageDate ' +
		'lastVisitorMessageDate lastBotMessageDate lastAgentMessageDate createdAt updatedAt',
	{ contact: fields('id name phone email distinctId attributes') },
);
export const SUGGESTION = fields(
	'id evaluationTag potentialGap suggestedImprovement chatId createdAt',
	{
		userMessage: fields('id text'),
		aiMessage: fields('id text'),
	},
);
export const added = (item = fields('id source isGeneratedByAI')) =>
	success({ message: 'Added successfully', item });
export const tooLarge = (size: 'limit' | 'perPage', params = {}) => ({
	params: { ...params, [size]: 101 },
	message: `${size} must be an integer between 1 and 100`,
});
