/** Legacy Chat > Get (body ours); routes/legacy/reply.ts creates the chats. */
import type { Route, RouteContext } from '../../context';
import { json } from '../../responses';
import { chatView } from '../../serialize';
import { requireQueryString } from '../../validation';
import { requireChat } from '../lookup';

function chatDetail(ctx: RouteContext) {
	return json(chatView(requireChat(ctx, requireQueryString(ctx.query, 'chatId'))));
}

export const legacyChatRoutes: Route[] = [
	{ method: 'GET', pattern: '/api/aibot/chat/detail', handler: chatDetail },
];
