/**
 * Messages of the seeded conversations, derived from their dates (no randomness): the visitor's first
 * message at createdAt, the AI's first answer 4 s later (when the last AI message is not earlier), then the
 * last visitor, AI and human-agent messages at their dates. Ids `<conversation id>_m<n>`, oldest first.
 */
import { answerSources } from '../state/conversationLog';
import type { ConversationMessageRecord, ConversationRecord } from '../state/records';
import type { Store } from '../state/store';

type Planned = Pick<ConversationMessageRecord, 'role' | 'content' | 'createdAt'>;

const later = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

function plan(conv: ConversationRecord, agentName: string): Planned[] {
	const topic = (conv.topic ?? 'my account').toLowerCase();
	const out: Planned[] = [
		{ role: 'user', content: `Hi, I have a question about ${topic}.`, createdAt: conv.createdAt },
	];
	const firstAnswer = later(conv.createdAt, 4000);
	const lastBot = conv.lastBotMessageDate;
	if (lastBot !== null && lastBot >= firstAnswer && lastBot !== firstAnswer)
		out.push({
			role: 'assistant',
			content: `Happy to help with ${topic}.`,
			createdAt: firstAnswer,
		});
	if (conv.lastVisitorMessageDate !== null && conv.lastVisitorMessageDate !== conv.createdAt)
		out.push({
			role: 'user',
			content: 'Thanks, one more thing.',
			createdAt: conv.lastVisitorMessageDate,
		});
	if (lastBot !== null)
		out.push({
			role: 'assistant',
			content: `Here is what I found about ${topic}.`,
			createdAt: lastBot,
		});
	if (conv.lastAgentMessageDate !== null)
		out.push({
			role: 'agent',
			content: `This is ${agentName}, I am taking over.`,
			createdAt: conv.lastAgentMessageDate,
		});
	return out.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}

export function seedMessages(store: Store): void {
	for (const conv of store.conversations.values()) {
		const agentUser =
			conv.assignedUserId === null ? undefined : store.users.get(conv.assignedUserId);
		const sources = answerSources(store, conv.agentId);
		plan(conv, agentUser?.name ?? 'the team').forEach((m, i) => {
			const id = `${conv.id}_m${i + 1}`;
			store.messages.set(id, {
				id,
				conversationId: conv.id,
				...m,
				type: 'TEXT',
				sources: m.role === 'assistant' ? sources : [],
				userId: m.role === 'agent' ? conv.assignedUserId : null,
			});
		});
	}
}
