/**
 * The published pages the rows are written from. `v2Page` names a page of the v2 reference; DOCUMENTED_V2_PAGES
 * lists every v2 endpoint page the reference shows (read 2026-11-28, its index at https://api.livechatai.com/llms.txt),
 * so that the count of v2 rows is held to the count of documented endpoints.
 */
const V2 = 'https://api.livechatai.com/api-reference-v2/';

export const v2Page = (path: string) => `${V2}${path}`;

export const DOCUMENTED_V2_PAGES = [
	'agents/create',
	'agents/list',
	'agents/retrieve',
	'agents/delete',
	'ai-suggestions/list',
	'ai-suggestions/retrieve',
	'ai-suggestions/delete',
	'analytics/main',
	'analytics/agent',
	'analytics/ai-functions',
	'analytics/csat',
	'analytics/topics',
	'analytics/sentiments',
	'contacts/create',
	'contacts/list',
	'contacts/retrieve',
	'contacts/list-conversations',
	'conversations/send-message',
	'conversations/list',
	'conversations/retrieve',
	'conversations/reply',
	'conversations/typing',
	'conversations/end',
	'conversations/list-views',
	'data-sources/list',
	'data-sources/create-text',
	'data-sources/create-url',
	'data-sources/create-qa',
	'data-sources/create-file',
	'data-sources/delete',
].map(v2Page);

/** The three published legacy pages (deprecated endpoints); the others the node calls have none. */
export const LEGACY_PAGES = {
	reply: 'https://api.livechatai.com/api-reference/endpoint/chatbot/message-a-chatbot-public',
	pdf: 'https://api.livechatai.com/api-reference/endpoint/data-source/add-pdf-data-source-to-chatbot',
	delete:
		'https://api.livechatai.com/api-reference/endpoint/data-source/delete-data-source-from-chatbot',
};

/** The documented list wrapper `pages` (agents, contacts, data sources). */
export const PAGES_EXAMPLE = {
	page: 1,
	perPage: 10,
	totalPages: 2,
	hasPrevious: false,
	hasNext: true,
	previous: null,
	next: 2,
};

/** The documented human agent object (`agent` of a conversation, a message, a reply). */
export const HUMAN_AGENT_EXAMPLE = {
	id: 'agent_1234567890',
	name: 'Jane Smith',
	email: 'jane@company.com',
	avatar: 'https://example.com/avatar.jpg',
};

/** The documented answer of the four Add data source pages. */
export const ADDED_EXAMPLE = (source: string) => ({
	status: 'success',
	data: {
		message: 'Added successfully',
		item: { id: 'ds_1234567890', source, isGeneratedByAI: false },
	},
});
