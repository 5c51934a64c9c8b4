import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { readTitleAndContent, requiredField } from '../../../shared/dataSources/fields';
import { botId, botLocator } from '../../../shared/descriptions/botLocator';
import { invalidParameter } from '../../../shared/validation';
import { addDataSource } from './dataSources';
import { withRequestOptions } from '../../../shared/descriptions/requestOptions';

const FILE_TYPES = ['docx', 'image', 'pdf'];

const properties: INodeProperties[] = [
	{
		displayName:
			"This operation sends the file's text, not the file: get the text first, e.g. with Extract From File (PDF, DOCX) or an OCR step (image).",
		name: 'fileNotice',
		type: 'notice',
		default: '',
	},
	botLocator('Agent', { description: 'The agent that learns from the file' }),
	requiredField(
		'Title',
		'title',
		'Router X2 manual.pdf',
		'Name of the file as the data sources list shows it, e.g. the file name',
	),
	{
		displayName: 'File Type',
		name: 'fileType',
		type: 'options',
		options: [
			{ name: 'DOCX', value: 'docx' },
			{ name: 'Image', value: 'image' },
			{ name: 'PDF', value: 'pdf' },
		],
		default: 'pdf',
		description: 'Kind of the file the text comes from; the data source is listed under this kind',
	},
	requiredField(
		'Content',
		'content',
		'{{ $json.text }}',
		"The file's text as one string (the API takes no file)",
		6,
	),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['dataSource'], operation: ['addFile'] } },
	withRequestOptions(properties),
);

function readFileType(context: IExecuteFunctions, itemIndex: number): string {
	const given = String(context.getNodeParameter('fileType', itemIndex, '')).trim();
	const fileType = given.toLowerCase();
	if (!FILE_TYPES.includes(fileType)) {
		const fix = 'Pick DOCX, Image or PDF.';
		const problem = `must be docx, image or pdf, not "${given}"`;
		throw invalidParameter(context.getNode(), 'File Type', itemIndex, problem, fix);
	}
	return fileType;
}

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const body = {
		...readTitleAndContent(this, itemIndex),
		agentId: botId(this, itemIndex, 'Agent'),
		fileType: readFileType(this, itemIndex),
	};
	return await addDataSource.call(this, itemIndex, 'file', body);
}
