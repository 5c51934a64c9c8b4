/**
 * Records with their defaults, so that the seed, the routes (legacy and v2) and the control API build
 * them alike. `updatedAt` defaults to `createdAt`.
 */
import type { ChatbotRecord, ContactRecord, DataSourceRecord } from './records';

type Needs<T, K extends keyof T> = Pick<T, K> & Partial<T>;

export function chatbotRecord(
	fields: Needs<ChatbotRecord, 'id' | 'workspaceId' | 'name' | 'createdAt'>,
): ChatbotRecord {
	return {
		isLiveChatEnabled: false,
		isFullPage: false,
		slug: null,
		allowedAttributes: ['plan', 'company'],
		identitySecret: null,
		language: 'en',
		isArchived: false,
		isImageSharingEnabled: false,
		updatedAt: fields.createdAt,
		...fields,
	};
}

export function dataSourceRecord(
	fields: Needs<DataSourceRecord, 'id' | 'chatbotId' | 'source' | 'type' | 'createdAt'>,
): DataSourceRecord {
	return {
		status: 'TRAINED',
		title: null,
		url: null,
		content: null,
		pages: null,
		question: null,
		answer: null,
		isGeneratedByAI: null,
		relatedMessageId: null,
		updatedAt: fields.createdAt,
		...fields,
	};
}

export function contactRecord(
	fields: Needs<ContactRecord, 'id' | 'agentId' | 'createdAt'>,
): ContactRecord {
	return {
		distinctId: null,
		name: null,
		email: null,
		phone: null,
		attributes: {},
		chatSource: 'INLINECHAT',
		threadId: null,
		ip: null,
		country: null,
		updatedAt: fields.createdAt,
		...fields,
	};
}
