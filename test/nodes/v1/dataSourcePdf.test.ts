/** Version 1, Data Source > Add PDF (every way of giving the pages), in the real engine against the simulator. */
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

	it('drops blank pages of a page list, the others keeping the number of their position', async () => {
		await runLiveChatAi(h.sim, addPdf(pageList(['  A  '], ['   '], ['C'])));
		expect((h.sim.requests[0].body as { content: unknown }).content).toEqual([
			{ text: 'A', page: 1 },
			{ text: 'C', page: 3 },
		]);
	});

	it('splits a single text at form feeds by default, numbering pages by their place in the text', async () => {
		const text = '\fFirst page\n\fSecond page\f\f  Fourth page  \f';
		await runLiveChatAi(h.sim, addPdf({ pagesInput: 'singleText', text }));
		expect((h.sim.requests[0].body as { content: unknown }).content).toEqual([
			{ text: 'First page', page: 2 },
			{ text: 'Second page', page: 3 },
			{ text: 'Fourth page', page: 5 },
		]);
	});

	it('splits at a custom separator, reading \\n as a new line', async () => {
		await runLiveChatAi(
			h.sim,
			addPdf({
				pagesInput: 'singleText',
				text: 'One\n---\nTwo',
				pageSeparator: 'custom',
				customSeparator: '\\n---\\n',
			}),
		);
		expect((h.sim.requests[0].body as { content: unknown }).content).toEqual([
			{ text: 'One', page: 1 },
			{ text: 'Two', page: 2 },
		]);
	});

	it('sends the whole text as page 1 with separator None', async () => {
		await runLiveChatAi(
			h.sim,
			addPdf({ pagesInput: 'singleText', text: ' A\fB ', pageSeparator: 'none' }),
		);
		expect((h.sim.requests[0].body as { content: unknown }).content).toEqual([
			{ text: 'A\fB', page: 1 },
		]);
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

	it('takes an array of page texts given to Text (Extract From File with Join Pages off)', async () => {
		await runLiveChatAi(h.sim, addPdf({ pagesInput: 'singleText', text: '={{ $json.text }}' }), {
			input: [{ text: ['Page one', '', 'Page three'] }],
		});
		expect((h.sim.requests[0].body as { content: unknown }).content).toEqual([
			{ text: 'Page one', page: 1 },
			{ text: 'Page three', page: 3 },
		]);
	});

	it('reads a JSON array of objects and strings, numbering the unnumbered by position', async () => {
		await runLiveChatAi(
			h.sim,
			addPdf({
				pagesInput: 'json',
				pagesJson:
					'[{"text": "One", "page": 4}, {"text": "Two"}, "Three", {"text": "Four", "page": "9"}]',
			}),
		);
		expect((h.sim.requests[0].body as { content: unknown }).content).toEqual([
			{ text: 'One', page: 4 },
			{ text: 'Two', page: 2 },
			{ text: 'Three', page: 3 },
			{ text: 'Four', page: 9 },
		]);
	});

	it('reads a JSON array given by an expression', async () => {
		await runLiveChatAi(h.sim, addPdf({ pagesInput: 'json', pagesJson: '={{ $json.pages }}' }), {
			input: [
				{
					pages: [
						{ text: 'X', page: 2 },
						{ text: 'Y', page: 3 },
					],
				},
			],
		});
		expect(h.sim.requests[0].body).toEqual({
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
		const { error } = await runLiveChatAi(h.sim, addPdf(parameters));
		expect(error?.message).toBe(message);
		expect(h.sim.requests).toHaveLength(0);
	});

	it('refuses invalid JSON, saying why', async () => {
		const { error } = await runLiveChatAi(
			h.sim,
			addPdf({ pagesInput: 'json', pagesJson: '[{"text": "A",]' }),
		);
		expect(error?.message).toMatch(/^'Pages \(JSON\)' is not valid JSON \(.+\) \[item 0\]$/);
		expect(h.sim.requests).toHaveLength(0);
	});

	it('with Continue On Fail, pairs the error of a bad input with its item and adds the others', async () => {
		const { items } = await runLiveChatAi(
			h.sim,
			addPdf({ pagesInput: 'json', pagesJson: '={{ $json.pages }}' }),
			{ input: [{ pages: 'not json' }, { pages: '["Fine"]' }], continueOnFail: true },
		);
		expect(h.sim.requests).toHaveLength(1);
		expect(items[0].pairedItem).toEqual({ item: 0 });
		expect(items[0].json.error).toMatch(/^'Pages \(JSON\)' is not valid JSON .* \[item 0\]$/);
		expect(items[1]).toMatchObject({
			json: { type: 'pdf', pages: [{ text: 'Fine', page: 1 }] },
			pairedItem: { item: 1 },
		});
	});
});
