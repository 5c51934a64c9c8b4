/**
 * Version 1's Data Source > Add PDF reads the PDF's pages from one of three Pages Inputs (Single Text, Page List,
 * JSON) into the service's `content`, and refuses bad pages before any request (v1/actions/dataSource/pdfPages.ts).
 * The operation itself runs in test/nodes/v1/dataSource.test.ts (a page list numbered by position, one numbered
 * as given), eachItem.test.ts (a single text from each item) and test/nodes/refusesBadInput.test.ts (a JSON
 * object refused).
 */
import { readPdfPages } from '../../nodes/LiveChatAi/v1/actions/dataSource/pdfPages';
import type { Parameters } from './context';
import { contextWith, refusal, told } from './context';

const pagesOf = (parameters: Parameters) => readPdfPages(contextWith(parameters), 0);
const pageList = (...entries: Array<[unknown, unknown?]>) => ({
	pagesInput: 'pageList',
	pages: { page: entries.map(([text, pageNumber]) => ({ text, pageNumber: pageNumber ?? 0 })) },
});
const json = (pagesJson: unknown) => ({ pagesInput: 'json', pagesJson });
const singleText = (text: unknown, more: Parameters = {}) => ({
	pagesInput: 'singleText',
	text,
	...more,
});

const notWhole = (field: string, entry: number, page: string) =>
	`'${field}' entry ${entry} has the page number ${page}, which is not a positive whole number`;
const noText = (entry: number, shown: string) =>
	`'Pages (JSON)' entry ${entry} has no text: ${shown}`;

describe('readPdfPages', () => {
	it.each<[string, Parameters, Record<string, number>]>([
		[
			'a page list without its blank pages, the others keeping the number of their position',
			pageList(['  A  '], ['   '], [undefined], ['C']),
			{ A: 1, C: 4 },
		],
		[
			'a single text split at form feeds (the default), numbered by their place in the text',
			singleText('\fFirst page\n\fSecond page\f\f  Fourth page  \f'),
			{ 'First page': 2, 'Second page': 3, 'Fourth page': 5 },
		],
		[
			'a single text split at a custom separator, \\n read as a new line',
			singleText('One\n---\nTwo', { pageSeparator: 'custom', customSeparator: '\\n---\\n' }),
			{ One: 1, Two: 2 },
		],
		[
			'a single text as page 1 with separator None',
			singleText(' A\fB ', { pageSeparator: 'none' }),
			{ 'A\fB': 1 },
		],
		['a single text that is a number', singleText(42), { 42: 1 }],
		[
			'an array of page texts given to Text (Extract From File with Join Pages off)',
			singleText(['Page one', '', 'Page three']),
			{ 'Page one': 1, 'Page three': 3 },
		],
		[
			'a JSON array of objects and strings, page numbers as numbers or digits',
			json('[{"text": "One", "page": 4}, {"text": "Two"}, "Three", {"text": "Four", "page": "9"}]'),
			{ One: 4, Two: 2, Three: 3, Four: 9 },
		],
		[
			'a JSON array given by an expression',
			json([
				{ text: 'X', page: 2 },
				{ text: 'Y', page: null },
			]),
			{ X: 2, Y: 2 },
		],
	])('reads %s', (_, parameters, pages) => {
		expect(pagesOf(parameters)).toEqual(
			Object.entries(pages).map(([text, page]) => ({ text, page })),
		);
	});

	it.each<[string, Parameters, string]>([
		['an empty page list', { pagesInput: 'pageList', pages: {} }, "'Pages' is empty"],
		['a page list of blank pages', pageList([' '], ['']), "'Pages' has only blank pages"],
		[
			'a page whose text is not text',
			pageList(['A'], [{ text: 'B' }]),
			"'Pages' entry 2 has a text that is not a string",
		],
		['a negative page number', pageList(['A', -1]), notWhole('Pages', 1, '-1')],
		['a fractional page number', pageList(['A'], ['B', 2.5]), notWhole('Pages', 2, '2.5')],
		['an empty JSON array', json('[]'), "'Pages (JSON)' is empty"],
		['an empty JSON text', json('  '), "'Pages (JSON)' is empty"],
		[
			'a JSON array of blank pages',
			json('["", {"text": " "}]'),
			"'Pages (JSON)' has only blank pages",
		],
		['JSON null', json('null'), "'Pages (JSON)' must be an array of pages, not null"],
		['an element without text', json('[{"page": 1}]'), noText(1, '{"page":1}')],
		[
			'an element with a text that is not text',
			json('["A", {"text": 5}]'),
			noText(2, '{"text":5}'),
		],
		['an element that is an array', json([['A']]), noText(1, '["A"]')],
		['page number 0', json('[{"text": "A", "page": 0}]'), notWhole('Pages (JSON)', 1, '0')],
		[
			'a page number that is not a number',
			json('[{"text": "A", "page": "two"}]'),
			notWhole('Pages (JSON)', 1, '"two"'),
		],
		['an empty text', singleText(''), "'Text' is empty"],
		['a text of page breaks only', singleText('\f \f'), "'Text' is empty"],
		['a text that is an object', singleText({ a: 1 }), "'Text' must be text, not object"],
		[
			'an empty custom separator',
			singleText('A', { pageSeparator: 'custom', customSeparator: '' }),
			"'Custom Separator' is empty",
		],
		[
			'an unknown Pages Input',
			{ pagesInput: 'pdf', text: 'A' },
			'\'Pages Input\' must be JSON, Page List or Single Text, not "pdf"',
		],
		[
			'an unknown Page Separator',
			singleText('A', { pageSeparator: 'tab' }),
			'\'Page Separator\' must be Form Feed, Custom or None, not "tab"',
		],
	])('refuses %s, naming the field and the item', (_, parameters, message) => {
		const error = refusal(() => readPdfPages(contextWith([{}, parameters]), 1));
		expect(told(error)).toEqual({
			message: `${message} [item 1]`,
			description: expect.any(String),
			itemIndex: 1,
		});
	});

	it('refuses text that is not JSON, saying why and how to give pages', () => {
		expect(told(refusal(() => pagesOf(json('[{"text": "A",]'))))).toEqual({
			message: expect.stringMatching(/^'Pages \(JSON\)' is not valid JSON \(.+\) \[item 0\]$/),
			description:
				'Enter a JSON array such as [{"text": "First page", "page": 1}], or map an array with an expression.',
			itemIndex: 0,
		});
	});
});
