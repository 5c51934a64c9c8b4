import { SEED } from '../index';
import { useSimulator } from '../testHelpers';

const agentId = SEED.agents.support;

describe('v2 conversation detail, human reply, inbox views', () => {
	const h = useSimulator();
	const get = (id: string) => h.api.get(`/api/v2/conversations/${id}`);
	const assigned = () =>
		[...h.sim.store.conversations.values()].find(
			(c) => c.agentId === agentId && c.assignedUserId !== null,
		)!;
	const unassigned = () =>
		[...h.sim.store.conversations.values()].find(
			(c) => c.agentId === agentId && c.assignedUserId === null,
		)!;

	it('gets a conversation with its messages, oldest first', async () => {
		const conv = assigned();
		const res = await get(conv.id);
		expect(res.status).toBe(200);
		const data = res.data.data;
		expect(Object.keys(data).sort()).toEqual(
			[
				'id',
				'contactId',
				'agentId',
				'isResolved',
				'isAgent',
				'isMuted',
				'isStarred',
				'integrationType',
				'lastMessageDate',
				'agent',
				'messages',
				'createdAt',
				'updatedAt',
			].sort(),
		);
		expect(data).toMatchObject({ id: conv.id, agentId, contactId: conv.contactId, isAgent: true });
		expect(data.agent).toEqual({
			id: conv.assignedUserId,
			name: expect.any(String),
			email: expect.any(String),
			avatar: expect.stringMatching(/^https:/),
		});
		const times = data.messages.map((m: { createdAt: string }) => Date.parse(m.createdAt));
		expect(times).toEqual([...times].sort((a, b) => a - b));
		expect(data.messages[0]).toMatchObject({ role: 'user', createdAt: conv.createdAt });
		for (const m of data.messages)
			expect(Object.keys(m).sort()).toEqual(
				['id', 'content', 'role', 'type', 'source', 'agent', 'createdAt'].sort(),
			);
		const last = data.messages[data.messages.length - 1];
		expect(last.createdAt).toBe(conv.lastMessageDate);
		const answer = data.messages.find((m: { role: string }) => m.role === 'assistant');
		expect(answer.source[0]).toEqual({
			id: SEED.dataSources.website,
			type: 'WEBSITE',
			link: 'https://help.acme-sim.test/',
			distance: expect.any(Number),
		});
		const human = data.messages.find((m: { role: string }) => m.role === 'agent');
		expect(human.agent.id).toBe(conv.assignedUserId);
	});

	it('activity a test adds shows as a message of its kind', async () => {
		const conv = h.sim.addActivity({ agentId, kind: 'visitor' });
		h.sim.clock.advance(1000);
		h.sim.addActivity({ conversationId: conv.id, kind: 'agent' });
		const messages = (await get(conv.id)).data.data.messages;
		expect(messages.map((m: { role: string }) => m.role)).toEqual(['user', 'agent']);
		expect(messages[1]).toMatchObject({
			createdAt: h.sim.clock.now().toISOString(),
			agent: { id: SEED.users.owner },
		});
	});

	it('`views` is not taken as a conversation id', async () => {
		const res = await h.api.get('/api/v2/conversations/views', { params: { agentId } });
		expect(res.status).toBe(200);
		expect(res.data.data.views).toBeDefined();
		// A POST there is a wrong method on the views route, not a reply to a conversation named views.
		const post = await h.api.post('/api/v2/conversations/views');
		expect(post.status).toBe(405);
		expect(post.headers.allow).toBe('GET');
	});

	it('a human reply is stored, moves the dates and assigns the conversation', async () => {
		const conv = unassigned();
		h.sim.clock.advance(90_000);
		const now = h.sim.clock.now().toISOString();
		await h.api.post(`/api/v2/conversations/${conv.id}/typing`, { isTyping: true });
		const res = await h.api.post(`/api/v2/conversations/${conv.id}/reply`, {
			message: 'Let me check that for you.',
			userId: SEED.users.agent,
			messageType: 'TEXT',
		});
		expect(res.status).toBe(200);
		expect(res.data).toEqual({
			status: 'success',
			message: 'Reply sent',
			data: {
				messageId: expect.any(String),
				conversationId: conv.id,
				message: {
					id: res.data.data.messageId,
					text: 'Let me check that for you.',
					sender: 'AGENT',
					type: 'TEXT',
					createdAt: now,
					agent: {
						id: SEED.users.agent,
						name: 'Sam Rivera',
						email: 'sam@acme-sim.test',
						avatar: expect.any(String),
					},
				},
			},
		});
		expect(h.sim.store.conversations.get(conv.id)).toMatchObject({
			lastMessageDate: now,
			lastAgentMessageDate: now,
			assignedUserId: SEED.users.agent,
			isAgent: true,
		});
		expect(h.sim.typingState(conv.id).visible).toBe(false);
		const messages = (await get(conv.id)).data.data.messages;
		expect(messages[messages.length - 1]).toMatchObject({
			id: res.data.data.messageId,
			role: 'agent',
			agent: { id: SEED.users.agent },
		});
	});

	it('a reply without userId is the owner; an assigned conversation keeps its agent', async () => {
		const conv = assigned();
		const before = conv.assignedUserId;
		const res = await h.api.post(`/api/v2/conversations/${conv.id}/reply`, { message: 'Hi' });
		expect(res.data.data.message.agent.id).toBe(SEED.users.owner);
		expect(h.sim.store.conversations.get(conv.id)?.assignedUserId).toBe(before);
	});

	it.each([
		[{}, 400, 'message is required'],
		[{ message: 'x', messageType: 'GIF' }, 400, 'messageType must be one of TEXT, IMAGE'],
		[
			{ message: 'x', messageType: 'IMAGE' },
			400,
			'message must be an http(s) image URL when messageType is IMAGE',
		],
		[{ message: 'x', userId: SEED.users.other }, 404, 'User not found'],
	])('reply %j -> %i %s', async (body, status, message) => {
		const conv = unassigned();
		const res = await h.api.post(`/api/v2/conversations/${conv.id}/reply`, body);
		expect(res.status).toBe(status);
		expect(res.data.message).toBe(message);
		expect(h.sim.store.conversations.get(conv.id)?.assignedUserId).toBeNull();
	});

	it('reply to a conversation of another workspace is 404', async () => {
		const res = await h.api.post(`/api/v2/conversations/${SEED.conversations.other}/reply`, {
			message: 'x',
		});
		expect(res.status).toBe(404);
		expect(res.data.message).toBe('Conversation not found');
	});

	it('lists inbox views with their rules in the `meta` wrapper', async () => {
		const res = await h.api.get('/api/v2/conversations/views', { params: { agentId } });
		expect(res.data).toEqual({
			status: 'success',
			data: {
				views: [
					{
						id: SEED.views.openNegative,
						name: 'Unhappy and open',
						query: {
							combinator: 'and',
							rules: [
								{ field: 'status', operator: '=', value: 'open' },
								{ field: 'sentiment', operator: '=', value: 'NEGATIVE' },
							],
						},
						createdAt: expect.any(String),
					},
					expect.objectContaining({ id: SEED.views.whatsappUnassigned }),
				],
				meta: { total: 2, perPage: 20, currentPage: 1, totalPages: 1 },
			},
		});
		const page2 = await h.api.get('/api/v2/conversations/views', {
			params: { agentId, perPage: 1, page: 2 },
		});
		expect(page2.data.data.views.map((v: { id: string }) => v.id)).toEqual([
			SEED.views.whatsappUnassigned,
		]);
		expect(page2.data.data.meta).toEqual({ total: 2, perPage: 1, currentPage: 2, totalPages: 2 });
		const missing = await h.api.get('/api/v2/conversations/views');
		expect(missing.status).toBe(400);
		expect(missing.data.message).toBe('agentId is required');
	});
});
