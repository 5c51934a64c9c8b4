/**
 * The legal forms of the conversations list and of one conversation's read (control/legalForms.ts): role dates
 * written apart from `lastMessageDate`, a list whose order is not exactly by `lastMessageDate`, and message reads
 * that answer late. Each offset is a function of the record and its date, so the same state always reads the
 * same: a form never makes a conversation look changed that did not change.
 */
import type { ConversationRecord } from '../../state/records';

const ROLE_DATE_FIELDS = ['lastVisitorMessageDate', 'lastBotMessageDate', 'lastAgentMessageDate'];

/** A whole number of ms from -maxMs to +maxMs, the same for the same key (FNV-1a of the key). */
export function offsetMs(key: string, maxMs: number): number {
	let hash = 0x811c9dc5;
	for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
	return ((hash >>> 0) % (2 * maxMs + 1)) - maxMs;
}

/**
 * A list item whose role dates were written in a write of their own: each a few ms after or before the stored
 * date (which `lastMessageDate` shows as it is).
 */
export function withRoleDatesApart(
	listed: Record<string, unknown>,
	maxMs: number,
): Record<string, unknown> {
	if (maxMs === 0) return listed;
	const apart = { ...listed };
	for (const field of ROLE_DATE_FIELDS) {
		const date = listed[field];
		if (typeof date !== 'string') continue;
		const ms = Date.parse(date) + offsetMs(`${String(listed.id)} ${field} ${date}`, maxMs);
		apart[field] = new Date(ms).toISOString();
	}
	return apart;
}

/**
 * The conversations sorted on a date a few ms off `lastMessageDate` (the service's index, not the field it
 * shows): ties and near-ties come in an order of their own.
 */
export function inSkewedOrder(
	conversations: ConversationRecord[],
	sort: 'asc' | 'desc',
	maxMs: number,
): ConversationRecord[] {
	if (maxMs === 0) return conversations;
	const sign = sort === 'asc' ? 1 : -1;
	return conversations
		.map((conv) => {
			const at = Date.parse(conv.lastMessageDate);
			return { conv, key: at + offsetMs(`${conv.id} ${conv.lastMessageDate}`, maxMs) };
		})
		.sort((a, b) => sign * (a.key - b.key))
		.map(({ conv }) => conv);
}
