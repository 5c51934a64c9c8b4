/**
 * Version 1, Data Source: what each operation sends and outputs, in a real workflow through n8n-core against the
 * simulator's legacy API, every outcome checked on its store. (Each Pages Input of Add PDF: test/validation/
 * pdfPages.test.ts; the parameters of each item: eachItem.test.ts; a refused item stopping the run, nothing sent
 * after it, the same for every operation: test/nodes/shared/concurrency.test.ts.)
 */
import { eachExchange } from '../v2/v2Operations';
import {
	ALL_SUPPORT_IDS,
	SUPPORT,
	added,
	dataSource,
	stored,
	timestamps,
} from '../../fixtures/v1DataSources';
import { SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { V1 } from './operations';

const h = useSimulator();

const DS = '/api/aibot/data-source';
const { qa } = SEED.dataSources;
/** The one item output, which the simulator now holds with `field` as sent. */
const addedAs = (fields: Record<string, unknown>, field: string) => () => {
	const output = added(fields);
	const { id } = [...h.sim.store.dataSources.values()].slice(-1)[0];
	expect(stored(h.sim, id)).toMatchObject({ [field]: fields[field] });
	return [output];
};
const pages = [
	{ text: 'Intro', page: 1 },
	{ text: 'Setup', page: 2 },
	{ text: 'Appendix', page: 7 },
];
const pageList = {
	page: pages.map(({ text }, index) => ({ text, pageNumber: index === 2 ? 7 : 0 })),
};
const deleted = (ids: string[]) => () => {
	for (const id of ids) expect(stored(h.sim, id)).toBeUndefined();
	expect(stored(h.sim, qa)).toBeDefined();
	return [{ deleted: true, chatbotId: SUPPORT, source: 'QA', ids }];
};

eachExchange({ h, prefix: 'Data Source > ', options: V1 }, [
	{
		name: 'Add URL posts exactly {url, chatbotId}, the URL trimmed, and outputs the new item',
		parameters: dataSource('addUrl', { url: '  https://acme-sim.test/faq  ' }),
		request: `POST ${DS}/url`,
		body: { url: 'https://acme-sim.test/faq', chatbotId: SUPPORT },
		output: addedAs(
			{
				source: 'WEBSITE',
				type: 'url',
				title: 'acme-sim.test/faq',
				url: 'https://acme-sim.test/faq',
			},
			'url',
		),
	},
	{
		name: 'Add Text posts exactly {title, content, chatbotId} and outputs the new item',
		parameters: dataSource('addText', { title: 'Holidays', content: 'Closed on holidays.' }),
		request: `POST ${DS}/text`,
		body: { title: 'Holidays', content: 'Closed on holidays.', chatbotId: SUPPORT },
		output: addedAs(
			{ source: 'TEXT', type: 'text', title: 'Holidays', content: 'Closed on holidays.' },
			'content',
		),
	},
	{
		name: 'Add Q&A sends isGeneratedByAI false by default',
		parameters: dataSource('addQa', { question: 'Q?', answer: 'A.' }),
		request: `POST ${DS}/qa`,
		body: { question: 'Q?', answer: 'A.', chatbotId: SUPPORT, isGeneratedByAI: false },
		output: addedAs(
			{ source: 'QA', type: 'qa', question: 'Q?', answer: 'A.', isGeneratedByAI: false },
			'answer',
		),
	},
	{
		name: 'Add PDF posts exactly {title, content, chatbotId} from a page list and outputs the new item',
		parameters: dataSource('addPdf', {
			title: 'Manual.pdf',
			pagesInput: 'pageList',
			pages: pageList,
		}),
		request: `POST ${DS}/pdf`,
		body: { title: 'Manual.pdf', content: pages, chatbotId: SUPPORT },
		output: () => [
			added({
				source: 'TEXT',
				type: 'pdf',
				title: 'Manual.pdf',
				content: 'Intro\nSetup\nAppendix',
				pages,
			}),
		],
	},
	{
		name: 'Update Q&A puts exactly {id, question, answer, chatbotId} and outputs the updated pair',
		parameters: dataSource('updateQa', { qaId: qa, question: 'New?', answer: 'Open Settings.' }),
		request: `PUT ${DS}/qa`,
		body: { id: qa, question: 'New?', answer: 'Open Settings.', chatbotId: SUPPORT },
		output: () => {
			expect(stored(h.sim, qa)?.answer).toBe('Open Settings.');
			const pair = { question: 'New?', answer: 'Open Settings.', isGeneratedByAI: false };
			return [{ id: qa, chatbotId: SUPPORT, source: 'QA', type: 'qa', ...pair, ...timestamps }];
		},
	},
	{
		name: 'Get Many outputs every data source of the chatbot as listed (Source: All, the default)',
		parameters: dataSource('getMany', { returnAll: true }),
		request: `GET ${DS}/items`,
		query: { chatbotId: SUPPORT, source: 'ALL' },
		output: () =>
			ALL_SUPPORT_IDS.map((id) =>
				id === SEED.dataSources.qaGenerated
					? {
							id,
							chatbotId: SUPPORT,
							source: 'QA',
							type: 'qa',
							question: 'Do you offer a student discount?',
							answer: 'Students get 40% off the Pro plan with a valid university e-mail address.',
							isGeneratedByAI: true,
							...timestamps,
						}
					: expect.objectContaining({ id }),
			),
	},
	{
		name: 'Get Many of one Source sends it and outputs only those items',
		parameters: dataSource('getMany', { source: 'QA', returnAll: true }),
		request: `GET ${DS}/items`,
		query: { chatbotId: SUPPORT, source: 'QA' },
		output: () => SEED.dataSources.supportQa.map((id) => expect.objectContaining({ id })),
	},
	{
		name: 'Delete of one ID sends it in `id`',
		parameters: dataSource('delete', { source: 'QA', ids: 'ds_qa_refund' }),
		request: `POST ${DS}/delete`,
		body: { chatbotId: SUPPORT, source: 'QA', id: 'ds_qa_refund' },
		output: deleted(['ds_qa_refund']),
	},
	{
		name: 'Delete of several IDs sends them in `ids` each once, the first in `id` too',
		parameters: dataSource('delete', {
			source: 'QA',
			ids: ' ds_qa_refund, ds_qa_ai,ds_qa_refund ',
		}),
		request: `POST ${DS}/delete`,
		body: {
			chatbotId: SUPPORT,
			source: 'QA',
			id: 'ds_qa_refund',
			ids: ['ds_qa_refund', 'ds_qa_ai'],
		},
		output: deleted(['ds_qa_refund', 'ds_qa_ai']),
	},
]);
