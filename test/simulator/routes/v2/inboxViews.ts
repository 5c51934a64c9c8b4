/**
 * The agent's saved inbox views, oldest first, paged as the conversations. [decision] they sit in `data.views`
 * as conversations sit in `data.conversations`. [doc] A search by name, [decision] under `search`, matching a
 * part of the name whatever its case.
 */
import type { Route, RouteContext } from '../../server/context';
import { json } from '../../server/reply';
import { queryString, requireQueryString } from '../../server/validation';
import { requireChatbot } from '../lookup';
import { CONVERSATIONS_DEFAULT_PER_PAGE } from './conversations';
import { metaWrapper, readPage } from './pagination';
import { inboxView } from './shapes';

function list(ctx: RouteContext) {
	const agentId = requireQueryString(ctx.query, 'agentId');
	const page = readPage(ctx, 'perPage', CONVERSATIONS_DEFAULT_PER_PAGE);
	const search = queryString(ctx.query, 'search')?.toLowerCase();
	const agent = requireChatbot(ctx, agentId, 'Agent');
	const views = [...ctx.store.views.values()]
		.filter((v) => v.agentId === agent.id)
		.filter((v) => search === undefined || v.name.toLowerCase().includes(search))
		.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
	const { items, meta } = metaWrapper(views, page);
	return json({ status: 'success', data: { views: items.map(inboxView), meta } });
}

export const v2InboxViewRoutes: Route[] = [
	{ method: 'GET', pattern: '/api/v2/conversations/views', handler: list },
];
