/**
 * How records look in v2 answers (internal fields never leave). [decision] a legacy PDF item is a PDF here; a
 * Q&A item carries its question in `title`, its answer in `text`.
 */
import type {
	ChatbotRecord,
	ContactRecord,
	ConversationMessageRecord,
	ConversationRecord,
	DataSourceRecord,
	ViewRecord,
} from '../../state/records';
import type { Store } from '../../state/store';
import { humanAgentView, pick } from '../serialize';

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
	return pick(bot, 'id name isLiveChatEnabled language isArchived createdAt updatedAt');
}

export function agentDetail(bot: ChatbotRecord) {
	return { ...agentSummary(bot), ...pick(bot, 'slug isFullPage isImageSharingEnabled') };
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
	return pick(c, 'id distinctId name email phone country createdAt');
}

export function contactDetail(c: ContactRecord) {
	return {
		...pick(c, 'id chatSource email agentId distinctId name phone threadId ip country'),
		attributes: Object.entries(c.attributes).map(([key, value]) => ({ key, value })),
		...pick(c, 'createdAt updatedAt'),
	};
}

export function messageView(store: Store, m: ConversationMessageRecord) {
	return {
		...pick(m, 'id content role type'),
		source: m.sources.map((s) => ({ ...s })),
		agent: humanAgentView(m.userId === null ? undefined : store.users.get(m.userId)),
		createdAt: m.createdAt,
	};
}

export function conversationDetail(store: Store, conv: ConversationRecord) {
	return {
		...pick(
			conv,
			'id contactId agentId isResolved isAgent isMuted isStarred integrationType lastMessageDate',
		),
		agent: humanAgentView(
			conv.assignedUserId === null ? undefined : store.users.get(conv.assignedUserId),
		),
		messages: store.messagesOf(conv.id).map((m) => messageView(store, m)),
		...pick(conv, 'createdAt updatedAt'),
	};
}

export function inboxView(view: ViewRecord) {
	return {
		...pick(view, 'id name'),
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
