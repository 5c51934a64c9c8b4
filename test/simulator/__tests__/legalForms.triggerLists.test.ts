/**
 * The legal forms of the conversations list the trigger reads (control/legalForms.ts): role dates written apart
 * from lastMessageDate, a list sorted on a date a few ms off lastMessageDate, and message reads answering late.
 * Each form reads the same state the same way every time, and a wrong value is refused.
 */
import { SEED } from '../index';
import { useSimulator } from '../testHelpers';

const h = useSimulator();
const agent = SEED.agents.support;
const LIST = `/api/v2/conversations?agentId=${agent}&perPage=100`;

interface Listed {
	id: string;
	lastMessageDate: string;
	lastVisitorMessageDate: string | null;
	lastBotMessageDate: string | null;
}

const listed = async (): Promise<Listed[]> => (await h.api.get(LIST)).data.data.conversations;

/** A visitor's message in `count` new conversations, `stepMs` apart (`answered`: the AI's answer at once): ids. */
function activity(count: number, stepMs: number, answered = false): string[] {
	return Array.from({ length: count }, () => {
		h.sim.clock.advance(stepMs);
		const { id } = h.sim.addActivity({ agentId: agent, kind: 'visitor' });
		if (answered) h.sim.addActivity({ agentId: agent, conversationId: id, kind: 'bot' });
		return id;
	});
}

it('roleDateApartMs: each role date a few ms off the stored one, varying, the same at every read', async () => {
	// The AI answers each at the very instant: two role dates from one stored instant.
	const ids = activity(20, 1000, true);
	h.sim.setForms({ roleDateApartMs: 5 });
	const first = await listed();
	const offsets = first
		.filter(({ id }) => ids.includes(id))
		.flatMap((c) =>
			[c.lastVisitorMessageDate!, c.lastBotMessageDate!].map(
				(date) => Date.parse(date) - Date.parse(c.lastMessageDate),
			),
		);
	expect(offsets).toHaveLength(40);
	expect(Math.max(...offsets.map(Math.abs))).toBeLessThanOrEqual(5);
	expect(offsets.some((ms) => ms > 0)).toBe(true);
	expect(offsets.some((ms) => ms < 0)).toBe(true);
	expect(await listed()).toEqual(first);
	h.sim.setForms({ roleDateApartMs: 0 });
	const stored = (await listed()).find(({ id }) => id === first[0].id)!;
	expect(stored.lastVisitorMessageDate).toBe(
		h.sim.store.conversations.get(stored.id)!.lastVisitorMessageDate,
	);
});

it('listOrderSkewMs: near-ties come out of lastMessageDate order, the same at every read', async () => {
	const ids = activity(30, 2);
	h.sim.setForms({ listOrderSkewMs: 5 });
	const first = await listed();
	const top = first.slice(0, ids.length);
	expect(new Set(top.map(({ id }) => id))).toEqual(new Set(ids));
	const dates = top.map(({ lastMessageDate }) => lastMessageDate);
	const sorted = [...dates].sort().reverse();
	expect(dates).not.toEqual(sorted);
	// Out of order only within the skew: never by more than twice its ms.
	dates.forEach((date, i) => {
		for (const later of dates.slice(i + 1))
			expect(Date.parse(later) - Date.parse(date)).toBeLessThanOrEqual(10);
	});
	expect(await listed()).toEqual(first);
});

it('messageReadDelayMs: a conversation read answers after the delay; the list does not wait', async () => {
	h.sim.setForms({ messageReadDelayMs: 200 });
	const started = Date.now();
	const res = await h.api.get(`/api/v2/conversations/${SEED.conversations.latest}`);
	expect(res.status).toBe(200);
	expect(Date.now() - started).toBeGreaterThanOrEqual(190);
	const listStarted = Date.now();
	await listed();
	expect(Date.now() - listStarted).toBeLessThan(150);
});

it('a wrong value of these forms is refused with a 400, and nothing changes', async () => {
	const before = (await h.anon.get('/__sim/state')).data.settings.forms;
	for (const body of [
		{ roleDateApartMs: -1 },
		{ listOrderSkewMs: 1.5 },
		{ messageReadDelayMs: 'slow' },
		{ messageReadDelayMs: 60_001 },
	]) {
		expect((await h.anon.post('/__sim/forms', body)).status).toBe(400);
	}
	expect((await h.anon.get('/__sim/state')).data.settings.forms).toEqual(before);
});
