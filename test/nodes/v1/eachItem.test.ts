/**
 * Version 1 reads each input item's own parameters: driven by expressions, one request per item with that item's
 * values, and each output paired with the item it came from. One row per kind of parameter (text, number,
 * boolean, several fields, pages of a PDF), in a real workflow against the simulator. (An ID read from each item
 * into a query: Chatbot > Get in test/nodes/continueOnFail.test.ts.)
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { runLiveChatAi } from '../../harness/liveChatAi';
import { SUPPORT, dataSource, stored } from '../../fixtures/v1DataSources';
import { useSimulator } from '../../simulator/testHelpers';
import { fromJson } from '../v2/v2Operations';
import { v1Parameters } from '../validParameters';

const h = useSimulator();

const faq = [
	{ question: 'Do you ship abroad?', answer: 'Yes, to the whole EU.', isGeneratedByAI: false },
	{ question: 'Is there an app?', answer: 'Yes, for iOS and Android.', isGeneratedByAI: true },
	{ question: 'Can I pay by invoice?', answer: 'Business plans can.', isGeneratedByAI: false },
];

interface EachItem {
	parameters: INodeParameters;
	input: IDataObject[];
	/** The body of each request, in input order. */
	sent: IDataObject[];
	/** Of each output item: `shown` of its JSON and the input item it is paired with. */
	shown: (json: IDataObject) => unknown;
	output: Array<[unknown, number]>;
}

const ROWS: Record<string, EachItem> = {
	'Data Source > Add Q&A': {
		parameters: dataSource('addQa', fromJson('question', 'answer', 'isGeneratedByAI')),
		input: faq,
		sent: faq.map((pair) => ({ ...pair, chatbotId: SUPPORT })),
		shown: (json) => [json.question, stored(h.sim, json.id)?.answer, json.isGeneratedByAI],
		output: faq.map(({ question, answer, isGeneratedByAI }, item) => [
			[question, answer, isGeneratedByAI],
			item,
		]),
	},
	'Data Source > Add PDF (Text from the item, e.g. Extract From File output)': {
		parameters: dataSource('addPdf', {
			...fromJson('title', 'text'),
			pagesInput: 'singleText',
		}),
		input: [
			{ title: 'a.pdf', text: 'A1\fA2' },
			{ title: 'b.pdf', text: 'B1' },
		],
		sent: [
			{
				title: 'a.pdf',
				content: [
					{ text: 'A1', page: 1 },
					{ text: 'A2', page: 2 },
				],
				chatbotId: SUPPORT,
			},
			{ title: 'b.pdf', content: [{ text: 'B1', page: 1 }], chatbotId: SUPPORT },
		],
		shown: (json) => json.title,
		output: [
			['a.pdf', 0],
			['b.pdf', 1],
		],
	},
	'Website > Crawl (a URL and a number)': {
		parameters: v1Parameters('website:crawl', {
			url: '={{ $json.site }}',
			linkLimit: '={{ $json.max }}',
		}),
		input: [
			{ site: 'https://one.test/start', max: 2 },
			{ site: 'https://two.test', max: 1 },
		],
		sent: [
			{ url: 'https://one.test/start', limit: 2 },
			{ url: 'https://two.test', limit: 1 },
		],
		shown: (json) => json.link,
		output: [
			['https://one.test/', 0],
			['https://one.test/about', 0],
			['https://two.test/', 1],
		],
	},
};

it.each(Object.entries(ROWS))('%s', async (_name, { parameters, input, sent, shown, output }) => {
	const { items, error } = await runLiveChatAi(h.sim, parameters, { input });
	expect(error).toBeUndefined();
	expect(h.sim.requests.map((r) => r.body)).toEqual(sent);
	expect(items.map((item) => [shown(item.json), item.pairedItem])).toEqual(
		output.map(([value, item]) => [value, { item }]),
	);
});
