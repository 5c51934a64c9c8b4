import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { readTitleAndContent, requiredField } from '../../../shared/dataSources/fields';

import { addDataSource } from '../dataSources';
import { fileTypeField, readFileType } from '../fileType';
import type { OperationOption } from '../../../shared/operations/resource';
import { bot } from '../bot';

export const resource = 'dataSource';
export const key = 'addFile';

export const properties: INodeProperties[] = [
	{
		displayName:
			"This operation sends the file's text, not the file: get the text first, e.g. with Extract From File (PDF, DOCX) or an OCR step (image).",
		name: 'fileNotice',
		type: 'notice',
		default: '',
	},
	bot.locator({ description: 'The agent that learns from the file' }),
	requiredField(
		'Title',
		'title',
		'Router X2 manual.pdf',
		'Name of the file as the data sources list shows it, e.g. the file name',
	),
	fileTypeField,
	requiredField(
		'Content',
		'content',
		'{{ $json.text }}',
		"The file's text as one string (the API takes no file)",
		6,
	),
];

export const option: OperationOption = {
	name: 'Add File',
	action: 'Add a file data source to an AI agent',
	description: 'Teach an agent the text of a PDF, DOCX or image file',
};

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const body = {
		...readTitleAndContent(this, itemIndex),
		agentId: bot.id(this, itemIndex),
		fileType: readFileType(this, itemIndex),
	};
	return await addDataSource.call(this, itemIndex, 'file', body);
}
