import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { readSource, sourceField, V2_KINDS } from '../../../shared/dataSources/sourceKind';

import { optionsCollection, readOptions } from '../../../shared/fields/optionsCollection';
import { readIdList } from '../../../shared/fields/idList';
import { dataSourceIdsField } from '../../../shared/dataSources/fields';
import { deleteDataSources } from '../dataSources';
import type { OperationOption } from '../../../shared/operations/resource';
import { bot } from '../bot';

export const resource = 'dataSource';
export const key = 'delete';

export const properties: INodeProperties[] = [
	bot.locator({ description: 'The agent whose data sources to delete' }),
	sourceField(V2_KINDS, false, 'Kind of the data sources to delete; every ID must be of this kind'),
	dataSourceIdsField,
	optionsCollection([
		{
			displayName: 'Ignore IDs Not Found',
			name: 'ignoreNotFound',
			type: 'boolean',
			default: false,
			description:
				'Whether a delete where some IDs are not found still succeeds, listing them in notFoundIds. Off, the item fails and its error names them (the others are deleted all the same).',
		},
	]),
];

export const option: OperationOption = {
	name: 'Delete',
	action: 'Delete data sources of an AI agent',
	description: 'Delete one or more data sources of an agent',
};

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const agentId = bot.id(this, itemIndex);
	const source = readSource(this, itemIndex, V2_KINDS, false);
	const ids = readIdList(
		this,
		this.getNodeParameter('ids', itemIndex, ''),
		'Data Source IDs',
		itemIndex,
	);
	const ignoreNotFound = readOptions(this, itemIndex).flag(
		'ignoreNotFound',
		'Ignore IDs Not Found',
	);
	const result = await deleteDataSources.call(this, itemIndex, { agentId, source, ids });
	// [decision] The service deletes what it can and answers 200: IDs it did not find are never passed over silently.
	if (result.notFoundIds.length > 0 && !ignoreNotFound) {
		const { deletedIds, notFoundIds } = result;
		const deleted =
			deletedIds.length > 0 ? `Deleted: ${deletedIds.join(', ')}. ` : 'Nothing was deleted. ';
		throw new NodeOperationError(
			this.getNode(),
			`${notFoundIds.length} of ${ids.length} data sources not found: ${notFoundIds.join(', ')}`,
			{
				itemIndex,
				description: `${deleted}An ID is not found when it is not a ${source} data source of this agent, or is already gone. To let such a delete succeed, turn on Options > Ignore IDs Not Found.`,
			},
		);
	}
	return { deleted: true, agentId, source, ...result };
}
