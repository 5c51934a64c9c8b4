/** The seed: the same records at every start and after every reset; without it, only the users and keys. */
import { SEED, startSimulator, type Simulator } from '../index';
import { useSimulator } from '../testHelpers';

/** Every collection of the store, as text. */
const everything = (sim: Simulator) =>
	JSON.stringify(
		Object.entries(sim.store).map(([name, v]) => [name, v instanceof Map ? [...v] : undefined]),
	);

describe('seed data', () => {
	const h = useSimulator({ reset: false });

	it('is the same in a second simulator and after a reset', async () => {
		const first = everything(h.sim);
		expect(h.sim.store.conversations.size).toBe(307);
		const again = await startSimulator();
		try {
			expect(everything(again)).toBe(first);
		} finally {
			await again.close();
		}
		h.sim.addActivity({ agentId: SEED.agents.support, kind: 'visitor' });
		await h.api.post('/api/aibot/create', { name: 'Temp' });
		expect(everything(h.sim)).not.toBe(first);
		h.sim.reset();
		expect(everything(h.sim)).toBe(first);
	});

	it('each conversation has messages that agree with its dates and its human agent', () => {
		for (const conv of h.sim.store.conversations.values()) {
			const messages = h.sim.store.messagesOf(conv.id);
			const last = (role: string) =>
				messages.filter((m) => m.role === role).pop()?.createdAt ?? null;
			expect([messages[0].createdAt, messages[messages.length - 1].createdAt]).toEqual([
				conv.createdAt,
				conv.lastMessageDate,
			]);
			expect([last('user'), last('assistant'), last('agent')]).toEqual([
				conv.lastVisitorMessageDate,
				conv.lastBotMessageDate,
				conv.lastAgentMessageDate,
			]);
			for (const m of messages.filter((x) => x.role === 'agent'))
				expect(m.userId).toBe(conv.assignedUserId);
		}
	});

	it('names an open conversation of a second human agent and an open one of the AI (Conversation > End)', () => {
		const { openAssigned, openUnassigned } = SEED.conversations;
		const state = (id: string) => {
			const conv = h.sim.store.conversations.get(id);
			return [conv?.agentId, conv?.isResolved, conv?.assignedUserId];
		};
		expect(state(openAssigned)).toEqual([SEED.agents.support, false, SEED.users.agent]);
		expect(state(openUnassigned)).toEqual([SEED.agents.support, false, null]);
	});

	it('seed: false gives a store with the users and keys only', async () => {
		const empty = await startSimulator({ seed: false });
		try {
			expect(empty.store.chatbots.size + empty.store.conversations.size).toBe(0);
			expect([...empty.store.apiKeys.values()]).toEqual([
				SEED.users.owner,
				SEED.users.other,
				SEED.users.starter,
			]);
		} finally {
			await empty.close();
		}
	});
});
