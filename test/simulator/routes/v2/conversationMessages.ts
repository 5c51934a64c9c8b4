/**
 * v2 send message and reply. Without conversationId, a message opens a conversation with the contact of
 * `contactId` (a contact of the workspace, else 404), or else with a new anonymous contact; [decision] with a
 * conversationId, the conversation keeps its contact (a contactId must still exist). [decision] the answer is answerFor(), the agent's name in bold unless responseFormat is PLAIN;
 * its links are the website items it cites. Streamed (server/streaming.ts), the pieces carry the conversation id
 * and a last event the ids; the text framing gives the ids as headers. A reply comes from the workspace
 * owner unless userId says, hides the typing indicator and changes the conversation's state as a human's reply
 * does (state/deskChanges.ts: its author joins it and, by default, is assigned to it if nobody is); a visitor's
 * message may reopen a resolved one (the desk behaviour says).
 * A text is stored as sent, or without its invisible characters when the setting says the service strips them.
 */
import type { Route, RouteContext } from '../../server/context';
import { notFound, validationError } from '../../server/errors';
import { json } from '../../server/reply';
import { answerStream } from '../../server/streaming';
import {
	bodyObject,
	isHttpUrl,
	optionalBoolean,
	optionalEnum,
	optionalString,
	requireString,
	type Body,
} from '../../server/validation';
import { answerSources, appendMessage, openConversation } from '../../state/conversationLog';
import { humanReplied, visitorWrote } from '../../state/deskChanges';
import { MESSAGE_TYPES, type ChatbotRecord } from '../../state/records';
import { answerFor } from '../legacy/reply';
import { requireChatbot, requireContact, requireConversation } from '../lookup';
import { humanAgentView } from '../serialize';

export const RESPONSE_FORMATS = ['MARKDOWN', 'PLAIN'] as const;
export const SEND_INTEGRATIONS = ['WHATSAPP', 'SLACK'] as const;

/** The text of a message as it is stored; an IMAGE message is the image's URL. */
function messageText(ctx: RouteContext, body: Body, field: string) {
	const text = requireString(body, field);
	const type = optionalEnum(body, 'messageType', MESSAGE_TYPES) ?? 'TEXT';
	if (type === 'IMAGE' && !isHttpUrl(text))
		throw validationError(`${field} must be an http(s) image URL when messageType is IMAGE`);
	const stripped = ctx.settings.invisibleCharacters === 'stripped';
	return { text: stripped ? text.replace(/\p{Cf}/gu, '') : text, type };
}

/** The AI answer of the simulator, in the requested format. */
export function v2AnswerFor(question: string, agentName: string, format: 'MARKDOWN' | 'PLAIN') {
	return answerFor(question, format === 'MARKDOWN' ? `**${agentName}**` : agentName);
}

function conversationFor(ctx: RouteContext, agent: ChatbotRecord, body: Body, at: string) {
	const contactId = optionalString(body, 'contactId');
	const contact = contactId ? requireContact(ctx, contactId) : undefined;
	const conversationId = optionalString(body, 'conversationId');
	if (conversationId !== undefined && conversationId !== '') {
		const conv = ctx.store.conversations.get(conversationId);
		if (!conv || conv.agentId !== agent.id) throw notFound('Conversation');
		return conv;
	}
	return openConversation(ctx.store, agent, at, {
		channel: optionalEnum(body, 'integrationType', SEND_INTEGRATIONS),
		ip: optionalString(body, 'ip') ?? null,
		country: optionalString(body, 'country') ?? null,
		contact,
	});
}

function send(ctx: RouteContext) {
	const body = bodyObject(ctx.body);
	const question = messageText(ctx, body, 'question');
	const agentId = requireString(body, 'agentId');
	const streaming = optionalBoolean(body, 'streaming') ?? false;
	const format = optionalEnum(body, 'responseFormat', RESPONSE_FORMATS) ?? 'MARKDOWN';
	for (const field of ['ip', 'country']) optionalString(body, field);
	optionalEnum(body, 'integrationType', SEND_INTEGRATIONS);
	const agent = requireChatbot(ctx, agentId, 'Agent');
	const at = ctx.clock.now().toISOString();
	const conv = conversationFor(ctx, agent, body, at);
	const asked = appendMessage(ctx.store, conv, {
		role: 'user',
		content: question.text,
		type: question.type,
		at,
	});
	visitorWrote(conv, ctx.settings.desk);
	const sources = answerSources(ctx.store, agent.id);
	const answer = v2AnswerFor(question.text, agent.name, format);
	const answered = appendMessage(ctx.store, conv, {
		role: 'assistant',
		content: answer,
		sources,
		at,
	});
	const ids = {
		conversationId: conv.id,
		contactId: conv.contactId,
		messageId: asked.id,
		responseMessageId: answered.id,
	};
	const links = sources.map((s) => ({ link: s.link, type: s.type }));
	const document = {
		status: 'success',
		message: 'Message sent successfully',
		data: { ...ids, response: answer, links },
	};
	if (!streaming) return json(document);
	return answerStream(ctx.settings.streamFraming, {
		answer,
		pieceFields: { conversationId: conv.id },
		document,
		textHeaders: {
			'X-Conversation-Id': conv.id,
			'X-Contact-Id': conv.contactId ?? '',
			'X-Message-Id': asked.id,
			'X-Response-Message-Id': answered.id,
		},
		// A closing event with the whole answer besides the pieces (the form closingAnswer).
		last: {
			done: true,
			...ids,
			links,
			...(ctx.settings.forms.closingAnswer ? { response: answer } : {}),
		},
	});
}

function replyingUser(ctx: RouteContext, userId: string | undefined) {
	const id = userId || ctx.store.workspaceOwnerId(ctx.user.workspaceId) || ctx.user.id;
	const user = ctx.store.users.get(id);
	if (!user || user.workspaceId !== ctx.user.workspaceId) throw notFound('User');
	return user;
}

function reply(ctx: RouteContext) {
	const body = bodyObject(ctx.body);
	const message = messageText(ctx, body, 'message');
	const userId = optionalString(body, 'userId');
	const conv = requireConversation(ctx, ctx.params.conversationId);
	const user = replyingUser(ctx, userId);
	const at = ctx.clock.now().toISOString();
	const sent = appendMessage(ctx.store, conv, {
		role: 'agent',
		content: message.text,
		type: message.type,
		userId: user.id,
		at,
	});
	humanReplied(conv, user.id, ctx.settings.desk);
	ctx.store.typing.delete(conv.id);
	return json({
		status: 'success',
		message: 'Reply sent',
		data: {
			messageId: sent.id,
			conversationId: conv.id,
			message: {
				id: sent.id,
				text: sent.content,
				sender: 'AGENT',
				type: sent.type,
				createdAt: sent.createdAt,
				agent: humanAgentView(user),
			},
		},
	});
}

export const v2ConversationMessageRoutes: Route[] = [
	{ method: 'POST', pattern: '/api/v2/conversations', handler: send },
	{ method: 'POST', pattern: '/api/v2/conversations/:conversationId/reply', handler: reply },
];
