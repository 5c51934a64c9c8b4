/**
 * Version 1, Data Source > Add PDF in the real engine against the simulator. How each Pages Input is read and
 * checked is unit-tested in test/validation/pdfPages.test.ts.
 */
import { runLiveChatAi } from '../../harness/liveChatAi';
import { SUPPORT, dataSource, added } from '../../fixtures/v1DataSources';
import { useSimulator } from '../../simulator/testHelpers';

const h = useSimulator();

describe('Data Source > Add PDF', () => {
	const addPdf = (parameters: Record<string, unknown>) =>
		dataSource('addPdf', { title: 'Manual.pdf', ...parameters });
	const pageList = (...entries: Array<[unknown, unknown?]>) => ({
		pagesInput: 'pageList',
		pages: { page: entries.map(([text, pageNumber]) => ({ text, pageNumber: pageNumber ?? 0 })) },
	});

	it('posts exactly {title, content, chatbotId} from a page list and outputs the new item', async () => {
		const { items, error } = await runLiveChatAi(
			h.sim,
			addPdf(pageList(['Intro'], ['Setup'], ['Appendix', 7])),
		);
		expect(error).toBeUndefined();
		const content = [
			{ text: 'Intro', page: 1 },
			{ text: 'Setup', page: 2 },
			{ text: 'Appendix', page: 7 },
		];
		expect(h.sim.requests[0]).toMatchObject({ method: 'POST', path: '/api/aibot/data-source/pdf' });
		expect(h.sim.requests[0].body).toEqual({ title: 'Manual.pdf', content, chatbotId: SUPPORT });
		expect(items[0].json).toEqual(
			added({
				source: 'TEXT',
				type: 'pdf',
				title: 'Manual.pdf',
				content: 'Intro\nSetup\nAppendix',
				pages: content,
			}),
		);
	});

	it('takes Text from each input item (e.g. Extract From File output)', async () => {
		const { items } = await runLiveChatAi(
			h.sim,
			addPdf({
				title: '={{ $json.fileName }}',
				pagesInput: 'singleText',
				text: '={{ $json.text }}',
			}),
			{
				input: [
					{ fileName: 'a.pdf', text: 'A1\fA2' },
					{ fileName: 'b.pdf', text: 'B1' },
				],
			},
		);
		expect(h.sim.requests.map((request) => request.body)).toEqual([
			{
				title: 'a.pdf',
				content: [
					{ text: 'A1', page: 1 },
					{ text: 'A2', page: 2 },
				],
				chatbotId: SUPPORT,
			},
			{ title: 'b.pdf', content: [{ text: 'B1', page: 1 }], chatbotId: SUPPORT },
		]);
		expect(items.map((item) => [item.json.title, item.pairedItem])).toEqual([
			['a.pdf', { item: 0 }],
			['b.pdf', { item: 1 }],
		]);
	});
});
