import { defineResource } from '../../../shared/operations/resource';
import * as addPdf from './addPdf.operation';
import * as addQa from './addQa.operation';
import * as addText from './addText.operation';
import * as addUrl from './addUrl.operation';
import * as deleteDataSources from './delete.operation';
import * as getMany from './getMany.operation';
import * as updateQa from './updateQa.operation';

export const dataSource = defineResource({
	resource: 'dataSource',
	name: 'Data Source',
	default: 'getMany',
	operations: {
		addPdf,
		addQa,
		addText,
		addUrl,
		delete: deleteDataSources,
		getMany,
		updateQa,
	},
});
