import { SEED, v2AnswerFor, type StreamFraming } from '../index';
import { readStream, useSimulator } from '../testHelpers';

const agentId = SEED.agents.support;
const QUESTION = 'How do I change my plan?';
const MARKDOWN = v2AnswerFor(QUESTION, 'Support Bot', 'MARKDOWN');

describe('v2 send message', () => {
	const h = useSimulator();
	const send = (body: Record<string, unknown>) =>
		h.api.post('/api/v2/conversations', { question: QUESTION, agentId, ...body });

	it('opens a conversation, stores both messages and answers with the documented shape', async () => {
		h.sim.clock.advance(60_000);
		const now = h.sim.clock.now().toISOString();
		const res = await send({ ip: '198.51.100.7', country: 'DE' });
		expect(res.status).toBe(200);
		expect(res.data).toEqual({
			status: 'success',
			message: 'Message sent',
			data: {
				conversationId: expect.any(String),
				contactId: expect.any(String),
				response: MARKDOWN,
				messageId: expect.any(String),
				responseMessageId: expect.any(String),
				links: [
					{ link: 'https://help.acme-sim.test/', type: 'WEBSITE' },
					{ link: 'https://help.acme-sim.test/pricing', type: 'WEBSITE' },
				],
			},
		});
		const { conversationId, contactId, messageId, responseMessageId } = res.data.data;
		expect(MARKDOWN).toContain('**Support Bot**');
		const conv = h.sim.store.conversations.get(conversationId);
		expect(conv).toMatchObject({
			agentId,
			contactId,
			integrationType: 'INLINECHAT',
			lastMessageDate: now,
			lastVisitorMessageDate: now,
			lastBotMessageDate: now,
		});
		expect(h.sim.store.contacts.get(contactId)).toMatchObject({
			ip: '198.51.100.7',
			country: 'DE',
		});
		expect(h.sim.store.messagesOf(conversationId).map((m) => [m.id, m.role, m.content])).toEqual([
			[messageId, 'user', QUESTION],
			[responseMessageId, 'assistant', MARKDOWN],
		]);
		const list = await h.api.get('/api/v2/conversations', { params: { agentId, perPage: 1 } });
		expect(list.data.data.conversations[0].id).toBe(conversationId);
	});

	it('continues a conversation: its dates move, the id stays', async () => {
		const id = SEED.conversations.tiedOlder[0];
		h.sim.clock.advance(5000);
		const res = await send({ conversationId: id, responseFormat: 'PLAIN' });
		expect(res.data.data.conversationId).toBe(id);
		expect(res.data.data.response).toBe(v2AnswerFor(QUESTION, 'Support Bot', 'PLAIN'));
		expect(res.data.data.response).not.toContain('**');
		expect(h.sim.store.conversations.get(id)?.lastMessageDate).toBe(
			h.sim.clock.now().toISOString(),
		);
		const first = await h.api.get('/api/v2/conversations', { params: { agentId, perPage: 1 } });
		expect(first.data.data.conversations[0].id).toBe(id);
	});

	it('integrationType sets the channel; IMAGE takes an image URL', async () => {
		const wa = await send({ integrationType: 'WHATSAPP' });
		expect(h.sim.store.conversations.get(wa.data.data.conversationId)?.integrationType).toBe(
			'WHATSAPP',
		);
		const img = await send({ question: 'https://cdn.example.test/a.png', messageType: 'IMAGE' });
		expect(h.sim.store.messages.get(img.data.data.messageId)?.type).toBe('IMAGE');
	});

	it.each([
		[{ question: undefined }, 'question is required'],
		[{ agentId: undefined }, 'agentId is required'],
		[{ messageType: 'VIDEO' }, 'messageType must be one of TEXT, IMAGE'],
		[{ messageType: 'IMAGE' }, 'question must be an http(s) image URL when messageType is IMAGE'],
		[{ responseFormat: 'HTML' }, 'responseFormat must be one of MARKDOWN, PLAIN'],
		[{ integrationType: 'MESSENGER' }, 'integrationType must be one of WHATSAPP, SLACK'],
		[{ streaming: 'yes' }, 'streaming must be a boolean'],
		[{ ip: 7 }, 'ip must be a string'],
	])('validates %j', async (body, message) => {
		const before = h.sim.store.conversations.size;
		const res = await send(body);
		expect(res.status).toBe(400);
		expect(res.data).toEqual({ status: 'error', message, code: 'validation_error' });
		expect(h.sim.store.conversations.size).toBe(before);
	});

	it('404 for an unknown agent, or a conversation of another agent', async () => {
		const agent = await send({ agentId: 'bot_nope' });
		expect(agent.status).toBe(404);
		expect(agent.data.message).toBe('Agent not found');
		const conv = await send({ conversationId: SEED.conversations.salesOfAlice });
		expect(conv.status).toBe(404);
		expect(conv.data).toEqual({
			status: 'error',
			message: 'Conversation not found',
			code: 'not_found',
		});
	});
});

describe('v2 send message, streamed', () => {
	const h = useSimulator();
	const stream = (framing: StreamFraming) => {
		h.sim.setStreamFraming(framing);
		return readStream(h.api, '/api/v2/conversations', {
			question: QUESTION,
			agentId,
			streaming: true,
		});
	};
	const storedIds = (conversationId: string) => {
		const [asked, answered] = h.sim.store.messagesOf(conversationId);
		const conv = h.sim.store.conversations.get(conversationId);
		return {
			conversationId,
			contactId: conv?.contactId,
			messageId: asked.id,
			responseMessageId: answered.id,
		};
	};

	/** Pieces {conversationId, text}, then the closing event with every id. */
	function checkValues(values: Array<Record<string, unknown>>) {
		const last = values[values.length - 1];
		const pieces = values.slice(0, -1);
		expect(pieces.length).toBeGreaterThan(5);
		const conversationId = last.conversationId as string;
		for (const p of pieces) expect(p).toEqual({ conversationId, text: expect.any(String) });
		expect(pieces.map((p) => p.text).join('')).toBe(MARKDOWN);
		expect(last).toEqual({ done: true, ...storedIds(conversationId), links: expect.any(Array) });
	}

	it('sse: data lines, a closing event with the ids, then [DONE]', async () => {
		const res = await stream('sse');
		expect(res.headers['content-type']).toBe('text/event-stream');
		expect(res.text.endsWith('data: [DONE]\n\n')).toBe(true);
		const events = res.text.split('\n\n').filter((e) => e !== '' && e !== 'data: [DONE]');
		checkValues(events.map((e) => JSON.parse(e.slice('data: '.length))));
	});

	it.each([
		['ndjson', 'application/x-ndjson'],
		['jsonl', 'application/jsonl'],
	] as Array<[StreamFraming, string]>)(
		'%s: one JSON value a line, the last with the ids',
		async (framing, type) => {
			const res = await stream(framing);
			expect(res.headers['content-type']).toBe(type);
			checkValues(
				res.text
					.trimEnd()
					.split('\n')
					.map((l) => JSON.parse(l)),
			);
		},
	);

	it('json: the non-streamed body, cut in chunks', async () => {
		const res = await stream('json');
		expect(res.headers['content-type']).toBe('application/json');
		expect(res.chunks.length).toBeGreaterThan(1);
		const body = JSON.parse(res.text);
		expect(body).toMatchObject({
			status: 'success',
			message: 'Message sent',
			data: { response: MARKDOWN },
		});
		expect(body.data).toMatchObject(storedIds(body.data.conversationId));
	});

	it('text: the bare answer, the ids in headers', async () => {
		const res = await stream('text');
		expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
		expect(res.text).toBe(MARKDOWN);
		const ids = storedIds(res.headers['x-conversation-id'] as string);
		expect({
			contactId: res.headers['x-contact-id'],
			messageId: res.headers['x-message-id'],
			responseMessageId: res.headers['x-response-message-id'],
		}).toEqual({
			contactId: ids.contactId,
			messageId: ids.messageId,
			responseMessageId: ids.responseMessageId,
		});
	});
});
