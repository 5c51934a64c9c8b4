/**
 * Analytics seed, derived from the seeded conversations in store order (no randomness): every third
 * conversation calls an AI function at its last AI message (every seventh also `collect_email`), and every
 * second resolved one has a satisfaction score at its last message.
 */
import type { Store } from '../store';
import type { CsatRecord } from '../types';

export const AI_FUNCTIONS = ['create_ticket', 'lookup_order', 'book_meeting', 'collect_email'];
const SCORES: CsatRecord['score'][] = [5, 4, 5, 3, 1, 4, 2, 5];

export function seedAnalytics(store: Store): void {
	[...store.conversations.values()].forEach((conv, i) => {
		const at = conv.lastBotMessageDate ?? conv.lastMessageDate;
		const call = (suffix: string, name: string) =>
			store.functionCalls.set(`fn_${i}${suffix}`, {
				id: `fn_${i}${suffix}`,
				agentId: conv.agentId,
				conversationId: conv.id,
				name,
				createdAt: at,
			});
		if (i % 3 === 0) call('', AI_FUNCTIONS[i % AI_FUNCTIONS.length]);
		if (i % 7 === 0) call('b', 'collect_email');
		if (conv.isResolved && i % 2 === 0) {
			store.csat.set(`csat_${i}`, {
				id: `csat_${i}`,
				agentId: conv.agentId,
				conversationId: conv.id,
				score: SCORES[i % SCORES.length],
				createdAt: conv.lastMessageDate,
			});
		}
	});
}
