/**
 * The trigger under the legal forms of the conversations list (the simulator's legalForms.ts): role dates
 * written a few ms apart from lastMessageDate, and a list whose order strays a few ms from lastMessageDate. Each
 * role event keeps its own position (fires once per new message, whatever the clocks), and a list out of order
 * blinds nothing (the reading goes LIST_ORDER_MARGIN_MS past the position).
 */
import { activatedTrigger, emittedIds } from '../harness/pollTrigger';
import { SEED } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';

const h = useSimulator();
const agent = SEED.agents.support;

/** A new conversation with a visitor's message, `ms` after the last activity, answered by the AI at once. */
function visitorAsks(ms: number, conversationId?: string): string {
	h.sim.clock.advance(ms);
	const where = conversationId ? { conversationId } : { agentId: agent };
	const { id } = h.sim.addActivity({ ...where, kind: 'visitor' });
	h.sim.addActivity({ conversationId: id, kind: 'bot' });
	return id;
}

describe.each(['newVisitorMessage', 'newBotMessage', 'newActivity'])(
	'%s with role dates written up to 5 ms after or before lastMessageDate',
	(event) => {
		it('fires once per new message, then stays quiet', async () => {
			h.sim.setForms({ roleDateApartMs: 5 });
			const harness = await activatedTrigger(h.sim, { event }, 'default', 1.1);
			const asked = Array.from({ length: 12 }, () => visitorAsks(3));
			expect(emittedIds(await harness.poll()).sort()).toEqual([...asked].sort());
			expect(await harness.poll()).toBeNull();
			// A second message in each, a second later: each once more.
			for (const id of asked) visitorAsks(1000, id);
			expect(emittedIds(await harness.poll()).sort()).toEqual([...asked].sort());
			expect(await harness.poll()).toBeNull();
			expect(await harness.poll()).toBeNull();
		});
	},
);

it('New Visitor Message does not fire again on a human agent’s reply a moment after it (role date apart)', async () => {
	h.sim.setForms({ roleDateApartMs: 5 });
	const harness = await activatedTrigger(h.sim, { event: 'newVisitorMessage' }, 'default', 1.1);
	const asked = Array.from({ length: 12 }, () => visitorAsks(2));
	expect(emittedIds(await harness.poll()).sort()).toEqual([...asked].sort());
	for (const conversationId of asked) {
		h.sim.clock.advance(2);
		h.sim.addActivity({ conversationId, kind: 'agent' });
	}
	expect(await harness.poll()).toBeNull();
});

it('a list sorted a few ms off lastMessageDate: activity 1 ms apart, each poll between, each emitted once', async () => {
	h.sim.setForms({ listOrderSkewMs: 5 });
	const harness = await activatedTrigger(h.sim, {}, 'default', 1.1);
	for (let round = 0; round < 20; round++) {
		const asked = visitorAsks(1);
		expect(emittedIds(await harness.poll())).toEqual([asked]);
	}
	expect(await harness.poll()).toBeNull();
});
