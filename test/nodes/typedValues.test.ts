/**
 * Booleans and numbers an expression hands over as text, read as n8n reads them (shared/fields/typedValues.ts),
 * through the real engine: each Sync's Delete … Not in Input given as "false" deletes nothing and as "true"
 * deletes; a value it cannot read ("maybe") stops the run before any request, naming the field and the item,
 * never falling back to deleting; Return All "false" with Limit "3" returns 3 items. Every field of both versions:
 * typedFields.test.ts; the trigger's: test/trigger/typedSettings.test.ts.
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { runLiveChatAi } from '../harness/liveChatAi';
import { useSimulator } from '../simulator/testHelpers';
import { runV2 } from './v2/v2Operations';
import { v1Parameters, v2Parameters, VALID_INPUT } from './validParameters';

const h = useSimulator();

const SYNCS = ['syncQa', 'syncTexts', 'syncUrls', 'syncFiles'];
const DELETE_NAMES: Record<string, string> = {
	syncQa: 'Delete Pairs Not in Input',
	syncTexts: 'Delete Texts Not in Input',
	syncUrls: 'Delete URLs Not in Input',
	syncFiles: 'Delete Files Not in Input',
};

/** The ids of the data sources the Sync's agent holds now, in the simulator's store. */
function heldIds(parameters: INodeParameters): string[] {
	const agentId = (parameters.agent as { value: string }).value;
	return [...h.sim.store.dataSources.values()]
		.filter((source) => source.chatbotId === agentId)
		.map((source) => source.id);
}

async function sync(operation: string, changes: INodeParameters, input: IDataObject[]) {
	const parameters = v2Parameters(`dataSource:${operation}`, { preview: false, ...changes });
	return { parameters, ...(await runV2(h.sim, parameters, { input })) };
}

describe.each(SYNCS)('Data Source > %s', (operation) => {
	it('Delete … Not in Input as the text "false" deletes nothing; as "true" it deletes', async () => {
		const { parameters, error } = await sync(operation, { deleteMissing: false }, VALID_INPUT);
		expect(error).toBeUndefined();
		const held = heldIds(parameters);
		h.sim.clearRequests();
		// The second input item is gone from the input: only Delete … Not in Input deletes its data source.
		const kept = await sync(
			operation,
			{ deleteMissing: '={{ "false" }}' },
			VALID_INPUT.slice(0, 1),
		);
		expect(kept.error).toBeUndefined();
		expect(h.sim.requests.filter((request) => request.method !== 'GET')).toEqual([]);
		expect(heldIds(parameters)).toEqual(held);
		const deleted = await sync(
			operation,
			{ deleteMissing: '={{ "true" }}' },
			VALID_INPUT.slice(0, 1),
		);
		expect(deleted.error).toBeUndefined();
		expect(h.sim.requests.filter((request) => request.method === 'DELETE')).not.toEqual([]);
		expect(heldIds(parameters).length).toBeLessThan(held.length);
	});

	it.each([
		['deleteMissing', DELETE_NAMES[operation]],
		['preview', 'Preview'],
	])(
		'%s as "maybe" sends no request at all, naming the field and the item',
		async (name, shown) => {
			const { error } = await sync(operation, { [name]: '={{ "maybe" }}' }, VALID_INPUT);
			expect(error).toMatchObject({
				name: 'NodeOperationError',
				message: `'${shown}' must be true or false, not "maybe" [item 0]`,
				context: { itemIndex: 0 },
			});
			expect(h.sim.requests).toEqual([]);
		},
	);
});

describe('Return All and Limit from expressions', () => {
	const LIMIT_3 = { returnAll: '={{ "false" }}', limit: '={{ "3" }}' };

	it.each([
		['version 2, Agent > Get Many', () => runV2(h.sim, v2Parameters('agent:getMany', LIMIT_3))],
		[
			'version 1, Chatbot > Get Many',
			() => runLiveChatAi(h.sim, v1Parameters('chatbot:getMany', LIMIT_3)),
		],
	])('%s: Return All "false" with Limit "3" returns 3 items', async (_name, run) => {
		const { items, error } = await run();
		expect(error).toBeUndefined();
		expect(items).toHaveLength(3);
	});

	it('a Limit as "three" is refused before any request, naming Limit and the item', async () => {
		const { error } = await runV2(
			h.sim,
			v2Parameters('agent:getMany', { limit: '={{ "three" }}' }),
		);
		expect(error).toMatchObject({
			message: `'Limit' must be a whole number of at least 1, not "three" [item 0]`,
		});
		expect(h.sim.requests).toEqual([]);
	});
});
