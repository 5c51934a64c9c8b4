import type { INodeProperties } from 'n8n-workflow';

import { legacyDescription } from '../../../shared/legacy/legacyDescription';
import type { OperationModule } from '../../../shared/node/operation.type';
import * as addPdf from './addPdf.operation';
import * as addQa from './addQa.operation';
import * as addText from './addText.operation';
import * as addUrl from './addUrl.operation';
import * as deleteDataSources from './delete.operation';
import * as getMany from './getMany.operation';
import * as updateQa from './updateQa.operation';

export const dataSourceOperations: Record<string, OperationModule> = {
	addPdf,
	addQa,
	addText,
	addUrl,
	delete: deleteDataSources,
	getMany,
	updateQa,
};

export const dataSourceDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['dataSource'] } },
		options: [
			{
				name: 'Add PDF',
				value: 'addPdf',
				action: 'Add a PDF data source',
				description: legacyDescription('Teach a chatbot the text of a PDF, page by page'),
			},
			{
				name: 'Add Q&A',
				value: 'addQa',
				action: 'Add a Q&A data source',
				description: legacyDescription('Teach a chatbot a question and its answer'),
			},
			{
				name: 'Add Text',
				value: 'addText',
				action: 'Add a text data source',
				description: legacyDescription('Teach a chatbot a titled piece of text'),
			},
			{
				name: 'Add URL',
				value: 'addUrl',
				action: 'Add a URL data source',
				description: legacyDescription('Teach a chatbot the content of a web page'),
			},
			{
				name: 'Delete',
				value: 'delete',
				action: 'Delete data sources',
				description: legacyDescription('Delete one or more data sources of a chatbot'),
			},
			{
				name: 'Get Many',
				value: 'getMany',
				action: 'Get many data sources',
				description: legacyDescription(
					'List the data sources of a chatbot, optionally of one kind',
				),
			},
			{
				name: 'Update Q&A',
				value: 'updateQa',
				action: 'Update a Q&A data source',
				description: legacyDescription('Change the question and answer of a Q&A pair'),
			},
		],
		default: 'getMany',
	},
	...addPdf.description,
	...addQa.description,
	...addText.description,
	...addUrl.description,
	...deleteDataSources.description,
	...getMany.description,
	...updateQa.description,
];
