import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { additionalBodyFields } from '../../../shared/legacy/additionalParameters';

import { readIdList } from '../../../shared/fields/idList';
import { dataSourceIdsField } from '../../../shared/dataSources/fields';
import { legacyBody } from '../../../shared/legacy/legacyRequest';
import { LEGACY_KINDS, readSource, sourceField } from '../../../shared/dataSources/sourceKind';
import type { OperationOption } from '../../../shared/operations/resource';
import { legacyDescription } from '../../../shared/legacy/legacyDescription';
import { bot } from '../bot';

export const resource = 'dataSource';
export const key = 'delete';

export const properties: INodeProperties[] = [
	bot.locator({ description: 'The chatbot whose data sources to delete' }),
	sourceField(
		LEGACY_KINDS,
		false,
		'Kind of the data sources to delete; every ID must be of this kind',
	),
	dataSourceIdsField,
	additionalBodyFields,
];

export const option: OperationOption = {
	name: 'Delete',
	action: 'Delete data sources',
	description: legacyDescription('Delete one or more data sources of a chatbot'),
};

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const chatbot = bot.id(this, itemIndex);
	const source = readSource(this, itemIndex, LEGACY_KINDS, false);
	const ids = readIdList(
		this,
		this.getNodeParameter('ids', itemIndex, ''),
		'Data Source IDs',
		itemIndex,
	);
	// The service marks `id` required even for a bulk delete (its API reference): the first ID goes there too.
	const fields = { chatbotId: chatbot, source, id: ids[0], ...(ids.length > 1 ? { ids } : {}) };
	await legacyBody.call(this, itemIndex, 'POST', '/api/aibot/data-source/delete', fields);
	return { deleted: true, chatbotId: chatbot, source, ids };
}
