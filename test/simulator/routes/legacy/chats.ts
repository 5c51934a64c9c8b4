/**
 * Legacy chat sessions (Chat > Get); reply.ts creates them. Success body (our choice):
 *  - GET  /api/aibot/chat/detail?chatId -> `{id, chatbotId, contactId, messages:[{id, role:'user'|'assistant',
 *         content, createdAt}], createdAt, updatedAt}`
 */
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
