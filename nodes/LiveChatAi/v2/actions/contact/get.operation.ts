import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { simplifyToggle } from '../../../shared/descriptions/simplify';
import { v2Request } from '../../../shared/transport/v2Request';
import { contactIdField } from '../../../shared/contacts/contactIdField';
import { contactPath } from './contactId';
import { simplifyContact } from './simplifyContact';
import { withRequestOptions } from '../../../shared/descriptions/requestOptions';

const properties: INodeProperties[] = [
	contactIdField('ID of the contact to get'),
	{
		...simplifyToggle,
		description:
			'Whether to return a simplified version of the response instead of the raw data. Simplified, the attributes come as one object of names and values.',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['contact'], operation: ['get'] } },
	withRequestOptions(properties),
);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const path = contactPath(this, itemIndex);
	const simplify = this.getNodeParameter('simplify', itemIndex, true) as boolean;
	const contact = await v2Request.call(this, { method: 'GET', path, itemIndex });
	return simplify ? simplifyContact(contact) : contact;
}
