/** What the conversations list and a contact's conversations share: the documented filters and answer. */
import { SEED } from '../../simulator';
import type { ValueFormat } from '../types';
import { HUMAN_AGENT_EXAMPLE } from './pages';

/** [doc] The filters of the conversations list, shared by a contact's conversations. */
export const CONVERSATION_FILTERS: Record<string, ValueFormat> = {
	sort: ['asc', 'desc'],
	status: ['open', 'close'],
	startDate: 'unixOrIso',
	endDate: 'unixOrIso',
	assignedTo: 'text',
	sentiment: ['POSITIVE', 'NEGATIVE', 'NEUTRAL', 'UNSPECIFIED'],
	topic: 'text',
	channel: ['WHATSAPP', 'SLACK', 'MESSENGER', 'FULLPAGE', 'INLINECHAT', 'PREVIEW', 'ONBOARDING'],
	resolutionStatus: ['AIHelped', 'AIDidNotHelp', 'TalkToAgent'],
	viewId: 'text',
};

/** Every filter Conversation > Get Many offers, so that each is sent. */
export const ALL_FILTERS = {
	type: 'all',
	sort: 'desc',
	status: 'open',
	startDate: '2020-01-01T00:00:00Z',
	endDate: '2030-12-31T23:59:59Z',
	assignedTo: 'ai',
	channel: 'INLINECHAT',
	resolutionStatus: 'AIHelped',
	sentiment: 'NEGATIVE',
	topic: 'billing',
	viewId: SEED.views.openNegative,
};

export const CONVERSATION_LIST_EXAMPLE = {
	status: 'success',
	data: {
		conversations: [
			{
				id: 'chat_1234567890',
				isResolved: false,
				isStarred: false,
				isMuted: false,
				isAgent: false,
				integrationType: 'WHATSAPP',
				contact: {
					id: 'contact_1234567890',
					name: 'John Doe',
					phone: '+1234567890',
					email: 'john@example.com',
					distinctId: 'user_12345',
					attributes: { '*': 'premium' },
				},
				agent: HUMAN_AGENT_EXAMPLE,
				lastMessageDate: '2024-01-20T14:45:00Z',
				// Not in the published page's example; the interface this package was built to (its Conversation
				// object) lists them, and the trigger's per-role events read them.
				lastVisitorMessageDate: '2024-01-20T14:40:00Z',
				lastBotMessageDate: '2024-01-20T14:45:00Z',
				lastAgentMessageDate: '2024-01-18T09:00:00Z',
				createdAt: '2024-01-15T10:30:00Z',
				updatedAt: '2024-01-20T14:45:00Z',
			},
		],
		meta: { total: 150, perPage: 20, currentPage: 1, totalPages: 8 },
	},
};
