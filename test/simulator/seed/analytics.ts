/**
 * Analytics seed, derived from the seeded conversations in store order (no randomness): every third
 * conversation calls an AI function at its last AI message (every seventh also `collect_email`, which fails
 * every other time), and every second resolved one has a satisfaction score at its last message, with a
 * comment on two in three and the contact's name and e-mail where the contact gave them.
 */
import type { CsatRecord, FunctionCallRecord } from '../state/records';
import type { Store } from '../state/store';

type FunctionDefinition = Pick<
	FunctionCallRecord,
	'description' | 'type' | 'mcpName' | 'mcpProvider'
>;

/** The AI functions the agents call, as the AI Functions report describes them. */
export const AI_FUNCTIONS: Record<string, FunctionDefinition> = {
	create_ticket: {
		description: 'Open a support ticket',
		type: 'CUSTOM',
		mcpName: null,
		mcpProvider: null,
	},
	lookup_order: {
		description: 'Find an order by its number',
		type: 'MCP',
		mcpName: 'orders',
		mcpProvider: 'shopify',
	},
	book_meeting: {
		description: 'Book a meeting with sales',
		type: 'MCP',
		mcpName: 'calendar',
		mcpProvider: 'google',
	},
	collect_email: {
		description: 'Ask the visitor for an e-mail',
		type: 'BUILT_IN',
		mcpName: null,
		mcpProvider: null,
	},
};
const NAMES = Object.keys(AI_FUNCTIONS);
const SCORES: CsatRecord['score'][] = [5, 4, 5, 3, 1, 4, 2, 5];
const COMMENTS = ['Great support experience!', 'Took a while, but solved.', null];
const REASONS = ['AFTER_RESOLUTION', 'AFTER_CONVERSATION'];

export function seedAnalytics(store: Store): void {
	[...store.conversations.values()].forEach((conv, i) => {
		const at = conv.lastBotMessageDate ?? conv.lastMessageDate;
		const call = (suffix: string, name: string, failed: boolean) =>
			store.functionCalls.set(`fn_${i}${suffix}`, {
				id: `fn_${i}${suffix}`,
				agentId: conv.agentId,
				conversationId: conv.id,
				name,
				...AI_FUNCTIONS[name],
				failed,
				createdAt: at,
			});
		if (i % 3 === 0) call('', NAMES[i % NAMES.length], i % 9 === 0);
		if (i % 7 === 0) call('b', 'collect_email', i % 14 === 0);
		if (conv.isResolved && i % 2 === 0) {
			const contact = conv.contactId === null ? undefined : store.contacts.get(conv.contactId);
			store.csat.set(`csat_${i}`, {
				id: `csat_${i}`,
				agentId: conv.agentId,
				conversationId: conv.id,
				score: SCORES[i % SCORES.length],
				comment: COMMENTS[i % COMMENTS.length],
				email: contact?.email ?? null,
				name: contact?.name ?? null,
				triggerReason: REASONS[i % REASONS.length],
				createdAt: conv.lastMessageDate,
			});
		}
	});
}
