/** Contract rows of the v2 conversations endpoints (see ../types.ts). */
import { byId } from '../../harness/liveChatAi';
import { SEED } from '../../simulator';
import { INBOX_VIEW_SEARCH_PARAMETER } from '../../../nodes/LiveChatAi/shared/serviceDecisions';
import type { ContractRow } from '../types';
import { ALL_FILTERS, CONVERSATION_FILTERS, CONVERSATION_LIST_EXAMPLE } from './conversationList';
import { HUMAN_AGENT_EXAMPLE, v2Page } from './pages';

const SEND_BODY = [
	'question',
	'agentId',
	'conversationId',
	'contactId',
	'messageType',
	'streaming',
	'ip',
	'country',
	'responseFormat',
	'integrationType',
];

const LIST_QUERY = ['agentId', 'page', 'perPage'];

export const CONVERSATION_ROWS: ContractRow[] = [
	{
		endpoint: 'POST /api/v2/conversations',
		reference: v2Page('conversations/send-message'),
		body: SEND_BODY,
		example: {
			status: 'success',
			message: 'Message sent successfully',
			data: {
				conversationId: 'chat_1234567890',
				contactId: 'contact_1234567890',
				response: 'Our business hours are Monday to Friday, 9 AM to 6 PM EST.',
				messageId: 'msg_1234567890',
				responseMessageId: 'msg_0987654321',
				links: [{ link: 'https://example.com/page', type: 'WEBSITE' }],
			},
		},
		reads: ['data.conversationId', 'data.response', 'data.messageId', 'data.links'],
		sends: [
			{
				by: 'v2 conversation:sendMessage',
				parameters: {
					options: {
						conversationId: byId(SEED.conversations.latest),
						contactId: SEED.contacts.bob,
						messageType: 'TEXT',
						streaming: false,
						ip: '192.0.2.1',
						country: 'US',
						responseFormat: 'PLAIN',
						integrationType: 'WHATSAPP',
					},
				},
				// Stream Response off sends no `streaming` (false is the service's default); on, the answer is a stream.
				body: SEND_BODY.filter((name) => name !== 'streaming'),
			},
		],
	},
	{
		endpoint: 'GET /api/v2/conversations',
		reference: v2Page('conversations/list'),
		query: {
			agentId: 'text',
			page: 'page',
			perPage: 'pageSize',
			type: ['unassigned', 'your-inbox', 'all'],
			...CONVERSATION_FILTERS,
		},
		example: CONVERSATION_LIST_EXAMPLE,
		reads: [
			'data.conversations[].id',
			'data.conversations[].lastMessageDate',
			'data.meta.totalPages',
		],
		sends: [
			{ by: 'v2 conversation:getMany', query: LIST_QUERY },
			{
				by: 'v2 conversation:getMany',
				parameters: { filters: ALL_FILTERS },
				query: [...LIST_QUERY, 'type', ...Object.keys(CONVERSATION_FILTERS)],
			},
			{ by: 'v1 conversation:getMany', query: LIST_QUERY },
			{ by: 'listSearch searchConversations', query: LIST_QUERY },
			...[
				'newActivity',
				'newConversation',
				'newVisitorMessage',
				'newBotMessage',
				'newAgentMessage',
			].map((event) => ({ by: `trigger ${event}` as const, query: [...LIST_QUERY, 'sort'] })),
			{ by: 'trigger visitorWaiting', query: [...LIST_QUERY, 'sort', 'status'] },
		],
	},
	{
		endpoint: 'GET /api/v2/conversations/{conversationId}',
		reference: v2Page('conversations/retrieve'),
		example: {
			status: 'success',
			data: {
				id: 'chat_1234567890',
				contactId: 'contact_1234567890',
				agentId: 'clx1234567890abcdef',
				isResolved: false,
				isAgent: false,
				isMuted: false,
				isStarred: false,
				integrationType: 'WHATSAPP',
				lastMessageDate: '2024-01-20T14:45:00Z',
				agent: HUMAN_AGENT_EXAMPLE,
				messages: [
					{
						id: 'msg_1234567890',
						content: 'What are your business hours?',
						role: 'user',
						type: 'TEXT',
						source: [
							{ id: 'src_1', type: 'WEBSITE', link: 'https://example.com/page', distance: 0.85 },
						],
						agent: HUMAN_AGENT_EXAMPLE,
						createdAt: '2024-01-15T10:30:00Z',
					},
				],
				createdAt: '2024-01-15T10:30:00Z',
				updatedAt: '2024-01-20T14:45:00Z',
			},
		},
		reads: [
			'data.id',
			'data.messages[].content',
			'data.messages[].role',
			'data.messages[].createdAt',
		],
		sends: [{ by: 'v2 conversation:get' }],
	},
	{
		endpoint: 'POST /api/v2/conversations/{conversationId}/reply',
		reference: v2Page('conversations/reply'),
		body: ['message', 'userId', 'messageType'],
		example: {
			status: 'success',
			message: 'User reply sent successfully',
			data: {
				messageId: 'msg_1234567890',
				conversationId: 'chat_1234567890',
				message: {
					id: 'msg_1234567890',
					text: 'Thank you for your question.',
					sender: 'AGENT',
					type: 'TEXT',
					createdAt: '2024-01-20T14:45:00Z',
					agent: HUMAN_AGENT_EXAMPLE,
				},
			},
		},
		reads: ['data.messageId', 'data.message.text'],
		sends: [
			{
				by: 'v2 conversation:reply',
				parameters: { options: { messageType: 'TEXT', userId: SEED.users.agent } },
				body: ['message', 'userId', 'messageType'],
			},
		],
	},
	{
		endpoint: 'POST /api/v2/conversations/{conversationId}/typing',
		reference: v2Page('conversations/typing'),
		body: ['isTyping', 'userId'],
		example: { status: 'success' },
		reads: [],
		sends: [
			{
				by: 'v2 conversation:sendTypingIndicator',
				parameters: { options: { userId: SEED.users.agent } },
				body: ['isTyping', 'userId'],
			},
			{
				by: 'v1 conversation:sendTypingIndicator',
				parameters: { options: { userId: SEED.users.agent } },
				body: ['isTyping', 'userId'],
			},
		],
	},
	{
		endpoint: 'POST /api/v2/conversations/{conversationId}/end',
		reference: v2Page('conversations/end'),
		body: ['userId'],
		example: {
			status: 'success',
			message: 'Conversation resolved successfully',
			data: {
				conversationId: 'chat_1234567890',
				userId: 'user_1234567890',
				contactId: 'contact_1234567890',
			},
		},
		reads: ['data.conversationId', 'data.userId', 'data.contactId'],
		sends: [
			{
				by: 'v2 conversation:end',
				parameters: { options: { userId: SEED.users.agent } },
				body: ['userId'],
			},
		],
	},
	{
		endpoint: 'GET /api/v2/conversations/views',
		reference: v2Page('conversations/list-views'),
		// The page documents a search by view name without naming its parameter: the name sent is the
		// package's decision (INBOX_VIEW_SEARCH_PARAMETER).
		query: {
			agentId: 'text',
			page: 'page',
			perPage: 'pageSize',
			[INBOX_VIEW_SEARCH_PARAMETER]: 'text',
		},
		example: {
			status: 'success',
			data: {
				views: [
					{
						id: 'clx1234567890viewid',
						name: 'High Priority Negative',
						query: {
							combinator: 'AND',
							rules: [{ field: 'sentiment', operator: 'EQUALS', value: 'NEGATIVE' }],
						},
						createdAt: '2024-01-15T10:30:00.000Z',
					},
				],
				meta: { total: 10, perPage: 20, currentPage: 1, totalPages: 1 },
			},
		},
		reads: ['data.views[].id', 'data.views[].name', 'data.meta.totalPages'],
		sends: [
			{ by: 'v2 conversation:getManyInboxViews', query: LIST_QUERY },
			{
				by: 'v2 conversation:getManyInboxViews',
				parameters: { filters: { name: 'negative' } },
				query: [...LIST_QUERY, INBOX_VIEW_SEARCH_PARAMETER],
			},
		],
	},
];
