import { CHANNELS, RESOLUTION_STATUSES, SENTIMENTS } from '../types';
import { MANUAL_CLOCK_START, SEED, startSimulator } from '../index';
import { useSimulator } from '../testHelpers';

describe('seed data', () => {
	const h = useSimulator({ reset: false });

	const convs = () => [...h.sim.store.conversations.values()];
	const support = () => convs().filter((c) => c.agentId === SEED.agents.support);

	it('has the documented chatbots and ids', () => {
		expect([...h.sim.store.chatbots.keys()]).toEqual([
			...Object.values(SEED.chatbots),
			SEED.agents.knowledgeBase,
			...SEED.agents.team,
		]);
		for (const id of [
			...Object.values(SEED.contacts),
			...Object.values(SEED.views),
			...SEED.suggestions.active,
			SEED.suggestions.dismissed,
			...SEED.suggestions.sales,
		]) {
			expect(
				h.sim.store.contacts.has(id) ||
					h.sim.store.views.has(id) ||
					h.sim.store.suggestions.has(id),
			).toBe(true);
		}
		for (const id of Object.values(SEED.chats)) expect(h.sim.store.chats.has(id)).toBe(true);
		for (const id of [
			SEED.dataSources.website,
			SEED.dataSources.text,
			SEED.dataSources.pdf,
			SEED.dataSources.qa,
			SEED.dataSources.qaGenerated,
		]) {
			expect(h.sim.store.dataSources.get(id)?.chatbotId).toBe(SEED.chatbots.support);
		}
		expect(h.sim.store.chatbots.get(SEED.agents.secure)?.identitySecret).not.toBeNull();
	});

	it('has ~300 conversations over two agents, in the 30 days before the clock start', () => {
		expect(support()).toHaveLength(SEED.conversations.total.support);
		expect(convs().filter((c) => c.agentId === SEED.agents.sales)).toHaveLength(
			SEED.conversations.total.sales,
		);
		const start = Date.parse(MANUAL_CLOCK_START);
		for (const c of convs().filter((x) => x.agentId !== SEED.agents.other)) {
			const last = Date.parse(c.lastMessageDate);
			expect(last).toBeLessThan(start);
			expect(last).toBeGreaterThanOrEqual(start - 30 * 24 * 3600 * 1000 - 60_000);
			for (const d of [c.lastVisitorMessageDate, c.lastBotMessageDate, c.lastAgentMessageDate]) {
				if (d === null) continue;
				expect(Date.parse(d)).toBeGreaterThanOrEqual(Date.parse(c.createdAt));
				expect(Date.parse(d)).toBeLessThanOrEqual(last);
			}
			expect([c.lastVisitorMessageDate, c.lastBotMessageDate, c.lastAgentMessageDate]).toContain(
				c.lastMessageDate,
			);
			expect(c.contactId && h.sim.store.contacts.has(c.contactId)).toBeTruthy();
			expect(c.isAgent).toBe(c.assignedUserId !== null);
			expect(c.lastAgentMessageDate === null).toBe(c.assignedUserId === null);
		}
		expect(h.sim.store.conversations.get(SEED.conversations.latest)?.agentId).toBe(
			SEED.agents.support,
		);
		const latest = [...convs()].sort(
			(a, b) => Date.parse(b.lastMessageDate) - Date.parse(a.lastMessageDate),
		)[0];
		expect(latest.id).toBe(SEED.conversations.latest);
	});

	it('has conversations sharing exactly the same lastMessageDate', () => {
		for (const group of [SEED.conversations.tiedRecent, SEED.conversations.tiedOlder]) {
			const dates = group.map((id) => h.sim.store.conversations.get(id)!.lastMessageDate);
			expect(new Set(dates).size).toBe(1);
			for (const id of group)
				expect(h.sim.store.conversations.get(id)?.agentId).toBe(SEED.agents.support);
			expect(convs().filter((c) => c.lastMessageDate === dates[0])).toHaveLength(group.length);
		}
	});

	it('covers every channel, sentiment, resolution status, both human agents and all flags on the support agent', () => {
		const s = support();
		for (const ch of CHANNELS) expect(s.some((c) => c.integrationType === ch)).toBe(true);
		for (const se of SENTIMENTS) expect(s.some((c) => c.sentiment === se)).toBe(true);
		for (const r of RESOLUTION_STATUSES) expect(s.some((c) => c.resolutionStatus === r)).toBe(true);
		expect(s.some((c) => c.assignedUserId === SEED.humanAgents.owner)).toBe(true);
		expect(s.some((c) => c.assignedUserId === SEED.humanAgents.second)).toBe(true);
		expect(s.filter((c) => c.assignedUserId === null).length).toBeGreaterThan(100);
		expect(s.some((c) => c.isResolved) && s.some((c) => !c.isResolved)).toBe(true);
		expect(s.some((c) => c.isStarred) && s.some((c) => c.isMuted)).toBe(true);
		expect(new Set(s.map((c) => c.topic)).size).toBeGreaterThan(4);
	});

	it('is deterministic', async () => {
		const again = await startSimulator();
		try {
			expect([...again.store.conversations.values()]).toEqual(convs());
			expect([...again.store.contacts.values()]).toEqual([...h.sim.store.contacts.values()]);
		} finally {
			await again.close();
		}
	});

	it('seed: false gives an empty store that still knows the keys', async () => {
		const empty = await startSimulator({ seed: false });
		try {
			expect(empty.store.chatbots.size).toBe(0);
			expect(empty.store.conversations.size).toBe(0);
			expect(empty.store.apiKeys.size).toBe(3);
		} finally {
			await empty.close();
		}
	});
});
