/** Version 1, Data Source > Get Many and Delete, in the real engine against the simulator. */
import { SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { runLiveChatAi } from '../../harness/liveChatAi';
import {
	SUPPORT,
	ALL_SUPPORT_IDS,
	dataSource,
	timestamps,
	stored,
} from '../../fixtures/v1DataSources';

const h = useSimulator();

describe('Data Source > Get Many', () => {
	it('outputs one item per data source of the chatbot, as the service lists it (Source: All, the default)', async () => {
		const { items, error } = await runLiveChatAi(h.sim, dataSource('getMany', { returnAll: true }));
		expect(error).toBeUndefined();
		expect(h.sim.requests).toHaveLength(1);
		expect(h.sim.requests[0]).toMatchObject({
			method: 'GET',
			path: '/api/aibot/data-source/items',
			query: { chatbotId: SUPPORT, source: 'ALL' },
		});
		expect(items.map((item) => item.json.id)).toEqual(ALL_SUPPORT_IDS);
		expect(items.find((item) => item.json.id === SEED.dataSources.qaGenerated)?.json).toEqual({
			id: SEED.dataSources.qaGenerated,
			chatbotId: SUPPORT,
			source: 'QA',
			type: 'qa',
			question: 'Do you offer a student discount?',
			answer: 'Students get 40% off the Pro plan with a valid university e-mail address.',
			isGeneratedByAI: true,
			...timestamps,
		});
		expect(items.every((item) => (item.pairedItem as { item: number }).item === 0)).toBe(true);
	});

	it.each([
		['WEBSITE', SEED.dataSources.supportWebsite],
		['TEXT', SEED.dataSources.supportText],
		['QA', SEED.dataSources.supportQa],
	])('sends source=%s and outputs only those items', async (source, ids) => {
		const { items } = await runLiveChatAi(
			h.sim,
			dataSource('getMany', { source, returnAll: true }),
		);
		expect(h.sim.requests[0].query).toEqual({ chatbotId: SUPPORT, source });
		expect(items.map((item) => item.json.id)).toEqual([...ids]);
	});
});

describe('Data Source > Delete', () => {
	it.each<[string, string, Record<string, unknown>, string[]]>([
		['one ID in `id`', 'ds_qa_refund', { source: 'QA', id: 'ds_qa_refund' }, ['ds_qa_refund']],
		[
			'several IDs in `ids`, the first in `id` too',
			' ds_qa_refund, ds_qa_ai,ds_qa_refund ',
			{ source: 'QA', id: 'ds_qa_refund', ids: ['ds_qa_refund', 'ds_qa_ai'] },
			['ds_qa_refund', 'ds_qa_ai'],
		],
	])('deletes %s and outputs what it deleted', async (_, given, body, ids) => {
		const { items, error } = await runLiveChatAi(
			h.sim,
			dataSource('delete', { source: 'QA', ids: given }),
		);
		expect(error).toBeUndefined();
		expect(h.sim.requests).toHaveLength(1);
		expect(h.sim.requests[0]).toMatchObject({
			method: 'POST',
			path: '/api/aibot/data-source/delete',
		});
		expect(h.sim.requests[0].body).toEqual({ chatbotId: SUPPORT, ...body });
		expect(items).toEqual([
			{
				json: { deleted: true, chatbotId: SUPPORT, source: 'QA', ids },
				pairedItem: { item: 0 },
			},
		]);
		for (const id of ids) expect(stored(h.sim, id)).toBeUndefined();
		expect(stored(h.sim, SEED.dataSources.qa)).toBeDefined();
	});
});
