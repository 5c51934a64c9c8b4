import type { ListShape, Simulator } from '../simulator';
import { SEED, startSimulator } from '../simulator';
import { byId, runLiveChatAi } from '../harness/liveChatAi';

let sim: Simulator;

beforeAll(async () => {
	sim = await startSimulator();
});
afterAll(async () => await sim.close());
beforeEach(() => sim.reset());

const SUPPORT = SEED.chatbots.support;
const ALL_SUPPORT_IDS = [
	...SEED.dataSources.supportWebsite,
	...SEED.dataSources.supportText,
	...SEED.dataSources.supportQa,
];

const dataSource = (operation: string, parameters: Record<string, unknown> = {}) => ({
	resource: 'dataSource',
	operation,
	chatbot: byId(SUPPORT),
	...parameters,
});

const timestamps = { createdAt: expect.any(String), updatedAt: expect.any(String) };

/** A data source the node output right after adding it to the support chatbot. */
const added = (fields: Record<string, unknown>) => ({
	id: expect.stringMatching(/^ds_/),
	chatbotId: SUPPORT,
	...fields,
	...timestamps,
});

/** The item the simulator now holds under an ID the node output. */
const stored = (id: unknown) => sim.store.dataSources.get(id as string);

describe('Data Source > Get Many', () => {
	it.each<ListShape>(['bare', 'data', 'dataItems', 'items', 'onlyArrayField'])(
		'outputs one item per data source when the list comes as %s',
		async (shape) => {
			sim.setListShape(shape);
			const { items, error } = await runLiveChatAi(sim, dataSource('getMany', { returnAll: true }));
			expect(error).toBeUndefined();
			expect(sim.requests).toHaveLength(1);
			expect(sim.requests[0]).toMatchObject({
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
		const { items } = await runLiveChatAi(sim, dataSource('getMany', { source, returnAll: true }));
		expect(sim.requests[0].query).toEqual({ chatbotId: SUPPORT, source });
		expect(items.map((item) => item.json.id)).toEqual([...ids]);
	});

	it('takes the source from an expression, whatever its case', async () => {
		const { items } = await runLiveChatAi(
			sim,
			dataSource('getMany', { source: '={{ $json.kind }}', returnAll: true }),
			{ input: [{ kind: 'qa' }] },
		);
		expect(sim.requests[0].query).toEqual({ chatbotId: SUPPORT, source: 'QA' });
		expect(items.map((item) => item.json.id)).toEqual([...SEED.dataSources.supportQa]);
	});

	it('stops at Limit', async () => {
		const { items } = await runLiveChatAi(
			sim,
			dataSource('getMany', { returnAll: false, limit: 4 }),
		);
		expect(items.map((item) => item.json.id)).toEqual(ALL_SUPPORT_IDS.slice(0, 4));
	});

	it('sends Additional Query Parameters, its own parameters winning on a clash', async () => {
		await runLiveChatAi(
			sim,
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
		expect(sim.requests[0].query).toEqual({ chatbotId: SUPPORT, source: 'ALL', lang: 'de' });
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
			sim,
			dataSource('getMany', { returnAll: false, ...parameters }),
		);
		expect(error?.message).toBe(message);
		expect(sim.requests).toHaveLength(0);
	});

	it('with Continue On Fail, pairs the error with the failing input and goes on', async () => {
		const { items, error } = await runLiveChatAi(
			sim,
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

describe('Data Source > Add URL', () => {
	it('posts exactly {url, chatbotId} and outputs the new item as returned', async () => {
		const { items, error } = await runLiveChatAi(
			sim,
			dataSource('addUrl', { url: '  https://acme-sim.test/faq  ' }),
		);
		expect(error).toBeUndefined();
		expect(sim.requests).toHaveLength(1);
		expect(sim.requests[0]).toMatchObject({ method: 'POST', path: '/api/aibot/data-source/url' });
		expect(sim.requests[0].body).toEqual({ url: 'https://acme-sim.test/faq', chatbotId: SUPPORT });
		expect(items).toHaveLength(1);
		expect(items[0].json).toEqual(
			added({
				source: 'WEBSITE',
				type: 'url',
				title: 'acme-sim.test/faq',
				url: 'https://acme-sim.test/faq',
			}),
		);
		expect(stored(items[0].json.id)?.url).toBe('https://acme-sim.test/faq');
		expect(items[0].pairedItem).toEqual({ item: 0 });
	});

	it('sends Additional Body Fields, its own fields winning on a clash', async () => {
		await runLiveChatAi(
			sim,
			dataSource('addUrl', {
				url: 'https://acme-sim.test/faq',
				additionalBodyFields: {
					parameter: [
						{ name: 'url', value: 'https://elsewhere.test/' },
						{ name: 'depth', value: '2' },
					],
				},
			}),
		);
		expect(sim.requests[0].body).toEqual({
			depth: '2',
			url: 'https://acme-sim.test/faq',
			chatbotId: SUPPORT,
		});
	});

	it.each([
		['   ', "'URL' is empty [item 0]"],
		['={{ $json.nothing }}', "'URL' is empty [item 0]"],
		['example.com/help', '\'URL\' is not an http(s) URL: "example.com/help" [item 0]'],
		[
			'ftp://example.com/file.txt',
			'\'URL\' is not an http(s) URL: "ftp://example.com/file.txt" [item 0]',
		],
		['javascript:alert(1)', '\'URL\' is not an http(s) URL: "javascript:alert(1)" [item 0]'],
		['https://', '\'URL\' is not an http(s) URL: "https://" [item 0]'],
	])('refuses the URL %j before any request', async (url, message) => {
		const { error } = await runLiveChatAi(sim, dataSource('addUrl', { url }));
		expect(error?.message).toBe(message);
		expect(sim.requests).toHaveLength(0);
	});

	it('with Continue On Fail, pairs the error with the failing input', async () => {
		const { items } = await runLiveChatAi(sim, dataSource('addUrl', { url: '={{ $json.url }}' }), {
			input: [{ url: 'https://acme-sim.test/a' }, { url: 'not a url' }],
			continueOnFail: true,
		});
		expect(sim.requests).toHaveLength(1);
		expect(items).toHaveLength(2);
		expect(items[0]).toMatchObject({
			json: { url: 'https://acme-sim.test/a' },
			pairedItem: { item: 0 },
		});
		expect(items[1]).toMatchObject({
			json: { error: '\'URL\' is not an http(s) URL: "not a url" [item 1]' },
			pairedItem: { item: 1 },
		});
	});
});

describe('Data Source > Add Text', () => {
	it('posts exactly {title, content, chatbotId} and outputs the new item', async () => {
		const { items } = await runLiveChatAi(
			sim,
			dataSource('addText', {
				title: 'Holidays',
				content: 'Closed on public holidays in Germany.',
			}),
		);
		expect(sim.requests[0]).toMatchObject({ method: 'POST', path: '/api/aibot/data-source/text' });
		expect(sim.requests[0].body).toEqual({
			title: 'Holidays',
			content: 'Closed on public holidays in Germany.',
			chatbotId: SUPPORT,
		});
		expect(items[0].json).toEqual(
			added({
				source: 'TEXT',
				type: 'text',
				title: 'Holidays',
				content: 'Closed on public holidays in Germany.',
			}),
		);
	});

	it.each([
		[{ title: ' ', content: 'Text' }, "'Title' is empty [item 0]"],
		[{ title: 'Title', content: '={{ "" }}' }, "'Content' is empty [item 0]"],
	])('refuses %j before any request', async (parameters, message) => {
		const { error } = await runLiveChatAi(sim, dataSource('addText', parameters));
		expect(error?.message).toBe(message);
		expect(sim.requests).toHaveLength(0);
	});

	it('with Continue On Fail, outputs the service error paired with its input', async () => {
		const { items } = await runLiveChatAi(
			sim,
			dataSource('addText', { chatbot: byId(SEED.chatbots.other), title: 'T', content: 'C' }),
			{ continueOnFail: true },
		);
		expect(items).toEqual([
			{
				json: { error: 'Chatbot not found', message: expect.stringContaining('HTTP 404') },
				pairedItem: { item: 0 },
			},
		]);
	});
});

describe('Data Source > Add Q&A', () => {
	const faq = [
		{ question: 'Do you ship abroad?', answer: 'Yes, to the whole EU.', ai: false },
		{ question: 'Is there an app?', answer: 'Yes, for iOS and Android.', ai: true },
		{ question: 'Can I pay by invoice?', answer: 'Business plans can.', ai: false },
	];
	const byExpression = {
		question: '={{ $json.question }}',
		answer: '={{ $json.answer }}',
		isGeneratedByAI: '={{ $json.ai }}',
	};

	it('sends one request per input item, driven by expressions, each body exactly as documented', async () => {
		const { items, error } = await runLiveChatAi(sim, dataSource('addQa', byExpression), {
			input: faq,
		});
		expect(error).toBeUndefined();
		expect(sim.requests.map((request) => [request.method, request.path])).toEqual([
			['POST', '/api/aibot/data-source/qa'],
			['POST', '/api/aibot/data-source/qa'],
			['POST', '/api/aibot/data-source/qa'],
		]);
		expect(sim.requests.map((request) => request.body)).toEqual(
			faq.map(({ question, answer, ai }) => ({
				question,
				answer,
				chatbotId: SUPPORT,
				isGeneratedByAI: ai,
			})),
		);
		expect(
			items.map((item) => [item.json.question, item.json.isGeneratedByAI, item.pairedItem]),
		).toEqual([
			['Do you ship abroad?', false, { item: 0 }],
			['Is there an app?', true, { item: 1 }],
			['Can I pay by invoice?', false, { item: 2 }],
		]);
		expect(stored(items[1].json.id)).toMatchObject({
			source: 'QA',
			answer: 'Yes, for iOS and Android.',
		});
	});

	it('sends isGeneratedByAI false by default', async () => {
		await runLiveChatAi(sim, dataSource('addQa', { question: 'Q?', answer: 'A.' }));
		expect(sim.requests[0].body).toEqual({
			question: 'Q?',
			answer: 'A.',
			chatbotId: SUPPORT,
			isGeneratedByAI: false,
		});
	});

	it('refuses a blank answer naming the item, after sending the items before it', async () => {
		const input = [faq[0], { question: 'Why?', answer: '  ', ai: false }, faq[2]];
		const { error } = await runLiveChatAi(sim, dataSource('addQa', byExpression), { input });
		expect(error?.message).toBe("'Answer' is empty [item 1]");
		expect(sim.requests).toHaveLength(1);
	});

	it('refuses a blank question before any request', async () => {
		const { error } = await runLiveChatAi(
			sim,
			dataSource('addQa', { question: ' \n ', answer: 'A.' }),
		);
		expect(error?.message).toBe("'Question' is empty [item 0]");
		expect(sim.requests).toHaveLength(0);
	});

	it('with Continue On Fail, pairs the error with its item and adds the others', async () => {
		const input = [faq[0], { question: 'Why?', answer: '', ai: false }, faq[2]];
		const { items, error } = await runLiveChatAi(sim, dataSource('addQa', byExpression), {
			input,
			continueOnFail: true,
		});
		expect(error).toBeUndefined();
		expect(sim.requests).toHaveLength(2);
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
		expect(items[1].json).toEqual({
			error: "'Answer' is empty [item 1]",
			message: "Enter a value for 'Answer'.",
		});
		expect(items[2].json.question).toBe('Can I pay by invoice?');
	});
});

describe('Data Source > Update Q&A', () => {
	it('puts exactly {id, question, answer, chatbotId} and outputs the updated pair', async () => {
		const { items } = await runLiveChatAi(
			sim,
			dataSource('updateQa', {
				qaId: SEED.dataSources.qa,
				question: 'How do I change my password?',
				answer: 'Open Settings > Security.',
			}),
		);
		expect(sim.requests[0]).toMatchObject({ method: 'PUT', path: '/api/aibot/data-source/qa' });
		expect(sim.requests[0].body).toEqual({
			id: SEED.dataSources.qa,
			question: 'How do I change my password?',
			answer: 'Open Settings > Security.',
			chatbotId: SUPPORT,
		});
		expect(items[0].json).toEqual({
			id: SEED.dataSources.qa,
			chatbotId: SUPPORT,
			source: 'QA',
			type: 'qa',
			question: 'How do I change my password?',
			answer: 'Open Settings > Security.',
			isGeneratedByAI: false,
			...timestamps,
		});
		expect(stored(SEED.dataSources.qa)?.answer).toBe('Open Settings > Security.');
	});

	it('updates one pair per input item from expressions', async () => {
		const input = [
			{ id: SEED.dataSources.qa, question: 'Q1?', answer: 'A1.' },
			{ id: 'ds_qa_refund', question: 'Q2?', answer: 'A2.' },
		];
		const { items } = await runLiveChatAi(
			sim,
			dataSource('updateQa', {
				qaId: '={{ $json.id }}',
				question: '={{ $json.question }}',
				answer: '={{ $json.answer }}',
			}),
			{ input },
		);
		expect(sim.requests.map((request) => request.body)).toEqual(
			input.map(({ id, question, answer }) => ({ id, question, answer, chatbotId: SUPPORT })),
		);
		expect(items.map((item) => [item.json.id, item.json.answer, item.pairedItem])).toEqual([
			[SEED.dataSources.qa, 'A1.', { item: 0 }],
			['ds_qa_refund', 'A2.', { item: 1 }],
		]);
	});

	it("refuses an empty 'Q&A ID' before any request", async () => {
		const { error } = await runLiveChatAi(
			sim,
			dataSource('updateQa', { qaId: '  ', question: 'Q?', answer: 'A.' }),
		);
		expect(error?.message).toBe("'Q&A ID' is empty [item 0]");
		expect(sim.requests).toHaveLength(0);
	});

	it('with Continue On Fail, outputs the 404 of an unknown pair paired with its input', async () => {
		const { items } = await runLiveChatAi(
			sim,
			dataSource('updateQa', { qaId: 'ds_missing', question: 'Q?', answer: 'A.' }),
			{ continueOnFail: true },
		);
		expect(items).toHaveLength(1);
		expect(items[0]).toMatchObject({
			json: { error: 'Q&A item not found', message: expect.stringContaining('HTTP 404') },
			pairedItem: { item: 0 },
		});
	});
});

describe('Data Source > Add PDF', () => {
	const addPdf = (parameters: Record<string, unknown>) =>
		dataSource('addPdf', { title: 'Manual.pdf', ...parameters });
	const pageList = (...entries: Array<[unknown, unknown?]>) => ({
		pagesInput: 'pageList',
		pages: { page: entries.map(([text, pageNumber]) => ({ text, pageNumber: pageNumber ?? 0 })) },
	});

	it('posts exactly {title, content, chatbotId} from a page list and outputs the new item', async () => {
		const { items, error } = await runLiveChatAi(
			sim,
			addPdf(pageList(['Intro'], ['Setup'], ['Appendix', 7])),
		);
		expect(error).toBeUndefined();
		const content = [
			{ text: 'Intro', page: 1 },
			{ text: 'Setup', page: 2 },
			{ text: 'Appendix', page: 7 },
		];
		expect(sim.requests[0]).toMatchObject({ method: 'POST', path: '/api/aibot/data-source/pdf' });
		expect(sim.requests[0].body).toEqual({ title: 'Manual.pdf', content, chatbotId: SUPPORT });
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

	it('drops blank pages of a page list, the others keeping the number of their position', async () => {
		await runLiveChatAi(sim, addPdf(pageList(['  A  '], ['   '], ['C'])));
		expect((sim.requests[0].body as { content: unknown }).content).toEqual([
			{ text: 'A', page: 1 },
			{ text: 'C', page: 3 },
		]);
	});

	it('splits a single text at form feeds by default, numbering pages by their place in the text', async () => {
		const text = '\fFirst page\n\fSecond page\f\f  Fourth page  \f';
		await runLiveChatAi(sim, addPdf({ pagesInput: 'singleText', text }));
		expect((sim.requests[0].body as { content: unknown }).content).toEqual([
			{ text: 'First page', page: 2 },
			{ text: 'Second page', page: 3 },
			{ text: 'Fourth page', page: 5 },
		]);
	});

	it('splits at a custom separator, reading \\n as a new line', async () => {
		await runLiveChatAi(
			sim,
			addPdf({
				pagesInput: 'singleText',
				text: 'One\n---\nTwo',
				pageSeparator: 'custom',
				customSeparator: '\\n---\\n',
			}),
		);
		expect((sim.requests[0].body as { content: unknown }).content).toEqual([
			{ text: 'One', page: 1 },
			{ text: 'Two', page: 2 },
		]);
	});

	it('sends the whole text as page 1 with separator None', async () => {
		await runLiveChatAi(
			sim,
			addPdf({ pagesInput: 'singleText', text: ' A\fB ', pageSeparator: 'none' }),
		);
		expect((sim.requests[0].body as { content: unknown }).content).toEqual([
			{ text: 'A\fB', page: 1 },
		]);
	});

	it('takes Text from each input item (e.g. Extract From File output)', async () => {
		const { items } = await runLiveChatAi(
			sim,
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
		expect(sim.requests.map((request) => request.body)).toEqual([
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

	it('takes an array of page texts given to Text (Extract From File with Join Pages off)', async () => {
		await runLiveChatAi(sim, addPdf({ pagesInput: 'singleText', text: '={{ $json.text }}' }), {
			input: [{ text: ['Page one', '', 'Page three'] }],
		});
		expect((sim.requests[0].body as { content: unknown }).content).toEqual([
			{ text: 'Page one', page: 1 },
			{ text: 'Page three', page: 3 },
		]);
	});

	it('reads a JSON array of objects and strings, numbering the unnumbered by position', async () => {
		await runLiveChatAi(
			sim,
			addPdf({
				pagesInput: 'json',
				pagesJson:
					'[{"text": "One", "page": 4}, {"text": "Two"}, "Three", {"text": "Four", "page": "9"}]',
			}),
		);
		expect((sim.requests[0].body as { content: unknown }).content).toEqual([
			{ text: 'One', page: 4 },
			{ text: 'Two', page: 2 },
			{ text: 'Three', page: 3 },
			{ text: 'Four', page: 9 },
		]);
	});

	it('reads a JSON array given by an expression', async () => {
		await runLiveChatAi(sim, addPdf({ pagesInput: 'json', pagesJson: '={{ $json.pages }}' }), {
			input: [
				{
					pages: [
						{ text: 'X', page: 2 },
						{ text: 'Y', page: 3 },
					],
				},
			],
		});
		expect(sim.requests[0].body).toEqual({
			title: 'Manual.pdf',
			content: [
				{ text: 'X', page: 2 },
				{ text: 'Y', page: 3 },
			],
			chatbotId: SUPPORT,
		});
	});

	it.each<[string, Record<string, unknown>, string]>([
		['an empty page list', { pagesInput: 'pageList', pages: {} }, "'Pages' is empty [item 0]"],
		['a page list of blank pages', pageList([' '], ['']), "'Pages' has only blank pages [item 0]"],
		[
			'a negative page number',
			pageList(['A', -1]),
			"'Pages' entry 1 has the page number -1, which is not a positive whole number [item 0]",
		],
		[
			'a fractional page number',
			pageList(['A'], ['B', 2.5]),
			"'Pages' entry 2 has the page number 2.5, which is not a positive whole number [item 0]",
		],
		[
			'an empty JSON array',
			{ pagesInput: 'json', pagesJson: '[]' },
			"'Pages (JSON)' is empty [item 0]",
		],
		[
			'a JSON array of blank pages',
			{ pagesInput: 'json', pagesJson: '["", {"text": " "}]' },
			"'Pages (JSON)' has only blank pages [item 0]",
		],
		[
			'a JSON object',
			{ pagesInput: 'json', pagesJson: '{"text": "A"}' },
			"'Pages (JSON)' must be an array of pages, not object [item 0]",
		],
		[
			'an element without text',
			{ pagesInput: 'json', pagesJson: '[{"page": 1}]' },
			'\'Pages (JSON)\' entry 1 has no text: {"page":1} [item 0]',
		],
		[
			'an element with a non-string text',
			{ pagesInput: 'json', pagesJson: '["A", {"text": 5}]' },
			'\'Pages (JSON)\' entry 2 has no text: {"text":5} [item 0]',
		],
		[
			'page number 0',
			{ pagesInput: 'json', pagesJson: '[{"text": "A", "page": 0}]' },
			"'Pages (JSON)' entry 1 has the page number 0, which is not a positive whole number [item 0]",
		],
		[
			'a page number that is not a number',
			{ pagesInput: 'json', pagesJson: '[{"text": "A", "page": "two"}]' },
			'\'Pages (JSON)\' entry 1 has the page number "two", which is not a positive whole number [item 0]',
		],
		['an empty text', { pagesInput: 'singleText', text: '={{ "" }}' }, "'Text' is empty [item 0]"],
		[
			'a text of page breaks only',
			{ pagesInput: 'singleText', text: '\f \f' },
			"'Text' is empty [item 0]",
		],
		[
			'an empty custom separator',
			{
				pagesInput: 'singleText',
				text: 'A',
				pageSeparator: 'custom',
				customSeparator: '={{ "" }}',
			},
			"'Custom Separator' is empty [item 0]",
		],
		[
			'an empty title',
			{ title: ' ', pagesInput: 'singleText', text: 'A' },
			"'Title' is empty [item 0]",
		],
		[
			'a text that is an object',
			{ pagesInput: 'singleText', text: '={{ { a: 1 } }}' },
			"'Text' must be text, not object [item 0]",
		],
		[
			'an unknown Pages Input',
			{ pagesInput: '={{ "pdf" }}', text: 'A', customSeparator: '|' },
			'\'Pages Input\' must be JSON, Page List or Single Text, not "pdf" [item 0]',
		],
		[
			'an unknown Page Separator',
			{ pagesInput: 'singleText', text: 'A', pageSeparator: '={{ "tab" }}', customSeparator: '|' },
			'\'Page Separator\' must be Form Feed, Custom or None, not "tab" [item 0]',
		],
	])('refuses %s before any request', async (_, parameters, message) => {
		const { error } = await runLiveChatAi(sim, addPdf(parameters));
		expect(error?.message).toBe(message);
		expect(sim.requests).toHaveLength(0);
	});

	it('refuses invalid JSON, saying why', async () => {
		const { error } = await runLiveChatAi(
			sim,
			addPdf({ pagesInput: 'json', pagesJson: '[{"text": "A",]' }),
		);
		expect(error?.message).toMatch(/^'Pages \(JSON\)' is not valid JSON \(.+\) \[item 0\]$/);
		expect(sim.requests).toHaveLength(0);
	});

	it('with Continue On Fail, pairs the error of a bad input with its item and adds the others', async () => {
		const { items } = await runLiveChatAi(
			sim,
			addPdf({ pagesInput: 'json', pagesJson: '={{ $json.pages }}' }),
			{ input: [{ pages: 'not json' }, { pages: '["Fine"]' }], continueOnFail: true },
		);
		expect(sim.requests).toHaveLength(1);
		expect(items[0].pairedItem).toEqual({ item: 0 });
		expect(items[0].json.error).toMatch(/^'Pages \(JSON\)' is not valid JSON .* \[item 0\]$/);
		expect(items[1]).toMatchObject({
			json: { type: 'pdf', pages: [{ text: 'Fine', page: 1 }] },
			pairedItem: { item: 1 },
		});
	});
});

describe('Data Source > Delete', () => {
	it('deletes one ID with exactly {chatbotId, source, id} and outputs what it deleted', async () => {
		const { items, error } = await runLiveChatAi(
			sim,
			dataSource('delete', { source: 'QA', ids: 'ds_qa_refund' }),
		);
		expect(error).toBeUndefined();
		expect(sim.requests[0]).toMatchObject({
			method: 'POST',
			path: '/api/aibot/data-source/delete',
		});
		expect(sim.requests[0].body).toEqual({ chatbotId: SUPPORT, source: 'QA', id: 'ds_qa_refund' });
		expect(items).toEqual([
			{
				json: { deleted: true, chatbotId: SUPPORT, source: 'QA', ids: ['ds_qa_refund'] },
				pairedItem: { item: 0 },
			},
		]);
		expect(stored('ds_qa_refund')).toBeUndefined();
		expect(stored(SEED.dataSources.qa)).toBeDefined();
	});

	it('deletes many IDs from a comma-separated list: trimmed, empties dropped, repeats removed; id is the first', async () => {
		const { items } = await runLiveChatAi(
			sim,
			dataSource('delete', {
				source: 'WEBSITE',
				ids: ' ds_web_home, ,ds_web_pricing,ds_web_home ,, ',
			}),
		);
		expect(sim.requests[0].body).toEqual({
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
		expect(stored('ds_web_home')).toBeUndefined();
		expect(stored('ds_web_pricing')).toBeUndefined();
		expect(stored('ds_web_refunds')).toBeDefined();
	});

	it('deletes the IDs of an array given by an expression', async () => {
		const { items } = await runLiveChatAi(
			sim,
			dataSource('delete', { source: 'TEXT', ids: '={{ $json.ids }}' }),
			{
				input: [{ ids: ['ds_text_hours', ' ds_pdf_manual ', 'ds_text_hours', ''] }],
			},
		);
		expect(sim.requests[0].body).toEqual({
			chatbotId: SUPPORT,
			source: 'TEXT',
			id: 'ds_text_hours',
			ids: ['ds_text_hours', 'ds_pdf_manual'],
		});
		expect(items[0].json.ids).toEqual(['ds_text_hours', 'ds_pdf_manual']);
		expect(stored('ds_pdf_manual')).toBeUndefined();
	});

	it('sends Additional Body Fields, its own fields winning on a clash', async () => {
		await runLiveChatAi(
			sim,
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
		expect(sim.requests[0].body).toEqual({
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
		const { error } = await runLiveChatAi(sim, dataSource('delete', parameters));
		expect(error?.message).toBe(message);
		expect(sim.requests).toHaveLength(0);
	});

	it('refuses an array holding something that is not an ID', async () => {
		const { error } = await runLiveChatAi(
			sim,
			dataSource('delete', { source: 'QA', ids: '={{ $json.ids }}' }),
			{
				input: [{ ids: ['ds_qa_ai', { id: 'x' }] }],
			},
		);
		expect(error?.message).toBe(
			'\'Data Source IDs\' holds {"id":"x"}, which is not an ID [item 0]',
		);
		expect(sim.requests).toHaveLength(0);
	});

	it('with Continue On Fail, outputs the 404 for an ID of another kind, deleting nothing', async () => {
		const { items } = await runLiveChatAi(
			sim,
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
		expect(stored('ds_web_home')).toBeDefined();
	});
});
