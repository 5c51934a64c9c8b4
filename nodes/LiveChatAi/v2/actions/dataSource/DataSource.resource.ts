import { defineResource } from '../../../shared/operations/resource';
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

export const dataSource = defineResource({
	resource: 'dataSource',
	name: 'Data Source',
	default: 'getMany',
	operations: {
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
	},
});
