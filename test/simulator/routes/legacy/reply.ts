/**
 * POST /api/aibot/reply: a new chat, or `chatId` of that chatbot continued; the question and the answer are
 * stored alike whether streamed (server/streaming.ts) or not.
 */
import type { Route, RouteContext } from '../../server/context';
import { notFound } from '../../server/errors';
import { json } from '../../server/reply';
import { replyStream } from '../../server/streaming';
import {
	bodyObject,
	optionalBoolean,
	optionalString,
	requireString,
} from '../../server/validation';
import { requireChatbot } from '../lookup';

/** Deterministic answer: derived from the question and the chatbot name only. */
export function answerFor(question: string, chatbotName: string): string {
	return (
		`You asked: ${question.trim()}. Here is what I found in the knowledge base of ${chatbotName}. ` +
		'The most relevant articles explain the steps in detail, and the summary above covers the essentials. ' +
		'Let me know if there is anything else I can help you with.'
	);
}

function reply(ctx: RouteContext) {
	const body = bodyObject(ctx.body);
	const question = requireString(body, 'question');
	const chatbotId = requireString(body, 'chatbotId');
	const chatId = optionalString(body, 'chatId');
	const streaming = optionalBoolean(body, 'streaming') ?? false;
	const bot = requireChatbot(ctx, chatbotId);
	const now = ctx.clock.now().toISOString();
	let chat = chatId === undefined ? undefined : ctx.store.chats.get(chatId);
	if (chatId !== undefined && (!chat || chat.chatbotId !== bot.id)) throw notFound('Chat');
	if (!chat) {
		chat = {
			id: ctx.store.newId('chat'),
			chatbotId: bot.id,
			contactId: null,
			messages: [],
			createdAt: now,
			updatedAt: now,
		};
		ctx.store.chats.set(chat.id, chat);
	}
	const answer = answerFor(question, bot.name);
	const questionId = ctx.store.newId('msg');
	const messageId = ctx.store.newId('msg');
	chat.messages.push({ id: questionId, role: 'user', content: question, createdAt: now });
	chat.messages.push({ id: messageId, role: 'assistant', content: answer, createdAt: now });
	chat.updatedAt = now;
	const result = { chatId: chat.id, answer, messageId };
	const { streamFraming, forms } = ctx.settings;
	return streaming ? replyStream(streamFraming, result, forms.closingAnswer) : json(result);
}

export const legacyReplyRoutes: Route[] = [
	{ method: 'POST', pattern: '/api/aibot/reply', handler: reply },
];
