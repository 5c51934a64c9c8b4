import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { requiredField } from '../../../shared/dataSources/fields';
import { fileTypeField } from '../fileType';
import { matchByField, runSync, syncHead, syncTail } from './sync/sync';
import { FILE_KIND } from './sync/syncKinds';
import type { OperationOption } from '../../../shared/operations/resource';

export const resource = 'dataSource';
export const key = 'syncFiles';

// A folder of documents (manuals, policies): each run makes the agent's files equal to it, by their text.

const words = { items: 'files (PDF, DOCX, image)', examples: 'the files of a folder' };

export const properties: INodeProperties[] = [
	{
		displayName:
			"A file goes as its text: read the files (e.g. Read/Write Files from Disk, Google Drive) and get each one's text with Extract From File first",
		name: 'fileNotice',
		type: 'notice',
		default: '',
	},
	...syncHead(words).filter((field) => field.type !== 'notice'),
	matchByField,
	{
		...requiredField('Title', 'title', 'Router X2 manual.pdf', 'The name of the file in this item'),
		default: '={{ $json.fileName }}',
	},
	{ ...fileTypeField, default: '={{ $json.fileExtension }}' },
	{
		...requiredField('Content', 'content', '{{ $json.text }}', "The file's text as one string", 4),
		default: '={{ $json.text }}',
	},
	...syncTail(words, FILE_KIND.deleteName),
];

export const option: OperationOption = {
	name: 'Sync Files',
	action: 'Sync the file data sources of an AI agent: add, replace, delete',
	description:
		"Make an agent's files match the input items (e.g. a folder): add, replace and optionally delete",
};

export async function executeAll(this: IExecuteFunctions): Promise<INodeExecutionData[]> {
	return await runSync(this, FILE_KIND);
}
