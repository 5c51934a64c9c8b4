/**
 * Legacy data-source operations (bodies ours). An item carries the fields of its kind only; a PDF counts as
 * TEXT. The delete is all or nothing: one id that is not the chatbot's item of that kind, and none goes.
 */
import type { Route, RouteContext } from '../../server/context';
import { HttpError, validationError } from '../../server/errors';
import { json, listBody } from '../../server/reply';
import {
	bodyObject,
	optionalBoolean,
	optionalStringArray,
	queryEnum,
	requireEnum,
	requireQueryString,
	requireString,
	type Body,
} from '../../server/validation';
import { DATA_SOURCE_KINDS, type PdfPage } from '../../state/records';
import { requireChatbot } from '../lookup';
import { dataSourceView } from '../serialize';
import { addDataSource, ITEM_FIELDS, type NewItem } from '../writes';

function items(ctx: RouteContext) {
	const chatbotId = requireQueryString(ctx.query, 'chatbotId');
	const source = queryEnum(ctx.query, 'source', [...DATA_SOURCE_KINDS, 'ALL'] as const) ?? 'ALL';
	const bot = requireChatbot(ctx, chatbotId);
	const list = [...ctx.store.dataSources.values()]
		.filter((d) => d.chatbotId === bot.id && (source === 'ALL' || d.source === source))
		.map(dataSourceView);
	return json(listBody(ctx.settings.listShape, 'items', list));
}

function remove(ctx: RouteContext) {
	const body = bodyObject(ctx.body);
	const chatbotId = requireString(body, 'chatbotId');
	const source = requireEnum(body, 'source', DATA_SOURCE_KINDS);
	const id = requireString(body, 'id');
	const ids = optionalStringArray(body, 'ids') ?? [];
	const bot = requireChatbot(ctx, chatbotId);
	const wanted = [...new Set([id, ...ids])];
	for (const each of wanted) {
		const ds = ctx.store.dataSources.get(each);
		if (!ds || ds.chatbotId !== bot.id || ds.source !== source) {
			throw new HttpError(404, 'not_found', `Data source item not found: ${each}`);
		}
	}
	for (const each of wanted) ctx.store.dataSources.delete(each);
	return json({ status: 'success', deleted: wanted });
}

/** A handler adding the item that `fields` reads from the body (the chatbot is checked after the fields). */
function adding(fields: (body: Body) => NewItem) {
	return (ctx: RouteContext) => {
		const body = bodyObject(ctx.body);
		const item = fields(body);
		const bot = requireChatbot(ctx, requireString(body, 'chatbotId'));
		return json(dataSourceView(addDataSource(ctx, bot, item)));
	};
}

function pdfPages(body: Body): PdfPage[] {
	const content = body.content;
	if (content === undefined || content === null) throw validationError('content is required');
	if (!Array.isArray(content) || content.length === 0) {
		throw validationError('content must be a non-empty array of {text, page}');
	}
	return content.map((entry: unknown, i) => {
		const e = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
		if (typeof e.text !== 'string') throw validationError(`content[${i}].text must be a string`);
		if (typeof e.page !== 'number' || !Number.isInteger(e.page) || e.page < 1) {
			throw validationError(`content[${i}].page must be a positive integer`);
		}
		return { text: e.text, page: e.page };
	});
}

function pdfFields(body: Body): NewItem {
	const title = requireString(body, 'title');
	const pages = pdfPages(body);
	return {
		source: 'TEXT',
		type: 'pdf',
		title,
		pages,
		content: pages.map((p) => p.text).join('\n'),
	};
}

function updateQa(ctx: RouteContext) {
	const body = bodyObject(ctx.body);
	const id = requireString(body, 'id');
	const question = requireString(body, 'question');
	const answer = requireString(body, 'answer');
	const bot = requireChatbot(ctx, requireString(body, 'chatbotId'));
	const isGeneratedByAI = optionalBoolean(body, 'isGeneratedByAI');
	const ds = ctx.store.dataSources.get(id);
	if (!ds || ds.chatbotId !== bot.id || ds.source !== 'QA')
		throw new HttpError(404, 'not_found', 'Q&A item not found');
	ds.question = question;
	ds.answer = answer;
	if (isGeneratedByAI !== undefined) ds.isGeneratedByAI = isGeneratedByAI;
	ds.updatedAt = ctx.clock.now().toISOString();
	return json(dataSourceView(ds));
}

export const legacyDataSourceRoutes: Route[] = [
	{ method: 'GET', pattern: '/api/aibot/data-source/items', handler: items },
	{ method: 'POST', pattern: '/api/aibot/data-source/delete', handler: remove },
	{ method: 'POST', pattern: '/api/aibot/data-source/pdf', handler: adding(pdfFields) },
	{ method: 'POST', pattern: '/api/aibot/data-source/qa', handler: adding(ITEM_FIELDS.qa) },
	{ method: 'PUT', pattern: '/api/aibot/data-source/qa', handler: updateQa },
	{ method: 'POST', pattern: '/api/aibot/data-source/text', handler: adding(ITEM_FIELDS.text) },
	{ method: 'POST', pattern: '/api/aibot/data-source/url', handler: adding(ITEM_FIELDS.url) },
];
