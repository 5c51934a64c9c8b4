import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { LEGACY_QUERY } from '../../../serviceDecisions';
import { responseToJsonItems } from '../../../transport/listItems';
import { apiRequest } from '../../../transport/request';
import { requiredString } from '../../helpers/validation';
import { additionalQueryParameters, readAdditional } from '../common/additionalParameters';
import { legacyNotice } from '../common/legacyNotice';

const properties: INodeProperties[] = [
	legacyNotice,
	{
		displayName: 'Contact ID',
		name: 'contactId',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. clx1a2b3c0000abcd1234efgh',
		description: 'ID of the contact whose agents (chatbots it talked to) to get',
	},
	additionalQueryParameters,
];

export const description = updateDisplayOptions({ show: { resource: ['contact'], operation: ['getAgents'] } }, properties);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const qs = {
		...readAdditional(this, 'additionalQueryParameters', itemIndex),
		[LEGACY_QUERY.contactId]: requiredString(this, 'contactId', 'Contact ID', itemIndex),
	};
	const response = await apiRequest.call(this, { method: 'GET', path: '/api/aibot/contact/agent', qs, itemIndex });
	return responseToJsonItems(response);
}
