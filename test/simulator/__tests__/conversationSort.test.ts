/** The order of the conversations list (time, then id), and the order the simulator keeps of it. */
import { random } from '../../harness/random';
import { sortConversations } from '../routes/v2/conversationFilters';
import { agentConversationsInOrder } from '../routes/v2/conversationOrder';
import type { ConversationRecord } from '../state/records';
import { Store } from '../state/store';

const iso = (ms: number) => new Date(ms).toISOString();
/** The order, written plainly: a date parsed in every comparison. */
const compareConversations =
	(sort: 'asc' | 'desc') => (a: ConversationRecord, b: ConversationRecord) =>
		(sort === 'asc' ? 1 : -1) *
		(Date.parse(a.lastMessageDate) - Date.parse(b.lastMessageDate) ||
			(a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
// The same instant with an offset, as the trigger's tests store some: text order is not time order then.
const offset = (ms: number) => new Date(ms + 3_600_000).toISOString().replace('Z', '+01:00');

/** Conversations at few distinct instants, so that ties (broken by id) are common; ids not in date order. */
function conversations(count: number, seed: number, date: (ms: number) => string) {
	const next = random(seed);
	return Array.from({ length: count }, (_, i) => ({
		id: `conv_${String(Math.floor(next() * 1e6)).padStart(6, '0')}_${i}`,
		lastMessageDate: date(Date.parse('2026-11-01T12:00:00Z') + Math.floor(next() * 40) * 500),
	})) as ConversationRecord[];
}

it.each([
	['ISO dates', conversations(500, 1, iso)],
	['dates with an offset', conversations(500, 2, offset)],
	['both', [...conversations(50, 3, iso), ...conversations(50, 4, offset)]],
])(
	'sortConversations orders %s by time then id, both ways, leaving its input as it was',
	(_, list) => {
		const before = list.map((c) => c.id);
		for (const sort of ['asc', 'desc'] as const) {
			const expected = [...list].sort(compareConversations(sort)).map((c) => c.id);
			expect(sortConversations(list, sort).map((c) => c.id)).toEqual(expected);
		}
		expect(list.map((c) => c.id)).toEqual(before);
	},
);

it("a kept order is sorted again when a conversation is added, re-dated, replaced or deleted, and kept when another agent's is added", () => {
	const store = new Store();
	const ids = () => agentConversationsInOrder(store, 'bot', 'desc').map((c) => c.id);
	for (const conv of conversations(30, 5, iso))
		store.conversations.set(conv.id, { ...conv, agentId: 'bot' });
	const expected = () =>
		[...store.conversations.values()]
			.filter((c) => c.agentId === 'bot')
			.sort(compareConversations('desc'))
			.map((c) => c.id);
	expect(ids()).toEqual(expected());
	const [first, second] = [...store.conversations.values()];
	first.lastMessageDate = iso(Date.parse('2027-01-01T00:00:00Z'));
	expect(ids()).toEqual(expected());
	store.conversations.set('conv_new', { ...second, id: 'conv_new', lastMessageDate: iso(0) });
	expect(ids()).toEqual(expected());
	store.conversations.delete(second.id);
	expect(ids()).toEqual(expected());
	const kept = agentConversationsInOrder(store, 'bot', 'desc');
	store.conversations.set('conv_other_agent', { ...second, id: 'conv_other_agent', agentId: 'x' });
	// Another agent's conversation changes the store, not this agent's order: the kept one is reused.
	expect(agentConversationsInOrder(store, 'bot', 'desc')).toBe(kept);
	expect(ids()).not.toContain('conv_other_agent');
	store.conversations.set(first.id, { ...first });
	expect(agentConversationsInOrder(store, 'bot', 'desc')).not.toBe(kept);
	expect(ids()).toEqual(expected());
});
