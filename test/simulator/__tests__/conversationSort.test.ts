/** The fast sort of the conversations list gives exactly the order of compareConversations. */
import { compareConversations, sortConversations } from '../routes/v2/conversationFilters';
import type { ConversationRecord } from '../types';

/** Small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
	let state = seed >>> 0;
	return () => {
		state = (state * 1664525 + 1013904223) >>> 0;
		return state / 2 ** 32;
	};
}

function conversations(count: number, seed: number, date: (ms: number) => string) {
	const next = random(seed);
	const base = Date.parse('2026-11-01T12:00:00.000Z');
	return Array.from({ length: count }, (_, i) => {
		// Few distinct instants, so that ties (broken by id) are common; ids not in date order.
		const ms = base + Math.floor(next() * 40) * 500;
		return {
			id: `conv_${String(Math.floor(next() * 1e6)).padStart(6, '0')}_${i}`,
			lastMessageDate: date(ms),
		} as ConversationRecord;
	});
}

const iso = (ms: number) => new Date(ms).toISOString();
// Another form of the same instant (an offset): text order is not time order here.
const offset = (ms: number) => new Date(ms + 3_600_000).toISOString().replace('Z', '+01:00');

describe('sortConversations', () => {
	it.each([
		['ISO dates', iso],
		['dates with an offset', offset],
	])('orders like compareConversations, both ways (%s)', (_, date) => {
		for (const seed of [1, 2, 3]) {
			const list = conversations(500, seed, date);
			for (const sort of ['asc', 'desc'] as const) {
				const expected = [...list].sort(compareConversations(sort)).map((c) => c.id);
				expect(sortConversations(list, sort).map((c) => c.id)).toEqual(expected);
			}
		}
	});

	it('mixes ISO and other forms correctly, and leaves its input as it was', () => {
		const list = [...conversations(50, 7, iso), ...conversations(50, 8, offset)];
		const before = list.map((c) => c.id);
		const expected = [...list].sort(compareConversations('desc')).map((c) => c.id);
		expect(sortConversations(list, 'desc').map((c) => c.id)).toEqual(expected);
		expect(list.map((c) => c.id)).toEqual(before);
	});
});
