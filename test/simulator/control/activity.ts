/**
 * Test-side changes of state that the API cannot make: new activity on conversations, new AI suggestions,
 * and reading the ephemeral typing indicator.
 */
import { conversationView, suggestionView, type Conversation } from '../routes/serialize';
import { suggestion, suggestionTexts } from '../seed/inbox';
import { HttpError, validationError } from '../server/errors';
import { appendMessage, openConversation } from '../state/conversationLog';
import { visitorWrote, type DeskBehaviour } from '../state/deskChanges';
import type { ConversationRecord } from '../state/records';
import type { Store } from '../state/store';
import type { Clock } from './clock';
import type { ActivityInput, SuggestionInput } from './inputs';

export interface TypingState {
	visible: boolean;
	userId: string | null;
}

/** The message role of each kind of activity. */
const KIND_ROLE = { visitor: 'user', bot: 'assistant', agent: 'agent' } as const;
const KIND_TEXT = {
	visitor: 'A visitor message (test activity)',
	bot: 'An AI answer (test activity)',
	agent: 'A human agent message (test activity)',
} as const;

/**
 * One message of that kind at `at` (default: the clock's now), in conversationId or else in a new conversation
 * of agentId; an agent message is by the assigned agent, else the owner. A visitor message may reopen a resolved
 * conversation (as the desk behaves); an agent message changes no state (Reply does, and `sim.desk`).
 */
export function addActivity(
	store: Store,
	clock: Clock,
	input: ActivityInput,
	desk: DeskBehaviour,
): Conversation {
	if (!input || !(input.kind in KIND_ROLE))
		throw validationError('kind must be one of visitor, bot, agent');
	const at = (input.at ?? clock.now()).toISOString();
	let conv: ConversationRecord | undefined;
	if (input.conversationId !== undefined) {
		conv = store.conversations.get(input.conversationId);
		if (!conv)
			throw new HttpError(404, 'not_found', `Conversation not found: ${input.conversationId}`);
	} else {
		if (input.agentId === undefined) throw validationError('conversationId or agentId is required');
		const agent = store.chatbots.get(input.agentId);
		if (!agent) throw new HttpError(404, 'not_found', `Agent not found: ${input.agentId}`);
		conv = openConversation(store, agent, at);
	}
	const agentOwner = store.workspaceOwnerId(store.chatbots.get(conv.agentId)?.workspaceId ?? '');
	appendMessage(store, conv, {
		role: KIND_ROLE[input.kind],
		content: KIND_TEXT[input.kind],
		at,
		userId: input.kind === 'agent' ? (conv.assignedUserId ?? agentOwner ?? null) : null,
	});
	if (input.kind === 'visitor') visitorWrote(conv, desk);
	return conversationView(store, conv);
}

/**
 * A new active suggestion of the agent (id `sug_NNNNNN`), listed like the seeded ones. Throws HttpError 404
 * for an unknown agent, 400 when no chatId is given and the agent has no conversation.
 */
export function addSuggestion(store: Store, clock: Clock, input: SuggestionInput) {
	const { agentId, createdAt, chatId: chosen, ...texts } = input;
	const agent = store.chatbots.get(agentId);
	if (!agent) throw new HttpError(404, 'not_found', `Agent not found: ${agentId}`);
	const latest = [...store.conversations.values()]
		.filter((c) => c.agentId === agent.id)
		.sort((a, b) => Date.parse(b.lastMessageDate) - Date.parse(a.lastMessageDate))[0];
	const chatId = chosen ?? latest?.id;
	if (chatId === undefined)
		throw validationError('chatId is required: the agent has no conversation');
	const given = Object.entries(texts).filter(([, text]) => text !== undefined);
	const id = store.newId('sug');
	const record = suggestion(
		id,
		agent.id,
		chatId,
		{ ...suggestionTexts(0), ...Object.fromEntries(given) },
		(createdAt ?? clock.now()).toISOString(),
		'active',
	);
	store.suggestions.set(id, record);
	return suggestionView(record);
}

export function typingState(store: Store, clock: Clock, conversationId: string): TypingState {
	const t = store.typing.get(conversationId);
	if (!t || clock.now().getTime() >= t.visibleUntil) return { visible: false, userId: null };
	return { visible: true, userId: t.userId };
}
