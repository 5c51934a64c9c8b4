/** Legacy Contact > Get Agents (body ours): its own agent and those of its conversations and chats. */
import type { Route, RouteContext } from '../../server/context';
import { json, listBody } from '../../server/reply';
import { requireQueryString } from '../../server/validation';
import { requireContact } from '../lookup';
import { chatbotView } from '../serialize';

function contactAgents(ctx: RouteContext) {
	const contact = requireContact(ctx, requireQueryString(ctx.query, 'contactId'));
	const ids = new Set<string>([contact.agentId]);
	for (const conv of ctx.store.conversations.values())
		if (conv.contactId === contact.id) ids.add(conv.agentId);
	for (const chat of ctx.store.chats.values())
		if (chat.contactId === contact.id) ids.add(chat.chatbotId);
	const agents = ctx.store
		.chatbotsOf(ctx.user)
		.filter((b) => ids.has(b.id))
		.map(chatbotView);
	return json(listBody(ctx.settings.listShape, 'agents', agents));
}

export const legacyContactRoutes: Route[] = [
	{ method: 'GET', pattern: '/api/aibot/contact/agent', handler: contactAgents },
];
