/** Finding records that belong to the caller's workspace; anything else is "not found". */
import type { RouteContext } from '../server/context';
import { notFound } from '../server/errors';
import type {
	ChatbotRecord,
	ChatRecord,
	ContactRecord,
	ConversationRecord,
} from '../state/records';

export function requireChatbot(
	ctx: RouteContext,
	chatbotId: string,
	what = 'Chatbot',
): ChatbotRecord {
	const bot = ctx.store.chatbotOf(ctx.user, chatbotId);
	if (!bot) throw notFound(what);
	return bot;
}

export function requireChat(ctx: RouteContext, chatId: string): ChatRecord {
	const chat = ctx.store.chats.get(chatId);
	if (!chat || !ctx.store.chatbotOf(ctx.user, chat.chatbotId)) throw notFound('Chat');
	return chat;
}

export function requireContact(ctx: RouteContext, contactId: string): ContactRecord {
	const contact = ctx.store.contacts.get(contactId);
	if (!contact || !ctx.store.chatbotOf(ctx.user, contact.agentId)) throw notFound('Contact');
	return contact;
}

export function requireConversation(ctx: RouteContext, conversationId: string): ConversationRecord {
	const conv = ctx.store.conversations.get(conversationId);
	if (!conv || !ctx.store.chatbotOf(ctx.user, conv.agentId)) throw notFound('Conversation');
	return conv;
}
