import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { readLimit, returnAllOrLimit } from '../../../shared/fields/returnAllOrLimit';
import { readSimplify, simplifyToggle } from '../../../shared/fields/simplify';
import { readSource, sourceField, V2_KINDS } from '../../../shared/dataSources/sourceKind';
import { readList } from '../../../shared/lists/readList';
import { dataSourceList, simplifyDataSource } from '../dataSources';
import type { OperationOption } from '../../../shared/operations/resource';
import { smallerLimit } from '../../../shared/operations/toolResultBound';
import { bot } from '../bot';

export const resource = 'dataSource';
export const key = 'getMany';

export const properties: INodeProperties[] = [
	bot.locator({ description: 'The agent whose data sources to get' }),
	sourceField(
		V2_KINDS,
		true,
		'Which kind of data source to return. A Q&A pair has its question in title and its answer in text.',
	),
	...returnAllOrLimit(),
	{
		...simplifyToggle,
		description:
			'Whether to leave out the long text of each data source (a Q&A answer too) and keep its ID, title, URL, kind, status, size and dates',
	},
];

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many data sources',
	description: 'List the data sources of an agent, optionally of one kind',
};

/** As a tool, the hint of a cut result (toolResultBound.ts). */
export const forMoreAsTool = smallerLimit('data sources');

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const spec = dataSourceList(bot.id(this, itemIndex), readSource(this, itemIndex, V2_KINDS, true));
	const limit = readLimit(this, itemIndex);
	const simplify = readSimplify(this, itemIndex);
	const each = simplify ? simplifyDataSource : undefined;
	return await readList.call(this, { ...spec, each }, limit, itemIndex);
}
