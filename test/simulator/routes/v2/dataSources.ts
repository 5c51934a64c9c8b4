/**
 * v2 data sources: the same items as the legacy routes (one store), seen with v2 kinds (shapes.ts).
 *  - GET    /api/v2/data-sources?agentId&source&page&limit -> `{status, data:{agentId, items:[...], totalCount,
 *           pages}}`; source WEBSITE|TEXT|QA|PDF|DOCX|IMAGE|ALL (default ALL), limit 1..100 (default 10), newest
 *           first (ties by id descending).
 *  - POST   /api/v2/data-sources/text {title, content, agentId}; /url {url (http(s)), agentId}; /qa {question,
 *           answer, agentId, isGeneratedByAI?, relatedMessageId?}; /file {title, content (string), agentId,
 *           fileType: pdf|docx|image} -> `{status, data:{message:'Added successfully', item:{id, source,
 *           isGeneratedByAI}}}` (isGeneratedByAI false but for an AI-flagged Q&A). [decision] relatedMessageId
 *           must be a message of one of the agent's conversations (404 "Message not found"). A file counts as
 *           TEXT for the legacy list (as a legacy PDF does); a PDF file is one page.
 *  - DELETE /api/v2/data-sources {agentId, source, id?, ids?} -> `{status, data:{message, agentId, source,
 *           deleted:[...], notFound:[...]}}`. source one of the six kinds; id and/or ids (at least one; duplicates
 *           folded). [decision] unlike the legacy delete it is partial: ids of that agent and kind are deleted,
 *           the others are listed in notFound, and the status is 200 even when nothing was deleted.
 */
import type { Route, RouteContext } from '../../context';
import { notFound, validationError } from '../../errors';
import { json } from '../../responses';
import type { DataSourceRecord } from '../../types';
import {
	bodyObject,
	optionalBoolean,
	optionalString,
	optionalStringArray,
	queryEnum,
	requireEnum,
	requireHttpUrl,
	requireQueryString,
	requireString,
	type Body,
} from '../../validation';
import { requireChatbot } from '../lookup';
import { addDataSource, titleOfUrl } from '../writes';
import { newestFirst, pagesWrapper, readPage } from './pagination';
import { dataSourceItem, V2_SOURCES, v2SourceOf } from './shapes';

export const DATA_SOURCES_DEFAULT_LIMIT = 10;
export const FILE_TYPES = ['pdf', 'docx', 'image'] as const;

function list(ctx: RouteContext) {
	const agentId = requireQueryString(ctx.query, 'agentId');
	const source = queryEnum(ctx.query, 'source', [...V2_SOURCES, 'ALL'] as const) ?? 'ALL';
	const page = readPage(ctx.query, 'limit', DATA_SOURCES_DEFAULT_LIMIT);
	const agent = requireChatbot(ctx, agentId, 'Agent');
	const all = [...ctx.store.dataSources.values()]
		.filter((d) => d.chatbotId === agent.id && (source === 'ALL' || v2SourceOf(d) === source))
		.sort(newestFirst);
	const { items, ...paging } = pagesWrapper(all, page);
	return json({
		status: 'success',
		data: { agentId: agent.id, items: items.map(dataSourceItem), ...paging },
	});
}

/** Checks the agent last (after the fields, as the legacy routes do), then adds the item. */
function added(
	ctx: RouteContext,
	body: Body,
	fields: Pick<DataSourceRecord, 'source' | 'type'> & Partial<DataSourceRecord>,
) {
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
}

function addText(ctx: RouteContext) {
	const body = bodyObject(ctx.body);
	const title = requireString(body, 'title');
	const content = requireString(body, 'content');
	return added(ctx, body, { source: 'TEXT', type: 'text', title, content });
}

function addUrl(ctx: RouteContext) {
	const body = bodyObject(ctx.body);
	const url = requireHttpUrl(body, 'url');
	return added(ctx, body, { source: 'WEBSITE', type: 'url', url, title: titleOfUrl(url) });
}

function addQa(ctx: RouteContext) {
	const body = bodyObject(ctx.body);
	const question = requireString(body, 'question');
	const answer = requireString(body, 'answer');
	const isGeneratedByAI = optionalBoolean(body, 'isGeneratedByAI') ?? false;
	const relatedMessageId = optionalString(body, 'relatedMessageId') || null;
	return added(ctx, body, {
		source: 'QA',
		type: 'qa',
		question,
		answer,
		isGeneratedByAI,
		relatedMessageId,
	});
}

function addFile(ctx: RouteContext) {
	const body = bodyObject(ctx.body);
	const title = requireString(body, 'title');
	const content = requireString(body, 'content');
	const fileType = requireEnum(body, 'fileType', FILE_TYPES);
	requireString(body, 'agentId');
	const pages = fileType === 'pdf' ? [{ text: content, page: 1 }] : null;
	return added(ctx, body, { source: 'TEXT', type: fileType, title, content, pages });
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
	{ method: 'POST', pattern: '/api/v2/data-sources/text', handler: addText },
	{ method: 'POST', pattern: '/api/v2/data-sources/url', handler: addUrl },
	{ method: 'POST', pattern: '/api/v2/data-sources/qa', handler: addQa },
	{ method: 'POST', pattern: '/api/v2/data-sources/file', handler: addFile },
];
