import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { LEGACY_QUERY } from '../../../shared/serviceDecisions';
import { responseToJsonItems } from '../../../shared/lists/listItems';
import { additionalQueryParameters } from '../../../shared/legacy/additionalParameters';
import { legacyQuery } from '../../../shared/legacy/legacyRequest';

import { readLimit, returnAllOrLimit } from '../../../shared/fields/returnAllOrLimit';
import { LEGACY_KINDS, readSource, sourceField } from '../../../shared/dataSources/sourceKind';
import type { OperationOption } from '../../../shared/operations/resource';
import { legacyDescription } from '../../../shared/legacy/legacyDescription';
import { smallerLimit } from '../../../shared/operations/toolResultBound';
import { bot } from '../bot';

export const resource = 'dataSource';
export const key = 'getMany';

export const properties: INodeProperties[] = [
	bot.locator({ description: 'The chatbot whose data sources to list' }),
	sourceField(
		LEGACY_KINDS,
		true,
		'Which kind of data source to return. The legacy API has no PDF kind of its own; All includes PDF sources.',
	),
	...returnAllOrLimit(),
	additionalQueryParameters,
];

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many data sources',
	description: legacyDescription('List the data sources of a chatbot, optionally of one kind'),
};

/** As a tool, the hint of a cut result (toolResultBound.ts). */
export const forMoreAsTool = smallerLimit('data sources');

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const query = {
		[LEGACY_QUERY.chatbotId]: bot.id(this, itemIndex),
		[LEGACY_QUERY.source]: readSource(this, itemIndex, LEGACY_KINDS, true),
	};
	// Read before the request, so that a bad Limit sends nothing.
	const limit = readLimit(this, itemIndex);
	const response = await legacyQuery.call(this, itemIndex, '/api/aibot/data-source/items', query);
	return responseToJsonItems(response).slice(0, limit);
}
