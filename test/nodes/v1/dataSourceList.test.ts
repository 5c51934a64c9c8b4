/** Version 1, Data Source > Get Many and Delete, in the real engine against the simulator. */
import type { ListShape } from '../../simulator';
import { SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { byId, runLiveChatAi } from '../../harness/liveChatAi';
import {
	SUPPORT,
	ALL_SUPPORT_IDS,
	dataSource,
	timestamps,
	stored,
} from '../../fixtures/v1DataSources';

const h = useSimulator();

describe('Data Source > Get Many', () => {
	it.each<ListShape>(['bare', 'data', 'dataItems', 'items', 'onlyArrayField'])(
		'outputs one item per data source when the list comes as %s',
		async (shape) => {
			h.sim.setListShape(shape);
			const { items, error } = await runLiveChatAi(
				h.sim,
				dataSource('getMany', { returnAll: true }),
			);
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
		},
	);

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

	it('takes the source from an expression, whatever its case', async () => {
		const { items } = await runLiveChatAi(
			h.sim,
			dataSource('getMany', { source: '={{ $json.kind }}', returnAll: true }),
			{ input: [{ kind: 'qa' }] },
		);
		expect(h.sim.requests[0].query).toEqual({ chatbotId: SUPPORT, source: 'QA' });
		expect(items.map((item) => item.json.id)).toEqual([...SEED.dataSources.supportQa]);
	});

	it('stops at Limit', async () => {
		const { items } = await runLiveChatAi(
			h.sim,
			dataSource('getMany', { returnAll: false, limit: 4 }),
		);
		expect(items.map((item) => item.json.id)).toEqual(ALL_SUPPORT_IDS.slice(0, 4));
	});

	it('sends Additional Query Parameters, its own parameters winning on a clash', async () => {
		await runLiveChatAi(
			h.sim,
			dataSource('getMany', {
				returnAll: true,
				additionalQueryParameters: {
					parameter: [
						{ name: 'chatbotId', value: SEED.chatbots.other },
						{ name: 'lang', value: 'de' },
					],
				},
			}),
		);
		expect(h.sim.requests[0].query).toEqual({ chatbotId: SUPPORT, source: 'ALL', lang: 'de' });
	});

	it.each([
		[{ limit: 0 }, "'Limit' must be a whole number of at least 1, not 0 [item 0]"],
		[{ chatbot: byId('  ') }, "'Chatbot' is empty [item 0]"],
		[
			{ source: 'PDF' },
			'\'Source\' must be one of All (ALL), Q&A (QA), Text (TEXT), Website (WEBSITE), not "PDF" [item 0]',
		],
	])('refuses %j before any request', async (parameters, message) => {
		const { error } = await runLiveChatAi(
			h.sim,
			dataSource('getMany', { returnAll: false, ...parameters }),
		);
		expect(error?.message).toBe(message);
		expect(h.sim.requests).toHaveLength(0);
	});

	it('with Continue On Fail, pairs the error with the failing input and goes on', async () => {
		const { items, error } = await runLiveChatAi(
			h.sim,
			dataSource('getMany', {
				chatbot: byId('={{ $json.bot }}'),
				source: 'WEBSITE',
				returnAll: true,
			}),
			{ input: [{ bot: 'bot_missing' }, { bot: SEED.chatbots.sales }], continueOnFail: true },
		);
		expect(error).toBeUndefined();
		expect(items).toHaveLength(2);
		expect(items[0]).toMatchObject({
			json: { error: 'Chatbot not found', message: expect.stringContaining('HTTP 404') },
			pairedItem: { item: 0 },
		});
		expect(items[1]).toMatchObject({
			json: { id: 'ds_sales_web', url: 'https://acme-sim.test/plans' },
			pairedItem: { item: 1 },
		});
	});
});

describe('Data Source > Delete', () => {
	it('deletes one ID with exactly {chatbotId, source, id} and outputs what it deleted', async () => {
		const { items, error } = await runLiveChatAi(
			h.sim,
			dataSource('delete', { source: 'QA', ids: 'ds_qa_refund' }),
		);
		expect(error).toBeUndefined();
		expect(h.sim.requests[0]).toMatchObject({
			method: 'POST',
			path: '/api/aibot/data-source/delete',
		});
		expect(h.sim.requests[0].body).toEqual({
			chatbotId: SUPPORT,
			source: 'QA',
			id: 'ds_qa_refund',
		});
		expect(items).toEqual([
			{
				json: { deleted: true, chatbotId: SUPPORT, source: 'QA', ids: ['ds_qa_refund'] },
				pairedItem: { item: 0 },
			},
		]);
		expect(stored(h.sim, 'ds_qa_refund')).toBeUndefined();
		expect(stored(h.sim, SEED.dataSources.qa)).toBeDefined();
	});

	it('deletes many IDs from a comma-separated list: trimmed, empties dropped, repeats removed; id is the first', async () => {
		const { items } = await runLiveChatAi(
			h.sim,
			dataSource('delete', {
				source: 'WEBSITE',
				ids: ' ds_web_home, ,ds_web_pricing,ds_web_home ,, ',
			}),
		);
		expect(h.sim.requests[0].body).toEqual({
			chatbotId: SUPPORT,
			source: 'WEBSITE',
			id: 'ds_web_home',
			ids: ['ds_web_home', 'ds_web_pricing'],
		});
		expect(items[0].json).toEqual({
			deleted: true,
			chatbotId: SUPPORT,
			source: 'WEBSITE',
			ids: ['ds_web_home', 'ds_web_pricing'],
		});
		expect(stored(h.sim, 'ds_web_home')).toBeUndefined();
		expect(stored(h.sim, 'ds_web_pricing')).toBeUndefined();
		expect(stored(h.sim, 'ds_web_refunds')).toBeDefined();
	});

	it('deletes the IDs of an array given by an expression', async () => {
		const { items } = await runLiveChatAi(
			h.sim,
			dataSource('delete', { source: 'TEXT', ids: '={{ $json.ids }}' }),
			{
				input: [{ ids: ['ds_text_hours', ' ds_pdf_manual ', 'ds_text_hours', ''] }],
			},
		);
		expect(h.sim.requests[0].body).toEqual({
			chatbotId: SUPPORT,
			source: 'TEXT',
			id: 'ds_text_hours',
			ids: ['ds_text_hours', 'ds_pdf_manual'],
		});
		expect(items[0].json.ids).toEqual(['ds_text_hours', 'ds_pdf_manual']);
		expect(stored(h.sim, 'ds_pdf_manual')).toBeUndefined();
	});

	it('sends Additional Body Fields, its own fields winning on a clash', async () => {
		await runLiveChatAi(
			h.sim,
			dataSource('delete', {
				source: 'QA',
				ids: 'ds_qa_ai',
				additionalBodyFields: {
					parameter: [
						{ name: 'source', value: 'TEXT' },
						{ name: 'reason', value: 'outdated' },
					],
				},
			}),
		);
		expect(h.sim.requests[0].body).toEqual({
			reason: 'outdated',
			chatbotId: SUPPORT,
			source: 'QA',
			id: 'ds_qa_ai',
		});
	});

	it.each<[string, Record<string, unknown>, string]>([
		['no ID', { source: 'QA', ids: '={{ $json.nothing }}' }, "'Data Source IDs' is empty [item 0]"],
		['an empty array', { source: 'QA', ids: '={{ [] }}' }, "'Data Source IDs' is empty [item 0]"],
		[
			'only commas and spaces',
			{ source: 'QA', ids: ' , ,, ' },
			"'Data Source IDs' is empty [item 0]",
		],
		[
			'an unknown source',
			{ source: 'PDF', ids: 'ds_1' },
			'\'Source\' must be one of Q&A (QA), Text (TEXT), Website (WEBSITE), not "PDF" [item 0]',
		],
		[
			'source All',
			{ source: 'ALL', ids: 'ds_1' },
			'\'Source\' must be one of Q&A (QA), Text (TEXT), Website (WEBSITE), not "ALL" [item 0]',
		],
	])('refuses %s before any request', async (_, parameters, message) => {
		const { error } = await runLiveChatAi(h.sim, dataSource('delete', parameters));
		expect(error?.message).toBe(message);
		expect(h.sim.requests).toHaveLength(0);
	});

	it('refuses an array holding something that is not an ID', async () => {
		const { error } = await runLiveChatAi(
			h.sim,
			dataSource('delete', { source: 'QA', ids: '={{ $json.ids }}' }),
			{
				input: [{ ids: ['ds_qa_ai', { id: 'x' }] }],
			},
		);
		expect(error?.message).toBe(
			'\'Data Source IDs\' holds {"id":"x"}, which is not an ID [item 0]',
		);
		expect(h.sim.requests).toHaveLength(0);
	});

	it('with Continue On Fail, outputs the 404 for an ID of another kind, deleting nothing', async () => {
		const { items } = await runLiveChatAi(
			h.sim,
			dataSource('delete', { source: 'WEBSITE', ids: 'ds_web_home, ds_qa_ai' }),
			{ continueOnFail: true },
		);
		expect(items).toHaveLength(1);
		expect(items[0]).toMatchObject({
			json: {
				error: 'Data source item not found: ds_qa_ai',
				message: expect.stringContaining('HTTP 404'),
			},
			pairedItem: { item: 0 },
		});
		expect(stored(h.sim, 'ds_web_home')).toBeDefined();
	});
});
