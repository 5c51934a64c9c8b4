/** The v2 part of the seed: what node tests count on. */
import { SEED } from '../index';
import { useSimulator } from '../testHelpers';

describe('v2 seed data', () => {
	const h = useSimulator({ reset: false });

	it('every conversation has messages that agree with its dates', () => {
		for (const conv of h.sim.store.conversations.values()) {
			const messages = h.sim.store.messagesOf(conv.id);
			expect(messages[0]).toMatchObject({ role: 'user', createdAt: conv.createdAt });
			expect(messages[messages.length - 1].createdAt).toBe(conv.lastMessageDate);
			const lastOf = (role: string) =>
				messages.filter((m) => m.role === role).pop()?.createdAt ?? null;
			expect(lastOf('user')).toBe(conv.lastVisitorMessageDate);
			expect(lastOf('assistant')).toBe(conv.lastBotMessageDate);
			expect(lastOf('agent')).toBe(conv.lastAgentMessageDate);
			for (const m of messages.filter((x) => x.role === 'agent'))
				expect(m.userId).toBe(conv.assignedUserId);
		}
	});

	it('the knowledge-base agent has its data sources, suggestions and conversations', () => {
		const kb = SEED.agents.knowledgeBase;
		const items = [...h.sim.store.dataSources.values()].filter((d) => d.chatbotId === kb);
		expect(items).toHaveLength(SEED.dataSources.knowledgeBase.count);
		const suggestions = [...h.sim.store.suggestions.values()].filter((s) => s.agentId === kb);
		expect(suggestions).toHaveLength(SEED.suggestions.knowledgeBaseCount);
		expect(suggestions.every((s) => s.status === 'active')).toBe(true);
		for (const s of suggestions) expect(h.sim.store.conversations.get(s.chatId)?.agentId).toBe(kb);
		for (const id of SEED.conversations.knowledgeBase)
			expect(h.sim.store.conversations.get(id)?.agentId).toBe(kb);
	});

	it('the main workspace has the listed agents, the archived ones archived', () => {
		const main = [...h.sim.store.chatbots.values()].filter((b) => b.workspaceId === 'ws_main');
		expect(main.map((b) => b.id)).toEqual([...SEED.agents.main]);
		expect(main.filter((b) => b.isArchived).map((b) => b.id)).toEqual([...SEED.agents.archived]);
		expect(h.sim.store.chatbots.get(SEED.agents.knowledgeBase)?.slug).toBe(SEED.knowledgeBaseSlug);
	});

	it('analytics records hang off seeded conversations of the same agent', () => {
		expect(h.sim.store.functionCalls.size).toBeGreaterThan(50);
		expect(h.sim.store.csat.size).toBeGreaterThan(30);
		for (const r of [...h.sim.store.functionCalls.values(), ...h.sim.store.csat.values()])
			expect(h.sim.store.conversations.get(r.conversationId)?.agentId).toBe(r.agentId);
	});

	it('is the same after a reset', () => {
		const snapshot = () =>
			JSON.stringify([
				[...h.sim.store.messages.values()],
				[...h.sim.store.functionCalls.values()],
				[...h.sim.store.csat.values()],
				[...h.sim.store.contacts.values()],
			]);
		const before = snapshot();
		h.sim.addActivity({ agentId: SEED.agents.support, kind: 'visitor' });
		expect(snapshot()).not.toBe(before);
		h.sim.reset();
		expect(snapshot()).toBe(before);
	});
});
