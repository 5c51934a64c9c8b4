import type { IExecuteFunctions } from 'n8n-workflow';

import { PDF_FIRST_PAGE_NUMBER } from '../../../shared/serviceDecisions';
import { invalidParameter, requireText } from '../../../shared/fields/validation';

/** One page of a PDF source's `content`, as the service takes it. */
export interface PdfPage {
	text: string;
	page: number;
}

/** A page as given: its text, and its number where the user gave one. */
interface GivenPage {
	text: string;
	page?: number;
}

/** The page break that pdftotext and similar extractors put between pages. */
const FORM_FEED = '\f';
const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', f: '\f', '\\': '\\' };

type Fail = (problem: string, fix: string) => Error;

function failFor(context: IExecuteFunctions, displayName: string, itemIndex: number): Fail {
	return (problem, fix) =>
		invalidParameter(context.getNode(), displayName, itemIndex, problem, fix);
}

/** A page number as given: undefined when not given, else a positive integer (a string of digits counts). */
function pageNumber(
	value: unknown,
	entry: number,
	fail: Fail,
	zeroMeansNone: boolean,
): number | undefined {
	if (value === undefined || value === null || value === '') return undefined;
	if (zeroMeansNone && value === 0) return undefined;
	const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
	if (typeof number === 'number' && Number.isInteger(number) && number >= 1) return number;
	throw fail(
		`entry ${entry} has the page number ${JSON.stringify(value)}, which is not a positive whole number`,
		'Give page numbers as 1, 2, 3, … or leave them out to number the pages by their position.',
	);
}

/** A JSON element: a string is a page's text; an object needs a string `text` and may have a `page`. */
function jsonPage(element: unknown, index: number, fail: Fail): GivenPage {
	if (typeof element === 'string') return { text: element };
	const record =
		typeof element === 'object' && element !== null && !Array.isArray(element) ? element : {};
	const { text, page } = record as { text?: unknown; page?: unknown };
	if (typeof text !== 'string') {
		throw fail(
			`entry ${index + 1} has no text: ${JSON.stringify(element)}`,
			'Give each page as {"text": "...", "page": 1} (page optional) or as a plain string.',
		);
	}
	return { text, page: pageNumber(page, index + 1, fail, false) };
}

function jsonPages(value: unknown, fail: Fail): GivenPage[] {
	let parsed = value;
	if (typeof value === 'string') {
		if (value.trim() === '') return [];
		try {
			parsed = JSON.parse(value);
		} catch (error) {
			throw fail(
				`is not valid JSON (${(error as Error).message})`,
				'Enter a JSON array such as [{"text": "First page", "page": 1}], or map an array with an expression.',
			);
		}
	}
	if (!Array.isArray(parsed)) {
		throw fail(
			`must be an array of pages, not ${parsed === null ? 'null' : typeof parsed}`,
			'Enter a JSON array such as [{"text": "First page", "page": 1}], e.g. {{ $json.text }} from Extract From File with Join Pages off.',
		);
	}
	return parsed.map((element, index) => jsonPage(element, index, fail));
}

function listPages(context: IExecuteFunctions, itemIndex: number, fail: Fail): GivenPage[] {
	const { page: entries = [] } = context.getNodeParameter('pages', itemIndex, {}) as {
		page?: Array<{ text?: unknown; pageNumber?: unknown }>;
	};
	return entries.map((entry, index) => {
		const text = entry.text === undefined || entry.text === null ? '' : entry.text;
		if (typeof text !== 'string')
			throw fail(
				`entry ${index + 1} has a text that is not a string`,
				'Enter the text of each page.',
			);
		return { text, page: pageNumber(entry.pageNumber, index + 1, fail, true) };
	});
}

/** The Custom Separator as typed (spaces count), with \n, \r, \t and \f read as their characters. */
function customSeparator(context: IExecuteFunctions, itemIndex: number): string {
	const raw = context.getNodeParameter('customSeparator', itemIndex, '');
	if (typeof raw !== 'string' || raw === '') {
		throw invalidParameter(
			context.getNode(),
			'Custom Separator',
			itemIndex,
			'is empty',
			'Enter the text between two pages, e.g. \\n---\\n.',
		);
	}
	return raw.replace(/\\([nrtf\\])/g, (_, letter: string) => ESCAPES[letter]);
}

function textPages(context: IExecuteFunctions, itemIndex: number, fail: Fail): GivenPage[] {
	const value = context.getNodeParameter('text', itemIndex, '');
	// An expression may hand over the pages already split, e.g. Extract From File with Join Pages off.
	if (Array.isArray(value)) return jsonPages(value, fail);
	requireText(
		context.getNode(),
		value,
		'Text',
		itemIndex,
		"Enter the PDF's text, e.g. {{ $json.text }} from Extract From File.",
	);
	if (typeof value !== 'string' && typeof value !== 'number') {
		throw fail(
			`must be text, not ${typeof value}`,
			"Map the PDF's text here, e.g. {{ $json.text }} from Extract From File.",
		);
	}
	// Split the text as given: trimming first would drop a leading page break and shift the page numbers.
	const text = String(value);
	const mode = context.getNodeParameter('pageSeparator', itemIndex, 'formFeed') as string;
	if (mode === 'none') return [{ text }];
	if (mode !== 'formFeed' && mode !== 'custom') {
		throw invalidParameter(
			context.getNode(),
			'Page Separator',
			itemIndex,
			`must be Form Feed, Custom or None, not "${mode}"`,
			'Pick a Page Separator.',
		);
	}
	const separator = mode === 'custom' ? customSeparator(context, itemIndex) : FORM_FEED;
	return text.split(separator).map((part) => ({ text: part }));
}

interface PagesInput {
	displayName: string;
	read(context: IExecuteFunctions, itemIndex: number, fail: Fail): GivenPage[];
}

const INPUTS: Record<string, PagesInput> = {
	pageList: { displayName: 'Pages', read: listPages },
	json: {
		displayName: 'Pages (JSON)',
		read: (context, itemIndex, fail) =>
			jsonPages(context.getNodeParameter('pagesJson', itemIndex, '[]'), fail),
	},
	singleText: { displayName: 'Text', read: textPages },
};

/**
 * The PDF's pages as the service takes them, read from whichever Pages Input the user chose. A page without a
 * number gets the number of its position (the first is PDF_FIRST_PAGE_NUMBER); blank pages are then dropped,
 * so the numbers of the others still follow their place in the source. Texts are trimmed. Everything is
 * checked here, before any request.
 */
export function readPdfPages(context: IExecuteFunctions, itemIndex: number): PdfPage[] {
	const mode = context.getNodeParameter('pagesInput', itemIndex, 'singleText') as string;
	const input = INPUTS[mode];
	if (input === undefined) {
		throw invalidParameter(
			context.getNode(),
			'Pages Input',
			itemIndex,
			`must be JSON, Page List or Single Text, not "${mode}"`,
			'Pick a Pages Input.',
		);
	}
	const fail = failFor(context, input.displayName, itemIndex);
	const given = input.read(context, itemIndex, fail);
	if (given.length === 0) throw fail('is empty', 'Give at least one page with text.');
	const pages = given
		.map(({ text, page }, index) => ({
			text: text.trim(),
			page: page ?? PDF_FIRST_PAGE_NUMBER + index,
		}))
		.filter(({ text }) => text !== '');
	if (pages.length === 0) throw fail('has only blank pages', 'Give at least one page with text.');
	return pages;
}
