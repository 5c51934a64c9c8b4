/**
 * v2 end (resolve) a conversation: POST /api/v2/conversations/{conversationId}/end, body `{userId?}`.
 * [doc] The conversation is marked resolved; who ends it is `userId`, else the human agent assigned to the
 * conversation, else the workspace owner of the API key; the answer is
 * `{status, message: "Conversation resolved successfully", data: {conversationId, userId, contactId}}`.
 * [decision] A `userId` that is no user of the caller's workspace is 404 "User not found", as Reply answers it.
 * [decision] Ending a conversation already resolved answers as the first End did (200, the same form, `userId`
 * who ends it now) and changes nothing: the reference is silent, and a service that refuses it instead is
 * imitated by the tests with a fault (END_CONVERSATION in serviceDecisions.ts says what the node does then).
 * Ending writes no message: it moves the dates the desk behaviour says (by default updatedAt alone, no message
 * date: the trigger's events read message dates) and clears the assigned agent where it says so
 * (state/deskChanges.ts).
 */
import type { Route, RouteContext } from '../../server/context';
import { notFound } from '../../server/errors';
import { json } from '../../server/reply';
import { bodyObject, optionalString } from '../../server/validation';
import { resolveConversation } from '../../state/deskChanges';
import { requireConversation } from '../lookup';

function endingUser(ctx: RouteContext, userId: string | undefined, assigned: string | null) {
	const id = userId || assigned || ctx.store.workspaceOwnerId(ctx.user.workspaceId) || ctx.user.id;
	const user = ctx.store.users.get(id);
	if (!user || user.workspaceId !== ctx.user.workspaceId) throw notFound('User');
	return user;
}

function end(ctx: RouteContext) {
	const userId = optionalString(bodyObject(ctx.body), 'userId');
	const conv = requireConversation(ctx, ctx.params.conversationId);
	const user = endingUser(ctx, userId, conv.assignedUserId);
	resolveConversation(conv, ctx.clock.now().toISOString(), ctx.settings.desk);
	return json({
		status: 'success',
		message: 'Conversation resolved successfully',
		data: { conversationId: conv.id, userId: user.id, contactId: conv.contactId },
	});
}

export const v2ConversationEndRoutes: Route[] = [
	{ method: 'POST', pattern: '/api/v2/conversations/:conversationId/end', handler: end },
];
