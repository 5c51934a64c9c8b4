import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { LEGACY_QUERY } from '../../../shared/serviceDecisions';
import { responseToJsonItems } from '../../../shared/transport/listItems';
import { requiredString } from '../../../shared/parameters';
import { additionalQueryParameters } from '../../../shared/legacy/additionalParameters';
import { legacyQuery } from '../../../shared/legacy/legacyRequest';

const properties: INodeProperties[] = [
	{
		displayName: 'Contact ID',
		name: 'contactId',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. clx1a2b3c0000abcd1234efgh',
		description: 'ID of the contact whose chatbots to get',
	},
	additionalQueryParameters,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['contact'], operation: ['getAgents'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const query = {
		[LEGACY_QUERY.contactId]: requiredString(this, 'contactId', 'Contact ID', itemIndex),
	};
	return responseToJsonItems(
		await legacyQuery.call(this, itemIndex, '/api/aibot/contact/agent', query),
	);
}
