/** Version 1, Conversation > Send Typing Indicator in the real engine against the simulator. */
import { SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { runLiveChatAi } from '../../harness/liveChatAi';

const h = useSimulator();

const typing = (parameters: Record<string, unknown> = {}) => ({
	resource: 'conversation',
	operation: 'sendTypingIndicator',
	conversationId: SEED.conversations.latest,
	...parameters,
});

describe('Conversation > Send Typing Indicator', () => {
	const conversation = SEED.conversations.latest;

	it('shows the indicator, then hides it with Is Typing off', async () => {
		const shown = await runLiveChatAi(h.sim, typing());
		expect(shown.error).toBeUndefined();
		expect(h.sim.requests[0]).toMatchObject({
			method: 'POST',
			path: `/api/v2/conversations/${conversation}/typing`,
			body: { isTyping: true },
		});
		expect(h.sim.requests[0].body).toEqual({ isTyping: true });
		expect(shown.items).toEqual([
			expect.objectContaining({
				json: { status: 'success', conversationId: conversation, isTyping: true },
				pairedItem: { item: 0 },
			}),
		]);
		expect(h.sim.typingState(conversation)).toEqual({ visible: true, userId: SEED.users.owner });

		const hidden = await runLiveChatAi(h.sim, typing({ isTyping: false }));
		expect(h.sim.requests[1].body).toEqual({ isTyping: false });
		expect(hidden.items[0].json).toEqual({
			status: 'success',
			conversationId: conversation,
			isTyping: false,
		});
		expect(h.sim.typingState(conversation)).toEqual({ visible: false, userId: null });
	});

	it('shows it as the given user, for 10 seconds', async () => {
		await runLiveChatAi(h.sim, typing({ options: { userId: SEED.humanAgents.second } }));
		expect(h.sim.requests[0].body).toEqual({ isTyping: true, userId: SEED.humanAgents.second });
		expect(h.sim.typingState(conversation)).toEqual({
			visible: true,
			userId: SEED.humanAgents.second,
		});
		h.sim.clock.advance(10_000);
		expect(h.sim.typingState(conversation).visible).toBe(false);
	});

	it('URL-encodes the conversation ID in the path', async () => {
		const { error } = await runLiveChatAi(h.sim, typing({ conversationId: 'conv/0300 x' }));
		expect(h.sim.requests[0].path).toBe('/api/v2/conversations/conv%2F0300%20x/typing');
		expect(error?.message).toBe('Conversation not found');
	});

	it('fails with a 404 NodeApiError for an unknown conversation', async () => {
		const { error } = await runLiveChatAi(h.sim, typing({ conversationId: 'conv_missing' }));
		expect(error?.message).toBe('Conversation not found');
		expect((error as { httpCode?: string }).httpCode).toBe('404');
		expect(error?.description).toContain('HTTP 404');
	});

	it('refuses an empty Conversation ID before any request', async () => {
		const { error } = await runLiveChatAi(h.sim, typing({ conversationId: '  ' }));
		expect(error?.message).toBe("'Conversation ID' is empty [item 0]");
		expect(h.sim.requests).toHaveLength(0);
	});

	it('with Continue On Fail, pairs the error item with its input', async () => {
		const { items, error } = await runLiveChatAi(
			h.sim,
			typing({ conversationId: '={{ $json.id }}' }),
			{
				input: [{ id: 'conv_missing' }, { id: conversation }],
				continueOnFail: true,
			},
		);
		expect(error).toBeUndefined();
		expect(items).toEqual([
			expect.objectContaining({
				json: { error: 'Conversation not found', message: expect.stringContaining('HTTP 404') },
				pairedItem: { item: 0 },
			}),
			expect.objectContaining({
				json: { status: 'success', conversationId: conversation, isTyping: true },
				pairedItem: { item: 1 },
			}),
		]);
		expect(h.sim.typingState(conversation).visible).toBe(true);
	});
});
