import { SEED } from '../index';
import { useSimulator } from '../testHelpers';

const conv = SEED.conversations.latest;

describe('POST /api/v2/conversations/:id/typing', () => {
	const h = useSimulator();
	const typing = (body: unknown, id: string = conv) =>
		h.api.post(`/api/v2/conversations/${id}/typing`, body);

	it('true shows it for 10 s of the clock, attributed to the workspace owner by default', async () => {
		expect(h.sim.typingState(conv)).toEqual({ visible: false, userId: null });
		const res = await typing({ isTyping: true });
		expect(res.status).toBe(200);
		expect(res.data).toEqual({ status: 'success' });
		expect(h.sim.typingState(conv)).toEqual({ visible: true, userId: SEED.users.owner });
		h.sim.clock.advance(9_000);
		expect(h.sim.typingState(conv).visible).toBe(true);
		h.sim.clock.advance(1_000);
		expect(h.sim.typingState(conv)).toEqual({ visible: false, userId: null });
	});

	it('true again restarts the window', async () => {
		await typing({ isTyping: true, userId: SEED.humanAgents.second });
		h.sim.clock.advance(9_000);
		await typing({ isTyping: true, userId: SEED.humanAgents.second });
		h.sim.clock.advance(9_000);
		expect(h.sim.typingState(conv)).toEqual({ visible: true, userId: SEED.humanAgents.second });
		h.sim.clock.advance(999);
		expect(h.sim.typingState(conv).visible).toBe(true);
		h.sim.clock.advance(1);
		expect(h.sim.typingState(conv).visible).toBe(false);
	});

	it('false hides it at once', async () => {
		await typing({ isTyping: true });
		h.sim.clock.advance(2_000);
		await typing({ isTyping: false });
		expect(h.sim.typingState(conv)).toEqual({ visible: false, userId: null });
		await typing({ isTyping: false });
		expect(h.sim.typingState(conv).visible).toBe(false);
	});

	it('changes nothing else on the conversation', async () => {
		const before = JSON.stringify(h.sim.store.conversations.get(conv));
		await typing({ isTyping: true });
		expect(JSON.stringify(h.sim.store.conversations.get(conv))).toBe(before);
	});

	it('is readable over the control API', async () => {
		await typing({ isTyping: true });
		expect((await h.anon.get(`/__sim/typing/${conv}`)).data).toEqual({
			visible: true,
			userId: SEED.users.owner,
		});
		await h.anon.post('/__sim/clock/advance', { ms: 10_000 });
		expect((await h.anon.get(`/__sim/typing/${conv}`)).data).toEqual({
			visible: false,
			userId: null,
		});
	});

	it.each([
		[{}, 'isTyping is required'],
		[{ isTyping: 'true' }, 'isTyping must be a boolean'],
		[{ isTyping: true, userId: 5 }, 'userId must be a string'],
	])('400 for %j', async (body, message) => {
		const res = await typing(body);
		expect(res.status).toBe(400);
		expect(res.data).toEqual({ status: 'error', message, code: 'validation_error' });
		expect(h.sim.typingState(conv).visible).toBe(false);
	});

	it('404 for an unknown or foreign conversation', async () => {
		const res = await typing({ isTyping: true }, 'conv_nope');
		expect(res.status).toBe(404);
		expect(res.data.message).toBe('Conversation not found');
		expect((await typing({ isTyping: true }, SEED.conversations.other)).status).toBe(404);
		expect(
			(
				await h.other.post(`/api/v2/conversations/${SEED.conversations.other}/typing`, {
					isTyping: true,
				})
			).status,
		).toBe(200);
		expect(h.sim.typingState(SEED.conversations.other)).toEqual({
			visible: true,
			userId: SEED.users.other,
		});
	});

	it('405 for GET on the typing path', async () => {
		expect((await h.api.get(`/api/v2/conversations/${conv}/typing`)).status).toBe(405);
	});
});
