/**
 * v2 data sources: the legacy items (one store) in v2 kinds (shapes.ts). A file counts as TEXT for the legacy
 * list, as a legacy PDF does. [decision] relatedMessageId must be a message of the agent's conversations.
 * [decision] unlike the legacy one, the delete is partial: what is not the agent's item of that kind is
 * listed in notFound, and the status is 200 even when nothing was deleted.
 */
import type { Route, RouteContext } from '../../server/context';
import { notFound, validationError } from '../../server/errors';
import { json } from '../../server/reply';
import {
	bodyObject,
	optionalString,
	optionalStringArray,
	queryEnum,
	requireEnum,
	requireQueryString,
	requireString,
	type Body,
} from '../../server/validation';
import type { DataSourceRecord } from '../../state/records';
import { requireChatbot } from '../lookup';
import { addDataSource, ITEM_FIELDS, type NewItem } from '../writes';
import { newestFirst, pagesWrapper, readPage } from './pagination';
import { dataSourceItem, V2_SOURCES, v2SourceOf } from './shapes';

export const DATA_SOURCES_DEFAULT_LIMIT = 10;
export const FILE_TYPES = ['pdf', 'docx', 'image'] as const;

/** An item as listed: its text a preview under the form `textPreviewLength` (characterCount the full length). */
function listed(ds: DataSourceRecord, previewLength: number | null) {
	const item = dataSourceItem(ds);
	const { text } = item;
	if (previewLength === null || typeof text !== 'string' || text.length <= previewLength)
		return item;
	return { ...item, text: `${text.slice(0, previewLength)}...` };
}

function list(ctx: RouteContext) {
	const agentId = requireQueryString(ctx.query, 'agentId');
	const source = queryEnum(ctx.query, 'source', [...V2_SOURCES, 'ALL'] as const) ?? 'ALL';
	const page = readPage(ctx, 'limit', DATA_SOURCES_DEFAULT_LIMIT);
	const agent = requireChatbot(ctx, agentId, 'Agent');
	const all = [...ctx.store.dataSources.values()]
		.filter((d) => d.chatbotId === agent.id && (source === 'ALL' || v2SourceOf(d) === source))
		.sort(newestFirst);
	const { items, ...paging } = pagesWrapper(all, page);
	return json({
		status: 'success',
		data: {
			agentId: agent.id,
			items: items.map((ds) => listed(ds, ctx.settings.forms.textPreviewLength)),
			...paging,
		},
	});
}

/** A handler adding the item that `fields` reads from the body; the agent is checked after the fields. */
const adding = (read: (body: Body) => NewItem) => (ctx: RouteContext) => {
	const body = bodyObject(ctx.body);
	const fields = read(body);
	const agent = requireChatbot(ctx, requireString(body, 'agentId'), 'Agent');
	if (fields.relatedMessageId) {
		const m = ctx.store.messages.get(fields.relatedMessageId);
		if (!m || ctx.store.conversations.get(m.conversationId)?.agentId !== agent.id)
			throw notFound('Message');
	}
	const ds = addDataSource(ctx, agent, fields);
	return json({
		status: 'success',
		data: {
			message: 'Added successfully',
			item: { id: ds.id, source: v2SourceOf(ds), isGeneratedByAI: ds.isGeneratedByAI ?? false },
		},
	});
};

const qaFields = (body: Body): NewItem => ({
	...ITEM_FIELDS.qa(body),
	relatedMessageId: optionalString(body, 'relatedMessageId') || null,
});

function fileFields(body: Body): NewItem {
	const title = requireString(body, 'title');
	const content = requireString(body, 'content');
	const fileType = requireEnum(body, 'fileType', FILE_TYPES);
	const pages = fileType === 'pdf' ? [{ text: content, page: 1 }] : null;
	return { source: 'TEXT', type: fileType, title, content, pages };
}

function remove(ctx: RouteContext) {
	const body = bodyObject(ctx.body);
	const agentId = requireString(body, 'agentId');
	const source = requireEnum(body, 'source', V2_SOURCES);
	const id = optionalString(body, 'id');
	const ids = optionalStringArray(body, 'ids') ?? [];
	if (!id && ids.length === 0) throw validationError('id or ids is required');
	const agent = requireChatbot(ctx, agentId, 'Agent');
	const deleted: string[] = [];
	const missing: string[] = [];
	for (const each of new Set([...(id ? [id] : []), ...ids])) {
		const ds = ctx.store.dataSources.get(each);
		const ours = ds !== undefined && ds.chatbotId === agent.id && v2SourceOf(ds) === source;
		if (ours) ctx.store.dataSources.delete(each);
		(ours ? deleted : missing).push(each);
	}
	return json({
		status: 'success',
		data: {
			message: `Deleted ${deleted.length} item(s)`,
			agentId: agent.id,
			source,
			deleted,
			notFound: missing,
		},
	});
}

export const v2DataSourceRoutes: Route[] = [
	{ method: 'GET', pattern: '/api/v2/data-sources', handler: list },
	{ method: 'DELETE', pattern: '/api/v2/data-sources', handler: remove },
	{ method: 'POST', pattern: '/api/v2/data-sources/text', handler: adding(ITEM_FIELDS.text) },
	{ method: 'POST', pattern: '/api/v2/data-sources/url', handler: adding(ITEM_FIELDS.url) },
	{ method: 'POST', pattern: '/api/v2/data-sources/qa', handler: adding(qaFields) },
	{ method: 'POST', pattern: '/api/v2/data-sources/file', handler: adding(fileFields) },
];
