/**
 * An agent's conversations in list order, sorted again only when the store changed them. The benchmark reads
 * 100 pages of one agent's 10,000 conversations, up to 100 at once: a sort per page made the simulator's own
 * CPU, not the latency it adds, set the pace of those pages. A kept order is reused only while one pass shows
 * it still holds: the same records in the store, each with the date it was sorted on.
 */
import type { Store } from '../../store';
import type { ConversationRecord } from '../../types';
import { sortConversations } from './conversationFilters';

interface KeptOrder {
	records: ConversationRecord[];
	dates: string[];
}

const keptOrders = new WeakMap<Store, Map<string, KeptOrder>>();

function stillHolds(store: Store, agentId: string, kept: KeptOrder): boolean {
	let members = 0;
	for (const conv of store.conversations.values()) if (conv.agentId === agentId) members++;
	return (
		members === kept.records.length &&
		kept.records.every(
			(conv, i) =>
				store.conversations.get(conv.id) === conv &&
				conv.agentId === agentId &&
				conv.lastMessageDate === kept.dates[i],
		)
	);
}

export function agentConversationsInOrder(
	store: Store,
	agentId: string,
	sort: 'asc' | 'desc',
): ConversationRecord[] {
	const orders = keptOrders.get(store) ?? new Map<string, KeptOrder>();
	keptOrders.set(store, orders);
	const key = `${sort} ${agentId}`;
	const kept = orders.get(key);
	if (kept && stillHolds(store, agentId, kept)) return kept.records;
	const records = sortConversations(
		[...store.conversations.values()].filter((conv) => conv.agentId === agentId),
		sort,
	);
	orders.set(key, { records, dates: records.map((conv) => conv.lastMessageDate) });
	return records;
}
