/**
 * How records look in v2 responses (the documented fields; internal ones never leave). Decisions:
 *  - agent: the list fields plus `slug`, `isFullPage` and `isImageSharingEnabled` on create and get.
 *  - data-source item: `source` is the v2 kind (WEBSITE, TEXT, QA, PDF, DOCX, IMAGE: legacy PDF items are PDF
 *    here); a Q&A item carries the question in `title` and the answer in `text`; `characterCount` is the
 *    length of `text`.
 *  - message roles: `user` (visitor), `assistant` (AI), `agent` (human agent, with `agent` set).
 *  - inbox view: its filters as `query:{combinator:'and', rules:[{field, operator:'=', value}]}`.
 */
import { humanAgentView } from '../../serialize';
import type { Store } from '../../store';
import type {
	ChatbotRecord,
	ContactRecord,
	ConversationMessageRecord,
	ConversationRecord,
	DataSourceRecord,
	ViewRecord,
} from '../../types';

export const V2_SOURCES = ['WEBSITE', 'TEXT', 'QA', 'PDF', 'DOCX', 'IMAGE'] as const;
export type V2Source = (typeof V2_SOURCES)[number];

const SOURCE_OF_TYPE: Record<DataSourceRecord['type'], V2Source> = {
	url: 'WEBSITE',
	text: 'TEXT',
	qa: 'QA',
	pdf: 'PDF',
	docx: 'DOCX',
	image: 'IMAGE',
};

export const v2SourceOf = (ds: DataSourceRecord): V2Source => SOURCE_OF_TYPE[ds.type];

export function agentSummary(bot: ChatbotRecord) {
	return {
		id: bot.id,
		name: bot.name,
		isLiveChatEnabled: bot.isLiveChatEnabled,
		language: bot.language,
		isArchived: bot.isArchived,
		createdAt: bot.createdAt,
		updatedAt: bot.updatedAt,
	};
}

export function agentDetail(bot: ChatbotRecord) {
	return {
		...agentSummary(bot),
		slug: bot.slug,
		isFullPage: bot.isFullPage,
		isImageSharingEnabled: bot.isImageSharingEnabled,
	};
}

export function dataSourceItem(ds: DataSourceRecord) {
	const isQa = ds.type === 'qa';
	const text = isQa ? ds.answer : ds.content;
	return {
		id: ds.id,
		title: isQa ? ds.question : ds.title,
		text,
		url: ds.url,
		source: v2SourceOf(ds),
		status: ds.status,
		characterCount: (text ?? '').length,
		createdAt: ds.createdAt,
		updatedAt: ds.updatedAt,
	};
}

export function contactSummary(c: ContactRecord) {
	return {
		id: c.id,
		distinctId: c.distinctId,
		name: c.name,
		email: c.email,
		phone: c.phone,
		country: c.country,
		createdAt: c.createdAt,
	};
}

export function contactDetail(c: ContactRecord) {
	return {
		id: c.id,
		chatSource: c.chatSource,
		email: c.email,
		agentId: c.agentId,
		distinctId: c.distinctId,
		name: c.name,
		phone: c.phone,
		threadId: c.threadId,
		ip: c.ip,
		country: c.country,
		attributes: Object.entries(c.attributes).map(([key, value]) => ({ key, value })),
		createdAt: c.createdAt,
		updatedAt: c.updatedAt,
	};
}

export function messageView(store: Store, m: ConversationMessageRecord) {
	return {
		id: m.id,
		content: m.content,
		role: m.role,
		type: m.type,
		source: m.sources.map((s) => ({ ...s })),
		agent: humanAgentView(m.userId === null ? undefined : store.users.get(m.userId)),
		createdAt: m.createdAt,
	};
}

export function conversationDetail(store: Store, conv: ConversationRecord) {
	return {
		id: conv.id,
		contactId: conv.contactId,
		agentId: conv.agentId,
		isResolved: conv.isResolved,
		isAgent: conv.isAgent,
		isMuted: conv.isMuted,
		isStarred: conv.isStarred,
		integrationType: conv.integrationType,
		lastMessageDate: conv.lastMessageDate,
		agent: humanAgentView(
			conv.assignedUserId === null ? undefined : store.users.get(conv.assignedUserId),
		),
		messages: store.messagesOf(conv.id).map((m) => messageView(store, m)),
		createdAt: conv.createdAt,
		updatedAt: conv.updatedAt,
	};
}

export function inboxView(view: ViewRecord) {
	return {
		id: view.id,
		name: view.name,
		query: {
			combinator: 'and',
			rules: Object.entries(view.filters).map(([field, value]) => ({
				field,
				operator: '=',
				value,
			})),
		},
		createdAt: view.createdAt,
	};
}
