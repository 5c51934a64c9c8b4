/**
 * v2 conversations: the list (filters in conversationFilters.ts; viewId adds a saved view's filters, ANDed),
 * one conversation with its messages, and the typing indicator, shown for 10 s of the simulator's clock.
 */
import { reportedListItem, reportedMessages } from '../../control/messageReporting';
import type { Route, RouteContext } from '../../server/context';
import { json, optionalBody, sleep } from '../../server/reply';
import {
	bodyObject,
	optionalString,
	queryEnum,
	requireBoolean,
	requireQueryString,
} from '../../server/validation';
import type { ConversationRecord } from '../../state/records';
import { requireChatbot, requireConversation } from '../lookup';
import { conversationView } from '../serialize';
import { queryMatches, readFilters, SORTS } from './conversationFilters';
import { inSkewedOrder, withRoleDatesApart } from './conversationForms';
import { agentConversationsInOrder } from './conversationOrder';
import { metaWrapper, readPage, type PageRequest } from './pagination';
import { conversationDetail } from './shapes';

export const TYPING_WINDOW_MS = 10_000;
export const CONVERSATIONS_DEFAULT_PER_PAGE = 20;

function list(ctx: RouteContext) {
	const agentId = requireQueryString(ctx.query, 'agentId');
	const page = readPage(ctx, 'perPage', CONVERSATIONS_DEFAULT_PER_PAGE);
	const sort = queryEnum(ctx.query, 'sort', SORTS) ?? 'desc';
	readFilters(ctx.query); // a bad filter is a 400 before the agent's 404
	const agent = requireChatbot(ctx, agentId, 'Agent');
	const matching = queryMatches(
		ctx,
		agentConversationsInOrder(ctx.store, agent.id, sort),
		agent.id,
	);
	const ordered = inSkewedOrder(matching, sort, ctx.settings.forms.listOrderSkewMs);
	return json(conversationListBody(ctx, ordered, page));
}

/** The body of a conversations list (also a contact's conversations): `data:{conversations, meta}`. */
export function conversationListBody(
	ctx: RouteContext,
	matching: ConversationRecord[],
	page: PageRequest,
) {
	const { items, meta } = metaWrapper(matching, page);
	return {
		status: 'success',
		data: {
			conversations: items.map((c) =>
				withRoleDatesApart(
					reportedListItem(conversationView(ctx.store, c), ctx.settings.messages),
					ctx.settings.forms.roleDateApartMs,
				),
			),
			meta,
		},
	};
}

async function get(ctx: RouteContext) {
	const delay = ctx.settings.forms.messageReadDelayMs;
	if (delay > 0) await sleep(delay);
	const conv = requireConversation(ctx, ctx.params.conversationId);
	const detail = conversationDetail(ctx.store, conv);
	const messages = reportedMessages(detail.messages, ctx.settings.messages);
	return json({ status: 'success', data: { ...detail, messages } });
}

function typing(ctx: RouteContext) {
	const body = bodyObject(ctx.body);
	const isTyping = requireBoolean(body, 'isTyping');
	const userId = optionalString(body, 'userId');
	const conv = requireConversation(ctx, ctx.params.conversationId);
	if (isTyping) {
		const owner = ctx.store.workspaceOwnerId(ctx.user.workspaceId) ?? ctx.user.id;
		ctx.store.typing.set(conv.id, {
			userId: userId || owner,
			visibleUntil: ctx.clock.now().getTime() + TYPING_WINDOW_MS,
		});
	} else {
		ctx.store.typing.delete(conv.id);
	}
	return optionalBody(json({ status: 'success' }));
}

export const v2ConversationRoutes: Route[] = [
	{ method: 'GET', pattern: '/api/v2/conversations', handler: list },
	{ method: 'GET', pattern: '/api/v2/conversations/:conversationId', handler: get },
	{ method: 'POST', pattern: '/api/v2/conversations/:conversationId/typing', handler: typing },
];
