import { SEED } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';
import { byId } from '../harness/liveChatAi';
import { logLines } from '../harness/logCapture';
import { emittedIds, TriggerHarness } from '../harness/pollTrigger';

const h = useSimulator();

const agent = SEED.agents.support;
const listRequests = () =>
	h.sim.requests.filter((request) => request.path === '/api/v2/conversations');
const ids = emittedIds;

function trigger(parameters: Record<string, unknown> = {}) {
	return new TriggerHarness(h.sim, { chatbot: byId(agent), event: 'newActivity', ...parameters });
}

/** A trigger past its first activation, with the request log cleared. */
async function activated(parameters: Record<string, unknown> = {}) {
	const harness = trigger(parameters);
	expect(await harness.poll()).toBeNull();
	h.sim.clearRequests();
	return harness;
}

function later(ms = 1000) {
	h.sim.clock.advance(ms);
}

function newConversations(count: number) {
	return Array.from({ length: count }, () => {
		later();
		return h.sim.addActivity({ agentId: agent, kind: 'visitor' }).id;
	});
}

describe('first activation', () => {
	it('stores the newest conversation as seen, emits nothing, and costs one request', async () => {
		const harness = trigger();
		expect(await harness.poll()).toBeNull();
		expect(listRequests()).toHaveLength(1);
		expect(listRequests()[0].query).toMatchObject({
			agentId: agent,
			sort: 'desc',
			page: '1',
			perPage: '100',
		});
		const newest = h.sim.store.conversations.get(SEED.conversations.latest)!;
		expect(harness.cursor).toMatchObject({ seen: { ids: [SEED.conversations.latest] } });
		expect((harness.cursor as { seen: { at: string } }).seen.at.slice(0, 23)).toBe(
			newest.lastMessageDate.slice(0, 23),
		);
	});
});

describe('polling', () => {
	it('a poll with nothing new returns null after one request', async () => {
		const harness = await activated();
		expect(await harness.poll()).toBeNull();
		expect(await harness.poll()).toBeNull();
		expect(listRequests()).toHaveLength(2);
	});

	it('one new message emits that conversation once, in its latest state', async () => {
		const harness = await activated();
		later();
		const moved = h.sim.addActivity({
			conversationId: SEED.conversations.tiedOlder[0],
			kind: 'visitor',
		});
		const items = await harness.poll();
		expect(ids(items)).toEqual([moved.id]);
		expect(items![0].json.lastMessageDate).toBe(moved.lastMessageDate);
		expect(await harness.poll()).toBeNull();
	});

	it('a burst of more than 100 new conversations is emitted whole, each once, oldest first', async () => {
		const harness = await activated();
		const created = newConversations(150);
		const items = await harness.poll();
		expect(ids(items)).toEqual(created);
		expect(listRequests().map((request) => request.query.page)).toEqual(['1', '2']);
		expect(await harness.poll()).toBeNull();
	});

	it('conversations sharing one timestamp at the boundary are each emitted once', async () => {
		const harness = await activated();
		later();
		const at = h.sim.clock.now();
		const [a, b] = [SEED.conversations.tiedOlder[0], SEED.conversations.tiedOlder[1]];
		h.sim.addActivity({ conversationId: a, kind: 'visitor', at });
		h.sim.addActivity({ conversationId: b, kind: 'visitor', at });
		expect((ids(await harness.poll()) as string[]).sort()).toEqual([a, b].sort());
		// A third conversation gets a message stamped with the very same instant after the poll.
		const c = SEED.conversations.tiedRecent[0];
		h.sim.addActivity({ conversationId: c, kind: 'visitor', at });
		expect(ids(await harness.poll())).toEqual([c]);
		expect(await harness.poll()).toBeNull();
	});

	it('compares timestamps as instants: other offsets and sub-millisecond digits', async () => {
		const harness = await activated();
		later();
		const conversation = h.sim.store.conversations.get(SEED.conversations.tiedOlder[0])!;
		const base = h.sim.clock.now();
		// The same instant written with a +02:00 offset and microseconds, later than the seen mark.
		const local = new Date(base.getTime() + 2 * 3600_000).toISOString().replace('Z', '');
		conversation.lastMessageDate = `${local.slice(0, 23)}456+02:00`;
		const items = await harness.poll();
		expect(ids(items)).toEqual([conversation.id]);
		// One microsecond later is a new event; the same string again is not.
		conversation.lastMessageDate = `${local.slice(0, 23)}457+02:00`;
		expect(ids(await harness.poll())).toEqual([conversation.id]);
		expect(await harness.poll()).toBeNull();
	});

	it('activity while a poll pages is emitted by the next poll, nothing lost or repeated', async () => {
		const harness = await activated();
		const created = newConversations(250);
		const old = SEED.conversations.tiedOlder[1];
		const movedNew = created[10]; // on page 3 when the poll starts
		let listCalls = 0;
		h.sim.onRequest((request) => {
			if (request.path !== '/api/v2/conversations' || ++listCalls !== 2) return;
			later();
			h.sim.addActivity({ conversationId: movedNew, kind: 'bot' });
			h.sim.addActivity({ conversationId: old, kind: 'visitor' });
		});
		const first = ids(await harness.poll()) as string[];
		h.sim.onRequest(null);
		const second = ids(await harness.poll()) as string[];
		expect(await harness.poll()).toBeNull();
		const all = [...first, ...second];
		expect(new Set(first).size).toBe(first.length);
		expect(new Set(second).size).toBe(second.length);
		expect(new Set(all)).toEqual(new Set([...created, old]));
		expect(second).toEqual(expect.arrayContaining([movedNew, old]));
		expect(all.filter((id) => id !== movedNew)).toHaveLength(
			all.length - (first.includes(movedNew) ? 2 : 1),
		);
	});

	it('a fault mid-pagination is logged, keeps the cursor, and the next poll emits everything once', async () => {
		const harness = await activated();
		const created = newConversations(150);
		const cursorBefore = JSON.stringify(harness.cursor);
		let listCalls = 0;
		h.sim.onRequest((request) => {
			if (request.path === '/api/v2/conversations' && ++listCalls === 2) {
				h.sim.injectFault({
					path: '/api/v2/conversations',
					fault: { kind: 'status', status: 500 },
					times: 1,
				});
			}
		});
		expect(await harness.poll()).toBeNull();
		h.sim.onRequest(null);
		expect(JSON.stringify(harness.cursor)).toBe(cursorBefore);
		expect(
			logLines.some((line) =>
				line.startsWith('warn LiveChatAI Trigger: a poll failed, not reported yet'),
			),
		).toBe(true);
		expect(ids(await harness.poll())).toEqual(created);
		expect(await harness.poll()).toBeNull();
	});
});

describe('events', () => {
	const conversation = SEED.conversations.tiedOlder[0];
	it.each([
		['newActivity', ['visitor', 'bot', 'agent']],
		['newVisitorMessage', ['visitor']],
		['newBotMessage', ['bot']],
		['newAgentMessage', ['agent']],
	] as const)('%s fires on %j messages only', async (event, firing) => {
		const harness = await activated({ event });
		for (const kind of ['visitor', 'bot', 'agent'] as const) {
			later();
			h.sim.addActivity({ conversationId: conversation, kind });
			expect(ids(await harness.poll())).toEqual(
				(firing as readonly string[]).includes(kind) ? [conversation] : [],
			);
		}
	});

	it('newConversation fires on a new conversation, not on messages in an existing one', async () => {
		const harness = await activated({ event: 'newConversation' });
		later();
		h.sim.addActivity({ conversationId: conversation, kind: 'visitor' });
		expect(await harness.poll()).toBeNull();
		const [created] = newConversations(1);
		expect(ids(await harness.poll())).toEqual([created]);
		expect(await harness.poll()).toBeNull();
	});
});

describe('filters and options', () => {
	it('sends the filters and emits only matching conversations', async () => {
		const whatsapp = [...h.sim.store.conversations.values()].find(
			(record) => record.agentId === agent && record.integrationType === 'WHATSAPP',
		)!;
		const harness = await activated({ filters: { channel: 'WHATSAPP', assignedTo: 'ai' } });
		expect(await harness.poll()).toBeNull();
		expect(listRequests()[0].query).toMatchObject({ channel: 'WHATSAPP', assignedTo: 'ai' });
		later();
		h.sim.addActivity({ conversationId: whatsapp.id, kind: 'visitor' });
		newConversations(1); // INLINECHAT: filtered out by the service
		const items = await harness.poll();
		const expected = whatsapp.assignedUserId === null ? [whatsapp.id] : [];
		expect(ids(items)).toEqual(expected);
	});

	it('outputs the short form by default, as Conversation > Get Many does', async () => {
		const harness = await activated();
		const [created] = newConversations(1);
		const items = await harness.poll();
		expect(items![0].json).toEqual({
			id: created,
			isResolved: false,
			isStarred: false,
			isMuted: false,
			isAgent: false,
			contactId: h.sim.store.conversations.get(created)!.contactId,
			contactName: null,
			contactEmail: null,
			channel: 'INLINECHAT',
			lastMessageDate: h.sim.clock.now().toISOString(),
		});
	});

	it('with Simplify off, outputs the conversation as the service returns it', async () => {
		const harness = await activated({ options: { simplify: false } });
		const [created] = newConversations(1);
		const items = await harness.poll();
		expect(items![0].json).toMatchObject({
			id: created,
			integrationType: 'INLINECHAT',
			createdAt: h.sim.clock.now().toISOString(),
			lastVisitorMessageDate: h.sim.clock.now().toISOString(),
			contact: expect.objectContaining({ id: expect.any(String) }),
		});
	});
});

describe('manual mode ("Fetch Test Event")', () => {
	it('returns the newest matching conversation and changes no state', async () => {
		const harness = trigger();
		const items = await harness.poll({ mode: 'manual' });
		expect(ids(items)).toEqual([SEED.conversations.latest]);
		expect(harness.cursor).toBeUndefined();
		expect(listRequests()).toHaveLength(1);
	});

	it('shows the error instead of logging it', async () => {
		const harness = await activated();
		h.sim.injectFault({
			path: '/api/v2/conversations',
			fault: { kind: 'status', status: 500, message: 'Boom' },
		});
		await expect(harness.poll({ mode: 'manual' })).rejects.toThrow('Boom');
	});

	it('the first activation fails loudly too: there is no cursor to fall back on', async () => {
		h.sim.injectFault({
			path: '/api/v2/conversations',
			fault: { kind: 'status', status: 500, message: 'Boom' },
		});
		await expect(trigger().poll()).rejects.toThrow('Boom');
	});
});

describe("n8n's poll budget", () => {
	it('drains a large backlog over several polls without loss or repeat', async () => {
		const harness = await activated();
		const created = newConversations(250);
		const emitted: unknown[] = [];
		for (let poll = 0; poll < 10; poll++) emitted.push(...ids(await harness.poll({ budgetMs: 0 })));
		expect(emitted.length).toBe(250);
		expect(new Set(emitted)).toEqual(new Set(created));
		expect(harness.cursor).not.toHaveProperty('backlog');
	});

	it('the first budget-bound poll emits the newest page and keeps a small cursor', async () => {
		const harness = await activated();
		const created = newConversations(250);
		const first = ids(await harness.poll({ budgetMs: 0 }));
		expect(first).toEqual(created.slice(150));
		expect(listRequests()).toHaveLength(1);
		expect(JSON.stringify(harness.cursor).length).toBeLessThan(600);
	});

	it('without the feature (older n8n) a poll reads on while within its own 20 s', async () => {
		const harness = await activated();
		const created = newConversations(250);
		expect(ids(await harness.poll({ budgetMs: null }))).toEqual(created);
	});

	it('past 20 s of reading a poll stops, whatever budget n8n gives, and leaves the rest to the next', async () => {
		const harness = await activated();
		const created = newConversations(250);
		const realNow = Date.now.bind(Date);
		let slowedBy = 0;
		const clock = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + slowedBy);
		// The first page took 21 s.
		h.sim.onRequest(() => (slowedBy = 21_000));
		try {
			const first = ids(await harness.poll({ budgetMs: 5 * 60_000 }));
			expect(first).toHaveLength(100);
			expect(harness.cursor?.backlog).toBeDefined();
		} finally {
			clock.mockRestore();
			h.sim.onRequest(null);
		}
		const rest = ids(await harness.poll());
		expect(new Set(rest).size + 100).toBe(created.length);
	});
});
