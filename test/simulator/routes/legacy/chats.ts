/** Legacy Chat > Get (body ours); routes/legacy/reply.ts creates the chats. */
import type { Route, RouteContext } from '../../server/context';
import { json } from '../../server/reply';
import { requireQueryString } from '../../server/validation';
import { requireChat } from '../lookup';
import { chatView } from '../serialize';

function chatDetail(ctx: RouteContext) {
	return json(chatView(requireChat(ctx, requireQueryString(ctx.query, 'chatId'))));
}

export const legacyChatRoutes: Route[] = [
	{ method: 'GET', pattern: '/api/aibot/chat/detail', handler: chatDetail },
];
