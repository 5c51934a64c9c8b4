/**
 * Test-side changes of state that the API cannot make: new activity on conversations, and reading
 * the ephemeral typing indicator.
 */
import type { Clock } from './clock';
import { HttpError } from './errors';
import { conversationView } from './serialize';
import type { Store } from './store';
import type { ActivityInput, Conversation, ConversationRecord, TypingState } from './types';

const KIND_FIELD = {
	visitor: 'lastVisitorMessageDate',
	bot: 'lastBotMessageDate',
	agent: 'lastAgentMessageDate',
} as const;

/**
 * Without conversationId: a new conversation for agentId (with a new anonymous contact; channel INLINECHAT,
 * sentiment UNSPECIFIED, not resolved, not assigned), createdAt = lastMessageDate = the kind's date = at.
 * With conversationId: lastMessageDate, the kind's own date and updatedAt move to `at` (default: clock now).
 * Throws HttpError 404/400 for an unknown conversation/agent or a bad kind.
 */
export function addActivity(store: Store, clock: Clock, input: ActivityInput): Conversation {
	if (!input || !(input.kind in KIND_FIELD))
		throw new HttpError(400, 'validation_error', 'kind must be one of visitor, bot, agent');
	const at = (input.at ?? clock.now()).toISOString();
	if (input.conversationId !== undefined) {
		const conv = store.conversations.get(input.conversationId);
		if (!conv)
			throw new HttpError(404, 'not_found', `Conversation not found: ${input.conversationId}`);
		conv.lastMessageDate = at;
		conv[KIND_FIELD[input.kind]] = at;
		conv.updatedAt = at;
		return conversationView(store, conv);
	}
	if (input.agentId === undefined)
		throw new HttpError(400, 'validation_error', 'conversationId or agentId is required');
	const agent = store.chatbots.get(input.agentId);
	if (!agent) throw new HttpError(404, 'not_found', `Agent not found: ${input.agentId}`);
	const contactId = store.newId('ct');
	store.contacts.set(contactId, {
		id: contactId,
		agentId: agent.id,
		distinctId: null,
		name: null,
		email: null,
		phone: null,
		attributes: {},
		createdAt: at,
		updatedAt: at,
	});
	const conv: ConversationRecord = {
		id: store.newId('conv'),
		agentId: agent.id,
		contactId,
		assignedUserId: null,
		isResolved: false,
		isStarred: false,
		isMuted: false,
		isAgent: false,
		integrationType: 'INLINECHAT',
		sentiment: 'UNSPECIFIED',
		topic: null,
		resolutionStatus: null,
		lastMessageDate: at,
		lastVisitorMessageDate: null,
		lastBotMessageDate: null,
		lastAgentMessageDate: null,
		createdAt: at,
		updatedAt: at,
	};
	conv[KIND_FIELD[input.kind]] = at;
	store.conversations.set(conv.id, conv);
	return conversationView(store, conv);
}

export function typingState(store: Store, clock: Clock, conversationId: string): TypingState {
	const t = store.typing.get(conversationId);
	if (!t || clock.now().getTime() >= t.visibleUntil) return { visible: false, userId: null };
	return { visible: true, userId: t.userId };
}
