import { SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { runLiveChatAi } from '../../harness/liveChatAi';

const h = useSimulator();

const getChat = (parameters: Record<string, unknown> = {}) => ({
	resource: 'chat',
	operation: 'get',
	...parameters,
});

describe('Chat > Get', () => {
	it('reads chat/detail with chatId and outputs the chat as returned', async () => {
		const { items, error } = await runLiveChatAi(
			h.sim,
			getChat({ chatId: ` ${SEED.chats.support} ` }),
		);
		expect(error).toBeUndefined();
		expect(h.sim.requests).toHaveLength(1);
		expect(h.sim.requests[0]).toMatchObject({ method: 'GET', path: '/api/aibot/chat/detail' });
		expect(h.sim.requests[0].query).toEqual({ chatId: SEED.chats.support });
		const chat = h.sim.store.chats.get(SEED.chats.support)!;
		expect(items).toHaveLength(1);
		expect(items[0].json).toEqual({
			id: SEED.chats.support,
			chatbotId: SEED.chatbots.support,
			contactId: SEED.contacts.alice,
			messages: chat.messages.map((message) => ({ ...message })),
			createdAt: chat.createdAt,
			updatedAt: chat.updatedAt,
		});
		expect((items[0].json.messages as unknown[]).length).toBe(6);
		expect(items[0].pairedItem).toEqual({ item: 0 });
	});

	it('gets one chat per input item from an expression', async () => {
		const { items } = await runLiveChatAi(h.sim, getChat({ chatId: '={{ $json.chat }}' }), {
			input: [{ chat: SEED.chats.supportSecond }, { chat: SEED.chats.sales }],
		});
		expect(h.sim.requests.map((request) => request.query)).toEqual([
			{ chatId: SEED.chats.supportSecond },
			{ chatId: SEED.chats.sales },
		]);
		expect(items.map((item) => [item.json.id, item.json.chatbotId, item.pairedItem])).toEqual([
			[SEED.chats.supportSecond, SEED.chatbots.support, { item: 0 }],
			[SEED.chats.sales, SEED.chatbots.sales, { item: 1 }],
		]);
	});

	it('fails with the service status and message for a chat of another account', async () => {
		const { error } = await runLiveChatAi(h.sim, getChat({ chatId: SEED.chats.other }));
		expect(error?.message).toBe('Chat not found');
		expect((error as { httpCode?: string }).httpCode).toBe('404');
	});
});
