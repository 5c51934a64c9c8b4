/**
 * An agent's conversations in list order, sorted again only when the store changed them. The benchmark reads
 * 100 pages of one agent's 10,000 conversations, up to 100 at once: a sort per page made the simulator's own
 * CPU, not the latency it adds, set the pace of those pages. A kept order is reused only while it still holds:
 * each record with the date it was sorted on, and the same records in the store (checked by a pass over the
 * store only when the store's version says a conversation was added, replaced or removed since). A
 * conversation never moves to another agent in place (nothing in the simulator or its tests does that).
 */
import type { ConversationRecord } from '../../state/records';
import type { Store } from '../../state/store';
import { sortConversations } from './conversationFilters';

interface KeptOrder {
	records: ConversationRecord[];
	dates: string[];
	/** The store's conversations version the records were last found the same at. */
	version: number;
}

const keptOrders = new WeakMap<Store, Map<string, KeptOrder>>();

function stillHolds(store: Store, agentId: string, kept: KeptOrder): boolean {
	// A plain loop: this runs on every page request, over every one of the agent's conversations.
	const { records, dates } = kept;
	for (let i = 0; i < records.length; i++)
		if (records[i].agentId !== agentId || records[i].lastMessageDate !== dates[i]) return false;
	const { conversations } = store;
	if (conversations.version === kept.version) return true;
	let members = 0;
	for (const conv of conversations.values()) if (conv.agentId === agentId) members++;
	const same =
		members === kept.records.length &&
		kept.records.every((conv) => conversations.get(conv.id) === conv);
	if (same) kept.version = conversations.version;
	return same;
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
	const { version } = store.conversations;
	const records = sortConversations(
		[...store.conversations.values()].filter((conv) => conv.agentId === agentId),
		sort,
	);
	orders.set(key, { records, dates: records.map((conv) => conv.lastMessageDate), version });
	return records;
}
