import type { INodeProperties } from 'n8n-workflow';

import { legacyDescription } from '../../../shared/legacy/legacyDescription';
import type { OperationModule } from '../../../shared/node/operation.type';
import * as addFile from './addFile.operation';
import * as addQa from './addQa.operation';
import * as addText from './addText.operation';
import * as addUrl from './addUrl.operation';
import * as crawlWebsite from './crawlWebsite.operation';
import * as deleteDataSources from './delete.operation';
import * as getMany from './getMany.operation';
import * as syncFiles from './syncFiles.operation';
import * as syncQa from './syncQa.operation';
import * as syncTexts from './syncTexts.operation';
import * as syncUrls from './syncUrls.operation';

export const dataSourceOperations: Record<string, OperationModule> = {
	addFile,
	addQa,
	addText,
	addUrl,
	crawlWebsite,
	delete: deleteDataSources,
	getMany,
	syncFiles,
	syncQa,
	syncTexts,
	syncUrls,
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
				name: 'Add File',
				value: 'addFile',
				action: 'Add a file data source',
				description: 'Teach an agent the text of a PDF, DOCX or image file',
			},
			{
				name: 'Add Q&A',
				value: 'addQa',
				action: 'Add a Q&A data source',
				description: 'Teach an agent a question and its answer',
			},
			{
				name: 'Add Text',
				value: 'addText',
				action: 'Add a text data source',
				description: 'Teach an agent a titled piece of text',
			},
			{
				name: 'Add URL',
				value: 'addUrl',
				action: 'Add a URL data source',
				description: 'Teach an agent the content of a web page',
			},
			{
				name: 'Crawl Website',
				value: 'crawlWebsite',
				action: 'Crawl a website',
				description: legacyDescription(
					'Find the internal links of a website, from a page or its sitemap',
				),
			},
			{
				name: 'Delete',
				value: 'delete',
				action: 'Delete data sources',
				description: 'Delete one or more data sources of an agent',
			},
			{
				name: 'Get Many',
				value: 'getMany',
				action: 'Get many data sources',
				description: 'List the data sources of an agent, optionally of one kind',
			},
			{
				name: 'Sync Files',
				value: 'syncFiles',
				action: 'Sync file data sources',
				description:
					"Make an agent's files match the input items (e.g. a folder): add, replace and optionally delete",
			},
			{
				name: 'Sync Q&A',
				value: 'syncQa',
				action: 'Sync Q&A data sources',
				description:
					"Make an agent's Q&A pairs match the input items: add, replace and optionally delete",
			},
			{
				name: 'Sync Texts',
				value: 'syncTexts',
				action: 'Sync text data sources',
				description:
					"Make an agent's texts match the input items: add, replace and optionally delete",
			},
			{
				name: 'Sync URLs',
				value: 'syncUrls',
				action: 'Sync URL data sources',
				description: "Make an agent's web pages match the input items: add and optionally delete",
			},
		],
		default: 'getMany',
	},
	...addFile.description,
	...addQa.description,
	...addText.description,
	...addUrl.description,
	...crawlWebsite.description,
	...deleteDataSources.description,
	...getMany.description,
	...syncFiles.description,
	...syncQa.description,
	...syncTexts.description,
	...syncUrls.description,
];
