/**
 * Every Get Many of version 1 reads Return All and Limit: Limit gives the first items of the whole list, in
 * one request. How pages are read and where a Limit stops them is tested once, in
 * test/nodes/shared/returnAll.test.ts and test/transport/lists.test.ts.
 */
import { runLiveChatAi } from '../../harness/liveChatAi';
import { useSimulator } from '../../simulator/testHelpers';
import { v1Parameters } from '../validParameters';
import { V1_OPERATIONS } from './operations';

const h = useSimulator();

const GET_MANY = V1_OPERATIONS.filter((operation) => operation.endsWith(':getMany'));

it('finds the Get Many of each resource that has one', () => {
	expect(GET_MANY).toEqual(['chatbot:getMany', 'conversation:getMany', 'dataSource:getMany']);
});

it.each(GET_MANY)(
	'%s: Return All outputs the whole list, a Limit of 2 its first 2 items in one request',
	async (operation) => {
		const all = await runLiveChatAi(h.sim, v1Parameters(operation, { returnAll: true }));
		const ids = all.items.map((item) => item.json.id ?? item.json.chatbotId);
		expect(ids.length).toBeGreaterThan(2);
		expect(new Set(ids).size).toBe(ids.length);

		h.sim.clearRequests();
		const limited = await runLiveChatAi(
			h.sim,
			v1Parameters(operation, { returnAll: false, limit: 2 }),
		);
		expect(limited.items.map((item) => item.json.id ?? item.json.chatbotId)).toEqual(
			ids.slice(0, 2),
		);
		expect(h.sim.requests).toHaveLength(1);
	},
);
