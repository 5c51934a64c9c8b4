import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { requiredString } from '../../../shared/fields/readParameters';
import { requiredField } from '../../../shared/dataSources/fields';
import { additionalBodyFields } from '../../../shared/legacy/additionalParameters';

import { readPdfPages } from './pdfPages';
import { legacyBody } from '../../../shared/legacy/legacyRequest';
import type { OperationOption } from '../../../shared/operations/resource';
import { legacyDescription } from '../../../shared/legacy/legacyDescription';
import { bot } from '../bot';

export const resource = 'dataSource';
export const key = 'addPdf';

const NUMBERING =
	'Pages without a number are numbered by their position (the first is 1); blank pages are dropped, and the others keep the number of their position';

export const properties: INodeProperties[] = [
	{
		displayName:
			'This operation sends the text of a PDF, not the file: read the file with Read/Write Files from Disk or HTTP Request, then get its text with Extract From File (Extract From PDF).',
		name: 'pdfNotice',
		type: 'notice',
		default: '',
	},
	bot.locator({ description: 'The chatbot that learns from the PDF' }),
	requiredField(
		'Title',
		'title',
		'Router X2 manual.pdf',
		'Name of the PDF source as LiveChatAI lists it, e.g. the file name',
	),
	{
		displayName: 'Pages Input',
		name: 'pagesInput',
		type: 'options',
		options: [
			{
				name: 'JSON',
				value: 'json',
				description:
					"An array of pages, e.g. Extract From File's text with its Join Pages option off",
			},
			{ name: 'Page List', value: 'pageList', description: 'Enter the pages one by one' },
			{
				name: 'Single Text',
				value: 'singleText',
				description: 'The whole text, split into pages at a separator',
			},
		],
		default: 'singleText',
		description: "How the PDF's pages are given",
	},
	{
		displayName: 'Text',
		name: 'text',
		type: 'string',
		typeOptions: { rows: 6 },
		required: true,
		default: '',
		placeholder: 'e.g. {{ $json.text }}',
		description: `The PDF's text, e.g. the text field that Extract From File outputs. It is split into pages at Page Separator. ${NUMBERING}. An array of page texts is taken as the pages.`,
		displayOptions: { show: { pagesInput: ['singleText'] } },
	},
	{
		displayName: 'Page Separator',
		name: 'pageSeparator',
		type: 'options',
		options: [
			{ name: 'Custom', value: 'custom', description: 'A separator of your own' },
			{
				name: 'Form Feed',
				value: 'formFeed',
				description:
					'The page break character (\\f) that pdftotext and similar tools put between pages',
			},
			{ name: 'None (One Page)', value: 'none', description: 'Send the whole text as page 1' },
		],
		default: 'formFeed',
		description:
			'Where one page ends and the next begins. Extract From File joins pages with blank lines and no page break: to keep its pages, turn its Join Pages option off and use Pages Input JSON.',
		displayOptions: { show: { pagesInput: ['singleText'] } },
	},
	{
		displayName: 'Custom Separator',
		name: 'customSeparator',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. \\n---\\n',
		description:
			'The text between two pages, taken as typed. \\n, \\r, \\t and \\f stand for a new line, carriage return, tab and form feed.',
		displayOptions: { show: { pagesInput: ['singleText'], pageSeparator: ['custom'] } },
	},
	{
		displayName: 'Pages',
		name: 'pages',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true, sortable: true },
		placeholder: 'Add Page',
		default: {},
		description: `The PDF's pages, in order. ${NUMBERING}.`,
		displayOptions: { show: { pagesInput: ['pageList'] } },
		options: [
			{
				displayName: 'Page',
				name: 'page',
				values: [
					{
						displayName: 'Text',
						name: 'text',
						type: 'string',
						typeOptions: { rows: 3 },
						default: '',
						description: 'Text of the page',
					},
					{
						displayName: 'Page Number',
						name: 'pageNumber',
						type: 'number',
						typeOptions: { minValue: 0, numberPrecision: 0 },
						default: 0,
						description: 'Number of the page in the PDF; 0 numbers it by its position in the list',
					},
				],
			},
		],
	},
	{
		displayName: 'Pages (JSON)',
		name: 'pagesJson',
		type: 'json',
		required: true,
		default: '[]',
		placeholder: 'e.g. [{"text": "First page", "page": 1}]',
		description: `A JSON array of pages: objects {"text": "...", "page": 1} (page optional) or plain strings, e.g. the text field that Extract From File outputs with its Join Pages option off. ${NUMBERING}.`,
		displayOptions: { show: { pagesInput: ['json'] } },
	},
	additionalBodyFields,
];

export const option: OperationOption = {
	name: 'Add PDF',
	action: 'Add a PDF data source',
	description: legacyDescription('Teach a chatbot the text of a PDF, page by page'),
};

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const fields = {
		title: requiredString(this, 'title', 'Title', itemIndex),
		content: readPdfPages(this, itemIndex),
		chatbotId: bot.id(this, itemIndex),
	};
	return await legacyBody.call(this, itemIndex, 'POST', '/api/aibot/data-source/pdf', fields);
}
