/**
 * Version 2, Conversation > End, in a real workflow through n8n-core against the simulator: who ends it (the User
 * ID given, else the assigned human agent, else the workspace owner), the conversation resolved after, the
 * service's refusals, bad input refused before any request, Continue On Fail, and END_CONVERSATION: a retry
 * after an answer lost (End is repeatable), and an End refused because the conversation is resolved already (the
 * reference is silent: the simulator answers it again, a fault imitates a service that refuses it).
 */
import type { INodeParameters } from 'n8n-workflow';

import { byId } from '../../harness/liveChatAi';
import type { Fault } from '../../simulator';
import { SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { eachExchange, parametersFor, runV2 } from './v2Operations';

const h = useSimulator();

const { openAssigned, openUnassigned, other } = SEED.conversations;
const { owner, agent: sam } = SEED.users;
const endPath = (id: string) => `/api/v2/conversations/${id}/end`;
const end = (conversationId: string, options: INodeParameters = {}) =>
	parametersFor('conversation:end', { conversationId: byId(conversationId), options });
const contactOf = (id: string) => h.sim.store.conversations.get(id)?.contactId;
const isResolved = (id: string) => h.sim.store.conversations.get(id)?.isResolved;
const ended = (conversationId: string, userId: string) => {
	expect(isResolved(conversationId)).toBe(true);
	return [{ resolved: true, conversationId, userId, contactId: contactOf(conversationId) }];
};
const requestLines = () => h.sim.requests.map(({ method, path }) => `${method} ${path}`);
/** Without User ID the node sends no body: the reference's body holds userId alone, optional. */
const noBody = () => expect(h.sim.requests.map(({ body }) => body)).toEqual([undefined]);

describe('Conversation > End', () => {
	eachExchange({ h }, [
		...[
			['the human agent assigned to the conversation', openAssigned, sam],
			['the workspace owner, no human agent being assigned', openUnassigned, owner],
		].map(([who, conversationId, userId]) => ({
			name: `without User ID: ended by ${who}, no body sent`,
			parameters: end(conversationId),
			request: `POST ${endPath(conversationId)}`,
			output: () => {
				noBody();
				return ended(conversationId, userId);
			},
		})),
		{
			name: 'with User ID: ended by that human agent, picked from the list',
			parameters: parametersFor('conversation:end', {
				conversationId: { __rl: true, mode: 'list', value: openAssigned },
				options: { userId: owner },
			}),
			request: `POST ${endPath(openAssigned)}`,
			body: { userId: owner },
			output: () => ended(openAssigned, owner),
		},
	]);

	it('the conversation reads resolved after, in Get and in Get Many; no message date moved', async () => {
		expect(isResolved(openUnassigned)).toBe(false);
		const dates = () => {
			const { lastMessageDate, lastVisitorMessageDate, lastBotMessageDate, lastAgentMessageDate } =
				h.sim.store.conversations.get(openUnassigned)!;
			return [lastMessageDate, lastVisitorMessageDate, lastBotMessageDate, lastAgentMessageDate];
		};
		const before = dates();
		expect((await runV2(h.sim, end(openUnassigned))).error).toBeUndefined();
		// The trigger's conversation events read these dates: an End fires none of them.
		expect(dates()).toEqual(before);
		const get = await runV2(
			h.sim,
			parametersFor('conversation:get', { conversationId: byId(openUnassigned) }),
		);
		expect(get.items[0].json).toMatchObject({ id: openUnassigned, isResolved: true });
		const closed = await runV2(
			h.sim,
			parametersFor('conversation:getMany', {
				agent: byId(SEED.agents.support),
				returnAll: true,
				filters: { status: 'close' },
			}),
		);
		expect(closed.items.map(({ json }) => json.id)).toContain(openUnassigned);
	});

	it.each([
		['an unknown conversation', 'conv_missing', {}, 'Conversation not found'],
		["another workspace's conversation", other, {}, 'Conversation not found'],
		[
			'a User ID that is no user of the workspace',
			openAssigned,
			{ userId: 'usr_x' },
			'User not found',
		],
	])('%s: a NodeApiError 404 with the service message', async (_, id, options, message) => {
		const { items, error } = await runV2(h.sim, end(id, options));
		expect(items).toEqual([]);
		expect(error).toMatchObject({ name: 'NodeApiError', message, httpCode: '404' });
		expect(error?.description).toContain('HTTP 404 (not_found)');
		expect(isResolved(openAssigned)).toBe(false);
	});

	it('an empty Conversation is refused before any request, naming the field and the item', async () => {
		const { error } = await runV2(h.sim, end('={{ $json.id }}'), { input: [{ id: ' ' }] });
		expect(error).toMatchObject({
			name: 'NodeOperationError',
			message: "'Conversation' is empty [item 0]",
			context: { itemIndex: 0 },
		});
		expect(h.sim.requests).toEqual([]);
	});

	it('with Continue On Fail: each item paired, the failed one an error item, the others ended', async () => {
		const input = [{ id: openAssigned }, { id: 'conv_missing' }, { id: openUnassigned }];
		const { items, error } = await runV2(h.sim, end('={{ $json.id }}'), {
			input,
			continueOnFail: true,
		});
		expect(error).toBeUndefined();
		expect(items).toEqual([
			{ json: ended(openAssigned, sam)[0], pairedItem: { item: 0 } },
			{
				json: { error: 'Conversation not found', message: expect.stringContaining('HTTP 404') },
				pairedItem: { item: 1 },
			},
			{ json: ended(openUnassigned, owner)[0], pairedItem: { item: 2 } },
		]);
	});
});

describe('Conversation > End is repeatable and fails open (END_CONVERSATION)', () => {
	const LOST: Array<[string, Fault]> = [
		['a 503', { kind: 'status', status: 503 }],
		['a cut connection', { kind: 'cutMidBody' }],
	];
	const alreadyResolved = 'Conversation is already resolved';
	const refuseResolved = () =>
		h.sim.injectFault({
			method: 'POST',
			path: endPath(openAssigned),
			fault: { kind: 'status', status: 400, message: alreadyResolved },
			times: 1,
		});
	// Who ended it the answer does not say: the refusal came instead.
	const resolvedBefore = () => ({
		resolved: true,
		conversationId: openAssigned,
		userId: null,
		contactId: contactOf(openAssigned),
		alreadyResolved: true,
	});

	it.each(LOST)(
		'after %s of an End LiveChatAI acted on, the retry ends it and the item says so',
		async (_, fault) => {
			const path = endPath(openAssigned);
			h.sim.injectFault({ method: 'POST', path, fault, afterRoute: true, times: 1 });
			const { items, error } = await runV2(h.sim, end(openAssigned));
			expect(error).toBeUndefined();
			expect(requestLines()).toEqual([`POST ${path}`, `POST ${path}`]);
			expect(items).toEqual([{ json: ended(openAssigned, sam)[0], pairedItem: { item: 0 } }]);
		},
	);

	it('an End of a resolved conversation that the service answers again: ended, as the first time', async () => {
		await h.api.post(endPath(openAssigned), {});
		const { items } = await runV2(h.sim, end(openAssigned, { userId: owner }));
		expect(items.map(({ json }) => json)).toEqual(ended(openAssigned, owner));
	});

	it('an End refused because the conversation is resolved: read, and output as already resolved', async () => {
		await h.api.post(endPath(openAssigned), {});
		refuseResolved();
		h.sim.clearRequests();
		const { items, error } = await runV2(h.sim, end(openAssigned));
		expect(error).toBeUndefined();
		expect(requestLines()).toEqual([
			`POST ${endPath(openAssigned)}`,
			`GET /api/v2/conversations/${openAssigned}`,
		]);
		expect(items).toEqual([{ json: resolvedBefore(), pairedItem: { item: 0 } }]);
	});

	it('a retry after a lost answer that the service refuses as resolved: output as already resolved', async () => {
		const path = endPath(openAssigned);
		h.sim.injectFault({ method: 'POST', path, fault: LOST[0][1], afterRoute: true, times: 1 });
		refuseResolved();
		const { items, error } = await runV2(h.sim, end(openAssigned));
		expect(error).toBeUndefined();
		expect(isResolved(openAssigned)).toBe(true);
		expect(items.map(({ json }) => json)).toEqual([resolvedBefore()]);
	});

	it('the same refusal of an open conversation stands: the error, the conversation left open', async () => {
		refuseResolved();
		const { items, error } = await runV2(h.sim, end(openAssigned));
		expect(items).toEqual([]);
		expect(error?.message).toBe(alreadyResolved);
		expect(error?.description).toContain('HTTP 400');
		expect(isResolved(openAssigned)).toBe(false);
		expect(requestLines()).toEqual([
			`POST ${endPath(openAssigned)}`,
			`GET /api/v2/conversations/${openAssigned}`,
		]);
	});
});
