/** The v2 routes (/api/v2/...): each list in its pagination wrapper (pages, meta or pagination). */
import { SEED } from '../index';
import { describeRoutes, fields, given } from './routeContract';
import {
	agentId,
	foreignAgent,
	noAgent,
	conversation,
	noConversation,
	success,
	pages,
	meta,
	pagination,
	HUMAN_AGENT,
	AGENT_SUMMARY,
	AGENT,
	CONVERSATION,
	SUGGESTION,
	added,
	tooLarge,
} from './v2Shapes';

describeRoutes('v2 agents and conversations', [
	{
		route: 'POST /api/v2/agents',
		ok: { body: { name: 'Helpdesk', isLiveChatEnabled: true } },
		answer: success(AGENT),
		invalid: { body: { name: 'X' }, message: 'isLiveChatEnabled is required' },
	},
	{
		route: 'GET /api/v2/agents',
		ok: {},
		answer: success([fields(AGENT_SUMMARY)], {
			totalCount: SEED.agents.mainCount,
			pages: pages(10),
		}),
		invalid: tooLarge('limit'),
	},
	{
		// By id, else by the slug of an agent of the workspace.
		route: 'GET /api/v2/agents/:agentIdOrSlug',
		ok: { at: SEED.knowledgeBaseSlug },
		answer: success({ ...AGENT, id: SEED.agents.knowledgeBase }),
		invalid: { params: { isEmbed: 'yes' }, message: 'isEmbed must be true or false' },
		unknown: { at: SEED.agents.other, ...noAgent },
	},
	{
		route: 'DELETE /api/v2/agents/:agentId',
		ok: { at: SEED.agents.team[0] },
		answer: { status: 'success', message: 'Agent deleted' },
		unknown: { at: SEED.agents.other, ...noAgent },
	},
	{
		route: 'POST /api/v2/conversations',
		ok: { body: { question: 'How do I change my plan?', agentId } },
		answer: {
			status: 'success',
			message: 'Message sent successfully',
			data: fields('conversationId contactId response messageId responseMessageId', {
				links: [fields('link type')],
			}),
		},
		invalid: { body: { agentId }, message: 'question is required' },
		unknown: {
			body: { question: 'q', agentId, conversationId: SEED.conversations.salesOfAlice },
			message: 'Conversation not found',
		},
	},
	{
		route: 'GET /api/v2/conversations',
		ok: { params: { agentId, type: 'your-inbox' } },
		answer: success({ conversations: [{ ...CONVERSATION, agent: HUMAN_AGENT }], meta: meta(20) }),
		invalid: tooLarge('perPage', { agentId }),
		// A saved view of another agent.
		unknown: { params: { agentId, viewId: SEED.views.salesResolved }, message: 'View not found' },
	},
	{
		route: 'GET /api/v2/conversations/:conversationId',
		ok: { at: conversation },
		answer: success(
			fields(
				'id contactId agentId isResolved isAgent isMuted isStarred integrationType ' +
					'lastMessageDate agent createdAt updatedAt',
				{ messages: [fields('id content role type source agent createdAt')] },
			),
		),
		unknown: noConversation,
	},
	{
		route: 'POST /api/v2/conversations/:conversationId/reply',
		ok: { at: conversation, body: { message: 'On it' } },
		answer: {
			status: 'success',
			message: 'Reply sent',
			data: fields('messageId conversationId', {
				message: fields('id text type createdAt', { sender: 'AGENT', agent: HUMAN_AGENT }),
			}),
		},
		invalid: { message: 'message is required' },
		unknown: { body: { message: 'x' }, ...noConversation },
	},
	{
		route: 'POST /api/v2/conversations/:conversationId/typing',
		ok: { at: conversation, body: { isTyping: true } },
		answer: { status: 'success' },
		invalid: { body: { isTyping: 'true' }, message: 'isTyping must be a boolean' },
		unknown: { body: { isTyping: true }, ...noConversation },
	},
	{
		// [doc] userId optional: without it the assigned human agent, else the workspace owner.
		route: 'POST /api/v2/conversations/:conversationId/end',
		ok: { at: SEED.conversations.openUnassigned, body: {} },
		answer: {
			status: 'success',
			message: 'Conversation resolved successfully',
			data: fields('conversationId userId contactId'),
		},
		invalid: { body: { userId: 42 }, message: 'userId must be a string' },
		unknown: { body: {}, ...noConversation },
	},
	{
		route: 'GET /api/v2/conversations/views',
		ok: { params: { agentId } },
		answer: success({
			views: [
				fields('id name createdAt', {
					query: { combinator: 'and', rules: [fields('field operator value')] },
				}),
			],
			meta: meta(20),
		}),
		invalid: { message: 'agentId is required' },
		unknown: { params: foreignAgent, ...noAgent },
	},
]);

describeRoutes('v2 contacts', [
	{
		// Create, or update the contact of the agent with that distinctId (or contactId).
		route: 'POST /api/v2/contacts',
		ok: { body: { agentId, distinctId: 'crm-42', attributes: { plan: 'pro' } } },
		answer: { status: 'success', contactId: given },
		invalid: { body: { agentId }, message: 'distinctId is required' },
		unknown: {
			body: { agentId, contactId: SEED.contacts.secure, distinctId: 'crm-2001' },
			message: 'Contact not found',
		},
	},
	{
		route: 'GET /api/v2/contacts',
		ok: { params: { agentId } },
		answer: {
			...success([fields('id distinctId name email phone country createdAt')]),
			agentId,
			totalCount: given,
			pages: pages(10),
		},
		invalid: tooLarge('limit', { agentId }),
		unknown: { params: foreignAgent, ...noAgent },
	},
	{
		// The bare contact, without the envelope.
		route: 'GET /api/v2/contacts/:contactId',
		ok: { at: SEED.contacts.alice },
		answer: fields(
			'id chatSource email agentId distinctId name phone threadId ip country createdAt updatedAt',
			{ attributes: [fields('key value')] },
		),
		unknown: { at: SEED.contacts.other, message: 'Contact not found' },
	},
	{
		route: 'GET /api/v2/contacts/:contactId/conversations',
		ok: { at: SEED.contacts.alice },
		answer: success({ conversations: [CONVERSATION], meta: meta(20) }),
		invalid: tooLarge('perPage'),
		unknown: { at: 'ct_nope', message: 'Contact not found' },
	},
]);

describeRoutes('v2 data sources', [
	{
		route: 'GET /api/v2/data-sources',
		ok: { params: { agentId } },
		answer: success({
			agentId,
			items: [fields('id title text url source status characterCount createdAt updatedAt')],
			totalCount: given,
			pages: pages(10),
		}),
		invalid: {
			params: { agentId, source: 'VIDEO' },
			message: 'source must be one of WEBSITE, TEXT, QA, PDF, DOCX, IMAGE, ALL',
		},
		unknown: { params: foreignAgent, ...noAgent },
	},
	{
		route: 'POST /api/v2/data-sources/text',
		ok: { body: { title: 'Returns', content: 'Within 30 days.', agentId } },
		answer: added(),
		invalid: { body: { content: 'c', agentId }, message: 'title is required' },
		unknown: { body: { title: 't', content: 'c', ...foreignAgent }, ...noAgent },
	},
	{
		route: 'POST /api/v2/data-sources/url',
		ok: { body: { url: 'https://acme.test/faq', agentId } },
		answer: added(),
		invalid: { body: { url: 'ftp://x.test', agentId }, message: 'url must be an http(s) URL' },
		unknown: { body: { url: 'https://acme.test/', ...foreignAgent }, ...noAgent },
	},
	{
		route: 'POST /api/v2/data-sources/qa',
		ok: { body: { question: 'Q?', answer: 'A.', agentId, isGeneratedByAI: true } },
		answer: added({ id: given, source: 'QA', isGeneratedByAI: true }),
		invalid: { body: { question: 'q', agentId }, message: 'answer is required' },
		unknown: {
			body: { question: 'q', answer: 'a', agentId, relatedMessageId: 'msg_nope' },
			message: 'Message not found',
		},
	},
	{
		route: 'POST /api/v2/data-sources/file',
		ok: { body: { title: 'Guide', content: 'Text', agentId, fileType: 'pdf' } },
		answer: added(),
		invalid: {
			body: { title: 't', content: 'c', agentId, fileType: 'xls' },
			message: 'fileType must be one of pdf, docx, image',
		},
		unknown: { body: { title: 't', content: 'c', fileType: 'pdf', ...foreignAgent }, ...noAgent },
	},
	{
		// Partial, unlike the legacy delete: what is not the agent's item of that kind is listed in notFound.
		route: 'DELETE /api/v2/data-sources',
		ok: { body: { agentId, source: 'QA', ids: [SEED.dataSources.qa, SEED.dataSources.text] } },
		answer: success({
			message: 'Deleted 1 item(s)',
			agentId,
			source: 'QA',
			deleted: [SEED.dataSources.qa],
			notFound: [SEED.dataSources.text],
		}),
		invalid: { body: { agentId, source: 'QA' }, message: 'id or ids is required' },
		unknown: { body: { source: 'QA', id: 'x', ...foreignAgent }, ...noAgent },
	},
]);

const { alice, bob } = SEED.contacts;

// The parameters the reference documents beside each route's basic request (read again on 2026-11-28).
describeRoutes('v2 documented parameters', [
	{
		// ISO 8601 date-times only ("created after" / "created before"), both ends inclusive.
		route: 'GET /api/v2/ai-suggestions',
		ok: { params: { agentId, startDate: '2020-01-01T00:00:00Z', endDate: '2100-01-01T00:00Z' } },
		answer: success({ agentId, suggestions: [SUGGESTION], pagination: pagination(10) }),
		invalid: {
			params: { agentId, startDate: '1747196400' },
			message:
				'startDate must be an ISO 8601 date-time (e.g. 2024-01-01T00:00:00Z), not 1747196400',
		},
	},
	{
		// distinctId is required even when contactId names the contact to update.
		route: 'POST /api/v2/contacts',
		ok: { body: { agentId, contactId: alice, distinctId: 'user-1001', name: 'Alice M.' } },
		answer: { status: 'success', contactId: alice },
		invalid: { body: { agentId, contactId: alice }, message: 'distinctId is required' },
	},
	{
		// contactId ties the new conversation to an existing contact, answered back.
		route: 'POST /api/v2/conversations',
		ok: { body: { question: 'Any news?', agentId, contactId: bob } },
		answer: {
			status: 'success',
			message: 'Message sent successfully',
			data: fields('conversationId response messageId responseMessageId', {
				contactId: bob,
				links: [fields('link type')],
			}),
		},
		unknown: {
			body: { question: 'q', agentId, contactId: 'ct_nope' },
			message: 'Contact not found',
		},
	},
	{
		// [decision] `search`: a part of the name, whatever its case.
		route: 'GET /api/v2/conversations/views',
		ok: { params: { agentId, search: 'WHATSAPP' } },
		answer: success({
			views: [
				fields('id createdAt', {
					name: 'WhatsApp, nobody assigned',
					query: { combinator: 'and', rules: [fields('field operator value')] },
				}),
			],
			meta: fields('currentPage totalPages', { total: 1, perPage: 20 }),
		}),
	},
	{
		// The conversation list's filters and sort (what they select: test/nodes/v2/conversationLists.test.ts).
		route: 'GET /api/v2/contacts/:contactId/conversations',
		ok: { at: alice, params: { sort: 'asc', channel: 'INLINECHAT', startDate: '2000-01-01' } },
		answer: success({
			conversations: [{ ...CONVERSATION, integrationType: 'INLINECHAT' }],
			meta: meta(20),
		}),
		invalid: {
			at: alice,
			params: { sentiment: 'ANGRY' },
			message: 'sentiment must be one of POSITIVE, NEGATIVE, NEUTRAL, UNSPECIFIED',
		},
		unknown: { at: alice, params: { viewId: 'view_nope' }, message: 'View not found' },
	},
]);
